import { ESTIMATE_RULES, type EstimateBand } from './sales-estimate.ts';

/**
 * "Check the estimate" (docs/methodology.md "BMV: when to check the estimate"): the one rule
 * every surface applies to a BMV (cards, map, details, PLO, analyse, deals, the deal pack, the
 * MCP summaries and the alert emails). A BMV is only as good as the estimate it is measured
 * against, and each confidence band's error is measured on held-out sales by the backtest
 * (`estimate_calibration`: the band's MdAPE). A discount larger than the errors the band
 * makes 80% of the time (the same 80% the estimate's range claims) is more likely an estimate
 * that does not fit the home, or a price that is not for what the estimate values, than a
 * bargain, so it is shown "check the estimate". A Low band's estimate is always checked.
 *
 * The band's absolute percentage error is read as half-normal: its median (MdAPE) is 0.6745
 * of its scale, so the error the band stays within 80% of the time is
 * `ESTIMATE_RULES.defaultZ (1.2816) x MdAPE / 0.6745` (1.90 x MdAPE). Before any backtest the
 * band's own definition stands in: its upper limit of the expected log error (High
 * `highBelowSd`, Medium `lowFromSd`), i.e. `exp(1.2816 x limit) - 1`.
 */

/** The band's measured accuracy as the backtest stores it (fractions, 0.12 = 12%). */
export interface BandAccuracy {
  mdape: number | null;
}

/** The median of a half-normal variable in units of its scale. */
const HALF_NORMAL_MEDIAN = 0.6745;

/**
 * The largest relative estimate error, |estimate - price| / price, the band's estimates stay
 * within 80% of the time (a fraction); null for a Low or unknown band (always checked).
 */
export function bandErrorLimit(
  band: EstimateBand | string | null | undefined,
  accuracy: BandAccuracy | null | undefined,
): number | null {
  if (band !== 'High' && band !== 'Medium') return null;
  const mdape = accuracy?.mdape;
  if (typeof mdape === 'number' && Number.isFinite(mdape) && mdape > 0) {
    return (ESTIMATE_RULES.defaultZ * mdape) / HALF_NORMAL_MEDIAN;
  }
  const sd = band === 'High' ? ESTIMATE_RULES.highBelowSd : ESTIMATE_RULES.lowFromSd;
  return Math.exp(ESTIMATE_RULES.defaultZ * sd) - 1;
}

/**
 * The BMV (percent, negative = below) at and beyond which a High or Medium band's BMV is
 * checked: an asking price `p` against an estimate `e` is a BMV of `p / e - 1` and an error
 * of `(e - p) / p`, so an error limit `t` is the BMV `-t / (1 + t)`; one decimal, as BMVs are
 * shown. Null for a Low or unknown band.
 */
export function bmvCheckLimit(
  band: EstimateBand | string | null | undefined,
  accuracy: BandAccuracy | null | undefined,
): number | null {
  const t = bandErrorLimit(band, accuracy);
  if (t === null) return null;
  return -Math.round((t / (1 + t)) * 1000) / 10;
}

/**
 * Whether the BMV is shown "check the estimate": always on a Low or unknown band, on a High
 * or Medium band when the discount reaches beyond the band's error limit (bmvCheckLimit).
 * Null without a BMV.
 */
export function bmvNeedsCheck(
  bmv: number | null | undefined,
  band: EstimateBand | string | null | undefined,
  accuracy: BandAccuracy | null | undefined,
): boolean | null {
  if (bmv === null || bmv === undefined || !Number.isFinite(bmv)) return null;
  const limit = bmvCheckLimit(band, accuracy);
  if (limit === null) return true;
  return bmv <= limit;
}

/** The flag word beside a checked BMV, on every surface. */
export const BMV_CHECK_FLAG = 'check the estimate';

/** What a checked BMV means (the tooltip, the details, the pack, the summaries). */
export const BMV_CHECK_TEXT =
  'Check the estimate: this BMV is larger than the errors its confidence band makes 80% of the time (measured on held-out sales), or the estimate has low confidence, so the estimate may not fit this home. Sorted after the BMVs the evidence supports.';
