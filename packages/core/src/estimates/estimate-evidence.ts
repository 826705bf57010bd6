import { z } from 'zod';
import { ESTIMATE_RULES, type EstimateBand } from './sales-estimate.ts';

/**
 * How a sale listing's estimate was made (GET /api/property-estimates/{id}/evidence), for the
 * explanation on the details page: the indexed last sale, the comparables with their adjusted
 * prices and weights, the index used, the band's measured accuracy and why the range is as
 * wide as it is (docs/methodology.md "Estimated price").
 */
export const INDEX_NAMES: Record<string, string> = {
  'hpi-authority-type': "UK HPI of the local authority, this property's type",
  'hpi-authority': 'UK HPI of the local authority, all property types',
  'local-district': 'Yardstick local price index of the postcode district (repeat sales)',
  'local-area': 'Yardstick local price index of the postcode area (repeat sales)',
  'hpi-region': 'UK HPI of the region',
  'hpi-country': 'UK HPI of the country',
};

export const estimateComparableSchema = z.object({
  date: z.string(),
  address: z.string(),
  type: z.string(),
  price: z.number(),
  adjusted: z.number(),
  /** Share of the point estimate (0..1). */
  weight: z.number(),
  /** Same building (flats) or same postcode and type (houses). */
  building: z.boolean(),
  /**
   * Why this sale informs the estimate, in words (`comparableWhy`): its type against the
   * property's and what it counts for ('A flat, a different type: ...'). Issue 40: a 3-bed
   * semi's explanation listed flats without saying why.
   */
  why: z.string(),
});

export const estimateEvidenceSchema = z.object({
  estimate: z.number().nullable(),
  low: z.number().nullable(),
  high: z.number().nullable(),
  band: z.enum(['High', 'Medium', 'Low']),
  /** The share of achieved prices the range claims to hold. */
  claim: z.number(),
  /** The range's log error (standard deviation) and the quantiles it was sized with. */
  sd: z.number(),
  calibrated: z.boolean(),
  /** The band's measured accuracy in the latest backtest (null before one has run). */
  bandAccuracy: z
    .object({
      pe10: z.number().nullable(),
      mdape: z.number().nullable(),
      inRange: z.number().nullable(),
      sales: z.number(),
      holdoutFrom: z.string(),
      holdoutTo: z.string(),
    })
    .nullable(),
  valuationMonth: z.string().nullable(),
  lastSale: z
    .object({
      date: z.string(),
      price: z.number(),
      indexed: z.number(),
      index: z.string(),
      indexName: z.string(),
      weight: z.number(),
      /**
       * The sale's age at the valuation month, years to one decimal: its weight falls with it
       * (docs/methodology.md "The anchor's weight by its age").
       */
      years: z.number(),
    })
    .nullable(),
  comparables: z
    .object({
      value: z.number(),
      method: z.enum(['SPB', 'CSB']),
      floorArea: z.number().nullable(),
      radius: z.number().nullable(),
      years: z.number().nullable(),
      wideCount: z.number(),
      wideShare: z.number(),
      weight: z.number(),
      listed: z.array(estimateComparableSchema),
    })
    .nullable(),
  rangeReason: z.string(),
  /**
   * The learned correction (docs/methodology.md "The learned correction"), a model this
   * database learned from its own sales valued walk-forward: `model` false when it holds too
   * few sales to learn from (the estimator stands alone); `before` the estimator's value
   * before the correction and `change` the correction in pounds (null: none applied).
   */
  learned: z.object({
    model: z.boolean(),
    sales: z.number(),
    before: z.number().nullable(),
    change: z.number().nullable(),
  }),
  /**
   * The local price index beside the official UK HPI (docs/methodology.md "Local price
   * index"): each series at the valuation month and yearly before it, rebased to 100 at the
   * valuation month (a value of 80: prices then were 20% below the valuation month's). Null
   * when neither is held.
   */
  indices: z
    .object({
      months: z.array(z.string()),
      local: z.object({ name: z.string(), values: z.array(z.number().nullable()) }).nullable(),
      official: z.object({ name: z.string(), values: z.array(z.number().nullable()) }).nullable(),
    })
    .nullable(),
});

export type EstimateEvidence = z.infer<typeof estimateEvidenceSchema>;
export type EstimateComparable = z.infer<typeof estimateComparableSchema>;

const TYPE_WORDS: Record<string, { one: string; many: string }> = {
  D: { one: 'a detached house', many: 'detached houses' },
  S: { one: 'a semi-detached house', many: 'semi-detached houses' },
  T: { one: 'a terraced house', many: 'terraced houses' },
  F: { one: 'a flat', many: 'flats' },
};

/**
 * Why a sale of the property's postcode, listed under "How this estimate was made", informs
 * its estimate (docs/methodology.md "Estimated price", the location effect): the postcode's
 * sales of every type measure how far the postcode sells above or below its area, each against its own
 * type's sales of the sector, so a sale of another type tells the postcode's level, never the
 * property's price; a sale of the same building (a flat) or the same postcode and type (a
 * house) counts again, for its building or row.
 */
export function comparableWhy(
  subjectType: string | null | undefined,
  sale: { type: string; building: boolean },
): string {
  const words = TYPE_WORDS[sale.type];
  const its = words ? words.one : 'a sale of unknown type';
  const cap = its.charAt(0).toUpperCase() + its.slice(1);
  if (sale.building) {
    return sale.type === 'F'
      ? `${cap} in the same building: counts for its postcode and again for its building.`
      : `${cap} of the same postcode and type: counts for its postcode and again for its row.`;
  }
  const level = words
    ? `how far this postcode sells above or below its area, measured against the ${words.many} of the area`
    : 'how far this postcode sells above or below its area';
  if (!subjectType || !TYPE_WORDS[subjectType])
    return `${cap} of the same postcode: counts for ${level}.`;
  if (subjectType === sale.type) return `${cap}, the same type: counts for ${level}.`;
  return `${cap}, a different type: its price is not used; it counts only for ${level}.`;
}

/** Why the range is as wide as it is, in words, from the evidence. */
export function rangeReason(input: {
  band: EstimateBand;
  hasLastSale: boolean;
  lastSaleYears: number | null;
  /** The last sale's share of the estimate (0..1). */
  anchorWeight: number;
  wideCount: number;
  postcodeCount: number;
  calibrated: boolean;
  claim?: number;
}): string {
  const claim = Math.round((input.claim ?? ESTIMATE_RULES.rangeClaim) * 100);
  const parts: string[] = [];
  if (input.hasLastSale && input.lastSaleYears !== null) {
    const years = Math.round(input.lastSaleYears);
    const age = years < 1 ? 'under a year old' : `${years} year${years === 1 ? '' : 's'} old`;
    const weight = `${Math.round(input.anchorWeight * 100)}%`;
    parts.push(
      input.anchorWeight >= 0.5
        ? `its own last sale is ${age} and, indexed, carries ${weight} of the estimate`
        : `its own last sale is ${age} and carries ${weight} of the estimate: its measured error is larger than that of the comparables`,
    );
  } else {
    parts.push('there is no earlier sale of this property, so it rests on comparables alone');
  }
  if (input.wideCount > 0) {
    parts.push(
      input.postcodeCount >= ESTIMATE_RULES.spreadFrom
        ? 'the sales of its own postcode set the spread'
        : 'few sales in its own postcode, so the spread of the wider area counts',
    );
  }
  const basis = input.calibrated
    ? `sized so that ${claim}% of achieved prices fell inside it for ${input.band.toLowerCase()}-confidence estimates in the backtest`
    : `sized from the estimate's expected error to hold ${claim}% of prices (no backtest calibration held yet)`;
  return `${input.band} confidence: ${parts.join('; ')}. The range is ${basis}.`;
}

/**
 * Years from a sale ('YYYY-MM-DD') to the start of the valuation month ('YYYY-MM'), one
 * decimal, never negative.
 */
export function saleAgeYears(date: string, valuationMonth: string): number {
  const days = (Date.parse(`${valuationMonth}-01`) - Date.parse(date.slice(0, 10))) / 86_400_000;
  return Math.max(0, Math.round((days / 365.25) * 10) / 10);
}

/** Yearly months back from the valuation month ('YYYY-MM'), oldest first: `years` + 1. */
export function indexMonths(valuationMonth: string, years = 10): string[] {
  const y = Number(valuationMonth.slice(0, 4));
  const m = valuationMonth.slice(5, 7);
  return Array.from({ length: years + 1 }, (_, i) => `${y - years + i}-${m}`);
}

/**
 * A series rebased to 100 at its last value (the valuation month), one decimal; null where
 * the series has no value, all null without a last value.
 */
export function rebaseToLast(values: readonly (number | null)[]): (number | null)[] {
  const last = values[values.length - 1];
  if (last === null || last === undefined || !(last > 0)) return values.map(() => null);
  return values.map((v) => (v === null || !(v > 0) ? null : Math.round((v / last) * 1000) / 10));
}
