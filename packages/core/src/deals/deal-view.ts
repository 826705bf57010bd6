import { formatDate, formatGBP, formatPercent } from '../format.ts';
import type { HomeEvent } from '../property/property-history.ts';
import { BMV_CHECK_FLAG } from '../estimates/bmv-check.ts';
import { listingStatusLabel } from '../search/constants.ts';
import type { DealFigures } from './deals.ts';

/**
 * A deal's figures and events in words, the same on the board's drawer, the shared page and
 * the deal pack's PDF (docs/methodology.md "Deals: then and now"): core's formatters, status
 * codes as their labels.
 */

export interface FigureRow {
  label: string;
  then: string;
  now: string;
  /** now - then for numbers, when both are known and they differ. */
  change: number | null;
  /** How to show the change ('gbp' or 'pct' points). */
  unit: 'gbp' | 'pct' | null;
}

const statusText = (f: DealFigures) => (f.status ? listingStatusLabel(f.status) : '-');

/** The figures then and now, row by row; `now` null: '-' today. */
export function dealFigureRows(then: DealFigures, now: DealFigures | null): FigureRow[] {
  const money = (pick: (f: DealFigures) => number | null, label: string): FigureRow => ({
    label,
    then: formatGBP(pick(then)),
    now: now ? formatGBP(pick(now)) : '-',
    change: diff(pick(then), now && pick(now)),
    unit: 'gbp',
  });
  const pct = (pick: (f: DealFigures) => number | null, label: string): FigureRow => ({
    label,
    then: formatPercent(pick(then)),
    now: now ? formatPercent(pick(now)) : '-',
    change: diff(pick(then), now && pick(now)),
    unit: 'pct',
  });
  const words = (show: (f: DealFigures) => string, label: string): FigureRow => ({
    label,
    then: show(then),
    now: now ? show(now) : '-',
    change: null,
    unit: null,
  });
  const bmvText = (f: DealFigures) =>
    `${formatPercent(f.bmv)}${f.bmvCheck === true ? ` · ${BMV_CHECK_FLAG}` : ''}`;
  const range = (f: DealFigures) =>
    f.estimateLow === null || f.estimateHigh === null
      ? '-'
      : `${formatGBP(f.estimateLow)} – ${formatGBP(f.estimateHigh)}`;
  return [
    money((f) => f.listPrice, 'Asking price'),
    money((f) => f.estimate, 'Estimated price'),
    words(range, 'Estimate range'),
    words((f) => f.estimateConfidence ?? '-', 'Confidence'),
    // The one BMV rule (issue 40): a BMV beyond what its band's measured error supports.
    { ...pct((f) => f.bmv, 'BMV'), then: bmvText(then), now: now ? bmvText(now) : '-' },
    money((f) => f.rent, 'Monthly rent'),
    pct((f) => f.grossYield, 'Gross yield'),
    pct((f) => f.roi, 'ROI (single let)'),
    words(statusText, 'Status'),
  ];
}

function diff(a: number | null, b: number | null | undefined): number | null {
  if (a === null || b === null || b === undefined) return null;
  const d = Math.round((b - a) * 10) / 10;
  return d === 0 ? null : d;
}

/** "+£5,000", "−1.2 pts", or '' when unchanged. */
export function changeText(row: FigureRow): string {
  if (row.change === null) return '';
  const sign = row.change > 0 ? '+' : '−';
  const size = Math.abs(row.change);
  return row.unit === 'gbp' ? `${sign}${formatGBP(size)}` : `${sign}${size.toFixed(1)} pts`;
}

export const HOME_EVENT_LABELS: Record<HomeEvent['kind'], string> = {
  'first-listed': 'First listed',
  relisted: 'Relisted',
  'price-change': 'Price changed',
  'status-change': 'Status changed',
  'back-on-market': 'Back on the market',
  withdrawn: 'Withdrawn',
  sold: 'Sold',
};

/**
 * What happened, without the date: "Price changed £250,000 → £240,000", "Status changed
 * (Available → Under offer)". `arrow`: the PDF's standard fonts have no "→" ('to' there).
 */
export function dealEventWhat(e: HomeEvent, arrow = '→'): string {
  const price =
    e.kind === 'price-change' && e.oldPrice !== null
      ? ` ${formatGBP(e.oldPrice)} ${arrow} ${formatGBP(e.price)}`
      : e.price !== null
        ? ` ${formatGBP(e.price)}`
        : '';
  const status =
    e.newStatus && e.kind === 'status-change'
      ? ` (${e.oldStatus ? listingStatusLabel(e.oldStatus) : 'unknown'} ${arrow} ${listingStatusLabel(e.newStatus)})`
      : '';
  return `${HOME_EVENT_LABELS[e.kind]}${price}${status}`;
}

/** One event in words: "12 Nov 2026 · Price changed £250,000 → £240,000". */
export const dealEventText = (e: HomeEvent): string =>
  `${formatDate(e.date)} · ${dealEventWhat(e)}`;
