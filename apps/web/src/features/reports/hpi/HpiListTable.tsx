import { Button, Group, Select, Stack, UnstyledButton } from '@mantine/core';
import type { HpiListColumn, HpiListSort, HpiReportRow } from '@yardstick/core/reports/hpi';
import { ResponsiveTable, type TableColumn } from '../../../components/ResponsiveTable.tsx';
import { usePhone } from '../../../lib/phone.ts';
import { hpiCell } from './hpi-view.ts';

/**
 * The spec names a County column, but the county is held only for shire and metropolitan
 * districts (unitary authorities have none, and the spec's `countyName` falls back to the
 * region): the column shows `regionName`, every district's region, and is named for it.
 */
const COLUMNS: { column: HpiListColumn; label: string; numeric: boolean }[] = [
  { column: 'districtName', label: 'District', numeric: false },
  { column: 'regionName', label: 'Region', numeric: false },
  { column: 'detachedHpi', label: 'Detached', numeric: true },
  { column: 'semiDetachedHpi', label: 'Semi Detached', numeric: true },
  { column: 'terracedHpi', label: 'Terraced', numeric: true },
  { column: 'flatHpi', label: 'Flat', numeric: true },
  { column: 'otherHpi', label: 'Other', numeric: true },
];

/** The spec's column order on a laptop: County (here Region) first. */
const TABLE_ORDER: HpiListColumn[] = [
  'regionName',
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
const value = (row: HpiReportRow, column: HpiListColumn, percent: boolean, mixed: boolean) => {
  const v = row[column];
  // Among published series, a district whose series is the demo's says so.
  if (column === 'districtName' && mixed && row.source === 'demo') return `${v} (demo series)`;
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
  mixed = false,
}: {
  rows: readonly HpiReportRow[];
  sort: HpiListSort;
  onSort: (column: HpiListColumn) => void;
  /** The table holds published and demo series (the page's `source` is 'mixed'). */
  mixed?: boolean;
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
      cell: (row) => value(row, column, phone, mixed),
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
