import { predictGbdt, trainGbdt, type GbdtModel, type GbdtOptions } from './gbdt.ts';

/**
 * The learned correction stacked on the estimator (docs/methodology.md, "The learned
 * correction"): a gradient-boosted model (gbdt.ts) of the log ratio of the price achieved to
 * the estimator's value, from what the estimator saw of the property, trained on the
 * database's own sales valued walk-forward (the backtest's held-out sales, each valued from
 * earlier sales only). The estimate is the estimator's log value plus the model's prediction.
 */

/** What the model sees of one valuation (the estimator's output and the property). */
export interface StackInput {
  /** The estimator's log value (its blend). */
  estLog: number;
  /** The HPI-indexed last sale's log value (null: none). */
  anchorLog: number | null;
  anchorMonths: number | null;
  /** The comparables' log value and error (null: none). */
  compsLog: number | null;
  compsSd: number | null;
  /** The blend's error. */
  sd: number | null;
  ptype: string | null;
  newBuild: boolean | null;
  leasehold: boolean | null;
  /** 'SPB' (per m2 times the floor area) or 'CSB'. */
  method: string | null;
  floorArea: number | null;
  /** Effective counts of the wide evidence, the postcode's and the building's sales. */
  compsWide: number | null;
  compsPostcode: number | null;
  compsBuilding: number | null;
  /** The wide evidence's radius (0: the sector) and years. */
  radius: number | null;
  years: number | null;
  /** Postcode sector ('RG1 4'). */
  sector: string | null;
  /** ln(floor area) minus its postcode's mean (model/area-context.ts; null: none). */
  areaRel: number | null;
}

/** A held-out valuation with the price achieved and its order in time ('YYYY-MM'). */
export interface StackTrainingRow extends StackInput {
  month: string;
  price: number;
}

/** The residual means of a key's training sales (sum, count), for the target encoding. */
type Encoding = Record<string, [number, number]>;

export interface StackModel {
  version: 2;
  gbdt: GbdtModel;
  sectors: Encoding;
  districts: Encoding;
  /** The training sales and the months they span. */
  sales: number;
  from: string;
  to: string;
}

/**
 * Fewest valued sales the model is trained from: a tree of depth 3 with leaves of at least
 * 30 sales needs 240, and a quarter of the rows is kept aside to choose the tree count (so
 * 320); below it the estimator stands alone.
 */
export const MIN_TRAINING_SALES = 320;

/** The target encoding's shrinkage: a key's mean residual weighs n / (n + 10). */
export const ENCODING_SHRINK = 10;

/** Residuals beyond this (log) are clipped before training: a tenfold error is not a price. */
export const TARGET_CLIP = 1;

export const FEATURE_NAMES = [
  'estimate (log)',
  'last sale - estimate',
  'comparables - estimate',
  'last sale age (months)',
  'comparables error',
  'estimate error',
  'type',
  'new build',
  'leasehold',
  'per m2',
  'floor area (log)',
  'wide evidence count',
  'postcode sales',
  'building sales',
  'radius',
  'years',
  'sector residual',
  'district residual',
  'floor area against the postcode (log)',
] as const;

const TYPES = ['D', 'S', 'T', 'F', 'O'];

function medianOf(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const v = [...values].sort((a, b) => a - b);
  const m = v.length >> 1;
  return v.length % 2 ? (v[m] as number) : ((v[m - 1] as number) + (v[m] as number)) / 2;
}
const num = (v: number | null | undefined) => (v === null || v === undefined ? NaN : Number(v));
const flag = (v: boolean | null) => (v === null ? NaN : v ? 1 : 0);
const districtOf = (sector: string | null) => (sector ? (sector.split(' ')[0] ?? null) : null);

function encoded(enc: Encoding, key: string | null): number {
  if (!key) return NaN;
  const cell = enc[key];
  if (!cell) return 0;
  const [sum, n] = cell;
  return n > 0 ? (sum / n) * (n / (n + ENCODING_SHRINK)) : 0;
}

function features(r: StackInput, sectors: Encoding, districts: Encoding): number[] {
  const diff = (v: number | null) => (v === null ? NaN : v - r.estLog);
  const type = r.ptype ? TYPES.indexOf(r.ptype) : -1;
  return [
    r.estLog,
    diff(r.anchorLog),
    diff(r.compsLog),
    num(r.anchorMonths),
    num(r.compsSd),
    num(r.sd),
    type < 0 ? NaN : type,
    flag(r.newBuild),
    flag(r.leasehold),
    r.method === null ? NaN : r.method === 'SPB' ? 1 : 0,
    r.floorArea && r.floorArea > 0 ? Math.log(r.floorArea) : NaN,
    num(r.compsWide),
    num(r.compsPostcode),
    num(r.compsBuilding),
    num(r.radius),
    num(r.years),
    encoded(sectors, r.sector),
    encoded(districts, districtOf(r.sector)),
    num(r.areaRel),
  ];
}

const targetOf = (r: StackTrainingRow) => {
  const t = Math.log(r.price) - r.estLog;
  return t > TARGET_CLIP ? TARGET_CLIP : t < -TARGET_CLIP ? -TARGET_CLIP : t;
};

/**
 * Trains the correction on these valuations (any order: sorted oldest first here). Null when
 * they are fewer than MIN_TRAINING_SALES or no tree improves on the estimator alone.
 */
export function trainStack(
  rows: readonly StackTrainingRow[],
  options: Partial<GbdtOptions> = {},
): StackModel | null {
  const usable = rows
    .filter((r) => r.price > 0 && Number.isFinite(r.estLog))
    .map((r, i) => ({ r, i }))
    .sort((a, b) => (a.r.month < b.r.month ? -1 : a.r.month > b.r.month ? 1 : a.i - b.i))
    .map((x) => x.r);
  if (usable.length < MIN_TRAINING_SALES) return null;
  // Each month's median residual is taken out of its sales' targets: the level of prices over
  // time is the index's to carry, the model learns how properties differ within a month
  // (a level learned from past months fails forward when the market turns).
  const raw = usable.map(targetOf);
  const monthMedian = new Map<string, number>();
  for (const month of new Set(usable.map((r) => r.month))) {
    monthMedian.set(month, medianOf(raw.filter((_, i) => usable[i]?.month === month)));
  }
  const y = raw.map((t, i) => t - (monthMedian.get((usable[i] as StackTrainingRow).month) ?? 0));
  // The sector's and district's residuals are out of fold in time: a training sale sees the
  // encodings of the earlier months' sales only (as a valuation sees the months before it),
  // never its own residual or its month's.
  const sectors: Encoding = {};
  const districts: Encoding = {};
  const x: number[][] = [];
  let start = 0;
  while (start < usable.length) {
    const month = (usable[start] as StackTrainingRow).month;
    let end = start;
    while (end < usable.length && (usable[end] as StackTrainingRow).month === month) end++;
    for (let i = start; i < end; i++)
      x.push(features(usable[i] as StackTrainingRow, sectors, districts));
    for (let i = start; i < end; i++) {
      const r = usable[i] as StackTrainingRow;
      for (const [enc, key] of [
        [sectors, r.sector],
        [districts, districtOf(r.sector)],
      ] as const) {
        if (!key) continue;
        const cell = (enc[key] ??= [0, 0]);
        cell[0] += y[i] as number;
        cell[1] += 1;
      }
    }
    start = end;
  }
  const gbdt = trainGbdt(x, y, options);
  if (!gbdt) return null;
  const { validationLoss: _loss, ...model } = gbdt;
  return {
    version: 2,
    gbdt: model,
    sectors,
    districts,
    sales: usable.length,
    from: (usable[0] as StackTrainingRow).month,
    to: (usable[usable.length - 1] as StackTrainingRow).month,
  };
}

/** The model's correction of one valuation's log value. */
export function predictStack(model: StackModel, r: StackInput): number {
  return predictGbdt(model.gbdt, features(r, model.sectors, model.districts));
}

/**
 * Walk-forward: each month's valuations corrected by the model trained on the months before
 * it only (none while those hold fewer than MIN_TRAINING_SALES). Returns each row's
 * correction (null: the estimator alone).
 */
export function walkForward<R extends StackTrainingRow>(
  rows: readonly R[],
  options: Partial<GbdtOptions> = {},
): Map<R, number | null> {
  const months = [...new Set(rows.map((r) => r.month))].sort();
  const out = new Map<R, number | null>();
  for (const month of months) {
    const model = trainStack(
      rows.filter((r) => r.month < month),
      options,
    );
    for (const r of rows) {
      if (r.month !== month) continue;
      out.set(r, model && Number.isFinite(r.estLog) ? predictStack(model, r) : null);
    }
  }
  return out;
}
