import { ES_MAP_SOURCE } from './api/get-marker-hits.ts';
import type { EstimateCard } from '@yardstick/core/search/estimate-card';
import { MAP_DEFAULTS } from '../../components/map-search/map-search.ts';
import { MapSearchView, type MapViewConfig } from '../../components/map-search/MapSearchView.tsx';
import { ESTIMATES_MAP_VIEW } from './estimates-map-view.ts';
import { ESTIMATES_MAP_ES_CALLS } from './map-calls.ts';
import type { EstimateMarker } from './markers.ts';

const CONFIG: MapViewConfig<EstimateMarker, EstimateCard> = {
  ...ESTIMATES_MAP_VIEW,
  path: ES_MAP_SOURCE,
  gridPath: '/estimates-es',
  zoom: MAP_DEFAULTS.esZoom,
  ...ESTIMATES_MAP_ES_CALLS,
};

/** /estimates-map-es: search-index markers and hits, zoom 16. */
export function EstimatesMapEsPage() {
  return <MapSearchView config={CONFIG} />;
}
