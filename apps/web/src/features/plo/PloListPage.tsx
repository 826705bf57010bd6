import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { PLO_SELECT_SORTS, PLO_SORT_OPTIONS, ploSortOf } from '@yardstick/core/plo/plo';
import { DEFAULT_FILTER, type SearchFilter } from '@yardstick/core/search/filter';
import { Link } from 'react-router';
import {
  countLine,
  PLO_PROPERTIES,
  type ResultCount,
} from '../../components/estimates/count-line.ts';
import { GridSkeleton } from '../../components/estimates/GridSkeleton.tsx';
import { InfiniteListFooter } from '../../components/estimates/InfiniteListFooter.tsx';
import { SortLinks, SortSelect } from '../../components/estimates/SortControls.tsx';
import { RetryAlert } from '../../components/estimates/RetryAlert.tsx';
import { ViewLink } from '../../components/estimates/ViewLink.tsx';
import { SearchGridPage } from '../../components/estimates/SearchGridPage.tsx';
import { isUnrestricted } from '../../components/filter-bar/filter-model.ts';
import { useSearchFilter } from '../../components/filter-bar/use-search-filter.ts';
import { SaveSearchButton } from '../../components/saved-searches/SaveSearchButton.tsx';
import { PageBreadcrumbs } from '../../components/PageBreadcrumbs.tsx';
import { PloGrid } from './PloGrid.tsx';
import { formatNumber } from '../../lib/format.ts';
import { PLO_SOURCES, usePloList, type PloListKind } from './api/get-plo-lists.ts';

/**
 * The count line of a PLO list: 'N PLO properties across UK', or the search's own line in PLO
 * words ('Total N PLO properties found in RG1').
 */
export function ploCountLine(
  kind: PloListKind,
  filter: SearchFilter,
  total: ResultCount | undefined,
): string {
  if (!total) return ' ';
  const n = `${formatNumber(total.value)}${total.relation === 'gte' ? '+' : ''}`;
  const noun = total.value === 1 && total.relation !== 'gte' ? 'property' : 'properties';
  if (kind === 'favourites') {
    return `${n} PLO ${noun} in your watch list${isUnrestricted(filter) ? '' : ' match these filters'}`;
  }
  if (isUnrestricted(filter)) return `${n} PLO ${noun} across UK`;
  return countLine(filter, total, PLO_PROPERTIES) ?? `${n} PLO ${noun}`;
}

const TRAILS: Record<PloListKind, { label: string; to?: string }[]> = {
  plo: [{ label: 'PLO' }],
  'plo-es': [{ label: 'PLO', to: '/plo' }, { label: 'Grid view' }],
  favourites: [{ label: 'Favourites' }, { label: 'Favourite PLO properties' }],
};

const TITLES: Record<PloListKind, string> = {
  plo: 'PLO: for sale with a rental',
  'plo-es': 'PLO: for sale with a rental',
  favourites: 'Favourite PLO properties',
};

/**
 * The PLO lists (docs/product.md#plo): /plo (sort dropdown), /plo-es (column sort links and
 * MAP VIEW carrying the filter) and /favorite-plo-properties (the /plo screen with remove
 * controls). Filter bar, count line, 3-column grid and infinite scroll, 12 a load.
 */
export function PloListPage({ kind }: { kind: PloListKind }) {
  const { filter, setFilter, viewHref, handOn } = useSearchFilter({
    page: PLO_SOURCES[kind],
    shared: kind === 'plo-es',
  });
  const sort = ploSortOf(filter.sort);
  const query = usePloList(kind, filter);
  const { data, isPending, isError, refetch } = query;
  const items = data?.pages.flatMap((p) => p.items) ?? [];
  const total = data?.pages[0]?.total;
  const onSort = (next: SearchFilter['sort']) => setFilter({ ...filter, sort: next });

  return (
    <SearchGridPage
      title={TITLES[kind]}
      header={<PageBreadcrumbs trail={TRAILS[kind]} />}
      filter={filter}
      onFilter={setFilter}
    >
      <Group justify="space-between" align="center" gap="sm">
        <Text fw={700} size="lg" data-testid="count-line" aria-live="polite">
          {ploCountLine(kind, filter, total)}
        </Text>
        <Group gap="xs">
          {kind !== 'plo-es' && (
            <SortSelect value={sort} onChange={onSort} choices={PLO_SELECT_SORTS} />
          )}
          {kind === 'plo-es' && (
            <ViewLink view="map" to={viewHref('/plo-map-es')} onClick={handOn} />
          )}
          {kind !== 'favourites' && <SaveSearchButton kind="plo" filter={filter} />}
        </Group>
      </Group>
      {kind === 'plo-es' && <SortLinks value={sort} onChange={onSort} options={PLO_SORT_OPTIONS} />}

      {isPending ? (
        <GridSkeleton />
      ) : isError ? (
        <RetryAlert title="The PLO properties could not be loaded" onRetry={() => void refetch()} />
      ) : items.length === 0 ? (
        <Card withBorder padding="xl" data-testid="plo-empty">
          <Stack align="flex-start" gap="sm">
            {kind === 'favourites' && <IconHeart size={32} color="var(--mantine-color-red-6)" />}
            <Text fw={700}>
              {kind === 'favourites' && isUnrestricted(filter)
                ? 'No PLO properties in your watch list yet.'
                : 'No PLO properties match these filters.'}
            </Text>
            <Text size="sm" c="dimmed">
              A PLO property is for sale and also advertised to rent, so its yield comes from a real
              rent. Widen the filters, or save one with the heart on a PLO card.
            </Text>
            {kind === 'favourites' ? (
              <Button component={Link} to="/plo">
                Browse PLO properties
              </Button>
            ) : (
              !isUnrestricted(filter) && (
                <Button
                  variant="default"
                  onClick={() => setFilter({ ...DEFAULT_FILTER, sort: filter.sort })}
                >
                  Clear the filters
                </Button>
              )
            )}
          </Stack>
        </Card>
      ) : (
        <PloGrid items={items} favourite={kind === 'favourites' ? 'remove' : 'add'} />
      )}

      <InfiniteListFooter
        query={query}
        shown={items.length}
        endLine={(n) => (n === 1 ? 'That is the only PLO property' : `All ${n} shown`)}
      />
    </SearchGridPage>
  );
}
