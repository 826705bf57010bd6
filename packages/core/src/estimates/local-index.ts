/**
 * The local price index (docs/methodology.md "Local price index"): a repeat-sales index of the
 * Price Paid sales held, monthly, by postcode district and property type group, smoothed and
 * shrunk towards its parent (district -> postcode area -> the official UK HPI of the area's
 * region or country, or a flat line when none is held).
 *
 * A repeat-sales pair (the same property sold in month i, then again in month j) says that
 * log(p_j / p_i) = x_j - x_i + noise, x being the log index (Bailey, Muth and Nourse). The
 * noise grows with the time between the sales (Case and Shiller):
 * var = PAIR_SD_BASE^2 + PAIR_VAR_PER_YEAR x years. A series is solved as the deviation d
 * from its parent's log index (x = parent + d, d = 0 in the first month) that minimises
 *   sum over pairs (r - (parent_j - parent_i) - (d_j - d_i))^2 / var
 *   + sum_t (d_t - d_{t-1})^2 / LEVEL_SD^2 + sum_t (d_t - 2 d_{t-1} + d_{t-2})^2 / TREND_SD^2,
 * so a district with few pairs follows its area, an area with few pairs follows the official
 * index, and every series is smooth. The pipeline aggregates pairs into cells (same first and
 * second month) in SQL and calls `solveLocalIndex` for each series.
 */
export const LOCAL_INDEX_RULES = {
  /** Pairs held for less than this many months are left out (refurbishments, flips). */
  minHoldingMonths: 6,
  /** Pairs whose log price change exceeds this per year held (at least one year) are left out. */
  maxLogChangePerYear: 0.3,
  /** Noise of a pair sold again at once, and its growth per year between the sales. */
  pairSdBase: 0.1,
  pairVarPerYear: 0.004,
  /** Month-to-month change of a series' deviation from its parent. */
  levelSd: 0.02,
  /** Month-to-month change of the deviation's slope (the smoothing). */
  trendSd: 0.004,
  /** At most this many months before the valuation month are indexed. */
  maxMonths: 300,
} as const;

/** Pairs with the same first and second month (period numbers 0..months-1). */
export interface PairCell {
  from: number;
  to: number;
  /** Number of pairs. */
  n: number;
  /** Sum of their log price ratios log(p_to / p_from). */
  sumLog: number;
}

/** The variance of a repeat sale's log ratio after `months` months. */
export function pairVariance(months: number): number {
  const r = LOCAL_INDEX_RULES;
  return r.pairSdBase ** 2 + (r.pairVarPerYear * Math.max(0, months)) / 12;
}

/**
 * Solves one series: `prior` is the parent's log index by period (length = months), the result
 * the series' log index (equal to the parent in period 0).
 */
export function solveLocalIndex(prior: readonly number[], cells: readonly PairCell[]): number[] {
  const months = prior.length;
  const size = months - 1;
  // Without pairs the series is its parent (the solution of the system below is d = 0).
  if (size <= 0 || cells.every((c) => c.n <= 0)) return [...prior];
  const p = (t: number) => prior[t] as number;
  // Normal equations A d = b over d_1..d_{months-1} (d_0 = 0), A symmetric positive definite.
  const a = new Float64Array(size * size);
  const b = new Float64Array(size);
  const add = (terms: readonly [number, number][], target: number, weight: number) => {
    for (const [ti, ci] of terms) {
      if (ti === 0) continue;
      b[ti - 1] = (b[ti - 1] as number) + weight * ci * target;
      for (const [tj, cj] of terms) {
        if (tj === 0) continue;
        const k = (ti - 1) * size + (tj - 1);
        a[k] = (a[k] as number) + weight * ci * cj;
      }
    }
  };
  const rules = LOCAL_INDEX_RULES;
  for (let t = 1; t < months; t++) {
    add(
      [
        [t, 1],
        [t - 1, -1],
      ],
      0,
      1 / rules.levelSd ** 2,
    );
    if (t >= 2) {
      add(
        [
          [t, 1],
          [t - 1, -2],
          [t - 2, 1],
        ],
        0,
        1 / rules.trendSd ** 2,
      );
    }
  }
  for (const c of cells) {
    if (c.n <= 0 || c.to <= c.from || c.from < 0 || c.to >= months) continue;
    const target = c.sumLog / c.n - (p(c.to) - p(c.from));
    add(
      [
        [c.to, 1],
        [c.from, -1],
      ],
      target,
      c.n / pairVariance(c.to - c.from),
    );
  }
  const d = choleskySolve(a, b, size);
  return prior.map((x, t) => x + (t === 0 ? 0 : (d[t - 1] as number)));
}

/** Solves A x = b for a symmetric positive definite A (row-major, n x n). */
export function choleskySolve(a: Float64Array, b: Float64Array, n: number): Float64Array {
  const l = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = a[i * n + j] as number;
      for (let k = 0; k < j; k++) sum -= (l[i * n + k] as number) * (l[j * n + k] as number);
      if (i === j) l[i * n + i] = Math.sqrt(Math.max(sum, 1e-12));
      else l[i * n + j] = sum / (l[j * n + j] as number);
    }
  }
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let sum = b[i] as number;
    for (let k = 0; k < i; k++) sum -= (l[i * n + k] as number) * (y[k] as number);
    y[i] = sum / (l[i * n + i] as number);
  }
  const x = new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    let sum = y[i] as number;
    for (let k = i + 1; k < n; k++) sum -= (l[k * n + i] as number) * (x[k] as number);
    x[i] = sum / (l[i * n + i] as number);
  }
  return x;
}

/**
 * A prior from an official index by period (null where the month is not held): its log,
 * carried forward over gaps (and back before its first month); all zeros when none is held.
 */
export function priorFromOfficial(values: readonly (number | null)[]): number[] {
  const logs = values.map((v) => (v !== null && v > 0 ? Math.log(v) : null));
  const first = logs.find((v) => v !== null) ?? 0;
  let last = first;
  return logs.map((v) => {
    if (v !== null) last = v;
    return last;
  });
}
