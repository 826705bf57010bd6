import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EstimateCard } from '@yardstick/core/search/estimate-card';
import type { SearchFilter } from '@yardstick/core/search/filter';
import type { Page } from '@yardstick/core/search/responses';
import { cardListKey } from '../../../components/estimates/api/card-cache.ts';
import { requestParams } from '../../../components/filter-bar/filter-model.ts';
import { api } from '../../../lib/api-client.ts';

export const PAGED_SOURCE = '/estimates';

/** GET /api/property/price/estimates: one page of cards with the count. */
export function getEstimatesPage(filter: SearchFilter, signal?: AbortSignal) {
  return api<Page<EstimateCard>>('/api/property/price/estimates', {
    query: requestParams(filter, { source: PAGED_SOURCE }),
    signal,
  });
}

export const estimatesPageQueryOptions = (filter: SearchFilter) =>
  queryOptions({
    queryKey: cardListKey('page', requestParams(filter)),
    queryFn: ({ signal }) => getEstimatesPage(filter, signal),
    placeholderData: keepPreviousData,
  });

export function useEstimatesPage(filter: SearchFilter) {
  return useQuery(estimatesPageQueryOptions(filter));
}
