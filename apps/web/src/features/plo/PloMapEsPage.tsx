import { PLO_SELECT_SORTS, ploDetailsHref, ploSortOf, type PloItem } from '@yardstick/core/plo/plo';
import {
  PLO_YIELD_COLOURS,
  PLO_YIELD_LEGEND,
  ploYieldBand,
} from '@yardstick/core/plo/yield-colours';
import { MAP_DEFAULTS } from '../../components/map-search/map-search.ts';
import { MapSearchView, type MapViewConfig } from '../../components/map-search/MapSearchView.tsx';
import { popupElement } from '../../components/map/popup.ts';
import { formatGBP, formatPercent } from '../../lib/format.ts';
import { PLO_MAP_SOURCE, type PloMapMarker } from './api/get-plo-map.ts';
import { PLO_MAP_CALLS } from './plo-map-calls.ts';
import { pairOf } from './pair-id.ts';
import { PageBreadcrumbs } from '../../components/PageBreadcrumbs.tsx';
import { rentText } from './plo-figures.ts';
import { PLO_LIST } from './plo-list-row.ts';

/** A PLO marker's info window: sale price, rent and gross yield; the details in a new tab. */
export function ploMarkerPopup(marker: PloMapMarker): HTMLElement {
  return popupElement({
    title: marker.title,
    rows: [
      { label: 'Sale price', value: formatGBP(marker.salePrice) },
      { label: 'Rent', value: rentText(marker.rentPrice) },
      { label: 'Gross yield', value: formatPercent(marker.grossYield) },
    ],
    link: { href: ploDetailsHref(pairOf(marker.id)), label: 'View PLO details', newTab: true },
  });
}

/** PLO markers by gross yield, in core's bands (7% and above, 5% to 7%, below 5% or none). */
export const ploMarkerColour = (marker: PloMapMarker): string =>
  PLO_YIELD_COLOURS[ploYieldBand(marker.grossYield)];

const CONFIG: MapViewConfig<PloMapMarker, PloItem> = {
  path: PLO_MAP_SOURCE,
  gridPath: '/plo-es',
  zoom: MAP_DEFAULTS.zoom,
  ...PLO_MAP_CALLS,
  title: 'PLO properties on the map',
  header: <PageBreadcrumbs trail={[{ label: 'PLO', to: '/plo' }, { label: 'Map view' }]} />,
  popup: ploMarkerPopup,
  colour: ploMarkerColour,
  legend: PLO_YIELD_LEGEND,
  list: PLO_LIST,
  sortChoices: PLO_SELECT_SORTS,
  sortOf: ploSortOf,
};

/** /plo-map-es: PLO markers in the editable circle (500 m, zoom 15) or a drawn area. */
export function PloMapEsPage() {
  return <MapSearchView config={CONFIG} />;
}
