import { Paper, SimpleGrid, Title } from '@mantine/core';
import type { AreaAverages } from '@yardstick/core/reports/area';
import { formatGBP, formatNumber } from '../../../lib/format.ts';
import { Figure } from '../Figure.tsx';

/** The area's HMO room market: rooms available, their average rent, rooms wanted. */
export function HmoMarket({ rooms }: { rooms: AreaAverages['roomAvg'] }) {
  const wanted = rooms.roomsWanted;
  return (
    <Paper withBorder p="md" radius="md" data-testid="hmo">
      <Title order={2} size="h4" mb="xs">
        HMO room market
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <Figure label="Rooms available" value={formatNumber(rooms.roomsAvailable)} />
        <Figure label="Average room rent (£ per month)" value={formatGBP(rooms.avgPrice)} />
        <Figure
          label="Rooms wanted"
          value={wanted === null ? 'Not held' : formatNumber(wanted)}
          note={wanted === null && 'None of our sources carries room-wanted adverts.'}
        />
      </SimpleGrid>
    </Paper>
  );
}
