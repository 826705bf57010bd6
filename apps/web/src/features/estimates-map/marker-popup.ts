import type { EstimateCard } from '@yardstick/core/search/estimate-card';
import { bmvTone, roiTone, signedPercent } from '../../components/estimates/figures.ts';
import { popupElement, type PopupRow } from '../../components/map/popup.ts';
import { formatGBP } from '../../lib/format.ts';
import type { MarkerItem } from './markers.ts';
import { detailsHref } from './MapResultsList.tsx';

const tone = (t: string) => (t === 'good' || t === 'bad' ? t : undefined);

/**
 * The asking price when only the estimate and BMV are known (the marker calls do not carry
 * the price): BMV = (price - estimate) / estimate * 100, rounded to 1 decimal, so this is
 * within about 0.05% of the price; shown rounded to £1,000 and marked as approximate.
 */
export function priceFromBmv(estimate: number | null, bmv: number | null): number | undefined {
  if (estimate === null || bmv === null) return undefined;
  return Math.round((estimate * (1 + bmv / 100)) / 1000) * 1000;
}

/** A marker's info window: price, estimate, BMV and ROI, and the details link (new tab). */
export function markerPopup(marker: MarkerItem, card: EstimateCard | undefined): HTMLElement {
  const approx = priceFromBmv(marker.estimate, marker.bmv);
  const price: PopupRow = card
    ? { label: 'Price', value: formatGBP(card.listPrice) }
    : { label: 'Price', value: approx !== undefined ? `about ${formatGBP(approx)}` : '-' };
  return popupElement({
    title: card?.address ?? marker.title,
    rows: [
      price,
      { label: 'Estimate', value: formatGBP(marker.estimate) },
      { label: 'BMV', value: signedPercent(marker.bmv), tone: tone(bmvTone(marker.bmv)) },
      { label: 'ROI', value: signedPercent(marker.roi), tone: tone(roiTone(marker.roi)) },
    ],
    link: { href: detailsHref(marker.id), label: 'View property details', newTab: true },
  });
}

/** Marker fill by BMV: at or below market value green, above red, unknown grey. */
export function markerColour(bmv: number | null): string {
  const t = bmvTone(bmv);
  return t === 'good' ? '#2b8a3e' : t === 'bad' ? '#e03131' : '#868e96';
}
