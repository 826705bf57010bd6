import { Paper, SimpleGrid, Text } from '@mantine/core';
import { YIELD_GAUGE_MAX, type AreaAverages } from '@yardstick/core/reports/area';
import type { ReactNode } from 'react';
import { YieldGauge } from '../../../components/charts/YieldGauge.tsx';
import { formatGBP, formatNumber } from '../../../lib/format.ts';
import { yieldText } from './area-view.ts';

function Card({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="xs" tt="uppercase" c="dimmed" fw={700}>
        {label}
      </Text>
      <Text fz={26} fw={700} data-testid={`card-${label}`}>
        {value}
      </Text>
      {children}
    </Paper>
  );
}

const Note = ({ children }: { children: ReactNode }) => (
  <Text size="xs" c="dimmed">
    {children}
  </Text>
);

/** The area's average yield (on a 0-30 gauge), price, rent and listings. */
export function AverageCards({ averages: a }: { averages: AreaAverages }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      <Card label="Average Yield (%)" value={yieldText(a.avg_yield)}>
        <YieldGauge value={a.avg_yield} max={YIELD_GAUGE_MAX} />
        <Note>Mean of {a.yield_postcodes} postcodes' gross yields</Note>
      </Card>
      <Card label="Average Price (£)" value={formatGBP(a.avg_price)} />
      <Card label="Average Rent (£)" value={formatGBP(a.avg_rent)}>
        <Note>per month, whole homes</Note>
      </Card>
      <Card label="Total Listings" value={formatNumber(a.total_listing)}>
        <Note>for sale; {formatNumber(a.rent_listings)} to rent</Note>
      </Card>
    </SimpleGrid>
  );
}
