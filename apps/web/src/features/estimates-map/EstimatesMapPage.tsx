import { circlePageQueryOptions } from './api/get-circle-page.ts';
import { MAP_SOURCE, markerArraysQueryOptions } from './api/get-marker-arrays.ts';
import { MAP_DEFAULTS } from './map-search.ts';
import { MapSearchView, type MapViewConfig } from './MapSearchView.tsx';

const CONFIG: MapViewConfig = {
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
