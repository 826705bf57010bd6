import { Badge, Text } from '@mantine/core';
import type { PropertyDetails } from '@yardstick/core/property/property-details';
import type { RecentSoldRow } from '@yardstick/core/property/recent-sold';
import { typeLabel } from '../estimates/figures.ts';
import { ResponsiveTable, type TableColumn } from '../ResponsiveTable.tsx';
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

const SOLD_COLUMNS: TableColumn<RecentSoldRow>[] = [
  { label: 'Address', cell: (r) => r.address },
  { label: 'Type', cell: (r) => typeLabel(r.property_type, null) },
  { label: 'Sold Price', numeric: true, nowrap: true, cell: (r) => formatGBP(r.sold_price) },
  { label: 'Sold On', numeric: true, nowrap: true, cell: (r) => formatDate(r.date_of_transfer) },
];

const saleKey = (r: RecentSoldRow, i: number) => `${r.address}-${r.date_of_transfer}-${i}`;

/** The recent sales: a table on a laptop, a card per sale on a phone. */
function SoldTable({ rows }: { rows: readonly RecentSoldRow[] }) {
  return (
    <ResponsiveTable
      columns={SOLD_COLUMNS}
      rows={rows}
      rowKey={saleKey}
      label="Recent sales"
      testId="recent-sales"
      minWidth={520}
    />
  );
}

const ENERGY_COLUMNS: TableColumn<RecentSoldRow>[] = [
  { label: 'Address', cell: (r) => r.address },
  { label: 'Type', cell: (r) => typeLabel(r.property_type, null) },
  { label: 'EPC Rating', cell: (r) => <EpcBadge rating={r.current_energy_rating} /> },
  {
    label: 'Inspection Date',
    numeric: true,
    nowrap: true,
    cell: (r) => formatDate(r.inspection_date),
  },
  {
    label: 'Floor Area',
    numeric: true,
    nowrap: true,
    cell: (r) => (r.total_floor_area === null ? '-' : `${formatNumber(r.total_floor_area)} m²`),
  },
  { label: 'Distance', numeric: true, nowrap: true, cell: (r) => distanceText(r.distance) },
];

/**
 * The energy table: the matched EPC certificate of each sale (rating, inspection date, floor
 * area) with the sale's Price Paid address, type and distance, so each rating can be matched
 * to a sale above (issue 25). The address is the sale's (the sales table's, in its
 * price-information role), never the certificate's: EPC address fields are Royal Mail data
 * licensed for energy-efficiency purposes only (docs/data-sources.md "Restrictions that shape
 * the product"), and the API sends none.
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
    <ResponsiveTable
      columns={ENERGY_COLUMNS}
      rows={certified}
      rowKey={saleKey}
      label="Energy performance of the recent sales"
      testId="energy-table"
      minWidth={640}
    />
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
