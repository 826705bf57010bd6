import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EstimateCard } from '@yardstick/core/search/estimate-card';
import type { SearchFilter } from '@yardstick/core/search/filter';
import type { Hits } from '@yardstick/core/search/responses';
import { requestParams } from '../../../components/filter-bar/filter-model.ts';
import { api } from '../../../lib/api-client.ts';
import type { ListPage } from '../../../components/map-search/list-page.ts';
import { ES_MAP_SOURCE } from './get-marker-hits.ts';

/** GET /api/property/_s/property/estimates: one page of 12 cards (the ES map's list). */
export async function getListHits(
  filter: SearchFilter,
  signal?: AbortSignal,
): Promise<ListPage<EstimateCard>> {
  const body = await api<Hits<EstimateCard>>('/api/property/_s/property/estimates', {
    query: requestParams(filter, { source: ES_MAP_SOURCE }),
    signal,
  });
  return { rows: body.hits.hits.map((h) => h._source), total: body.hits.total?.value };
}

export const listHitsQueryOptions = (filter: SearchFilter) =>
  queryOptions({
    queryKey: ['estimates-map', 'list-hits', requestParams(filter)],
    queryFn: ({ signal }) => getListHits(filter, signal),
    placeholderData: keepPreviousData,
  });

export function useListHits(filter: SearchFilter) {
  return useQuery(listHitsQueryOptions(filter));
}
