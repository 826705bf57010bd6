import { median } from '@yardstick/core/estimates/percentile';
import { ESTIMATE_RULES, type EstimateBand } from '@yardstick/core/estimates/sales-estimate';

/**
 * The figures of `npm run data -- evaluate` (evaluate-command.ts): every set's held-out sales
 * as its backtest reported them, per set and pooled, and the paired bootstrap of the
 * difference between two runs (docs/methodology.md, "The evaluation protocol").
 *
 * Pure: the command runs the backtests; this module only counts.
 */

/** One held-out sale as the evaluation keeps it (the backtest's figures it needs). */
export interface EvaluatedSale {
  tid: string;
  price: number;
  /** The estimate's point (null: not valued). */
  estimate: number | null;
  /** The HPI-indexed last sale (null: no earlier sale). */
  baseline: number | null;
  band: EstimateBand | null;
  /** Whether the range held the price (null: no range). */
  inRange: boolean | null;
}

export interface EvaluatedSet {
  name: string;
  from: string;
  to: string;
  sales: EvaluatedSale[];
}

/** What `evaluate --json` writes (and `--compare` reads back). */
export interface EvaluationRun {
  deriveVersion: number;
  /** When it ran (ISO). */
  at: string;
  sets: EvaluatedSet[];
}

export interface Figures {
  sales: number;
  valued: number;
  pe5: number | null;
  pe10: number | null;
  pe20: number | null;
  mdape: number | null;
}

export interface BandFigures {
  band: EstimateBand;
  valued: number;
  /** Share of the band's ranges that held the price, against `claim`. */
  inRange: number | null;
  claim: number;
  pe10: number | null;
  /** The PE10 the band claims (the High band only). */
  pe10Claim: number | null;
}

export interface SetFigures {
  name: string;
  estimate: Figures;
  /** The HPI-indexed last sale on the sales it can value. */
  baseline: Figures;
  /** The estimate and the indexed last sale on the sales both value. */
  bothEstimate: Figures;
  bothBaseline: Figures;
  /** Share of all ranges that held the price. */
  inRange: number | null;
  bands: BandFigures[];
}

const errorOf = (price: number, value: number) => Math.abs(value - price) / price;

/** PE5/PE10/PE20 and MdAPE of these values against the prices achieved. */
export function figuresOf(rows: readonly { price: number; value: number | null }[]): Figures {
  const errors = rows
    .filter((r) => r.value !== null && r.price > 0)
    .map((r) => errorOf(r.price, r.value as number));
  const share = (limit: number) =>
    errors.length ? errors.filter((e) => e <= limit).length / errors.length : null;
  return {
    sales: rows.length,
    valued: errors.length,
    pe5: share(0.05),
    pe10: share(0.1),
    pe20: share(0.2),
    mdape: errors.length ? (median(errors) as number) : null,
  };
}

const BANDS: readonly EstimateBand[] = ['High', 'Medium', 'Low'];

export function setFigures(name: string, sales: readonly EvaluatedSale[]): SetFigures {
  const both = sales.filter((s) => s.estimate !== null && s.baseline !== null);
  const judged = sales.filter((s) => s.inRange !== null);
  const held = (rows: readonly EvaluatedSale[]) =>
    rows.length ? rows.filter((s) => s.inRange).length / rows.length : null;
  return {
    name,
    estimate: figuresOf(sales.map((s) => ({ price: s.price, value: s.estimate }))),
    baseline: figuresOf(sales.map((s) => ({ price: s.price, value: s.baseline }))),
    bothEstimate: figuresOf(both.map((s) => ({ price: s.price, value: s.estimate }))),
    bothBaseline: figuresOf(both.map((s) => ({ price: s.price, value: s.baseline }))),
    inRange: held(judged),
    bands: BANDS.map((band) => {
      const inBand = sales.filter((s) => s.band === band && s.estimate !== null);
      return {
        band,
        valued: inBand.length,
        inRange: held(inBand.filter((s) => s.inRange !== null)),
        claim: ESTIMATE_RULES.rangeClaim,
        pe10: figuresOf(inBand.map((s) => ({ price: s.price, value: s.estimate }))).pe10,
        pe10Claim: band === 'High' ? ESTIMATE_RULES.highBandPe10 : null,
      };
    }),
  };
}

/** Every set's figures, then the pooled ones ('pooled': all the sets' sales together). */
export function evaluationFigures(run: EvaluationRun): SetFigures[] {
  const out = run.sets.map((s) => setFigures(s.name, s.sales));
  if (run.sets.length > 1) {
    out.push(
      setFigures(
        'pooled',
        run.sets.flatMap((s) => s.sales),
      ),
    );
  }
  return out;
}

/** A seeded generator (mulberry32): the bootstrap is the same on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const BOOTSTRAP_RESAMPLES = 2000;
export const BOOTSTRAP_SEED = 20260101;

export interface Interval {
  /** The difference measured (after - before), in proportion (0.01 = 1 point). */
  diff: number;
  low: number;
  high: number;
}

export interface PairedComparison {
  name: string;
  /** Sales both runs valued (the pairs). */
  pairs: number;
  pe10: Interval;
  mdape: Interval;
  pe5: Interval;
  pe20: Interval;
}

interface Pair {
  /** The two runs' absolute errors of one sale. */
  before: number;
  after: number;
}

function statistics(pairs: readonly Pair[], pick: (p: Pair) => number) {
  const errors = pairs.map(pick);
  const share = (limit: number) => errors.filter((e) => e <= limit).length / errors.length;
  return {
    pe5: share(0.05),
    pe10: share(0.1),
    pe20: share(0.2),
    mdape: median(errors) as number,
  };
}

/**
 * The paired bootstrap of the difference between two runs on the sales both valued: the
 * sales resampled with replacement within each set (the pooled figure resamples every set
 * by its own size), the same resample for both runs; the 2.5th and 97.5th percentiles of
 * the differences (`BOOTSTRAP_RESAMPLES` resamples, seed `BOOTSTRAP_SEED`).
 */
export function pairedBootstrap(
  before: EvaluationRun,
  after: EvaluationRun,
  resamples = BOOTSTRAP_RESAMPLES,
  seed = BOOTSTRAP_SEED,
): PairedComparison[] {
  const strata: { name: string; pairs: Pair[] }[] = [];
  for (const set of after.sets) {
    const old = before.sets.find((s) => s.name === set.name);
    if (!old) continue;
    const previous = new Map(old.sales.map((s) => [s.tid, s]));
    const pairs: Pair[] = [];
    for (const sale of set.sales) {
      const was = previous.get(sale.tid);
      if (!was || sale.estimate === null || was.estimate === null || !(sale.price > 0)) continue;
      pairs.push({
        before: errorOf(sale.price, was.estimate),
        after: errorOf(sale.price, sale.estimate),
      });
    }
    if (pairs.length > 0) strata.push({ name: set.name, pairs });
  }
  const random = seededRandom(seed);
  const compare = (name: string, groups: readonly Pair[][]): PairedComparison => {
    const all = groups.flat();
    const keys = ['pe5', 'pe10', 'pe20', 'mdape'] as const;
    const measured = (sample: readonly Pair[]) => {
      const a = statistics(sample, (p) => p.after);
      const b = statistics(sample, (p) => p.before);
      return Object.fromEntries(keys.map((k) => [k, a[k] - b[k]])) as Record<
        (typeof keys)[number],
        number
      >;
    };
    const point = measured(all);
    const draws: Record<(typeof keys)[number], number[]> = {
      pe5: [],
      pe10: [],
      pe20: [],
      mdape: [],
    };
    for (let i = 0; i < resamples; i++) {
      const sample: Pair[] = [];
      for (const g of groups) {
        for (let j = 0; j < g.length; j++) sample.push(g[Math.floor(random() * g.length)] as Pair);
      }
      const d = measured(sample);
      for (const k of keys) draws[k].push(d[k]);
    }
    const interval = (k: (typeof keys)[number]): Interval => {
      const sorted = draws[k].sort((x, y) => x - y);
      const at = (q: number) =>
        sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))] ??
        point[k];
      return { diff: point[k], low: at(0.025), high: at(0.975) };
    };
    return {
      name,
      pairs: all.length,
      pe5: interval('pe5'),
      pe10: interval('pe10'),
      pe20: interval('pe20'),
      mdape: interval('mdape'),
    };
  };
  const out = strata.map((s) => compare(s.name, [s.pairs]));
  if (strata.length > 1)
    out.push(
      compare(
        'pooled',
        strata.map((s) => s.pairs),
      ),
    );
  return out;
}

/**
 * Whether `after` is kept under the protocol: the pooled PE10 higher and the pooled MdAPE
 * lower, each with an interval excluding zero, and no set's PE10 or MdAPE worse with an
 * interval excluding zero.
 */
export function verdict(comparison: readonly PairedComparison[]): {
  keep: boolean;
  reasons: string[];
} {
  const reasons: string[] = [];
  const pooled =
    comparison.find((c) => c.name === 'pooled') ??
    (comparison.length === 1 ? comparison[0] : undefined);
  if (!pooled) return { keep: false, reasons: ['no sales valued by both runs'] };
  if (!(pooled.pe10.low > 0)) reasons.push('pooled PE10 not higher with an interval above zero');
  if (!(pooled.mdape.high < 0)) reasons.push('pooled MdAPE not lower with an interval below zero');
  for (const c of comparison) {
    if (c.name === 'pooled') continue;
    if (c.pe10.high < 0) reasons.push(`${c.name}: PE10 worse beyond its interval`);
    if (c.mdape.low > 0) reasons.push(`${c.name}: MdAPE worse beyond its interval`);
  }
  return { keep: reasons.length === 0, reasons };
}

const pct = (v: number | null, width = 6) =>
  (v === null ? '-' : `${(v * 100).toFixed(1)}%`).padStart(width);
const pts = (v: number) => `${v >= 0 ? '+' : ''}${(v * 100).toFixed(2)}`;

/** The evaluation as a plain-text table. */
export function formatEvaluation(
  run: EvaluationRun,
  comparison?: readonly PairedComparison[],
): string {
  const figures = evaluationFigures(run);
  const lines = [
    `Evaluation: DERIVE_VERSION ${run.deriveVersion}, each set backtested in its own throwaway database`,
    '',
    '                     Estimate                                   | HPI-indexed last sale              | Sales both value: estimate / last sale',
    'set           sales  valued   PE5    PE10   PE20   MdAPE  range |  valued  PE5    PE10   PE20   MdAPE  |     n  PE10          MdAPE',
  ];
  for (const f of figures) {
    const e = f.estimate;
    const b = f.baseline;
    const window = run.sets.find((s) => s.name === f.name);
    lines.push(
      `${f.name.padEnd(12)} ${String(e.sales).padStart(6)} ${String(e.valued).padStart(7)} ${pct(e.pe5)} ${pct(e.pe10)} ${pct(e.pe20)} ${pct(e.mdape)} ${pct(f.inRange)} | ${String(b.valued).padStart(7)} ${pct(b.pe5)} ${pct(b.pe10)} ${pct(b.pe20)} ${pct(b.mdape)} | ${String(f.bothEstimate.valued).padStart(5)} ${pct(f.bothEstimate.pe10)}/${pct(f.bothBaseline.pe10)} ${pct(f.bothEstimate.mdape)}/${pct(f.bothBaseline.mdape)}` +
        (window ? `  (${window.from}..${window.to})` : ''),
    );
  }
  lines.push(
    '',
    `Confidence bands: valued, range held / claim (${pct(ESTIMATE_RULES.rangeClaim, 0)}), PE10 (High claims ${pct(ESTIMATE_RULES.highBandPe10, 0)})`,
  );
  for (const f of figures) {
    lines.push(
      `${f.name.padEnd(12)} ` +
        f.bands
          .map(
            (b) =>
              `${b.band} ${String(b.valued).padStart(5)} ${pct(b.inRange)}/${pct(b.claim, 0)} PE10 ${pct(b.pe10)}`,
          )
          .join(' | '),
    );
  }
  if (comparison) {
    lines.push(
      '',
      `Paired bootstrap against the run compared (after - before, points; 95% interval; ${BOOTSTRAP_RESAMPLES} resamples, seed ${BOOTSTRAP_SEED}), on the sales both valued:`,
      'set           pairs  PE10                      MdAPE                     PE5                       PE20',
    );
    const iv = (i: Interval) => `${pts(i.diff)} [${pts(i.low)}, ${pts(i.high)}]`.padEnd(25);
    for (const c of comparison) {
      lines.push(
        `${c.name.padEnd(12)} ${String(c.pairs).padStart(6)}  ${iv(c.pe10)} ${iv(c.mdape)} ${iv(c.pe5)} ${iv(c.pe20)}`,
      );
    }
    const v = verdict(comparison);
    lines.push(
      v.keep
        ? 'Verdict: keep (pooled PE10 up and MdAPE down, each interval excluding zero; no set worse beyond its interval)'
        : `Verdict: do not keep (${v.reasons.join('; ')})`,
    );
  }
  return lines.join('\n');
}
