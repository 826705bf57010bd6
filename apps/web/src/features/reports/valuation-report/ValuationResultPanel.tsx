import { Paper, Stack, Table } from '@mantine/core';
import type { ValuationResult } from '@yardstick/core/reports/valuation-query';
import { formatGBP } from '../../../lib/format.ts';
import { ComparablesTable } from './ComparablesTable.tsx';
import { Explanation } from './Explanation.tsx';

/** Avg Price, HPI Price and HPI Index, explained, with the comparable sales. */
export function ValuationResultPanel({
  result: r,
  page,
  onPage,
}: {
  result: ValuationResult;
  page: number;
  onPage: (page: number) => void;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Table withTableBorder data-testid="valuation-result">
          <Table.Thead>
            <Table.Tr>
              <Table.Th ta="right">Avg Price</Table.Th>
              <Table.Th ta="right">HPI Price</Table.Th>
              <Table.Th ta="right">HPI Index</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td ta="right">{formatGBP(r.avgPrice)}</Table.Td>
              <Table.Td ta="right">{formatGBP(r.hpiPrice)}</Table.Td>
              <Table.Td ta="right">{r.hpi === null ? '-' : `${r.hpi.toFixed(2)}%`}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Explanation result={r} />
        <ComparablesTable comparables={r.comparables} page={page} onPage={onPage} />
      </Stack>
    </Paper>
  );
}
