import { Paper, Table, Text, Title } from '@mantine/core';
import type { PostcodeValuation } from '@yardstick/core/reports/postcode-valuation';
import { formatDate, formatGBP } from '../../../lib/format.ts';
import { estimateText } from './valuation-view.ts';

/** The postcode's sales that match the filters, each with the estimate of the property today. */
export function ValuationList({ rows }: { rows: PostcodeValuation['rows'] }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="xs">
        Valuation list
      </Title>
      <Table.ScrollContainer minWidth={640}>
        <Table striped fz="sm" data-testid="valuation-list">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Address</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Sold</Table.Th>
              <Table.Th ta="right">Sold price</Table.Th>
              <Table.Th ta="right">m²</Table.Th>
              <Table.Th ta="right">Estimate today</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r, i) => (
              <Table.Tr key={i}>
                <Table.Td>{r.property_address}</Table.Td>
                <Table.Td>{r.property_type}</Table.Td>
                <Table.Td>{formatDate(r.date_of_transfer)}</Table.Td>
                <Table.Td ta="right">{formatGBP(r.sold_price)}</Table.Td>
                <Table.Td ta="right">{r.total_floor_area ?? '-'}</Table.Td>
                <Table.Td ta="right">{estimateText(r.range1_price, r.range2_price)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length === 0 && <Text c="dimmed">No sales match the filters.</Text>}
    </Paper>
  );
}
