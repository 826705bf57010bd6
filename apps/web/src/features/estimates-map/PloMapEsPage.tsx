import { PLO_SELECT_SORTS, ploDetailsHref, ploSortOf } from '@yardstick/core/plo/plo';
import { popupElement } from '../../components/map/popup.ts';
import { PloBreadcrumbs } from '../../components/plo/PloBreadcrumbs.tsx';
import { formatGBP, formatPercent } from '../../lib/format.ts';
import {
  PLO_MAP_SOURCE,
  ploListHitsQueryOptions,
  ploMarkersQueryOptions,
} from './api/get-plo-map.ts';
import { MAP_DEFAULTS } from './map-search.ts';
import { MapSearchView, type MapViewConfig } from './MapSearchView.tsx';
import type { MarkerItem } from './markers.ts';

/** The sale and rental ids of a pair's map id ('saleId-rentId'). */
export function pairOf(id: string): { salePropertyId: string; rentPropertyId: string } {
  const [salePropertyId = '', rentPropertyId = ''] = id.split('-');
  return { salePropertyId, rentPropertyId };
}

/** A PLO marker's info window: sale price, rent and gross yield; the details in a new tab. */
export function ploMarkerPopup(marker: MarkerItem): HTMLElement {
  return popupElement({
    title: marker.title,
    rows: [
      { label: 'Sale price', value: formatGBP(marker.price) },
      { label: 'Rent', value: marker.rent == null ? '-' : `${formatGBP(marker.rent)} pcm` },
      { label: 'Gross yield', value: formatPercent(marker.grossYield ?? null) },
    ],
    link: { href: ploDetailsHref(pairOf(marker.id)), label: 'View PLO details', newTab: true },
  });
}

const YIELD_COLOURS = { high: '#2b8a3e', mid: '#0ca678', low: '#868e96' } as const;

/** PLO markers by gross yield: 7% and above green, 5% to 7% teal, below 5% (or none) grey. */
export function ploMarkerColour(marker: MarkerItem): string {
  const y = marker.grossYield ?? null;
  if (y === null) return YIELD_COLOURS.low;
  return y >= 7 ? YIELD_COLOURS.high : y >= 5 ? YIELD_COLOURS.mid : YIELD_COLOURS.low;
}

const YIELD_LEGEND = [
  { label: 'Gross yield 7% or more', fill: YIELD_COLOURS.high },
  { label: '5% to 7%', fill: YIELD_COLOURS.mid },
  { label: 'Below 5%', fill: YIELD_COLOURS.low },
];

const CONFIG: MapViewConfig = {
  path: PLO_MAP_SOURCE,
  gridPath: '/plo-es',
  zoom: MAP_DEFAULTS.zoom,
  markersQuery: ploMarkersQueryOptions,
  listQuery: ploListHitsQueryOptions,
  needsCircle: false,
  title: 'PLO properties on the map',
  header: <PloBreadcrumbs trail={[{ label: 'PLO', to: '/plo' }, { label: 'Map view' }]} />,
  popup: (marker) => ploMarkerPopup(marker),
  colour: ploMarkerColour,
  legend: YIELD_LEGEND,
  hrefOf: (id) => ploDetailsHref(pairOf(id)),
  sortChoices: PLO_SELECT_SORTS,
  sortable: ['bedrooms', 'list_price'],
  sortOf: ploSortOf,
};

/** /plo-map-es: PLO markers in the editable circle (500 m, zoom 15) or a drawn area. */
export function PloMapEsPage() {
  return <MapSearchView config={CONFIG} />;
}
