import { Table, Text } from '@mantine/core';
import type { DealFigures } from '@yardstick/core/deals/deals';
import { formatDate } from '../../lib/format.ts';
import { changeText, dealFigureRows } from '@yardstick/core/deals/deal-view';

/** The figures the day the deal was added beside today's, with the change. */
export function FiguresTable({ then, now }: { then: DealFigures; now: DealFigures | null }) {
  const rows = dealFigureRows(then, now);
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped withTableBorder data-testid="figures-then-now">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Figure</Table.Th>
            <Table.Th scope="col">When added ({formatDate(then.asOf)})</Table.Th>
            <Table.Th scope="col">{now ? `Today (${formatDate(now.asOf)})` : 'Today'}</Table.Th>
            <Table.Th scope="col">Change</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th scope="row" fw={500}>
                {row.label}
              </Table.Th>
              <Table.Td>{row.then}</Table.Td>
              <Table.Td>{row.now}</Table.Td>
              <Table.Td>
                <Text
                  size="sm"
                  c={row.change === null ? undefined : row.change < 0 ? 'red.8' : 'teal.8'}
                >
                  {changeText(row)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {!now && (
        <Text size="xs" c="dimmed" mt={4}>
          The listing is no longer on the market: today’s figures are not shown.
        </Text>
      )}
    </Table.ScrollContainer>
  );
}
