import type { EstimateCard } from '@yardstick/core/search/estimate-card';
import type { MapCalls } from '../../components/map-search/prefetch-map-search.ts';
import { circlePageQueryOptions } from './api/get-circle-page.ts';
import { listHitsQueryOptions } from './api/get-list-hits.ts';
import { markerArraysQueryOptions } from './api/get-marker-arrays.ts';
import { markerHitsQueryOptions } from './api/get-marker-hits.ts';
import type { EstimateMarker } from './markers.ts';

/** /estimates-map: array markers and the circle's list (coordinate calls). */
export const ESTIMATES_MAP_CALLS: MapCalls<EstimateMarker, EstimateCard> = {
  markersQuery: markerArraysQueryOptions,
  listQuery: circlePageQueryOptions,
  needsCircle: true,
};

/** /estimates-map-es: search-index markers and hits. */
export const ESTIMATES_MAP_ES_CALLS: MapCalls<EstimateMarker, EstimateCard> = {
  markersQuery: markerHitsQueryOptions,
  listQuery: listHitsQueryOptions,
  needsCircle: false,
};
