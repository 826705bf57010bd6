import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EstimateCard } from '@yardstick/core/search/estimate-card';
import type { SearchFilter } from '@yardstick/core/search/filter';
import type { Page } from '@yardstick/core/search/responses';
import { cardListKey } from '../../../components/estimates/api/card-cache.ts';
import { requestParams } from '../../../components/filter-bar/filter-model.ts';
import { api } from '../../../lib/api-client.ts';

export const FAVOURITES_SOURCE = '/favorite-properties';

/** GET /api/favorite/properties: a page of the caller's favourite estimates (filter applies). */
export function getFavouriteProperties(filter: SearchFilter, signal?: AbortSignal) {
  return api<Page<EstimateCard>>('/api/favorite/properties', {
    query: requestParams(filter, { source: FAVOURITES_SOURCE }),
    signal,
  });
}

export const favouritePropertiesQueryOptions = (filter: SearchFilter) =>
  queryOptions({
    queryKey: cardListKey('favourites', requestParams(filter)),
    queryFn: ({ signal }) => getFavouriteProperties(filter, signal),
    placeholderData: keepPreviousData,
  });

export function useFavouriteProperties(filter: SearchFilter) {
  return useQuery(favouritePropertiesQueryOptions(filter));
}
