import { Button, Group, Select, Stack, UnstyledButton } from '@mantine/core';
import type { HpiListColumn, HpiListSort, HpiReportRow } from '@yardstick/core/reports/hpi';
import { ResponsiveTable, type TableColumn } from '../../../components/ResponsiveTable.tsx';
import { usePhone } from '../../../lib/phone.ts';
import { hpiCell } from './hpi-view.ts';

const COLUMNS: { column: HpiListColumn; label: string; numeric: boolean }[] = [
  { column: 'districtName', label: 'District', numeric: false },
  { column: 'countyName', label: 'County', numeric: false },
  { column: 'detachedHpi', label: 'Detached', numeric: true },
  { column: 'semiDetachedHpi', label: 'Semi Detached', numeric: true },
  { column: 'terracedHpi', label: 'Terraced', numeric: true },
  { column: 'flatHpi', label: 'Flat', numeric: true },
  { column: 'otherHpi', label: 'Other', numeric: true },
];

/** The spec's column order on a laptop: County first. */
const TABLE_ORDER: HpiListColumn[] = [
  'countyName',
  'districtName',
  'detachedHpi',
  'semiDetachedHpi',
  'terracedHpi',
  'flatHpi',
  'otherHpi',
];

const ariaSort = (sort: HpiListSort, column: HpiListColumn) =>
  sort.column !== column ? 'none' : sort.direction === 'asc' ? 'ascending' : 'descending';

const arrow = (sort: HpiListSort, column: HpiListColumn) =>
  sort.column !== column ? '' : sort.direction === 'asc' ? ' ▲' : ' ▼';

/** A cell: a name, or a change with 2 decimals ('-' when missing; with '%' on a card). */
const value = (row: HpiReportRow, column: HpiListColumn, percent: boolean) => {
  const v = row[column];
  if (typeof v === 'string') return v;
  const text = hpiCell(v);
  return percent && v !== null ? `${text}%` : text;
};

/**
 * The districts' index changes, sortable by a click on a column's header; on a phone each
 * district is a card (headed by its name) and a Sort by choice replaces the headers.
 */
export function HpiListTable({
  rows,
  sort,
  onSort,
}: {
  rows: readonly HpiReportRow[];
  sort: HpiListSort;
  onSort: (column: HpiListColumn) => void;
}) {
  const phone = usePhone();
  const order = phone ? COLUMNS.map((c) => c.column) : TABLE_ORDER;
  const columns: TableColumn<HpiReportRow>[] = order.map((column) => {
    const c = COLUMNS.find((x) => x.column === column)!;
    // A card writes each change with its '%'; the table says it once in the header.
    const label = c.numeric && !phone ? `${c.label} (%)` : c.label;
    return {
      label,
      numeric: c.numeric,
      ariaSort: ariaSort(sort, column),
      header: (
        <UnstyledButton onClick={() => onSort(column)} fw={700} fz="sm">
          {label}
          {arrow(sort, column)}
        </UnstyledButton>
      ),
      cell: (row) => value(row, column, phone),
    };
  });
  const table = (
    <ResponsiveTable
      columns={columns}
      rows={rows}
      rowKey={(r) => r.districtCode}
      testId="hpi-list"
      label="House price index change by district"
      minWidth={720}
    />
  );
  if (!phone) return table;
  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Select
          label="Sort by"
          size="sm"
          value={sort.column}
          onChange={(v) => v && v !== sort.column && onSort(v as HpiListColumn)}
          allowDeselect={false}
          data={COLUMNS.map((c) => ({ value: c.column, label: c.label }))}
          style={{ flex: 1 }}
        />
        <Button variant="default" size="sm" onClick={() => onSort(sort.column)}>
          {sort.direction === 'asc' ? 'Ascending ▲' : 'Descending ▼'}
        </Button>
      </Group>
      {table}
    </Stack>
  );
}
