import { Anchor, Table } from '@mantine/core';
import type { YieldPage } from '@yardstick/core/reports/area';
import { Link } from 'react-router';
import { formatGBP } from '../../../lib/format.ts';
import { postcodeSearchHref, yieldText } from './area-view.ts';

/** Postcodes with their yield, rent and price; each links to the estimates of that postcode. */
export function YieldTable({ rows }: { rows: YieldPage['content'] }) {
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Post Code</Table.Th>
            <Table.Th ta="right">Yield</Table.Th>
            <Table.Th ta="right">Rent</Table.Th>
            <Table.Th ta="right">Price</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.area}>
              <Table.Td>
                <Anchor component={Link} to={postcodeSearchHref(r.area)} size="sm">
                  {r.area}
                </Anchor>
              </Table.Td>
              <Table.Td ta="right">{yieldText(r.avg_yield, '%')}</Table.Td>
              <Table.Td ta="right">{formatGBP(r.avg_rent)}</Table.Td>
              <Table.Td ta="right">{formatGBP(r.avg_price)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
