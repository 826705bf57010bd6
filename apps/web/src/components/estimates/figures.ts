import {
  CARD_DATE,
  PROPERTY_TYPE_LABELS,
  STATUS_LABELS,
  type PropertyType,
  type SaleStatus,
} from '@yardstick/core/search/constants';
import {
  PRICE_WARNING_EXPLANATIONS,
  type PriceWarning,
} from '@yardstick/core/listings/price-warnings';
import { BMV_CHECK_FLAG, BMV_CHECK_TEXT } from '@yardstick/core/estimates/bmv-check';
import { formatDate, formatGBP, formatPercent } from '../../lib/format.ts';

/**
 * How the card shows its figures (docs/product.md#figure-colours): colours and labels as
 * pure functions, so the rules are tested on their own.
 */
export type Tone = 'good' | 'bad' | 'warning' | 'neutral';

/** Mantine colours of the tones. */
export const TONE_COLOURS: Record<Tone, string> = {
  good: 'teal',
  bad: 'red',
  warning: 'orange',
  neutral: 'gray',
};

const known = (v: number | null | undefined): v is number =>
  typeof v === 'number' && Number.isFinite(v);

/**
 * A figure as it is shown, rounded to `digits` decimals (as signedPercent writes it): the
 * colour follows what the reader sees, so "0.0%" has one colour whatever digits it hides.
 */
export const shownValue = (value: number, digits: number) => Number(value.toFixed(digits));

/** BMV of 0 or less (at or below market value) is good, above it bad, as shown. */
export function bmvTone(avgBmv: number | null | undefined, digits = 1): Tone {
  if (!known(avgBmv)) return 'neutral';
  return shownValue(avgBmv, digits) <= 0 ? 'good' : 'bad';
}

/** ROI of 0 or less is bad, above it good, as shown. */
export function roiTone(roi: number | null | undefined, digits = 1): Tone {
  if (!known(roi)) return 'neutral';
  return shownValue(roi, digits) <= 0 ? 'bad' : 'good';
}

/** A deprivation score (share of neighbourhoods more deprived) below 30 is a warning. */
export const DEPRIVATION_WARNING_BELOW = 30;
export function deprivationTone(moreDeprived: number | null | undefined): Tone {
  if (!known(moreDeprived)) return 'neutral';
  return moreDeprived < DEPRIVATION_WARNING_BELOW ? 'warning' : 'neutral';
}

export interface PriceChange {
  direction: 'down' | 'up' | 'none';
  tone: Tone;
  /** 'Decreased by 5.0%', 'Increased by 2.5%', 'No change'. */
  text: string;
}

/** Below 0 a red down arrow (a reduction), above 0 a green up arrow. */
export function priceChange(variation: number | null | undefined): PriceChange {
  if (!known(variation) || variation === 0)
    return { direction: 'none', tone: 'neutral', text: 'No change' };
  const by = `${Math.abs(variation).toFixed(1)}%`;
  return variation < 0
    ? { direction: 'down', tone: 'bad', text: `Decreased by ${by}` }
    : { direction: 'up', tone: 'good', text: `Increased by ${by}` };
}

/** The percentage change from one price to another, one decimal. */
export function changePercent(from: number, to: number): number | null {
  if (!from) return null;
  return Math.round(((to - from) / from) * 1000) / 10;
}

/** The card's date line: the last update, the date the default sort orders by (CARD_DATE). */
export function cardDateLine(card: { updatedOn: string }): string {
  return `${CARD_DATE.label} ${formatDate(card.updatedOn)}`;
}

/** The status label shown on a card: only statuses other than Available. */
export function statusLabel(status: string): string | null {
  if (status === 'available') return null;
  return STATUS_LABELS[status as SaleStatus] ?? status;
}

/** 'Terraced', or the listing's own sub type when it has one ('End of Terrace'). */
export function typeLabel(type: string | null, subType: string | null): string | null {
  if (subType) return subType;
  if (!type) return null;
  return PROPERTY_TYPE_LABELS[type as PropertyType] ?? type;
}

/** '£240,000 – £270,000', one price when both ends agree, '-' when unknown. */
export function rangeText(low: number | null | undefined, high: number | null | undefined): string {
  if (!known(low) || !known(high)) return '-';
  return low === high ? formatGBP(low) : `${formatGBP(low)} – ${formatGBP(high)}`;
}

/** '+6.1%' / '-3.2%' with the sign always shown. */
export function signedPercent(value: number | null | undefined, digits = 1): string {
  if (!known(value)) return '-';
  const text = value.toFixed(digits);
  // A value that rounds to zero has no sign ('+0.0%' and '-0.0%' read oddly).
  if (Number(text) === 0) return `${(0).toFixed(digits)}%`;
  return `${value > 0 ? '+' : ''}${text}%`;
}

/** A figure as the cards, lists and details show it: its text, colour and flag word. */
export interface ShownFigure {
  text: string;
  /** The Mantine colour of its tone. */
  colour: string;
  /** 'check' beside a figure on an implausible yield's rent. */
  flag: string | undefined;
}

/** A BMV: at or below market value teal, above red. */
export const bmvShown = (bmv: number | null): ShownFigure => ({
  text: signedPercent(bmv),
  colour: TONE_COLOURS[bmvTone(bmv)],
  flag: undefined,
});

/** An ROI; on a rent whose gross yield is implausible (`yieldFlag`), orange and 'check'. */
export const roiShown = (roi: number | null, yieldFlag: boolean | null): ShownFigure => ({
  text: signedPercent(roi),
  colour: yieldFlag === true ? TONE_COLOURS.warning : TONE_COLOURS[roiTone(roi)],
  flag: yieldFlag === true ? 'check' : undefined,
});

/** A gross yield: grey, or orange and 'check' outside the plausible band (`yieldFlag`). */
export const yieldShown = (grossYield: number | null, yieldFlag: boolean | null): ShownFigure => ({
  text: formatPercent(grossYield),
  colour: yieldFlag === true ? TONE_COLOURS.warning : TONE_COLOURS.neutral,
  flag: yieldFlag === true ? 'check' : undefined,
});

/**
 * The estimate as it is shown first: the point ('£482,000'), then the range and its
 * confidence beside it ('£403,000 – £599,000 · Medium confidence'); '-' for an unknown point.
 */
export function estimateParts(estimate: {
  estimatedPrice: number | null;
  range1Price: number | null;
  range2Price: number | null;
  estimateConfidence?: string | null | undefined;
}): { point: string; range: string } {
  const range = rangeText(estimate.range1Price, estimate.range2Price);
  const confidence = estimate.estimateConfidence ? `${estimate.estimateConfidence} confidence` : '';
  return {
    point: known(estimate.estimatedPrice) ? formatGBP(estimate.estimatedPrice) : '-',
    range: [range === '-' ? '' : range, confidence].filter(Boolean).join(' · '),
  };
}

/** The BMV's note when its listing is warned: each warning's explanation. */
export function priceWarningNote(warnings: readonly PriceWarning[]): string | undefined {
  if (warnings.length === 0) return undefined;
  return `${warnings.map((w) => PRICE_WARNING_EXPLANATIONS[w.code]).join(' ')} Sorted after the BMVs without a warning.`;
}

/**
 * The one display of a BMV (docs/methodology.md "BMV: when to check the estimate"): orange and
 * 'warning' when the listing has a price warning, orange and 'check the estimate' when the
 * server's rule (core bmvNeedsCheck, `bmvLowConfidence` in the answers) says so, else teal at or
 * below market value and red above. `note` says why.
 */
export function bmvDisplay(
  bmv: number | null,
  warnings: readonly PriceWarning[] = [],
  check: boolean | null | undefined = false,
): { figure: ShownFigure; note: string | undefined } {
  const shown = bmvShown(bmv);
  if (bmv === null) return { figure: shown, note: undefined };
  if (warnings.length > 0) {
    const note = priceWarningNote(warnings);
    return {
      figure: { ...shown, colour: TONE_COLOURS.warning, flag: 'warning' },
      note: check === true ? `${note} ${BMV_CHECK_TEXT}` : note,
    };
  }
  if (check === true) {
    return {
      figure: { ...shown, colour: TONE_COLOURS.warning, flag: BMV_CHECK_FLAG },
      note: BMV_CHECK_TEXT,
    };
  }
  return { figure: shown, note: undefined };
}

/** A BMV as shown beside its price warnings and its check (bmvDisplay's figure). */
export const warnedBmvShown = (
  bmv: number | null,
  warnings: readonly PriceWarning[],
  check: boolean | null | undefined = false,
): ShownFigure => bmvDisplay(bmv, warnings, check).figure;
