import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { EstimateCard } from '@yardstick/core/search/estimate-card';
import type { SearchFilter } from '@yardstick/core/search/filter';
import type { Page } from '@yardstick/core/search/responses';
import { requestParams } from '../../filter-bar/filter-model.ts';
import { api } from '../../../lib/api-client.ts';
import { cardListKey } from './card-cache.ts';

/**
 * A call that answers one page of estimate cards for the search filter (the estimates grid,
 * the favourites list): its fetcher, and its query options cached under the card list `list`
 * (so `card-cache.ts` updates it with every other card list), the previous page kept while
 * the next loads.
 */
export function cardPageCall(path: string, list: string, source: string) {
  const get = (filter: SearchFilter, signal?: AbortSignal) =>
    api<Page<EstimateCard>>(path, { query: requestParams(filter, { source }), signal });
  const options = (filter: SearchFilter) =>
    queryOptions({
      queryKey: cardListKey(list, requestParams(filter)),
      queryFn: ({ signal }) => get(filter, signal),
      placeholderData: keepPreviousData,
    });
  return { get, options };
}
