import type { EstimateCard } from '@yardstick/core/search/estimate-card';
import { bmvTone, roiTone, signedPercent } from '../../components/estimates/figures.ts';
import { detailsHref } from '../../components/estimates/EstimateCard.tsx';
import { popupElement } from '../../components/map/popup.ts';
import { formatGBP } from '../../lib/format.ts';
import type { EstimateMarker } from './markers.ts';

const tone = (t: string) => (t === 'good' || t === 'bad' ? t : undefined);

/** A marker's info window: price, estimate, BMV and ROI, and the details link (new tab). */
export function markerPopup(marker: EstimateMarker, card: EstimateCard | undefined): HTMLElement {
  return popupElement({
    title: card?.address ?? marker.title,
    rows: [
      { label: 'Price', value: formatGBP(card?.listPrice ?? marker.price) },
      { label: 'Estimate', value: formatGBP(marker.estimate) },
      { label: 'BMV', value: signedPercent(marker.bmv), tone: tone(bmvTone(marker.bmv)) },
      { label: 'ROI', value: signedPercent(marker.roi), tone: tone(roiTone(marker.roi)) },
    ],
    link: {
      href: detailsHref({ propertyId: marker.id }),
      label: 'View property details',
      newTab: true,
    },
  });
}

/** Marker fills by BMV (docs/product.md#map-markers), also the legend's. */
export const BMV_COLOURS = { below: '#2b8a3e', above: '#e03131', unknown: '#868e96' } as const;

/** Marker fill by BMV: at or below market value green, above red, unknown grey. */
export function markerColour(bmv: number | null): string {
  const t = bmvTone(bmv);
  return t === 'good' ? BMV_COLOURS.below : t === 'bad' ? BMV_COLOURS.above : BMV_COLOURS.unknown;
}

/** The legend of the marker colours. */
export const BMV_LEGEND = [
  { label: 'At or below market value', fill: BMV_COLOURS.below },
  { label: 'Above market value', fill: BMV_COLOURS.above },
  { label: 'No estimate', fill: BMV_COLOURS.unknown },
];
