import { DEFAULT_FILTER } from '@yardstick/core/search/filter';
import { DrawSearchHelp } from '../../components/estimates/DrawSearchHelp.tsx';
import { EstimateGrid } from '../../components/estimates/EstimateGrid.tsx';
import { ExportCsvButton } from '../../components/estimates/ExportCsvButton.tsx';
import { GridSkeleton } from '../../components/estimates/GridSkeleton.tsx';
import { InfiniteListFooter } from '../../components/estimates/InfiniteListFooter.tsx';
import { ResultsHeader } from '../../components/estimates/ResultsHeader.tsx';
import { SortLinks } from '../../components/estimates/SortControls.tsx';
import { RetryAlert } from '../../components/estimates/RetryAlert.tsx';
import { ViewLink } from '../../components/estimates/ViewLink.tsx';
import { SaveSearchButton } from '../../components/saved-searches/SaveSearchButton.tsx';
import { SearchGridPage } from '../../components/estimates/SearchGridPage.tsx';
import { isUnrestricted } from '../../components/filter-bar/filter-model.ts';
import { useSearchFilter } from '../../components/filter-bar/use-search-filter.ts';
import { ES_SOURCE, useEstimateHits } from './api/get-estimate-hits.ts';

/**
 * /estimates-es: the estimates grid with infinite scroll, 12 cards a load (docs/product.md#grid-with-infinite-scroll), sort
 * links, the count line, MAP VIEW and the CSV export.
 */
export function EstimatesEsPage() {
  const { filter, setFilter, viewHref, handOn } = useSearchFilter({
    page: ES_SOURCE,
    shared: true,
  });
  const query = useEstimateHits(filter);
  const { data, isPending, isError, refetch } = query;
  const cards = data?.pages.flatMap((p) => p.hits.hits.map((h) => h._source)) ?? [];
  const total = data?.pages[0]?.hits.total;
  const mapHref = viewHref('/estimates-map-es');

  return (
    <SearchGridPage title="Properties for sale" filter={filter} onFilter={setFilter}>
      <ResultsHeader filter={filter} total={total}>
        <ViewLink view="map" to={mapHref} onClick={handOn} />
        <ExportCsvButton filter={filter} source={ES_SOURCE} />
        <SaveSearchButton kind="estimates" filter={filter} />
      </ResultsHeader>
      <SortLinks value={filter.sort} onChange={(sort) => setFilter({ ...filter, sort })} />

      {isPending ? (
        <GridSkeleton />
      ) : isError ? (
        <RetryAlert title="The properties could not be loaded" onRetry={() => void refetch()} />
      ) : cards.length === 0 ? (
        <DrawSearchHelp
          mapHref={mapHref}
          onMapClick={handOn}
          onClear={isUnrestricted(filter) ? undefined : () => setFilter({ ...DEFAULT_FILTER })}
          search={{ filter, onChange: setFilter }}
        />
      ) : (
        <EstimateGrid cards={cards} favourite="add" />
      )}

      <InfiniteListFooter
        query={query}
        shown={cards.length}
        endLine={(n) => (n === 1 ? 'That is the only property' : `All ${n} properties shown`)}
      />
    </SearchGridPage>
  );
}
