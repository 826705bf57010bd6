import { median } from './percentile.ts';

/**
 * How much the property's own last sale (the anchor, brought forward by the best index) is
 * trusted, by its age (docs/methodology.md "Estimated price", "The anchor's weight by its
 * age"). The anchor's log error variance grows linearly with the years since the sale:
 *
 *   var(years) = baseVar + varPerYear x years
 *
 * (the form of a repeat sale's noise, Case and Shiller). Each database's curve is measured by
 * its own backtest (`measureAnchorErrorByAge` by age band, `fitDatabaseAnchorCurve` across the
 * bands: never flatter than DEFAULT_ANCHOR_CURVE, shrunk toward it by the sales measured) and
 * stored in `estimate_error_scales`; the default applies until then. Blended by inverse
 * variance with the comparables, the anchor's share of the estimate therefore falls smoothly
 * with its age (`anchorWeight`): an indexed sale of last year carries an estimate, one of
 * 13 years ago only helps.
 */

/** An anchor variance curve: var(years) = baseVar + varPerYear x years. */
export interface AnchorCurve {
  baseVar: number;
  varPerYear: number;
}

/**
 * The curve a database's anchor starts from and is never trusted beyond per year of age: the
 * repeat-sale noise of the local index (LOCAL_INDEX_RULES: a 10% error at once, 0.004 of
 * variance a year), which is also the curve of DERIVE_VERSION 5 before its per-database
 * scales. Used as it is until a backtest has measured the database.
 */
export const DEFAULT_ANCHOR_CURVE: AnchorCurve = { baseVar: 0.01, varPerYear: 0.004 };

/** Lower bounds (years) of the age bands the error is measured by; the last is open. */
export const ANCHOR_AGE_BANDS = [0, 1, 2, 3, 5, 7, 10, 15] as const;

/** The smallest variance a fit may give a band (a 5% log error). */
const MIN_VAR = 0.0025;

/** The anchor's log error variance after `years` (negative: 0). */
export function anchorVariance(years: number, params: AnchorCurve = DEFAULT_ANCHOR_CURVE): number {
  return params.baseVar + params.varPerYear * Math.max(0, years);
}

/** The anchor's log error (standard deviation) after `months` months. */
export function anchorSdOfMonths(
  months: number,
  curve: AnchorCurve = DEFAULT_ANCHOR_CURVE,
): number {
  return Math.sqrt(anchorVariance(months / 12, curve));
}

/**
 * The anchor's share of the estimate after `years` beside comparables of log error `compsSd`
 * with this curve (the inverse-variance blend's weight): in (0, 1), 1 without comparables; falls with age.
 */
export function anchorWeight(
  years: number,
  compsSd: number | null,
  curve: AnchorCurve = DEFAULT_ANCHOR_CURVE,
): number {
  if (compsSd === null || !(compsSd > 0)) return 1;
  const wa = 1 / anchorVariance(years, curve);
  return wa / (wa + 1 / compsSd ** 2);
}

/** The band label of an age in years ('0-1', ..., '15+'). */
export function anchorAgeBand(years: number): string {
  const bands = ANCHOR_AGE_BANDS;
  for (let i = bands.length - 1; i >= 0; i--) {
    const lo = bands[i] as number;
    if (years >= lo) return i === bands.length - 1 ? `${lo}+` : `${lo}-${bands[i + 1]}`;
  }
  return `0-${bands[1]}`;
}

/** A held-out sale with an earlier sale: its price, its two parts' log values, the age. */
export interface AnchoredSale {
  price: number;
  anchorLog: number;
  /** The comparables' log value, when they valued it. */
  compsLog: number | null;
  /** Months from the last sale to the valuation month. */
  months: number;
}

export interface AgeBandError {
  band: string;
  sales: number;
  /** The mean age of its sales (years). */
  meanYears: number;
  /** Median absolute percentage error of the indexed last sale. */
  anchorMdape: number;
  /** Robust variance of its log error: (median |log error| / 0.6745)^2. */
  anchorVar: number;
  /** The same for the comparables, on the band's sales they valued. */
  compsSales: number;
  compsMdape: number | null;
  compsVar: number | null;
  /** The anchor's inverse-variance share beside the comparables as measured in the band. */
  measuredWeight: number | null;
}

const robustVar = (errors: readonly number[]) =>
  ((median(errors.map(Math.abs)) as number) / 0.6745) ** 2;
const mdape = (errors: readonly number[]) =>
  median(errors.map((e) => Math.abs(Math.exp(-e) - 1))) as number;

/**
 * The error of the indexed last sale, and of the comparables on the same sales, by age band
 * (ANCHOR_AGE_BANDS). Errors on the log scale, log(price / value); the variance is the robust
 * one (a few refurbished or distressed resales would dominate a plain one). Bands without
 * sales are left out.
 */
export function measureAnchorErrorByAge(sales: readonly AnchoredSale[]): AgeBandError[] {
  const byBand = new Map<string, AnchoredSale[]>();
  for (const s of sales) {
    if (!(s.price > 0)) continue;
    const band = anchorAgeBand(s.months / 12);
    byBand.set(band, [...(byBand.get(band) ?? []), s]);
  }
  const out: AgeBandError[] = [];
  for (const lo of ANCHOR_AGE_BANDS) {
    const band = anchorAgeBand(lo);
    const rows = byBand.get(band);
    if (!rows?.length) continue;
    const a = rows.map((r) => Math.log(r.price) - r.anchorLog);
    const c = rows.filter((r) => r.compsLog !== null).map((r) => Math.log(r.price) - r.compsLog!);
    const anchorVar = robustVar(a);
    const compsVar = c.length ? robustVar(c) : null;
    out.push({
      band,
      sales: rows.length,
      meanYears: rows.reduce((sum, r) => sum + r.months / 12, 0) / rows.length,
      anchorMdape: mdape(a),
      anchorVar,
      compsSales: c.length,
      compsMdape: c.length ? mdape(c) : null,
      compsVar,
      measuredWeight: compsVar === null ? null : 1 / anchorVar / (1 / anchorVar + 1 / compsVar),
    });
  }
  return out;
}

/**
 * The linear variance curve through the bands' measured variances: weighted least squares of
 * var = baseVar + varPerYear x meanYears, each band weighted by sales / var^2 (the sampling
 * variance of a variance is about 2 var^2 / n). Constrained so the curve never falls with age
 * (varPerYear >= 0) and never claims less than a 5% error at once (baseVar >= 0.0025).
 * Null with fewer than 2 bands or 30 sales.
 */
export function fitAnchorVariance(
  bands: readonly Pick<AgeBandError, 'sales' | 'meanYears' | 'anchorVar'>[],
): { baseVar: number; varPerYear: number; sales: number } | null {
  const used = bands.filter((b) => b.sales > 0 && b.anchorVar > 0);
  const sales = used.reduce((s, b) => s + b.sales, 0);
  if (used.length < 2 || sales < 30) return null;
  let sw = 0;
  let swx = 0;
  let swy = 0;
  let swxx = 0;
  let swxy = 0;
  for (const b of used) {
    const w = b.sales / b.anchorVar ** 2;
    sw += w;
    swx += w * b.meanYears;
    swy += w * b.anchorVar;
    swxx += w * b.meanYears ** 2;
    swxy += w * b.meanYears * b.anchorVar;
  }
  const det = sw * swxx - swx * swx;
  let slope = det > 0 ? (sw * swxy - swx * swy) / det : 0;
  let base = (swy - slope * swx) / sw;
  if (slope < 0) {
    slope = 0;
    base = swy / sw;
  }
  if (base < MIN_VAR) {
    // Pinned at the floor: the slope of the line through it.
    base = MIN_VAR;
    slope = Math.max(0, (swxy - base * swx) / swxx);
  }
  return { baseVar: base, varPerYear: slope, sales };
}

/**
 * How many held-out sales with an earlier sale a database's own measurement counts as much as
 * the default curve: its fit is shrunk toward the default by n / (n + ANCHOR_CURVE_SHRINK).
 */
export const ANCHOR_CURVE_SHRINK = 5000;

export interface DatabaseAnchorCurve extends AnchorCurve {
  /** Held-out sales with an earlier sale it was measured on. */
  sales: number;
  /** The fit before shrinking (null: no sales). */
  fitted: AnchorCurve | null;
  /** The fit's share, n / (n + shrink). */
  shrink: number;
}

/**
 * The anchor variance curve of one database, from its backtest's own age bands
 * (`measureAnchorErrorByAge`): the weighted least squares line of the bands' robust variances
 * on their mean age (each band weighted by sales / var^2), constrained so that
 * - the slope is at least the default curve's: an old sale is never trusted more, per year of
 *   age, than the index's repeat-sale noise says (a history that follows the index exactly, as
 *   the demo's invented one does, must not let a sale of 13 years ago carry the estimate);
 * - the level is at least 0.0025 (a 5% error at once);
 * then shrunk toward the default curve by n / (n + shrink), n the sales measured, so a
 * database of few repeat sales keeps the default. No sales: the default.
 */
export function fitDatabaseAnchorCurve(
  bands: readonly Pick<AgeBandError, 'sales' | 'meanYears' | 'anchorVar'>[],
  options: { defaultCurve?: AnchorCurve; shrink?: number; iterations?: number } = {},
): DatabaseAnchorCurve {
  const def = options.defaultCurve ?? DEFAULT_ANCHOR_CURVE;
  const shrinkN = options.shrink ?? ANCHOR_CURVE_SHRINK;
  const used = bands.filter((b) => b.sales > 0 && b.anchorVar > 0 && Number.isFinite(b.anchorVar));
  const sales = used.reduce((s, b) => s + b.sales, 0);
  if (sales === 0) return { ...def, sales: 0, fitted: null, shrink: 0 };
  /** The constrained weighted least squares line with these band variances' weights. */
  const line = (varOf: (b: (typeof used)[number]) => number) => {
    let sw = 0;
    let swx = 0;
    let swy = 0;
    let swxx = 0;
    let swxy = 0;
    for (const b of used) {
      const w = b.sales / varOf(b) ** 2;
      sw += w;
      swx += w * b.meanYears;
      swy += w * b.anchorVar;
      swxx += w * b.meanYears ** 2;
      swxy += w * b.meanYears * b.anchorVar;
    }
    const det = sw * swxx - swx * swx;
    let slope = used.length >= 2 && det > 1e-12 * sw * swxx ? (sw * swxy - swx * swy) / det : 0;
    if (!(slope >= def.varPerYear)) slope = def.varPerYear;
    // The level of the line of that slope closest to the bands (weighted).
    let level = (swy - slope * swx) / sw;
    if (level < MIN_VAR) {
      level = MIN_VAR;
      slope = swxx > 0 ? Math.max(def.varPerYear, (swxy - level * swx) / swxx) : def.varPerYear;
    }
    return { baseVar: level, varPerYear: slope };
  };
  // Weights: a band's variance measured on n sales has a sampling variance of about
  // 2 var^2 / n, var the band's true variance. Weighing by the measured variance favours the
  // bands that happened to measure low (and pulls the line down), so the weights are the
  // fitted line's variances, refitted until they settle (iteratively reweighted).
  let fitted = line((b) => b.anchorVar);
  for (let i = 0; i < (options.iterations ?? 20); i++) {
    const f = fitted;
    fitted = line((b) => anchorVariance(b.meanYears, f));
  }
  const k = sales / (sales + shrinkN);
  return {
    baseVar: def.baseVar + k * (fitted.baseVar - def.baseVar),
    varPerYear: def.varPerYear + k * (fitted.varPerYear - def.varPerYear),
    sales,
    fitted,
    shrink: k,
  };
}

/**
 * The parts `estimate_error_scales` stores a database's anchor curve as (its table's CHECK
 * allows the part names of DERIVE_VERSION 5's three age classes; no migration): the level as
 * 'anchor-recent' and the slope as 'anchor-old', each a ratio to the default curve's. The
 * fifth name, 'anchor-mid', is never written any more: a table holding it holds DERIVE_VERSION
 * 5's scales, which are not a curve (`anchorCurveFromScales` is then given none).
 */
export const ANCHOR_CURVE_PARTS = { level: 'anchor-recent', slope: 'anchor-old' } as const;

/** The part only DERIVE_VERSION 5's scales held (its rows are not a curve). */
export const LEGACY_ANCHOR_PART = 'anchor-mid';

/** A curve as the two stored ratios to the default. */
export function anchorCurveToScales(curve: AnchorCurve): { level: number; slope: number } {
  return {
    level: curve.baseVar / DEFAULT_ANCHOR_CURVE.baseVar,
    slope: curve.varPerYear / DEFAULT_ANCHOR_CURVE.varPerYear,
  };
}

/**
 * The curve of two stored ratios (1 where absent or not a positive number), held to the
 * constraints of the fit: a slope never below the default's, a level never below 0.0025.
 */
export function anchorCurveFromScales(scales: {
  level?: number | null;
  slope?: number | null;
}): AnchorCurve {
  const ratio = (v: number | null | undefined) =>
    typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 1;
  return {
    baseVar: Math.max(MIN_VAR, DEFAULT_ANCHOR_CURVE.baseVar * ratio(scales.level)),
    varPerYear: DEFAULT_ANCHOR_CURVE.varPerYear * Math.max(1, ratio(scales.slope)),
  };
}
