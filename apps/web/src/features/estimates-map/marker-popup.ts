import type { EstimateCard } from '@yardstick/core/search/estimate-card';
import {
  bmvDisplay,
  bmvTone,
  roiShown,
  TONE_COLOURS,
  type ShownFigure,
} from '../../components/estimates/figures.ts';
import { detailsHref } from '../../components/estimates/EstimateCard.tsx';
import { popupElement, type PopupRow } from '../../components/map/popup.ts';
import { formatGBP } from '../../lib/format.ts';
import type { EstimateMarker } from './markers.ts';

/** The popup's tones, by the colour the cards and lists give a figure (TONE_COLOURS). */
const POPUP_TONES = ['good', 'bad', 'warning'] as const;

/** A figure as the cards and lists show it (its colour's tone and its flag) as a popup row. */
function figureRow(label: string, figure: ShownFigure): PopupRow {
  const tone = POPUP_TONES.find((t) => TONE_COLOURS[t] === figure.colour);
  return { label, value: figure.text, tone, flag: figure.flag };
}

/**
 * A marker's info window: price, estimate, BMV and ROI, and the details link (new tab). The
 * BMV is shown as on the card (bmvDisplay): "check the estimate" by the one BMV rule,
 * "warning" beside a price warning.
 */
export function markerPopup(marker: EstimateMarker, card: EstimateCard | undefined): HTMLElement {
  return popupElement({
    title: card?.address ?? marker.title,
    rows: [
      { label: 'Price', value: formatGBP(card?.listPrice ?? marker.price) },
      { label: 'Estimate', value: formatGBP(marker.estimate) },
      figureRow('BMV', bmvDisplay(marker.bmv, marker.priceWarnings, marker.bmvCheck).figure),
      figureRow('ROI', roiShown(marker.roi, null)),
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
