import { Pagination, Title } from '@mantine/core';
import { VALUATION_PAGE_SIZE, type ValuationResult } from '@yardstick/core/reports/valuation-query';
import { formatDate, formatGBP, formatNumber } from '../../../lib/format.ts';
import { ResponsiveTable, type TableColumn } from '../../../components/ResponsiveTable.tsx';

type Comparable = ValuationResult['comparables'][number];

const COLUMNS: TableColumn<Comparable>[] = [
  { label: 'Date', cell: (c) => formatDate(c.dateOfTransfer) },
  { label: 'Address', cell: (c) => c.address },
  { label: 'Type', cell: (c) => c.propertyType },
  { label: 'Price', numeric: true, cell: (c) => formatGBP(c.price) },
  { label: 'm²', numeric: true, cell: (c) => c.totalFloorArea },
  { label: '£/m² today', numeric: true, cell: (c) => formatGBP(c.adjustedPpsm) },
  { label: 'Distance', numeric: true, cell: (c) => `${formatNumber(c.distance)} m` },
];

/** The comparable sales, 20 a page. */
export function ComparablesTable({
  comparables,
  page,
  onPage,
}: {
  comparables: ValuationResult['comparables'];
  page: number;
  onPage: (page: number) => void;
}) {
  const shown = comparables.slice(page * VALUATION_PAGE_SIZE, (page + 1) * VALUATION_PAGE_SIZE);
  return (
    <>
      <Title order={2} size="h5" mt="sm">
        Comparable sales ({comparables.length})
      </Title>
      <ResponsiveTable
        columns={COLUMNS}
        rows={shown}
        testId="valuation-comparables"
        titleColumn="Address"
        minWidth={640}
      />
      <Pagination
        size="sm"
        total={Math.ceil(comparables.length / VALUATION_PAGE_SIZE)}
        value={page + 1}
        onChange={(p) => onPage(p - 1)}
      />
    </>
  );
}
