import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchFilter } from '@yardstick/core/search/filter';
import type { MapHits } from '@yardstick/core/search/map-marker';
import { requestParams } from '../../../components/filter-bar/filter-model.ts';
import { api } from '../../../lib/api-client.ts';
import type { MarkerSet } from '../../../components/map-search/markers.ts';
import { fromMapMarker, type EstimateMarker } from '../markers.ts';

export const ES_MAP_SOURCE = '/estimates-map-es';

/** GET /api/property/_s/property/estimates/map: up to 500 markers and the total of all. */
export async function getMarkerHits(
  filter: SearchFilter,
  signal?: AbortSignal,
): Promise<MarkerSet<EstimateMarker>> {
  const body = await api<MapHits>('/api/property/_s/property/estimates/map', {
    query: requestParams({ ...filter, page: 0 }, { source: ES_MAP_SOURCE }),
    signal,
  });
  const items = body.hits.hits
    .map((h) => fromMapMarker(h._source))
    .filter((m): m is EstimateMarker => m !== undefined);
  return { items, total: body.hits.total };
}

export const markerHitsQueryOptions = (filter: SearchFilter) =>
  queryOptions({
    queryKey: ['estimates-map', 'marker-hits', requestParams({ ...filter, page: 0 })],
    queryFn: ({ signal }) => getMarkerHits(filter, signal),
    placeholderData: keepPreviousData,
  });

export function useMarkerHits(filter: SearchFilter) {
  return useQuery(markerHitsQueryOptions(filter));
}
