import { listHitsQueryOptions } from './api/get-list-hits.ts';
import { ES_MAP_SOURCE, markerHitsQueryOptions } from './api/get-marker-hits.ts';
import type { EstimateCard } from '@yardstick/core/search/estimate-card';
import { MAP_DEFAULTS } from '../../components/map-search/map-search.ts';
import { MapSearchView, type MapViewConfig } from '../../components/map-search/MapSearchView.tsx';
import { ESTIMATES_MAP_VIEW } from './estimates-map-view.ts';
import type { EstimateMarker } from './markers.ts';

const CONFIG: MapViewConfig<EstimateMarker, EstimateCard> = {
  ...ESTIMATES_MAP_VIEW,
  path: ES_MAP_SOURCE,
  gridPath: '/estimates-es',
  zoom: MAP_DEFAULTS.esZoom,
  markersQuery: markerHitsQueryOptions,
  listQuery: listHitsQueryOptions,
  needsCircle: false,
};

/** /estimates-map-es: search-index markers and hits, zoom 16. */
export function EstimatesMapEsPage() {
  return <MapSearchView config={CONFIG} />;
}
