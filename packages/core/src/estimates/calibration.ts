import { percentile } from './percentile.ts';
import {
  DEFAULT_CALIBRATION,
  ESTIMATE_RULES,
  roundEstimate,
  type BandCalibration,
} from './sales-estimate.ts';

/**
 * Calibration of the estimate's range on a backtest (docs/methodology.md "Confidence and
 * range"): the error of each held-out sale's estimate, log(price achieved / point), in units
 * of the estimate's own log error (z), and per confidence band the quantiles of z that leave
 * (1 - claim) / 2 of the sales on each side. A range point x exp(z x sd) then holds the price
 * achieved as often as it claims, as measured. Bands with fewer than CALIBRATE_FROM sales keep
 * the default (normal) quantiles.
 */
export const CALIBRATE_FROM = 30;

export function zOf(price: number, estimateLog: number, sd: number): number {
  return (Math.log(price) - estimateLog) / sd;
}

export function calibrate(zs: readonly number[]): BandCalibration {
  if (zs.length < CALIBRATE_FROM) return DEFAULT_CALIBRATION;
  const tail = (1 - ESTIMATE_RULES.rangeClaim) / 2;
  return {
    zLow: percentile(zs, tail) as number,
    zHigh: percentile(zs, 1 - tail) as number,
  };
}

/**
 * A band's calibration: its own errors' quantiles from CALIBRATE_FROM sales, else those of
 * every band's errors together (a band too small to measure is sized like the rest, in units
 * of its own error), else the default.
 */
export function calibrateBand(
  bandZs: readonly number[],
  allZs: readonly number[],
): BandCalibration {
  return bandZs.length >= CALIBRATE_FROM ? calibrate(bandZs) : calibrate(allZs);
}

/** Whether the price achieved lies inside the published (rounded) range. */
export function inRange(
  price: number,
  estimateLog: number,
  sd: number,
  calibration: BandCalibration,
): boolean {
  const point = Math.exp(estimateLog);
  const low = roundEstimate(point * Math.exp(calibration.zLow * sd));
  const high = roundEstimate(point * Math.exp(calibration.zHigh * sd));
  return price >= low && price <= high;
}

/**
 * The measured scale of a part's error (the indexed last sale's, or the comparables'): the
 * typical |z| of its errors against what its error model expects, median |z| / 0.6745 (the
 * median of |z| for a normal error of the stated size), so that the blend weighs each part by
 * how reliable it measures. 1 from fewer than CALIBRATE_FROM sales.
 */
export function errorScale(zs: readonly number[]): number {
  if (zs.length < CALIBRATE_FROM) return 1;
  const m = percentile(
    zs.map((z) => Math.abs(z)),
    0.5,
  ) as number;
  return m > 0 ? m / 0.6745 : 1;
}

/**
 * The lower confidence bound of a share measured as `k` of `n` (Wilson score interval,
 * one-sided, `z` standard errors below).
 */
export function shareLowerBound(k: number, n: number, z: number): number {
  if (n <= 0) return 0;
  const p = k / n;
  const z2 = z * z;
  return (p + z2 / (2 * n) - z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
}

/**
 * The High band's limit measured on held-out estimates: the largest estimated error (sd) such
 * that the estimates below it, at least CALIBRATE_FROM of them, reached the High band's PE10
 * (ESTIMATE_RULES.highBandPe10) with confidence: the share's lower bound
 * (`shareLowerBound`, ESTIMATE_RULES.highBandConfidenceZ standard errors) at least the target.
 * The largest limit whose share only equals the target is chosen by the luck of the sample
 * (it reaches the target on the sales it was fitted on and falls short on others); the bound
 * keeps that margin. 0 (no High band) when no such set exists. The limit is halfway between
 * the last estimate in and the first out.
 */
export function fitHighLimit(rows: readonly { sd: number; price: number; estimate: number }[]): {
  limit: number;
  sales: number;
  pe10: number | null;
} {
  const sorted = [...rows].filter((r) => r.price > 0 && r.sd > 0).sort((a, b) => a.sd - b.sd);
  const { highBandPe10, highBandConfidenceZ } = ESTIMATE_RULES;
  let within = 0;
  let best = { limit: 0, sales: 0, pe10: null as number | null };
  sorted.forEach((r, i) => {
    if (Math.abs(r.estimate - r.price) / r.price <= 0.1) within += 1;
    const n = i + 1;
    const next = sorted[i + 1];
    // Ties: a limit must fall between two different errors.
    if (next && next.sd === r.sd) return;
    if (n >= CALIBRATE_FROM && shareLowerBound(within, n, highBandConfidenceZ) >= highBandPe10) {
      best = { limit: next ? (r.sd + next.sd) / 2 : r.sd * 1.0001, sales: n, pe10: within / n };
    }
  });
  return best;
}
