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
