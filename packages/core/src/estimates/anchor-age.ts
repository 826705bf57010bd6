import { median } from './percentile.ts';

/**
 * How much the property's own last sale (the anchor, brought forward by the best index) is
 * trusted, by its age (docs/methodology.md "Estimated price", "The anchor's weight by its
 * age"). The anchor's log error variance grows linearly with the years since the sale:
 *
 *   var(years) = ANCHOR_ERROR.baseVar + ANCHOR_ERROR.varPerYear x years
 *
 * (the form of a repeat sale's noise, Case and Shiller), with both parameters measured on the
 * real Price Paid sets' backtests (`measureAnchorErrorByAge` by age band, `fitAnchorVariance`
 * across the bands; the figures and the command in the methodology). Blended by inverse
 * variance with the comparables, the anchor's share of the estimate therefore falls smoothly
 * with its age (`anchorWeight`): an indexed sale of last year carries an estimate, one of
 * 13 years ago only helps.
 */
export const ANCHOR_ERROR = {
  /**
   * Variance (log) of a last sale valued at once (a 13% error): refurbishments, flips,
   * distressed sales, and the index's own error.
   */
  baseVar: 0.017,
  /** Added variance per year since the sale: the home and its index drift apart. */
  varPerYear: 0.00139,
} as const;

/** Lower bounds (years) of the age bands the error is measured by; the last is open. */
export const ANCHOR_AGE_BANDS = [0, 1, 2, 3, 5, 7, 10, 15] as const;

/** The smallest variance a fit may give a band (a 5% log error). */
const MIN_VAR = 0.0025;

/** The anchor's log error variance after `years` (negative: 0). */
export function anchorVariance(
  years: number,
  params: { baseVar: number; varPerYear: number } = ANCHOR_ERROR,
): number {
  return params.baseVar + params.varPerYear * Math.max(0, years);
}

/** The anchor's log error (standard deviation) after `months` months. */
export function anchorSdOfMonths(months: number): number {
  return Math.sqrt(anchorVariance(months / 12));
}

/**
 * The anchor's share of the estimate after `years` beside comparables of log error `compsSd`
 * (the inverse-variance blend's weight): in (0, 1), 1 without comparables; falls with age.
 */
export function anchorWeight(years: number, compsSd: number | null): number {
  if (compsSd === null || !(compsSd > 0)) return 1;
  const wa = 1 / anchorVariance(years);
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
