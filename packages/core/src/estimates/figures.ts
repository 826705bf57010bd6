import { median, percentile } from './percentile.ts';

/** SPB: square-metre price based (floor area known); CSB: comparable sales based. */
export type PriceEstimateType = 'SPB' | 'CSB';
export type EstimateConfidence = 'High' | 'Medium' | 'Low';

export interface EstimateRange {
  range1Price: number;
  range2Price: number;
  range1PPSM: number | null;
  range2PPSM: number | null;
  priceEstimateType: PriceEstimateType;
  confidence: EstimateConfidence;
  comparables: number;
}

/**
 * The confidence rule of an estimate range (docs/methodology.md), written once: the derive
 * step's SQL (packages/engine/src/derive/sql-fragments.ts `confidence`) interpolates these.
 * The spread is the interquartile range over the median.
 */
export const CONFIDENCE_RULES = {
  /** Low under this many comparables. */
  lowBelowComparables: 8,
  /** High from this many comparables (with a narrow spread). */
  highFromComparables: 20,
  /** High only with a spread under this share of the median. */
  highSpreadBelow: 0.25,
  /** Low with a spread above this share of the median. */
  lowSpreadAbove: 0.5,
} as const;

/**
 * Confidence of a range (docs/methodology.md): High with at least 20 comparables and an
 * interquartile range under 25% of the median; Low under 8 comparables or above 50%
 * (CONFIDENCE_RULES).
 */
export function estimateConfidence(
  comparables: number,
  q1: number,
  q3: number,
  mid: number,
): EstimateConfidence {
  const rules = CONFIDENCE_RULES;
  const spread = mid > 0 ? (q3 - q1) / mid : Infinity;
  if (comparables < rules.lowBelowComparables || spread > rules.lowSpreadAbove) return 'Low';
  if (comparables >= rules.highFromComparables && spread < rules.highSpreadBelow) return 'High';
  return 'Medium';
}

/**
 * The estimated range from time-adjusted comparables: with a floor area, the 25th-75th
 * percentile of £/m2 times the area (SPB); without one, the 25th-75th percentile of prices of
 * same-type, same-bedroom comparables (CSB).
 */
export function estimateRange(input: {
  totalFloorArea: number | null;
  ppsm: readonly number[];
  prices: readonly number[];
}): EstimateRange | null {
  if (input.totalFloorArea && input.totalFloorArea > 0 && input.ppsm.length > 0) {
    const q1 = percentile(input.ppsm, 0.25) as number;
    const q3 = percentile(input.ppsm, 0.75) as number;
    const mid = median(input.ppsm) as number;
    return {
      range1PPSM: Math.round(q1),
      range2PPSM: Math.round(q3),
      range1Price: Math.round(q1 * input.totalFloorArea),
      range2Price: Math.round(q3 * input.totalFloorArea),
      priceEstimateType: 'SPB',
      confidence: estimateConfidence(input.ppsm.length, q1, q3, mid),
      comparables: input.ppsm.length,
    };
  }
  if (input.prices.length > 0) {
    const q1 = percentile(input.prices, 0.25) as number;
    const q3 = percentile(input.prices, 0.75) as number;
    const mid = median(input.prices) as number;
    return {
      range1PPSM: null,
      range2PPSM: null,
      range1Price: Math.round(q1),
      range2Price: Math.round(q3),
      priceEstimateType: 'CSB',
      confidence: estimateConfidence(input.prices.length, q1, q3, mid),
      comparables: input.prices.length,
    };
  }
  return null;
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/** BMV %: asking price against the estimate mid; negative = below market value. One decimal. */
export function bmvPercent(
  listPrice: number,
  range1Price: number,
  range2Price: number,
): number | null {
  const mid = (range1Price + range2Price) / 2;
  return mid > 0 ? r1(((listPrice - mid) / mid) * 100) : null;
}

/**
 * Gross yield % = monthly rent x 12 / price x 100, 2 decimals: a listing's rent estimate on
 * its asking price (the derive's avg_yield), a PLO pair's paired rent on its sale price. Null
 * without a positive rent and a positive price.
 */
export function grossYield(monthlyRent: number | null, price: number | null): number | null {
  return monthlyRent !== null && monthlyRent > 0 && price !== null && price > 0
    ? Math.round(((monthlyRent * 12) / price) * 100 * 100) / 100
    : null;
}

/** Share of LSOAs in the nation more deprived than this one: 0 = most deprived. */
export function moreDeprivedPercent(imdRank: number, lsoaCount: number): number | null {
  if (lsoaCount < 2 || imdRank < 1 || imdRank > lsoaCount) return null;
  return r1(((imdRank - 1) / (lsoaCount - 1)) * 100);
}

/** Price change since first listed, in percent; negative is a reduction. */
export function priceVariationPercent(currentPrice: number, firstListedPrice: number): number {
  return firstListedPrice > 0
    ? r1(((currentPrice - firstListedPrice) / firstListedPrice) * 100)
    : 0;
}

export type RentalDemand = 'High' | 'Medium' | 'Low';

/**
 * Rental demand of a postcode district (docs/methodology.md), written once: the share of the
 * whole-property rentals listed in the last RENTAL_DEMAND_MONTHS months that were let agreed
 * within QUICK_LET_DAYS days of listing, banded by RENTAL_DEMAND_BANDS. The derive step's SQL
 * (packages/engine/src/derive/listing-figures.ts, area-stats.ts) interpolates these.
 */
export const QUICK_LET_DAYS = 21;
export const RENTAL_DEMAND_MONTHS = 6;
export const RENTAL_DEMAND_BANDS = {
  /** High from this quick-let share. */
  highFromShare: 0.5,
  /** Medium from this quick-let share (Low below). */
  mediumFromShare: 0.25,
} as const;

/** Rental demand from the share of lettings agreed within 21 days: High >= 50%, Medium >= 25%. */
export function rentalDemand(quickLetShare: number): RentalDemand {
  if (quickLetShare >= RENTAL_DEMAND_BANDS.highFromShare) return 'High';
  if (quickLetShare >= RENTAL_DEMAND_BANDS.mediumFromShare) return 'Medium';
  return 'Low';
}
