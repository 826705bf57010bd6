import { Card, Container, Stack, Text, Title } from '@mantine/core';
import { DATA_ATTRIBUTIONS } from '@yardstick/core/attributions';
import { useHealth } from './api/get-health.ts';

export function DataSourcesPage() {
  const { data: health } = useHealth();
  return (
    <Container size="md" py="xl">
      <Title order={1} mb="xs">
        Data sources and licences
      </Title>
      <Text c="dimmed" mb="xl">
        Yardstick is built on UK open data. These are the datasets behind the figures and the
        attribution each licence requires.
      </Text>
      {health?.dataMode === 'demo' && (
        <Card withBorder padding="md" mb="lg" bg="yellow.0">
          <Text size="sm">
            This installation shows the demo dataset: real reference data (postcodes, deprivation
            ranks, schools, stops, stations, 2019 Greater Manchester sales, a sample of the House
            Price Index) with generated listings, agents, rents and crimes.
          </Text>
        </Card>
      )}
      <Stack gap="md">
        {DATA_ATTRIBUTIONS.map((a) => (
          <Card key={a.dataset} withBorder padding="lg">
            <Title order={2} fz={18}>
              {a.dataset}
            </Title>
            <Text size="sm" c="dimmed" mb="xs">
              {a.publisher} · {a.licence}
            </Text>
            <Text size="sm" mb={6}>
              <b>Used for:</b> {a.usedFor}
            </Text>
            <Text size="sm" fs="italic">
              {a.attribution}
            </Text>
          </Card>
        ))}
      </Stack>
    </Container>
  );
}
