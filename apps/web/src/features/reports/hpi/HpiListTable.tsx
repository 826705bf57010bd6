import { Table, UnstyledButton } from '@mantine/core';
import type { HpiListColumn, HpiListSort, HpiReportPage } from '@yardstick/core/reports/hpi';
import { hpiCell } from './hpi-view.ts';

const COLUMNS: { column: HpiListColumn; label: string; numeric: boolean }[] = [
  { column: 'countyName', label: 'County', numeric: false },
  { column: 'districtName', label: 'District', numeric: false },
  { column: 'detachedHpi', label: 'Detached', numeric: true },
  { column: 'semiDetachedHpi', label: 'Semi Detached', numeric: true },
  { column: 'terracedHpi', label: 'Terraced', numeric: true },
  { column: 'flatHpi', label: 'Flat', numeric: true },
  { column: 'otherHpi', label: 'Other', numeric: true },
];

const ariaSort = (sort: HpiListSort, column: HpiListColumn) =>
  sort.column !== column ? 'none' : sort.direction === 'asc' ? 'ascending' : 'descending';

const arrow = (sort: HpiListSort, column: HpiListColumn) =>
  sort.column !== column ? '' : sort.direction === 'asc' ? ' ▲' : ' ▼';

/** The districts' index changes, sortable by a click on a column's header. */
export function HpiListTable({
  rows,
  sort,
  onSort,
}: {
  rows: HpiReportPage['content'];
  sort: HpiListSort;
  onSort: (column: HpiListColumn) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover data-testid="hpi-list">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((c) => (
              <Table.Th
                key={c.column}
                ta={c.numeric ? 'right' : 'left'}
                aria-sort={ariaSort(sort, c.column)}
              >
                <UnstyledButton onClick={() => onSort(c.column)} fw={700} fz="sm">
                  {c.label}
                  {c.numeric ? ' (%)' : ''}
                  {arrow(sort, c.column)}
                </UnstyledButton>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.districtCode}>
              <Table.Td>{r.countyName}</Table.Td>
              <Table.Td>{r.districtName}</Table.Td>
              {[r.detachedHpi, r.semiDetachedHpi, r.terracedHpi, r.flatHpi, r.otherHpi].map(
                (v, i) => (
                  <Table.Td key={i} ta="right">
                    {hpiCell(v)}
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
