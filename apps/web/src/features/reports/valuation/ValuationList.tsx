import { Paper, Stack, Text, Title } from '@mantine/core';
import type { PostcodeValuation, ValuationHome } from '@yardstick/core/reports/postcode-valuation';
import { formatDate, formatGBP } from '../../../lib/format.ts';
import { ResponsiveTable, type TableColumn } from '../../../components/ResponsiveTable.tsx';
import { usePhone } from '../../../lib/phone.ts';
import { estimateBasisText, estimateText } from './valuation-view.ts';

/** A home's past sales: date, price paid and that price brought to today, newest first. */
function PastSales({ home }: { home: ValuationHome }) {
  return (
    <Stack
      gap={2}
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      data-testid="past-sales"
    >
      {home.sales.map((s) => (
        <Text component="li" size="sm" key={`${s.date_of_transfer}-${s.sold_price}`}>
          {formatDate(s.date_of_transfer)}: {formatGBP(s.sold_price)}
          <Text span size="xs" c="dimmed">
            {' '}
            (today {formatGBP(s.indexedPrice)})
          </Text>
        </Text>
      ))}
    </Stack>
  );
}

/** The home's one estimate today and how it was made (right-aligned in the table only). */
function EstimateToday({ home }: { home: ValuationHome }) {
  const phone = usePhone();
  return (
    <Stack gap={0} align={phone ? 'flex-start' : 'flex-end'}>
      <Text size="sm" fw={700}>
        {estimateText(home.range1Price, home.range2Price)}
      </Text>
      <Text size="xs" c="dimmed">
        {estimateBasisText(home)}
      </Text>
    </Stack>
  );
}

const COLUMNS: TableColumn<ValuationHome>[] = [
  { label: 'Address', cell: (h) => h.address },
  { label: 'Type', cell: (h) => h.propertyType },
  { label: 'm²', numeric: true, cell: (h) => h.totalFloorArea ?? '-' },
  {
    label: 'Estimate today',
    numeric: true,
    nowrap: true,
    cell: (h) => <EstimateToday home={h} />,
  },
  { label: 'Past sales (price paid, today)', cell: (h) => <PastSales home={h} /> },
];

/**
 * The postcode's homes with a sale that matches the filters: each home once, with one
 * estimate today, and its past sales listed beneath (the price paid and that price brought
 * to today by the HPI), rather than one estimate per sale.
 */
export function ValuationList({ homes }: { homes: PostcodeValuation['homes'] }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="xs">
        Valuation list
      </Title>
      <ResponsiveTable
        columns={COLUMNS}
        rows={homes}
        rowKey={(h) => h.homeKey}
        testId="valuation-list"
        label="Homes of the postcode with their estimate today and past sales"
        minWidth={720}
        cardColumns={1}
      />
      {homes.length === 0 && <Text c="dimmed">No sales match the filters.</Text>}
    </Paper>
  );
}
