import { useListHits } from './api/get-list-hits.ts';
import { ES_MAP_SOURCE, useMarkerHits } from './api/get-marker-hits.ts';
import { MAP_DEFAULTS } from './map-search.ts';
import { MapSearchView, type MapViewConfig } from './MapSearchView.tsx';

const CONFIG: MapViewConfig = {
  path: ES_MAP_SOURCE,
  gridPath: '/estimates-es',
  zoom: MAP_DEFAULTS.esZoom,
  useMarkers: useMarkerHits,
  useList: useListHits,
  needsCircle: false,
};

/** /estimates-map-es: search-index markers and hits, zoom 16. */
export function EstimatesMapEsPage() {
  return <MapSearchView config={CONFIG} />;
}
