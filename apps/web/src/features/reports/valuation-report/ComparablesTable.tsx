import { Pagination, Table, Title } from '@mantine/core';
import { VALUATION_PAGE_SIZE, type ValuationResult } from '@yardstick/core/reports/valuation-query';
import { formatDate, formatGBP, formatNumber } from '../../../lib/format.ts';

/** The comparable sales, 20 a page. */
export function ComparablesTable({
  comparables,
  page,
  onPage,
}: {
  comparables: ValuationResult['comparables'];
  page: number;
  onPage: (page: number) => void;
}) {
  const shown = comparables.slice(page * VALUATION_PAGE_SIZE, (page + 1) * VALUATION_PAGE_SIZE);
  return (
    <>
      <Title order={2} size="h5" mt="sm">
        Comparable sales ({comparables.length})
      </Title>
      <Table.ScrollContainer minWidth={640}>
        <Table striped fz="sm" data-testid="valuation-comparables">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Address</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th ta="right">Price</Table.Th>
              <Table.Th ta="right">m²</Table.Th>
              <Table.Th ta="right">£/m² today</Table.Th>
              <Table.Th ta="right">Distance</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((c, i) => (
              <Table.Tr key={i}>
                <Table.Td>{formatDate(c.dateOfTransfer)}</Table.Td>
                <Table.Td>{c.address}</Table.Td>
                <Table.Td>{c.propertyType}</Table.Td>
                <Table.Td ta="right">{formatGBP(c.price)}</Table.Td>
                <Table.Td ta="right">{c.totalFloorArea}</Table.Td>
                <Table.Td ta="right">{formatGBP(c.adjustedPpsm)}</Table.Td>
                <Table.Td ta="right">{formatNumber(c.distance)} m</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pagination
        size="sm"
        total={Math.ceil(comparables.length / VALUATION_PAGE_SIZE)}
        value={page + 1}
        onChange={(p) => onPage(p - 1)}
      />
    </>
  );
}
