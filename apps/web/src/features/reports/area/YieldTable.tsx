import { Anchor } from '@mantine/core';
import type { YieldPage } from '@yardstick/core/reports/area';
import { Link } from 'react-router';
import { ResponsiveTable, type TableColumn } from '../../../components/ResponsiveTable.tsx';
import { formatGBP } from '../../../lib/format.ts';
import { postcodeSearchHref, yieldText } from './area-view.ts';

type Row = YieldPage['content'][number];

const COLUMNS: TableColumn<Row>[] = [
  {
    label: 'Post Code',
    cell: (r) => (
      <Anchor component={Link} to={postcodeSearchHref(r.area)} size="sm">
        {r.area}
      </Anchor>
    ),
  },
  { label: 'Yield', numeric: true, cell: (r) => yieldText(r.avg_yield, '%') },
  { label: 'Rent', numeric: true, nowrap: true, cell: (r) => formatGBP(r.avg_rent) },
  { label: 'Price', numeric: true, nowrap: true, cell: (r) => formatGBP(r.avg_price) },
];

/**
 * Postcodes with their yield, rent and price (cards on a phone); each links to the estimates
 * of that postcode.
 */
export function YieldTable({ rows, label }: { rows: YieldPage['content']; label: string }) {
  return (
    <ResponsiveTable
      columns={COLUMNS}
      rows={rows}
      rowKey={(r) => r.area}
      label={label}
      minWidth={360}
    />
  );
}
