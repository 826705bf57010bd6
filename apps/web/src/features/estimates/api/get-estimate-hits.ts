import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { SEARCH_LIMITS } from '@yardstick/core/search/constants';
import type { EstimateCard } from '@yardstick/core/search/estimate-card';
import type { SearchFilter } from '@yardstick/core/search/filter';
import type { Hits } from '@yardstick/core/search/responses';
import { cardListKey } from '../../../components/estimates/api/card-cache.ts';
import { requestParams } from '../../../components/filter-bar/filter-model.ts';
import { api } from '../../../lib/api-client.ts';

export const ES_SOURCE = '/estimates-es';
const SIZE = SEARCH_LIMITS.defaultPageSize;
/** The deepest page the search pages to (its result window). */
const LAST_PAGE = Math.floor(SEARCH_LIMITS.resultWindow / SIZE) - 1;

/** GET /api/property/_s/property/estimates: one page of hits; the count only with the first. */
export function getEstimateHits(
  filter: SearchFilter,
  page: number,
  signal?: AbortSignal,
): Promise<Hits<EstimateCard>> {
  return api<Hits<EstimateCard>>('/api/property/_s/property/estimates', {
    query: requestParams(filter, { source: ES_SOURCE, page, isCountRequired: page === 0 }),
    signal,
  });
}

/**
 * The next page of the infinite list, or undefined when loading is complete: a page came
 * back short, the count is reached, or the search's result window ends (docs/product.md#grid-with-infinite-scroll).
 */
export function nextHitsPage(
  last: Hits<EstimateCard>,
  pages: Hits<EstimateCard>[],
  lastPage: number,
): number | undefined {
  if (last.hits.hits.length < SIZE) return undefined;
  const total = pages[0]?.hits.total;
  if (total && total.relation === 'eq' && (lastPage + 1) * SIZE >= total.value) return undefined;
  if (lastPage >= LAST_PAGE) return undefined;
  return lastPage + 1;
}

export const estimateHitsQueryOptions = (filter: SearchFilter) => {
  const { page: _page, ...rest } = filter;
  return infiniteQueryOptions({
    queryKey: cardListKey('hits', requestParams({ ...rest, page: 0 })),
    queryFn: ({ pageParam, signal }) => getEstimateHits(filter, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextHitsPage,
  });
};

export function useEstimateHits(filter: SearchFilter) {
  return useInfiniteQuery(estimateHitsQueryOptions(filter));
}
