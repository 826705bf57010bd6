import { circlePageQueryOptions } from './api/get-circle-page.ts';
import { MAP_SOURCE, markerArraysQueryOptions } from './api/get-marker-arrays.ts';
import type { EstimateCard } from '@yardstick/core/search/estimate-card';
import { MAP_DEFAULTS } from '../../components/map-search/map-search.ts';
import { MapSearchView, type MapViewConfig } from '../../components/map-search/MapSearchView.tsx';
import { ESTIMATES_MAP_VIEW } from './estimates-map-view.ts';
import type { EstimateMarker } from './markers.ts';

const CONFIG: MapViewConfig<EstimateMarker, EstimateCard> = {
  ...ESTIMATES_MAP_VIEW,
  path: MAP_SOURCE,
  gridPath: '/estimates',
  zoom: MAP_DEFAULTS.zoom,
  markersQuery: markerArraysQueryOptions,
  listQuery: circlePageQueryOptions,
  needsCircle: true,
};

/** /estimates-map: array markers and the circle's list (coordinate calls), zoom 15. */
export function EstimatesMapPage() {
  return <MapSearchView config={CONFIG} />;
}
