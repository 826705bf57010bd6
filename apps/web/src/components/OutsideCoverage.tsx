import { Alert, Button, Group, Text } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { coverageText } from '@yardstick/core/coverage';
import { useCoverage } from '../lib/coverage.ts';

/**
 * Nothing is held for what was asked ("No listings held in SW19"), said with the places the
 * data covers, as the estimates search's empty results say them (GET /api/health/coverage,
 * core's coverageText); with `onPick`, each covered place's main district is one click away.
 * On real data (no coverage list) the title stands alone.
 */
export function OutsideCoverage({
  title,
  onPick,
}: {
  title: string;
  onPick?: (district: string) => void;
}) {
  const coverage = useCoverage();
  const places = coverage.data?.places ?? [];
  return (
    <Alert
      color="blue"
      icon={<IconMapSearch size={18} />}
      title={title}
      data-testid="outside-coverage"
      mb="md"
    >
      {places.length > 0 && <Text size="sm">The demo covers {coverageText(places)}.</Text>}
      {onPick && places.length > 0 && (
        <Group gap="xs" mt="sm">
          <Text size="sm" fw={500}>
            Try:
          </Text>
          {places.map((p) => (
            <Button
              key={p.districts[0]}
              size="compact-sm"
              variant="light"
              onClick={() => onPick(p.districts[0]!)}
            >
              {p.districts[0]}
            </Button>
          ))}
        </Group>
      )}
    </Alert>
  );
}
