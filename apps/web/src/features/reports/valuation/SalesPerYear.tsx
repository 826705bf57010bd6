import { Group, Text } from '@mantine/core';
import type { PostcodeValuation } from '@yardstick/core/reports/postcode-valuation';
import { ChartTable } from '../../../components/charts/ChartTable.tsx';
import { formatGBP } from '../../../lib/format.ts';
import { barHeights } from './valuation-view.ts';

/** The postcode's sales per year: a table (the accessible alternative) and small bars. */
export function SalesPerYear({ valuation: v }: { valuation: PostcodeValuation }) {
  const heights = barHeights(v.salesPerYear.map((y) => y.sales));
  return (
    <>
      <Text size="sm" fw={700} mt="sm">
        Sales per year
      </Text>
      <ChartTable
        caption={`Sales per year in ${v.postCode}`}
        columns={['Year', 'Sales', 'Median price']}
        rows={v.salesPerYear.map((y) => [y.year, y.sales, formatGBP(y.medianPrice)])}
        testId="sales-per-year"
      />
      <Group gap={4} mt={4} align="flex-end" h={60} aria-hidden>
        {v.salesPerYear.map((y, i) => (
          <div
            key={y.year}
            title={`${y.year}: ${y.sales}`}
            style={{ width: 6, height: `${heights[i]}%`, background: '#1c7ed6' }}
          />
        ))}
      </Group>
    </>
  );
}
