import { Paper, Text, Title } from '@mantine/core';
import type { PostcodeValuation } from '@yardstick/core/reports/postcode-valuation';
import { formatDate, formatGBP } from '../../../lib/format.ts';
import { ResponsiveTable, type TableColumn } from '../../../components/ResponsiveTable.tsx';
import { estimateText } from './valuation-view.ts';

type Row = PostcodeValuation['rows'][number];

const COLUMNS: TableColumn<Row>[] = [
  { label: 'Address', cell: (r) => r.property_address },
  { label: 'Type', cell: (r) => r.property_type },
  { label: 'Sold', cell: (r) => formatDate(r.date_of_transfer) },
  { label: 'Sold price', numeric: true, cell: (r) => formatGBP(r.sold_price) },
  { label: 'm²', numeric: true, cell: (r) => r.total_floor_area ?? '-' },
  {
    label: 'Estimate today',
    numeric: true,
    cell: (r) => estimateText(r.range1_price, r.range2_price),
  },
];

/** The postcode's sales that match the filters, each with the estimate of the property today. */
export function ValuationList({ rows }: { rows: PostcodeValuation['rows'] }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="xs">
        Valuation list
      </Title>
      <ResponsiveTable columns={COLUMNS} rows={rows} testId="valuation-list" minWidth={640} />
      {rows.length === 0 && <Text c="dimmed">No sales match the filters.</Text>}
    </Paper>
  );
}
