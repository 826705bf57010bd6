import { Stack, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The outcome of a step (an email sent, a link expired, a payment made): a large icon in a
 * circle, teal for done, red for failed and orange for stopped (a bank's refusal), above centred text and the way on.
 */
export function Outcome({
  icon,
  tone,
  children,
}: {
  icon: ReactNode;
  tone: 'teal' | 'red' | 'orange';
  children: ReactNode;
}) {
  return (
    <Stack align="center" gap="md" ta="center">
      <ThemeIcon size={64} radius="xl" variant="light" color={tone}>
        {icon}
      </ThemeIcon>
      {children}
    </Stack>
  );
}
