import type { ANCHOR_CURVE_PARTS } from './anchor-age.ts';
import { anchorSdOfMonths, type AnchorCurve } from './anchor-age.ts';

/**
 * The sales estimate of a property (docs/methodology.md "Estimated price"), written once: the
 * derive step's SQL (packages/engine/src/derive/estimates.ts) computes the same figures for every
 * listing at once and the tests hold it to these functions.
 *
 * Two measurements of the property's value, each on the log scale with its error:
 * - the anchor: the property's own last sale brought to the valuation month by the best index
 *   held; its error grows with the sale's age, as the database's backtest measured it
 *   (`anchor-age.ts`);
 * - the comparables: time-adjusted sales of the same type, from the widest evidence (sector or
 *   radius, same type and bedrooms), each sale weighted by recency and its log price
 *   normalised for its segment (new build, atypical tenure: `segmentEffects`), plus the
 *   subject's location effect (the mean residual of the sales of its street, then postcode,
 *   then building against their sector and type, each shrunk towards its parent:
 *   `locationEffect`) and its own segment's effect; its error is the spread of the residuals
 *   at the finest level holding at least 3 sales, else of the wide evidence.
 * They are blended by inverse variance; the point is rounded to 3 significant figures (at
 * least £1,000 steps); the range is the point times the measured error quantiles of estimates
 * of the same confidence band (the backtest's calibration), so that it holds the price
 * achieved as often as it claims.
 */
export const ESTIMATE_RULES = {
  /** A comparable's weight halves with every this many years since its sale. */
  recencyHalfLifeYears: 3,
  /**
   * Location effects (empirical Bayes): a street's mean residual counts as if from this many
   * more sales at its parent's effect (0); a postcode's against the street's; a building's
   * against the postcode's.
   */
  streetShrink: 1,
  postcodeShrink: 1,
  buildingShrink: 1,
  /** A segment's (new build, atypical tenure) effect, likewise against 0. */
  segmentShrink: 20,
  /** A spread is measured from at least this many comparables (effective count). */
  spreadFrom: 3,
  /** A location cell's spread is pooled with the wide evidence's, counted as this many sales. */
  spreadPool: 5,
  /** The smallest log spread assumed for comparables (identical prices are luck). */
  minSpread: 0.06,
  /**
   * Confidence bands by the estimate's log error (standard deviation). The High band's limit
   * is measured by the backtest where it can be (`fitHighLimit`): the largest error below
   * which the held-out estimates reached highBandPe10 with 90% confidence; else this default, the error of a
   * normal estimate whose PE10 is 76%.
   */
  highBelowSd: 0.085,
  highBandPe10: 0.75,
  /**
   * The High band's PE10 must be reached with confidence: its one-sided lower bound, this
   * many standard errors below the share measured (90%), at least highBandPe10.
   */
  highBandConfidenceZ: 1.2816,
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
  /** Effective counts of the wide, street, postcode and building evidence. */
  nWide: number;
  nStreet: number;
  nPostcode: number;
  nBuilding: number;
  /** The location effect added to the wide evidence (log). */
  location: number;
}

/**
 * The location cells of a subject: weighted sums of the comparables' location residuals
 * (each sale's log value less the mean of its own postcode sector and type, see
 * `locationResidual`), from the coarsest to the finest: the same street (postcode district +
 * street, every type), the same postcode (every type), the same building (flats: same PAON
 * and street in the postcode; houses: same postcode and type).
 */
export interface LocationCells {
  street: CompCell | null;
  postcode: CompCell | null;
  building: CompCell | null;
}

/**
 * The location effect (log) of a subject: each level's mean residual shrunk towards its
 * parent's effect in proportion n / (n + shrink) (empirical Bayes), from the street down to
 * the building; 0 without any location evidence.
 */
export function locationEffect(cells: LocationCells): number {
  const r = ESTIMATE_RULES;
  let effect = 0;
  for (const [cell, shrink] of [
    [cells.street, r.streetShrink],
    [cells.postcode, r.postcodeShrink],
    [cells.building, r.buildingShrink],
  ] as const) {
    const n = cell && cell.sw > 0 ? effective(cell) : 0;
    if (cell && n > 0) effect += (n / (n + shrink)) * (mean(cell) - effect);
  }
  return effect;
}

/**
 * The comparables' log value: the wide evidence's weighted mean (of segment-normalised log
 * prices, see `segmentEffects`) plus the subject's location effect (`locationEffect`) plus its
 * segment's effect (new build, atypical tenure). Its error: the spread of the finest location
 * level with at least `spreadFrom` sales (of residuals), else of the wide evidence. Null
 * without wide evidence.
 */
export function compsEstimate(
  wide: CompCell | null,
  cells: LocationCells = { street: null, postcode: null, building: null },
  segmentEffect = 0,
): CompsEstimate | null {
  if (!wide || wide.sw <= 0) return null;
  const r = ESTIMATE_RULES;
  const n = (c: CompCell | null) => (c && c.sw > 0 ? effective(c) : 0);
  const nW = effective(wide);
  const location = locationEffect(cells);
  const finest = [cells.building, cells.postcode, cells.street].find(
    (c) => c && n(c) >= r.spreadFrom,
  );
  // A small cell's spread is itself noisy: pooled with the wide evidence's, which counts as
  // spreadPool sales (empirical Bayes on the variance).
  const sWide = spread(wide);
  const [s, count] = finest
    ? [
        Math.sqrt(
          (n(finest) * spread(finest) ** 2 + r.spreadPool * sWide ** 2) /
            (n(finest) + r.spreadPool),
        ),
        n(finest),
      ]
    : [sWide, nW];
  const sd = Math.max(s, r.minSpread) * Math.sqrt(1 + 1 / Math.max(count, 1));
  return {
    log: mean(wide) + location + segmentEffect,
    sd,
    nWide: nW,
    nStreet: n(cells.street),
    nPostcode: n(cells.postcode),
    nBuilding: n(cells.building),
    location,
  };
}

/**
 * The form of a property's address within its type, from its PAON (Price Paid's primary
 * addressable object, the house number or building name): 'C' for a flat in a numbered
 * building (a house converted into flats, a flat over a shop) rather than in a named block,
 * 'M' for a house known by a name rather than a number; '' otherwise or when unknown.
 */
export function addressForm(paon: string | null | undefined, ptype: string): '' | 'C' | 'M' {
  const p = (paon ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  if (p === '') return '';
  if (ptype === 'F') return /^[0-9]/.test(p) ? 'C' : '';
  return /[0-9]/.test(p) ? '' : 'M';
}

/**
 * A sale's market segment within its type: a new build, a tenure atypical of its type (a
 * leasehold house, a freehold flat) and the form of its address (`addressForm`) price apart
 * from the rest of their type. The base segment of each type is 'N' (established, usual
 * tenure, a flat in a named block or a numbered house).
 */
export function segmentOf(
  newBuild: boolean,
  leasehold: boolean | null,
  ptype: string,
  paon: string | null = null,
): string {
  const atypical = leasehold !== null && (ptype === 'F' ? !leasehold : leasehold);
  return `${newBuild ? 'Y' : 'N'}${atypical ? 'A' : ''}${addressForm(paon, ptype)}`;
}

/**
 * The segments' effects (log) within each type, measured on the comparables: the weighted mean
 * of each segment's residual against its sector and type, shrunk to 0 by
 * n / (n + segmentShrink), less the base segment's ('N') of the same type. Keys 'type|segment'.
 */
export function segmentEffects(
  sales: readonly { ptype: string; segment: string; residual: number; w: number }[],
): Map<string, number> {
  const sums = new Map<string, { sw: number; swr: number }>();
  for (const s of sales) {
    const key = `${s.ptype}|${s.segment}`;
    const c = sums.get(key) ?? { sw: 0, swr: 0 };
    c.sw += s.w;
    c.swr += s.w * s.residual;
    sums.set(key, c);
  }
  const raw = new Map<string, number>();
  for (const [key, c] of sums) raw.set(key, c.swr / (c.sw + ESTIMATE_RULES.segmentShrink));
  const out = new Map<string, number>();
  for (const [key, v] of raw) out.set(key, v - (raw.get(`${key.split('|')[0]}|N`) ?? 0));
  return out;
}

/**
 * The log error of a last sale brought forward over `months` months: its variance grows
 * linearly with the years since the sale (`anchor-age.ts`: the database's measured curve, by
 * default DEFAULT_ANCHOR_CURVE), so the anchor's weight in the blend falls with its age.
 */
export function anchorSd(months: number, curve?: AnchorCurve): number {
  return anchorSdOfMonths(months, curve);
}

/**
 * The parts the backtest measures per database (`estimate_error_scales`): the comparables'
 * error scale, and the anchor's variance curve as its level and slope, each a ratio to the
 * default curve (`fitDatabaseAnchorCurve`, `anchorCurveFromScales`: never flatter than the
 * default, so an invented or short history cannot make an old sale carry estimates).
 */
export type ErrorPart = 'comps' | (typeof ANCHOR_CURVE_PARTS)[keyof typeof ANCHOR_CURVE_PARTS];

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

/**
 * The confidence band of an estimate's log error. `highBelow`: the High band's limit as the
 * backtest measured it (`fitHighLimit`), else the rule's.
 */
export function estimateBand(
  sd: number,
  highBelow: number = ESTIMATE_RULES.highBelowSd,
): EstimateBand {
  if (sd < Math.min(highBelow, ESTIMATE_RULES.lowFromSd)) return 'High';
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
