import { Group, Text } from '@mantine/core';

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap" aria-label="Yardstick">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="6" fill={inverted ? '#ffffff' : '#1c3d5a'} />
        <path
          d="M7 24h18M9 24V14M14 24V9M19 24v-7M24 24V12"
          stroke="#2bb39a"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <Text fw={800} fz={20} c={inverted ? 'white' : 'navy.8'} style={{ letterSpacing: -0.3 }}>
        Yardstick
      </Text>
    </Group>
  );
}
