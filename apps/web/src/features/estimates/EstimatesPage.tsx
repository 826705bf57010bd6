import { Alert, Center, Group, Pagination } from '@mantine/core';
import { SEARCH_LIMITS } from '@yardstick/core/search/constants';
import { DEFAULT_FILTER } from '@yardstick/core/search/filter';
import { DrawSearchHelp } from '../../components/estimates/DrawSearchHelp.tsx';
import { EstimateGrid } from '../../components/estimates/EstimateGrid.tsx';
import { ExportCsvButton } from '../../components/estimates/ExportCsvButton.tsx';
import { SaveSearchButton } from '../../components/saved-searches/SaveSearchButton.tsx';
import { GridSkeleton } from '../../components/estimates/GridSkeleton.tsx';
import { ResultsHeader } from '../../components/estimates/ResultsHeader.tsx';
import { SortSelect } from '../../components/estimates/SortControls.tsx';
import { ViewLink } from '../../components/estimates/ViewLink.tsx';
import { SearchGridPage } from '../../components/estimates/SearchGridPage.tsx';
import { isUnrestricted } from '../../components/filter-bar/filter-model.ts';
import { useSearchFilter } from '../../components/filter-bar/use-search-filter.ts';
import { PAGED_SOURCE, useEstimatesPage } from './api/get-estimates-page.ts';

/** Pages reachable: the search pages through its first 10,000 results. */
export const MAX_PAGES = Math.floor(SEARCH_LIMITS.resultWindow / SEARCH_LIMITS.defaultPageSize);

/** /estimates: the estimates grid with server paging (12 a page) and a sort select. */
export function EstimatesPage() {
  const { filter, setFilter, setPage, viewHref, handOn } = useSearchFilter({
    page: PAGED_SOURCE,
    shared: true,
  });
  const { data, isPending, isError, isPlaceholderData } = useEstimatesPage(filter);
  const info = data?.page;
  const total =
    info?.totalElements !== undefined
      ? { value: info.totalElements, relation: info.totalRelation }
      : undefined;
  const pages = Math.min(info?.totalPages ?? 1, MAX_PAGES);
  const mapHref = viewHref('/estimates-map');

  return (
    <SearchGridPage title="Properties for sale" filter={filter} onFilter={setFilter}>
      <ResultsHeader filter={filter} total={total}>
        <SortSelect value={filter.sort} onChange={(sort) => setFilter({ ...filter, sort })} />
        <ViewLink view="map" to={mapHref} onClick={handOn} />
        <ExportCsvButton filter={filter} source={PAGED_SOURCE} />
        <SaveSearchButton kind="estimates" filter={filter} />
      </ResultsHeader>

      {isPending ? (
        <GridSkeleton />
      ) : isError ? (
        <Alert color="red" title="The properties could not be loaded" />
      ) : data.content.length === 0 ? (
        <DrawSearchHelp
          mapHref={mapHref}
          onMapClick={handOn}
          onClear={isUnrestricted(filter) ? undefined : () => setFilter({ ...DEFAULT_FILTER })}
          search={{ filter, onChange: setFilter }}
        />
      ) : (
        <div style={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}>
          <EstimateGrid cards={data.content} favourite="add" />
        </div>
      )}

      {pages > 1 && (
        <Center>
          <Group>
            <Pagination
              total={pages}
              value={filter.page + 1}
              onChange={(p) => {
                setPage(p - 1);
                window.scrollTo({ top: 0 });
              }}
              aria-label="Pages"
              siblings={1}
            />
          </Group>
        </Center>
      )}
    </SearchGridPage>
  );
}
