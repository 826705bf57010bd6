import type { EstimateCard } from '@yardstick/core/search/estimate-card';
import type { MapViewConfig } from '../../components/map-search/MapSearchView.tsx';
import { ESTIMATE_LIST } from './estimate-list-row.ts';
import { BMV_LEGEND, markerColour, markerPopup } from './marker-popup.ts';
import type { EstimateMarker } from './markers.ts';

type EstimatesMapConfig = MapViewConfig<EstimateMarker, EstimateCard>;

/** What both estimates maps show alike: markers by BMV, their info window, the list's rows. */
export const ESTIMATES_MAP_VIEW = {
  title: 'Properties on the map',
  popup: markerPopup,
  colour: (marker) => markerColour(marker.bmv),
  legend: BMV_LEGEND,
  list: ESTIMATE_LIST,
} satisfies Pick<EstimatesMapConfig, 'title' | 'popup' | 'colour' | 'legend' | 'list'>;
