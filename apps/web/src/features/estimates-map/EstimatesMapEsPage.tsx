import { listHitsQueryOptions } from './api/get-list-hits.ts';
import { ES_MAP_SOURCE, markerHitsQueryOptions } from './api/get-marker-hits.ts';
import { MAP_DEFAULTS } from './map-search.ts';
import { MapSearchView, type MapViewConfig } from './MapSearchView.tsx';

const CONFIG: MapViewConfig = {
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
