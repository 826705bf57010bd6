import { Badge, ScrollArea, Table, Text } from '@mantine/core';
import type { PropertyDetails } from '@yardstick/core/property/property-details';
import type { RecentSoldRow } from '@yardstick/core/property/recent-sold';
import { typeLabel } from '../estimates/figures.ts';
import { formatDate, formatGBP, formatNumber } from '../../lib/format.ts';
import { useRecentSold } from './api/nearby-lists.ts';
import { distanceText } from './figures.ts';
import { Section } from './Section.tsx';

const EPC_COLOURS: Record<string, string> = {
  A: 'green',
  B: 'teal',
  C: 'lime',
  D: 'yellow',
  E: 'orange',
  F: 'red',
  G: 'red',
};

function EpcBadge({ rating }: { rating: string | null }) {
  if (!rating) return <>-</>;
  return (
    <Badge color={EPC_COLOURS[rating.toUpperCase()] ?? 'gray'} variant="filled" radius="sm">
      {rating}
    </Badge>
  );
}

function SoldTable({ rows }: { rows: readonly RecentSoldRow[] }) {
  return (
    <ScrollArea type="auto">
      <Table miw={520} aria-label="Recent sales">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Address</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th ta="right">Sold Price</Table.Th>
            <Table.Th ta="right">Sold On</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r, i) => (
            <Table.Tr key={`${r.address}-${r.date_of_transfer}-${i}`}>
              <Table.Td>{r.address}</Table.Td>
              <Table.Td>{typeLabel(r.property_type, null)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatGBP(r.sold_price)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatDate(r.date_of_transfer)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

/**
 * The energy table: the matched EPC certificate of each sale (rating, inspection date, floor
 * area) with the sale's type and distance, never an address. EPC address fields are Royal Mail
 * data licensed for energy-efficiency purposes only (docs/data-sources.md "Restrictions"), so
 * no address stands next to an EPC rating; the sales table above shows the Price Paid address.
 */
function EnergyTable({ rows }: { rows: readonly RecentSoldRow[] }) {
  const certified = rows.filter((r) => r.current_energy_rating || r.inspection_date);
  if (certified.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="energy-table">
        No energy certificates matched these sales.
      </Text>
    );
  }
  return (
    <ScrollArea type="auto">
      <Table
        miw={440}
        aria-label="Energy performance of the recent sales"
        data-testid="energy-table"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Type</Table.Th>
            <Table.Th>EPC Rating</Table.Th>
            <Table.Th ta="right">Inspection Date</Table.Th>
            <Table.Th ta="right">Floor Area</Table.Th>
            <Table.Th ta="right">Distance</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {certified.map((r, i) => (
            <Table.Tr key={`${r.date_of_transfer}-${r.distance}-${i}`}>
              <Table.Td>{typeLabel(r.property_type, null)}</Table.Td>
              <Table.Td>
                <EpcBadge rating={r.current_energy_rating} />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatDate(r.inspection_date)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {r.total_floor_area === null ? '-' : `${formatNumber(r.total_floor_area)} m²`}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {distanceText(r.distance)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

/** Recent sales nearby and their energy table; hidden when the call fails (only logged). */
export function RecentSoldSection({ property }: { property: PropertyDetails }) {
  const sold = useRecentSold(property);
  const rows = sold.data ?? [];
  const canAsk = !!property.postCode && property.latitude !== null;
  return (
    <Section
      title="Recently sold nearby"
      loading={sold.isPending}
      hidden={!canAsk || sold.isError}
      skeletonHeight={220}
      testId="recent-sold"
    >
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No recent sales recorded nearby.
        </Text>
      ) : (
        <>
          <SoldTable rows={rows} />
          <Text fw={700} mt="sm">
            Energy performance
          </Text>
          <EnergyTable rows={rows} />
        </>
      )}
    </Section>
  );
}
