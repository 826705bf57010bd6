import { pairVariance } from './local-index.ts';

/**
 * The sales estimate of a property (docs/methodology.md "Estimated price"), written once: the
 * derive step's SQL (apps/pipeline/src/derive/estimates.ts) computes the same figures for every
 * listing at once and the tests hold it to these functions.
 *
 * Two measurements of the property's value, each on the log scale with its error:
 * - the anchor: the property's own last sale brought to the valuation month by the best index
 *   held; its error is that of a repeat sale after as long (the local index's pair noise);
 * - the comparables: time-adjusted sales of the same type, from the widest evidence (sector or
 *   radius, same type and bedrooms) shrunk towards the same postcode, then the same building or
 *   row (same postcode and type; for flats the same building), each sale weighted by recency;
 *   its error is the spread of the most specific comparables (at least 3).
 * They are blended by inverse variance; the point is rounded to 3 significant figures (at
 * least £1,000 steps); the range is the point times the measured error quantiles of estimates
 * of the same confidence band (the backtest's calibration), so that it holds the price
 * achieved as often as it claims.
 */
export const ESTIMATE_RULES = {
  /** A comparable's weight halves with every this many years since its sale. */
  recencyHalfLifeYears: 3,
  /** A postcode's comparables count against the wider evidence as if from this many more. */
  postcodeShrink: 3,
  /** A building's (or a postcode's same-type) comparables, likewise against the postcode. */
  buildingShrink: 2,
  /** A spread is measured from at least this many comparables (effective count). */
  spreadFrom: 3,
  /** The smallest log spread assumed for comparables (identical prices are luck). */
  minSpread: 0.06,
  /** Confidence bands by the estimate's log error (standard deviation). */
  highBelowSd: 0.085,
  lowFromSd: 0.16,
  /** The share of achieved prices the range claims to hold. */
  rangeClaim: 0.8,
  /** Before any calibration: the normal quantiles of the claim, in units of the log error. */
  defaultZ: 1.2816,
} as const;

export type EstimateBand = 'High' | 'Medium' | 'Low';

/** Recency weight of a comparable sold `years` before the valuation date. */
export function recencyWeight(years: number): number {
  return 0.5 ** (Math.max(0, years) / ESTIMATE_RULES.recencyHalfLifeYears);
}

/** Weighted summary of comparables on the log scale. */
export interface CompCell {
  /** Sum of weights, sum of squared weights, weighted sum and weighted sum of squares of y. */
  sw: number;
  sw2: number;
  swy: number;
  swy2: number;
}

export function cellOf(items: readonly { y: number; w: number }[]): CompCell {
  return items.reduce(
    (c, { y, w }) => ({
      sw: c.sw + w,
      sw2: c.sw2 + w * w,
      swy: c.swy + w * y,
      swy2: c.swy2 + w * y * y,
    }),
    { sw: 0, sw2: 0, swy: 0, swy2: 0 },
  );
}

const effective = (c: CompCell) => (c.sw2 > 0 ? (c.sw * c.sw) / c.sw2 : 0);
const mean = (c: CompCell) => c.swy / c.sw;
/** Weighted standard deviation with the effective-count correction. */
function spread(c: CompCell): number {
  const n = effective(c);
  const variance = Math.max(0, c.swy2 / c.sw - mean(c) ** 2);
  return Math.sqrt((variance * n) / Math.max(n - 1, 1));
}

export interface CompsEstimate {
  /** Log value (of price, or of £/m2 when valued by floor area). */
  log: number;
  sd: number;
  /** Effective counts of the wide, postcode and building evidence. */
  nWide: number;
  nPostcode: number;
  nBuilding: number;
}

/**
 * The comparables' log value: the wide evidence's weighted mean, shrunk towards the
 * postcode's, then the building's (each in proportion n / (n + shrink)). Null without wide
 * evidence.
 */
export function compsEstimate(
  wide: CompCell | null,
  postcode: CompCell | null,
  building: CompCell | null,
): CompsEstimate | null {
  if (!wide || wide.sw <= 0) return null;
  const r = ESTIMATE_RULES;
  let log = mean(wide);
  const nP = postcode && postcode.sw > 0 ? effective(postcode) : 0;
  const nB = building && building.sw > 0 ? effective(building) : 0;
  if (postcode && nP > 0) log += (nP / (nP + r.postcodeShrink)) * (mean(postcode) - log);
  if (building && nB > 0) log += (nB / (nB + r.buildingShrink)) * (mean(building) - log);
  const nW = effective(wide);
  const [s, n] =
    building && nB >= r.spreadFrom
      ? [spread(building), nB]
      : postcode && nP >= r.spreadFrom
        ? [spread(postcode), nP]
        : [spread(wide), nW];
  const sd = Math.max(s, r.minSpread) * Math.sqrt(1 + 1 / Math.max(n, 1));
  return { log, sd, nWide: nW, nPostcode: nP, nBuilding: nB };
}

/** The log error of a last sale brought forward over `months` months. */
export function anchorSd(months: number): number {
  return Math.sqrt(pairVariance(months));
}

/**
 * Classes of a last sale's age whose errors are measured apart (the backtest's error scales):
 * a sale of the last 3 years is often a refurbishment or a distressed sale resold, one of 10
 * years or more has been carried far by an index.
 */
export const ANCHOR_AGE_CLASSES = [
  { part: 'anchor-recent', belowMonths: 36 },
  { part: 'anchor-mid', belowMonths: 120 },
  { part: 'anchor-old', belowMonths: Infinity },
] as const;

export type ErrorPart = (typeof ANCHOR_AGE_CLASSES)[number]['part'] | 'comps';

export function anchorClass(months: number): (typeof ANCHOR_AGE_CLASSES)[number]['part'] {
  return (ANCHOR_AGE_CLASSES.find((c) => months < c.belowMonths) ?? ANCHOR_AGE_CLASSES[2]).part;
}

export interface Blend {
  log: number;
  sd: number;
  /** The anchor's share of the point (0 without an anchor). */
  anchorWeight: number;
}

/** Inverse-variance blend of the anchor and the comparables (either may be missing). */
export function blendEstimate(
  anchor: { log: number; sd: number } | null,
  comps: { log: number; sd: number } | null,
): Blend | null {
  if (!anchor && !comps) return null;
  const wa = anchor ? 1 / anchor.sd ** 2 : 0;
  const wc = comps ? 1 / comps.sd ** 2 : 0;
  const log = ((anchor?.log ?? 0) * wa + (comps?.log ?? 0) * wc) / (wa + wc);
  return { log, sd: 1 / Math.sqrt(wa + wc), anchorWeight: wa / (wa + wc) };
}

export function estimateBand(sd: number): EstimateBand {
  if (sd < ESTIMATE_RULES.highBelowSd) return 'High';
  if (sd < ESTIMATE_RULES.lowFromSd) return 'Medium';
  return 'Low';
}

/**
 * A price without false precision: 3 significant figures, in steps of at least £1,000
 * (£187,432 -> £187,000; £1,234,567 -> £1,230,000).
 */
export function roundEstimate(value: number): number {
  if (!(value > 0)) return 0;
  const digits = String(Math.floor(value)).length;
  const step = Math.max(1000, 10 ** (digits - 3));
  return Math.round(value / step) * step;
}

/** The measured error quantiles of a band (in units of the estimate's log error). */
export interface BandCalibration {
  zLow: number;
  zHigh: number;
}

export const DEFAULT_CALIBRATION: BandCalibration = {
  zLow: -ESTIMATE_RULES.defaultZ,
  zHigh: ESTIMATE_RULES.defaultZ,
};

export interface SalesEstimate {
  price: number;
  low: number;
  high: number;
  band: EstimateBand;
  sd: number;
  anchorWeight: number;
}

/** The published estimate: rounded point, range from the band's calibration, band. */
export function salesEstimate(
  blend: Blend,
  calibration: (band: EstimateBand) => BandCalibration = () => DEFAULT_CALIBRATION,
): SalesEstimate {
  const band = estimateBand(blend.sd);
  const cal = calibration(band);
  const point = Math.exp(blend.log);
  return {
    price: roundEstimate(point),
    low: roundEstimate(point * Math.exp(cal.zLow * blend.sd)),
    high: roundEstimate(point * Math.exp(cal.zHigh * blend.sd)),
    band,
    sd: blend.sd,
    anchorWeight: blend.anchorWeight,
  };
}
