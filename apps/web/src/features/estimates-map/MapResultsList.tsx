import { Anchor, Button, Group, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconArrowsSort,
  IconChevronLeft,
  IconChevronRight,
} from '@tabler/icons-react';
import type { SearchSort, SortField } from '@yardstick/core/search/constants';
import type { EstimateCard } from '@yardstick/core/search/estimate-card';
import {
  bmvTone,
  roiTone,
  signedPercent,
  TONE_COLOURS,
  typeLabel,
} from '../../components/estimates/figures.ts';
import { nextSort } from '../../components/estimates/SortControls.tsx';
import { formatGBP, formatNumber } from '../../lib/format.ts';
import { hasNextPage, hasPreviousPage } from './map-search.ts';

export interface MapResultsListProps {
  cards: readonly EstimateCard[];
  total: number | undefined;
  page: number;
  size: number;
  sort: SearchSort;
  onSort: (sort: SearchSort) => void;
  onPage: (page: number) => void;
  /** The row under the pointer or keyboard focus: its marker is emphasised. */
  onHighlight: (propertyId: string | undefined) => void;
  highlightedId: string | undefined;
  loading: boolean;
  /** A row's link (default: the property details). */
  hrefOf?: ((id: string) => string) | undefined;
  /** The sortable columns (default: all with a sort). */
  sortable?: readonly SortField[] | undefined;
}

export const detailsHref = (propertyId: string) =>
  `/property-details?id=${encodeURIComponent(propertyId)}`;

interface Column {
  header: string;
  sort?: SortField;
  numeric?: boolean;
  /** Left out on phones, so the table fits 390 px. */
  wide?: boolean;
}
const COLUMNS: Column[] = [
  { header: 'Property' },
  { header: 'Beds', sort: 'bedrooms', numeric: true, wide: true },
  { header: 'Price', sort: 'list_price', numeric: true },
  { header: 'BMV', sort: 'avg_bmv', numeric: true },
  { header: 'ROI', sort: 'roi', numeric: true },
];

function SortHeader({
  column,
  sort,
  onSort,
}: {
  column: Column;
  sort: SearchSort;
  onSort: (s: SearchSort) => void;
}) {
  if (!column.sort) {
    return (
      <Table.Th
        ta={column.numeric ? 'right' : undefined}
        visibleFrom={column.wide ? 'sm' : undefined}
      >
        {column.header}
      </Table.Th>
    );
  }
  const field = column.sort;
  const active = sort.field === field;
  const Icon = !active ? IconArrowsSort : sort.direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th
      ta="right"
      visibleFrom={column.wide ? 'sm' : undefined}
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      style={{ whiteSpace: 'nowrap' }}
    >
      <UnstyledButton
        onClick={() => onSort(nextSort(sort, field))}
        fw={700}
        fz="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}
        aria-label={`Sort by ${column.header}${active ? `, now ${sort.direction === 'asc' ? 'ascending' : 'descending'}` : ''}`}
      >
        {column.header}
        <Icon size={14} aria-hidden style={{ opacity: active ? 1 : 0.4 }} />
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * The paged list of 12 beside the map (docs/product.md#map-list): a real table with a link per property
 * (the map is not the only way to a result), sortable headers, previous/next paging.
 * Hovering or focusing a row emphasises its marker.
 */
export function MapResultsList(props: MapResultsListProps) {
  const { cards, total, page, size, sort, onSort, onPage, onHighlight, highlightedId, loading } =
    props;
  const hrefOf = props.hrefOf ?? detailsHref;
  const columns = props.sortable
    ? COLUMNS.map((c) =>
        c.sort && !props.sortable!.includes(c.sort) ? { ...c, sort: undefined } : c,
      )
    : COLUMNS;
  const first = page * size + 1;
  const last = page * size + cards.length;
  const next = total !== undefined ? hasNextPage(total, size, page) : cards.length === size;
  return (
    <div style={{ opacity: loading ? 0.6 : 1, transition: 'opacity 120ms' }}>
      <Table
        striped
        highlightOnHover
        verticalSpacing={6}
        horizontalSpacing="xs"
        aria-label="Properties in the search area"
        data-testid="map-list"
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <SortHeader key={c.header} column={c} sort={sort} onSort={onSort} />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cards.map((card) => {
            const type = typeLabel(card.propertyType, card.propertySubType);
            const highlighted = card.propertyId === highlightedId;
            return (
              <Table.Tr
                key={card.propertyId}
                data-testid="map-list-row"
                data-property-id={card.propertyId}
                onMouseEnter={() => onHighlight(card.propertyId)}
                onMouseLeave={() => onHighlight(undefined)}
                onFocus={() => onHighlight(card.propertyId)}
                onBlur={() => onHighlight(undefined)}
                bg={highlighted ? 'teal.0' : undefined}
              >
                <Table.Td>
                  <Anchor
                    href={hrefOf(card.propertyId)}
                    target="_blank"
                    rel="noopener noreferrer"
                    fz="sm"
                    fw={600}
                    lineClamp={2}
                  >
                    {card.address ?? card.postCode ?? 'Property'}
                    <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                  </Anchor>
                  <Text fz="xs" c="dimmed">
                    {[
                      card.postCode,
                      type,
                      card.range1Price !== null && card.range2Price !== null
                        ? `Est ${formatGBP(Math.round((card.range1Price + card.range2Price) / 2))}`
                        : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" visibleFrom="sm">
                  {card.bedrooms ?? '-'}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatGBP(card.listPrice)}
                </Table.Td>
                <Table.Td ta="right" c={TONE_COLOURS[bmvTone(card.avgBmv)]} fw={600}>
                  {signedPercent(card.avgBmv)}
                </Table.Td>
                <Table.Td ta="right" c={TONE_COLOURS[roiTone(card.roi)]} fw={600}>
                  {signedPercent(card.roi)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Group justify="space-between" mt="sm" gap="xs" component="nav" aria-label="List pages">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconChevronLeft size={14} />}
          disabled={!hasPreviousPage(page)}
          onClick={() => onPage(page - 1)}
        >
          Previous
        </Button>
        <Text size="sm" c="dimmed" data-testid="map-list-range" aria-live="polite">
          {loading
            ? 'Loading…'
            : cards.length === 0
              ? 'No properties'
              : `${formatNumber(first)}–${formatNumber(last)}${total !== undefined ? ` of ${formatNumber(total)}` : ''}`}
        </Text>
        <Button
          variant="default"
          size="xs"
          rightSection={<IconChevronRight size={14} />}
          disabled={!next}
          onClick={() => onPage(page + 1)}
        >
          Next
        </Button>
      </Group>
    </div>
  );
}
