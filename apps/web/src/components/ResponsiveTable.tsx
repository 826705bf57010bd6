import { Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePhone } from '../lib/phone.ts';

export interface TableColumn<Row> {
  /** The header, and the label of the value on a card. */
  label: string;
  /** Numbers sit right in the table. */
  numeric?: boolean;
  /** Kept on one line in the table (prices, dates). */
  nowrap?: boolean;
  cell: (row: Row) => ReactNode;
  /** What the header shows instead of the label (a sort button). */
  header?: ReactNode;
  /** The header's aria-sort. */
  ariaSort?: 'ascending' | 'descending' | 'none';
}

/**
 * A table of rows that fits any width (issue 25: tables were cut off on a phone): a striped
 * table on a laptop, and on a phone (lib/phone.ts) one card per row, headed by its `titleColumn` (by
 * default the first) with the other columns as labelled values. Each row (`tr` or
 * card) carries `data-row` and each value `data-label` (its column's label) in both forms.
 */
export function ResponsiveTable<Row>({
  columns,
  rows,
  rowKey = (_row, index) => index,
  titleColumn,
  minWidth,
  testId,
  label,
  cardColumns = 3,
}: {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** Each row's React key (default: its position). */
  rowKey?: (row: Row, index: number) => string | number;
  /** The column (its label) that heads each card, not repeated below it (default: the first). */
  titleColumn?: string;
  /** The table's least width on a laptop; narrower, it scrolls sideways. */
  minWidth?: number;
  testId?: string;
  /** The accessible name of the table (or the list of cards). */
  label?: string;
  /** Values side by side on a card. */
  cardColumns?: number;
}) {
  const phone = usePhone();
  if (phone) {
    const head = columns.find((c) => c.label === titleColumn) ?? columns[0];
    const values = columns.filter((c) => c !== head);
    return (
      <Stack
        component="ul"
        gap="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        data-testid={testId}
        aria-label={label}
      >
        {rows.map((row, i) => (
          <Paper component="li" key={rowKey(row, i)} withBorder radius="sm" p="sm" data-row>
            <Text fw={600} size="sm" data-label={head?.label}>
              {head?.cell(row)}
            </Text>
            <SimpleGrid cols={cardColumns} spacing="xs" verticalSpacing={4} mt={4}>
              {values.map((c) => (
                <div key={c.label} style={{ minWidth: 0 }}>
                  <Text size="xs" c="dimmed" lh={1.3}>
                    {c.label}
                  </Text>
                  <Text size="sm" data-label={c.label} style={{ overflowWrap: 'anywhere' }}>
                    {c.cell(row)}
                  </Text>
                </div>
              ))}
            </SimpleGrid>
          </Paper>
        ))}
      </Stack>
    );
  }
  const table = (
    <Table striped fz="sm" data-testid={testId} aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((c) => (
            <Table.Th key={c.label} ta={c.numeric ? 'right' : undefined} aria-sort={c.ariaSort}>
              {c.header ?? c.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, i) => (
          <Table.Tr key={rowKey(row, i)} data-row>
            {columns.map((c) => (
              <Table.Td
                key={c.label}
                ta={c.numeric ? 'right' : undefined}
                data-label={c.label}
                style={c.nowrap ? { whiteSpace: 'nowrap' } : undefined}
              >
                {c.cell(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return minWidth ? (
    <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer>
  ) : (
    table
  );
}
