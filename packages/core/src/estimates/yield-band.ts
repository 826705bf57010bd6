/**
 * Plausibility rules of the investment figures (docs/methodology.md "Rent, yield and ROI",
 * "BMV"), written once: the derive step stores their results (`yield_flag`,
 * `bmv_low_confidence`) and the search sorts by them.
 *
 * Gross yields of homes in Great Britain run from about 2.5% (prime central London) to about
 * 10-12% (the cheapest terraces of the North East, Liverpool and Glasgow, let as single
 * homes); the quarterly market reports of the big letting agents and the ONS rental and price
 * indices put regional averages between 3% and 8%. A figure outside 2%-15% is far more often
 * a wrong input than a bargain: a room rent or an HMO's total against a house price, a weekly
 * rent read as monthly, an auction guide or a shared-ownership share as the price, a
 * commercial unit. Such a yield is kept (the inputs may be right) but flagged "check", and it
 * never leads a yield or ROI sort: flagged listings sort after every plausible one.
 */
export const PLAUSIBLE_GROSS_YIELD = {
  /** Lowest plausible gross yield, percent. */
  min: 2,
  /** Highest plausible gross yield, percent. */
  max: 15,
} as const;

/**
 * Whether a gross yield needs checking: true outside PLAUSIBLE_GROSS_YIELD, false inside
 * (bounds included), null without a yield. ROI stands on the same rent, so a listing's ROI
 * carries its yield's flag.
 */
export function yieldFlag(grossYieldPercent: number | null): boolean | null {
  if (grossYieldPercent === null) return null;
  return (
    grossYieldPercent < PLAUSIBLE_GROSS_YIELD.min || grossYieldPercent > PLAUSIBLE_GROSS_YIELD.max
  );
}

export const YIELD_CHECK_TEXT = `Check this yield: homes in Great Britain let for ${PLAUSIBLE_GROSS_YIELD.min}%-${PLAUSIBLE_GROSS_YIELD.max}% gross, so the rent estimate or the asking price is probably not comparable (a room or HMO rent, a share, an auction guide). Sorted after the plausible yields.`;

/**
 * The value BMV is measured against: the estimate's point value when the estimator gives one,
 * else the middle of the range rounded to the pound (the one place that decides it). Whole
 * pounds, so the point the answers show (`estimatedPrice`) is the very one the stored BMV was
 * measured against: avgBmv = bmvAgainstPoint(listPrice, estimatedPrice).
 */
export function estimatePoint(
  point: number | null,
  range1Price: number | null,
  range2Price: number | null,
): number | null {
  if (point !== null && point > 0) return Math.round(point);
  if (range1Price === null || range2Price === null) return null;
  const mid = Math.round((range1Price + range2Price) / 2);
  return mid > 0 ? mid : null;
}

/** BMV %: the asking price against the point estimate; negative = below market value. */
export function bmvAgainstPoint(listPrice: number, point: number): number | null {
  return point > 0 ? Math.round(((listPrice - point) / point) * 100 * 10) / 10 : null;
}
