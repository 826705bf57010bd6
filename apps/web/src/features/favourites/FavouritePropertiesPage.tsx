import { Alert, Button, Card, Center, Group, Pagination, Stack, Text } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EstimateGrid } from '../../components/estimates/EstimateGrid.tsx';
import { GridSkeleton } from '../../components/estimates/GridSkeleton.tsx';
import { PageBreadcrumbs } from '../../components/PageBreadcrumbs.tsx';
import { SortSelect } from '../../components/estimates/SortControls.tsx';
import { useRemoveFavourite } from '../../components/estimates/api/remove-favourite.ts';
import { SearchGridPage } from '../../components/estimates/SearchGridPage.tsx';
import { isUnrestricted } from '../../components/filter-bar/filter-model.ts';
import { useSearchFilter } from '../../components/filter-bar/use-search-filter.ts';
import { formatNumber } from '../../lib/format.ts';
import { FAVOURITES_SOURCE, useFavouriteProperties } from './api/get-favourite-properties.ts';

/** The spec gives the favourites pages breadcrumbs, as /favorite-plo-properties has. */
const TRAIL = [{ label: 'Favourites' }, { label: 'Favourite properties' }];

/** /favorite-properties: the caller's watch list in the estimates grid, with removal. */
export function FavouritePropertiesPage() {
  const { filter, setFilter, setPage } = useSearchFilter({ page: FAVOURITES_SOURCE });
  const { data, isPending, isError } = useFavouriteProperties(filter);
  const remove = useRemoveFavourite();
  const total = data?.page.totalElements;
  const pages = data?.page.totalPages ?? 1;
  const filtered = !isUnrestricted(filter);

  return (
    <SearchGridPage
      title="Favourite properties"
      header={<PageBreadcrumbs trail={TRAIL} />}
      filter={filter}
      onFilter={setFilter}
    >
      <Group justify="space-between" gap="sm">
        <Text fw={700} size="lg" data-testid="count-line">
          {total === undefined
            ? ' '
            : `${formatNumber(total)} ${total === 1 ? 'property' : 'properties'} in your watch list${filtered ? ' match these filters' : ''}`}
        </Text>
        <SortSelect value={filter.sort} onChange={(sort) => setFilter({ ...filter, sort })} />
      </Group>
      {isPending ? (
        <GridSkeleton count={4} />
      ) : isError ? (
        <Alert color="red" title="Your favourites could not be loaded" />
      ) : data.content.length === 0 ? (
        <Card withBorder padding="xl" data-testid="favourites-empty">
          <Stack align="flex-start" gap="sm">
            <IconHeart size={32} color="var(--mantine-color-red-6)" />
            <Text fw={700}>
              {filtered ? 'No favourites match these filters.' : 'Your watch list is empty.'}
            </Text>
            <Text size="sm" c="dimmed">
              Add properties with the heart on any card of the estimates search.
            </Text>
            <Button component={Link} to="/estimates-es">
              Search properties
            </Button>
          </Stack>
        </Card>
      ) : (
        <EstimateGrid
          cards={data.content}
          favourite="remove"
          onRemove={(card) => {
            remove.mutate({ favoriteId: card.favoriteId!, propertyId: card.propertyId });
            // The last card of a later page: show the page before it.
            if (data.content.length === 1 && filter.page > 0) setPage(filter.page - 1);
          }}
        />
      )}
      {pages > 1 && (
        <Center>
          <Pagination total={pages} value={filter.page + 1} onChange={(p) => setPage(p - 1)} />
        </Center>
      )}
    </SearchGridPage>
  );
}
