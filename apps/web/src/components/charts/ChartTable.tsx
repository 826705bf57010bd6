import { Table, Text } from '@mantine/core';

/**
 * The accessible alternative of a chart: the same figures as a table, folded under a
 * "Show the figures" disclosure (screen readers reach it; the chart itself is an image with
 * a one-sentence summary as its label).
 */
export function ChartTable({
  caption,
  columns,
  rows,
  testId,
}: {
  caption: string;
  columns: string[];
  rows: (string | number)[][];
  testId?: string;
}) {
  return (
    <details data-testid={testId}>
      <summary>
        <Text span size="sm" c="dimmed">
          Show the figures as a table
        </Text>
      </summary>
      <Table.ScrollContainer minWidth={320} maxHeight={320}>
        <Table striped withTableBorder fz="xs">
          <caption>{caption}</caption>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c} scope="col">
                  {c}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r, i) => (
              <Table.Tr key={i}>
                {r.map((v, j) => (
                  <Table.Td key={j}>{v}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </details>
  );
}
