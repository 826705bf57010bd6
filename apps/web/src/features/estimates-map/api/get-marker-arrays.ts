import { useQuery } from '@tanstack/react-query';
import type { SearchFilter } from '@yardstick/core/search/filter';
import type { MarkerArrayResponse } from '@yardstick/core/search/map-marker';
import type { MarkerSet } from '../../../components/map-search/markers.ts';
import { askMarkers, markerQueryOptions } from '../../../components/map-search/api/marker-query.ts';
import { fromMarkerArray, type EstimateMarker } from '../markers.ts';

export const MAP_SOURCE = '/estimates-map';

/** GET /api/property/coordinate/price/estimates/marker: array markers inside the circle. */
export async function getMarkerArrays(
  filter: SearchFilter,
  signal?: AbortSignal,
): Promise<MarkerSet<EstimateMarker>> {
  const body = await askMarkers<MarkerArrayResponse>(
    '/api/property/coordinate/price/estimates/marker',
    MAP_SOURCE,
    filter,
    signal,
  );
  return {
    items: body.content.map(fromMarkerArray),
    total: { value: body.total, relation: body.relation },
  };
}

export const markerArraysQueryOptions = (filter: SearchFilter) =>
  markerQueryOptions(['estimates-map', 'marker-arrays'], filter, getMarkerArrays);

export function useMarkerArrays(filter: SearchFilter) {
  return useQuery(markerArraysQueryOptions(filter));
}
