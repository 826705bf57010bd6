import { useQuery } from '@tanstack/react-query';
import type { SearchFilter } from '@yardstick/core/search/filter';
import type { MapHits } from '@yardstick/core/search/map-marker';
import type { MarkerSet } from '../../../components/map-search/markers.ts';
import { askMarkers, markerQueryOptions } from '../../../components/map-search/api/marker-query.ts';
import { fromMapMarker, type EstimateMarker } from '../markers.ts';

export const ES_MAP_SOURCE = '/estimates-map-es';

/** GET /api/property/_s/property/estimates/map: up to 500 markers and the total of all. */
export async function getMarkerHits(
  filter: SearchFilter,
  signal?: AbortSignal,
): Promise<MarkerSet<EstimateMarker>> {
  const body = await askMarkers<MapHits>(
    '/api/property/_s/property/estimates/map',
    ES_MAP_SOURCE,
    filter,
    signal,
  );
  const items = body.hits.hits
    .map((h) => fromMapMarker(h._source))
    .filter((m): m is EstimateMarker => m !== undefined);
  return { items, total: body.hits.total };
}

export const markerHitsQueryOptions = (filter: SearchFilter) =>
  markerQueryOptions(['estimates-map', 'marker-hits'], filter, getMarkerHits);

export function useMarkerHits(filter: SearchFilter) {
  return useQuery(markerHitsQueryOptions(filter));
}
