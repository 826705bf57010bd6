import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ReportColumn<Row> {
  label: string;
  /** Numbers sit right. */
  numeric?: boolean;
  cell: (row: Row) => ReactNode;
}

/** A striped table of rows, scrolling sideways below `minWidth`. */
export function ReportTable<Row>({
  columns,
  rows,
  rowKey = (_row, index) => index,
  minWidth = 640,
  testId,
}: {
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  /** Each row's React key (default: its position). */
  rowKey?: (row: Row, index: number) => string | number;
  minWidth?: number;
  testId?: string;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped fz="sm" data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.label} ta={c.numeric ? 'right' : undefined}>
                {c.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => (
            <Table.Tr key={rowKey(row, i)}>
              {columns.map((c) => (
                <Table.Td key={c.label} ta={c.numeric ? 'right' : undefined}>
                  {c.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
