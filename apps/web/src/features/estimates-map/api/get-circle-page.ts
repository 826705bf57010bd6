import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EstimateCard } from '@yardstick/core/search/estimate-card';
import type { SearchFilter } from '@yardstick/core/search/filter';
import type { Page } from '@yardstick/core/search/responses';
import { requestParams } from '../../../components/filter-bar/filter-model.ts';
import { api } from '../../../lib/api-client.ts';
import type { ListPage } from '../../../components/map-search/list-page.ts';
import { MAP_SOURCE } from './get-marker-arrays.ts';

/** GET /api/property/coordinate/price/estimates: a page of 12 cards inside the circle. */
export async function getCirclePage(
  filter: SearchFilter,
  signal?: AbortSignal,
): Promise<ListPage<EstimateCard>> {
  const body = await api<Page<EstimateCard>>('/api/property/coordinate/price/estimates', {
    query: requestParams(filter, { source: MAP_SOURCE }),
    signal,
  });
  return { rows: body.content, total: body.page.totalElements };
}

export const circlePageQueryOptions = (filter: SearchFilter) =>
  queryOptions({
    queryKey: ['estimates-map', 'circle-page', requestParams(filter)],
    queryFn: ({ signal }) => getCirclePage(filter, signal),
    placeholderData: keepPreviousData,
  });

export function useCirclePage(filter: SearchFilter) {
  return useQuery(circlePageQueryOptions(filter));
}
