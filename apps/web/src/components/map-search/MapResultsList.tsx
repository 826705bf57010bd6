import { Anchor, Button, Group, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconArrowsSort,
  IconChevronLeft,
  IconChevronRight,
} from '@tabler/icons-react';
import type { SearchSort } from '@yardstick/core/search/constants';
import { nextSort } from '../estimates/SortControls.tsx';
import { formatNumber } from '../../lib/format.ts';
import { hasNextPage, hasPreviousPage } from './map-search.ts';
import type { MapListCell, MapListColumn, MapListRow } from './map-list-row.ts';

export interface MapResultsListProps {
  /** The rows of this page, each built by the page's presenter. */
  rows: readonly MapListRow[];
  /** The figure columns (after 'Property'), one per cell of a row. */
  columns: readonly MapListColumn[];
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
}

type Column = MapListColumn & { numeric?: boolean };

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

function Cell({ cell, wide }: { cell: MapListCell; wide: boolean | undefined }) {
  return (
    <Table.Td
      ta="right"
      visibleFrom={wide ? 'sm' : undefined}
      c={cell.colour}
      fw={cell.colour ? 600 : undefined}
      style={{ whiteSpace: 'nowrap' }}
    >
      {cell.text}
      {cell.flag && (
        // The flag may wrap ("check the / estimate"): the figure stays on one line, and the
        // table still fits a phone's 390 px.
        <Text fz="xs" fw={700} c="orange.8" lh={1.1} style={{ whiteSpace: 'normal' }}>
          {cell.flag}
        </Text>
      )}
    </Table.Td>
  );
}

/**
 * The paged list of 12 beside the map (docs/product.md#map-list): a real table with a link per property
 * (the map is not the only way to a result), sortable headers, previous/next paging.
 * Hovering or focusing a row emphasises its marker. Each page's presenter builds the rows
 * from its own answer (an estimate card, a PLO item).
 */
export function MapResultsList(props: MapResultsListProps) {
  const { rows, total, page, size, sort, onSort, onPage, onHighlight, highlightedId, loading } =
    props;
  const columns: Column[] = [
    { header: 'Property' },
    ...props.columns.map((c) => ({ ...c, numeric: true })),
  ];
  const first = page * size + 1;
  const last = page * size + rows.length;
  const next = total !== undefined ? hasNextPage(total, size, page) : rows.length === size;
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
          {rows.map((row) => (
            <Table.Tr
              key={row.id}
              data-testid="map-list-row"
              data-property-id={row.id}
              onMouseEnter={() => onHighlight(row.id)}
              onMouseLeave={() => onHighlight(undefined)}
              onFocus={() => onHighlight(row.id)}
              onBlur={() => onHighlight(undefined)}
              bg={row.id === highlightedId ? 'teal.0' : undefined}
            >
              <Table.Td>
                <Anchor
                  href={row.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  fz="sm"
                  fw={600}
                  lineClamp={2}
                >
                  {row.title}
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </Anchor>
                <Text fz="xs" c="dimmed">
                  {row.subtitle}
                </Text>
              </Table.Td>
              {row.cells.map((cell, i) => (
                <Cell
                  key={props.columns[i]?.header ?? i}
                  cell={cell}
                  wide={props.columns[i]?.wide}
                />
              ))}
            </Table.Tr>
          ))}
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
            : rows.length === 0
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
