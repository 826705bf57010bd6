import type { PloItem } from '@yardstick/core/plo/plo';
import type { MapCalls } from '../../components/map-search/prefetch-map-search.ts';
import {
  ploListHitsQueryOptions,
  ploMarkersQueryOptions,
  type PloMapMarker,
} from './api/get-plo-map.ts';

/** /plo-map-es: pair markers and the search-index list of PLO items. */
export const PLO_MAP_CALLS: MapCalls<PloMapMarker, PloItem> = {
  markersQuery: ploMarkersQueryOptions,
  listQuery: ploListHitsQueryOptions,
  needsCircle: false,
};
