import { MAP_SOURCE } from './api/get-marker-arrays.ts';
import type { EstimateCard } from '@yardstick/core/search/estimate-card';
import { MAP_DEFAULTS } from '../../components/map-search/map-search.ts';
import { MapSearchView, type MapViewConfig } from '../../components/map-search/MapSearchView.tsx';
import { ESTIMATES_MAP_VIEW } from './estimates-map-view.ts';
import { ESTIMATES_MAP_CALLS } from './map-calls.ts';
import type { EstimateMarker } from './markers.ts';

const CONFIG: MapViewConfig<EstimateMarker, EstimateCard> = {
  ...ESTIMATES_MAP_VIEW,
  path: MAP_SOURCE,
  gridPath: '/estimates',
  zoom: MAP_DEFAULTS.zoom,
  ...ESTIMATES_MAP_CALLS,
};

/** /estimates-map: array markers and the circle's list (coordinate calls), zoom 15. */
export function EstimatesMapPage() {
  return <MapSearchView config={CONFIG} />;
}
