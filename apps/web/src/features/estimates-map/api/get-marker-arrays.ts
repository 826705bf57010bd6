import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchFilter } from '@yardstick/core/search/filter';
import type { MarkerArrayResponse } from '@yardstick/core/search/map-marker';
import { requestParams } from '../../../components/filter-bar/filter-model.ts';
import { api } from '../../../lib/api-client.ts';
import type { MarkerSet } from '../../../components/map-search/markers.ts';
import { fromMarkerArray, type EstimateMarker } from '../markers.ts';

export const MAP_SOURCE = '/estimates-map';

/** GET /api/property/coordinate/price/estimates/marker: array markers inside the circle. */
export async function getMarkerArrays(
  filter: SearchFilter,
  signal?: AbortSignal,
): Promise<MarkerSet<EstimateMarker>> {
  const body = await api<MarkerArrayResponse>('/api/property/coordinate/price/estimates/marker', {
    query: requestParams({ ...filter, page: 0 }, { source: MAP_SOURCE }),
    signal,
  });
  return {
    items: body.content.map(fromMarkerArray),
    total: { value: body.total, relation: body.relation },
  };
}

export const markerArraysQueryOptions = (filter: SearchFilter) =>
  queryOptions({
    queryKey: ['estimates-map', 'marker-arrays', requestParams({ ...filter, page: 0 })],
    queryFn: ({ signal }) => getMarkerArrays(filter, signal),
    placeholderData: keepPreviousData,
  });

export function useMarkerArrays(filter: SearchFilter) {
  return useQuery(markerArraysQueryOptions(filter));
}
