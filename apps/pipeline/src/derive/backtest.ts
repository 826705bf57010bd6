import { sql } from 'kysely';
import type { DatabaseHandle } from '@yardstick/db/database';
import { median } from '@yardstick/core/estimates/percentile';
import { DeriveSession } from '@yardstick/engine/derive/derive-session';
import {
  buildAdjustedEvidence,
  buildHpiFactors,
  buildSaleBase,
  enrichSoldPrices,
  hpiFactorSql,
  latestHpiMonth,
} from '@yardstick/engine/derive/evidence';
import {
  createSubjectTable,
  estimateRanges,
  finaliseRanges,
} from '@yardstick/engine/derive/estimates';
import {
  buildLocalFactors,
  buildLocalIndex,
  buildRepeatPairs,
} from '@yardstick/engine/derive/local-index';
import { raw } from '@yardstick/engine/derive/sql-fragments';
import { stackRowOf, stackWalkForward, storeStackModel } from './model/backtest-stack.ts';
import { trainStack } from '@yardstick/engine/derive/model/stack';
import { buildAreaContext } from '@yardstick/engine/derive/model/area-context';
import {
  ESTIMATE_RULES,
  blendEstimate,
  estimateBand,
  anchorSd,
  roundEstimate,
  type BandCalibration,
  type ErrorPart,
  type EstimateBand,
} from '@yardstick/core/estimates/sales-estimate';
import {
  ANCHOR_CURVE_PARTS,
  ANCHOR_CURVE_SHRINK,
  DEFAULT_ANCHOR_CURVE,
  anchorCurveFromScales,
  anchorCurveToScales,
  fitAnchorVariance,
  fitDatabaseAnchorCurve,
  measureAnchorErrorByAge,
  type AgeBandError,
  type AnchorCurve,
  type DatabaseAnchorCurve,
} from '@yardstick/core/estimates/anchor-age';
import {
  CALIBRATE_FROM,
  calibrateBand,
  fitHighLimit,
  errorScale,
  inRange,
  zOf,
} from '@yardstick/core/estimates/calibration';

/**
 * `npm run data -- backtest`: how accurate the estimate range is, measured on the sales the
 * database holds. Each month of the hold-out window (by default the latest 12 months of
 * sales) is valued as at the end of the month before: the comparables are the sales before
 * that month only, brought to that month's UK HPI, and each held-out sale is estimated
 * exactly as the derive step estimates a listing (estimates.ts: the same SQL). The point
 * estimate is the middle of the range. Beside it, the baseline a model must beat: the
 * property's own previous sale brought forward by the HPI (same series and fallbacks).
 *
 * Reported overall, by property type and by method: hit rate (share of sales with a
 * value), PE10 and PE20 (share of valued sales within 10% / 20% of the price achieved) and
 * MdAPE (median absolute percentage error); and on the sales both could value.
 */
export interface BacktestOptions {
  /** Hold out the latest N months of sales (default 12). */
  holdoutMonths?: number;
  /** Or an explicit window of months, 'YYYY-MM' to 'YYYY-MM' (inclusive). */
  from?: string;
  to?: string;
  /** Estimate only these sales (transaction ids), e.g. the real ones of a mixed dataset. */
  subjectIds?: readonly string[];
  /** Store the bands' calibration for the derive step (default true). */
  store?: boolean;
  log?: (message: string) => void;
  /** Log the plan of every statement slower than this (profiling). */
  explainSlowerThanMs?: number;
  /**
   * Receives every held-out sale's figures before the error scales are applied (the raw
   * parts and their blend), for analysis outside (`backtest --sales FILE`).
   */
  onSales?: (sales: HeldOutSale[]) => void;
  /**
   * Receives every held-out sale as reported: re-blended with the error scales and anchor curve
   * fitted on the other months' parity (est_log, sd, estimate, band).
   */
  onValued?: (sales: HeldOutSale[]) => void;
  /**
   * Receives every held-out sale as reported (as `onValued`) with whether its price lies in
   * its range (the range calibrated on the other months' parity; null: no range), for
   * `npm run data -- evaluate`.
   */
  onJudged?: (sales: JudgedSale[]) => void;
  /** Apply and store the learned correction (model/stack.ts; default true). */
  learn?: boolean;
}

/** One held-out sale's figures, as measured (`bt_result`). */
export type HeldOutSale = ResultRow;

/** A held-out sale as reported, with whether its range held the price achieved. */
export type JudgedSale = HeldOutSale & { in_range: boolean | null };

export interface AccuracyFigures {
  sales: number;
  valued: number;
  hitRate: number | null;
  pe10: number | null;
  pe20: number | null;
  mdape: number | null;
}

export interface BacktestGroup {
  group: string;
  estimate: AccuracyFigures;
  baseline: AccuracyFigures;
  /** Both on the sales that both could value. */
  bothEstimate: AccuracyFigures;
  bothBaseline: AccuracyFigures;
  /** The HPI-indexed last sale where there is one, else the estimate. */
  combined: AccuracyFigures;
  /**
   * Share of the valued sales whose price lies inside the stated range (each month's range
   * calibrated on the other months' errors only), against the share the range claims.
   */
  inRange: number | null;
  claim: number;
}

export interface BandCalibrationReport {
  band: EstimateBand;
  sales: number;
  zLow: number;
  zHigh: number;
  pe10: number | null;
  mdape: number | null;
  inRange: number | null;
}

export interface BacktestReport {
  from: string;
  to: string;
  hpiMonth: string | null;
  sales: number;
  groups: BacktestGroup[];
  /**
   * The two measurements the estimate blends, each alone: the last sale brought forward by
   * the best index held (local where the official one is missing or regional), and the
   * comparables.
   */
  parts: { anchor: AccuracyFigures; comps: AccuracyFigures };
  /** The measured error scales of the parts (stored for the derive step's blend). */
  errorScales: Record<ErrorPart, number>;
  /**
   * The indexed last sale's error by its age (and the comparables' on the same sales), the
   * unconstrained linear variance curve through it (core `measureAnchorErrorByAge`,
   * `fitAnchorVariance`), and the database's curve the estimate uses (`fitDatabaseAnchorCurve`:
   * never flatter than the default, shrunk toward it; stored for the derive step).
   */
  anchorByAge: {
    bands: AgeBandError[];
    fit: { baseVar: number; varPerYear: number; sales: number } | null;
    curve: DatabaseAnchorCurve;
  };
  /** The High band's limit on the estimate's error (measured, or the rule's). */
  highLimit: { sdBelow: number; measured: boolean; sales: number; pe10: number | null };
  /** Per confidence band: the measured error quantiles the derive step sizes ranges with. */
  calibration: BandCalibrationReport[];
  /** What Price Paid's own fields allow at best on these sales (`attributeCeiling`). */
  ceiling: AttributeCeiling;
  /**
   * The learned correction: how many held-out sales it corrected walk-forward (the others had
   * too few earlier held-out sales to learn from), and how many sales the stored model was
   * trained on (0: none stored, the estimator stands alone).
   */
  learned: { corrected: number; trainedOn: number };
  ms: number;
}

/**
 * How far apart held-out sales are that Price Paid cannot tell apart: the same postcode,
 * property type, tenure, new-build flag and flat or house, sold within the hold-out window,
 * each brought to the last valuation month by the best index. `pe10`/`mdape`: the accuracy of
 * an estimator that knew each such group's true mean price (each sale's deviation from its
 * group's mean, scaled by sqrt(n / (n - 1)) for the mean's own noise). Without an earlier sale
 * of the property or a floor area, no estimate from Price Paid can tell these sales apart, so
 * this is a ceiling for the sales valued from comparables alone.
 */
export interface AttributeCeiling {
  /** Held-out sales in groups of two or more. */
  sales: number;
  groups: number;
  /** The deviations' standard deviation (log). */
  sd: number | null;
  pe10: number | null;
  mdape: number | null;
}

interface ResultRow {
  tid: string;
  ptype: string;
  price: number;
  month: string;
  method: string | null;
  estimate: number | null;
  est_log: number | null;
  sd: number | null;
  band: EstimateBand | null;
  baseline: number | null;
  anchor: number | null;
  comps: number | null;
  anchor_log: number | null;
  anchor_sd: number | null;
  comps_log: number | null;
  comps_sd: number | null;
  anchor_months: number | null;
  new_build: boolean | null;
  atypical_tenure: boolean | null;
  /** What the learned correction sees besides (model/stack.ts StackInput). */
  leasehold: boolean | null;
  floor_area: number | null;
  comps_wide: number | null;
  comps_postcode: number | null;
  comps_building: number | null;
  radius: number | null;
  years: number | null;
  sector: string | null;
  area_rel: number | null;
  /** The learned correction applied to est_log (null: the estimator alone). */
  model_delta?: number | null;
}

/** The measured error scale of each part, and how many sales it was measured on. */
type FittedScales = Record<ErrorPart, { scale: number; sales: number }>;

const parity = (r: { month: string }) => Number(r.month.slice(5, 7)) % 2;

/**
 * The parts' measurements on these sales: the comparables' error scale (core errorScale) and
 * the anchor's variance curve by age (core fitDatabaseAnchorCurve on the age bands), stored as
 * its level and slope against the default curve.
 */
function fitErrorScales(rows: readonly ResultRow[]): FittedScales {
  const zs = rows
    .filter((r) => r.comps_log !== null && r.comps_sd && r.price > 0)
    .map((r) => zOf(r.price, r.comps_log as number, r.comps_sd as number));
  const curve = databaseAnchorCurve(rows);
  const ratios = anchorCurveToScales(curve);
  return {
    comps: { scale: errorScale(zs), sales: zs.length },
    [ANCHOR_CURVE_PARTS.level]: { scale: ratios.level, sales: curve.sales },
    [ANCHOR_CURVE_PARTS.slope]: { scale: ratios.slope, sales: curve.sales },
  } as FittedScales;
}

/** The anchor curve of these sales' own age bands (core fitDatabaseAnchorCurve). */
function databaseAnchorCurve(rows: readonly ResultRow[]): DatabaseAnchorCurve {
  return fitDatabaseAnchorCurve(ageBands(rows));
}

/** The curve the derive step reads back from these stored scales. */
const curveOf = (scales: FittedScales): AnchorCurve =>
  anchorCurveFromScales({
    level: scales[ANCHOR_CURVE_PARTS.level].scale,
    slope: scales[ANCHOR_CURVE_PARTS.slope].scale,
  });

/** The estimate of a sale as the derive step makes it with these error scales (core blend). */
function reblend(r: ResultRow, scales: FittedScales, highBelow?: number): ResultRow {
  const blend = blendEstimate(
    r.anchor_log !== null && r.anchor_months !== null
      ? { log: r.anchor_log, sd: anchorSd(r.anchor_months, curveOf(scales)) }
      : null,
    r.comps_log !== null && r.comps_sd
      ? { log: r.comps_log, sd: r.comps_sd * scales.comps.scale }
      : null,
  );
  if (!blend) return { ...r, estimate: null, est_log: null, sd: null, band: null };
  return {
    ...r,
    estimate: roundEstimate(Math.exp(blend.log)),
    est_log: blend.log,
    sd: blend.sd,
    band: estimateBand(blend.sd, highBelow),
  };
}

interface HighLimit {
  limit: number;
  sales: number;
  pe10: number | null;
  /** False: too few valued sales to measure, the rule's limit applies. */
  measured: boolean;
}

/** The High band's limit measured on these sales (core fitHighLimit), else the rule's. */
function highLimitOf(rows: readonly ResultRow[]): HighLimit {
  const valued = rows
    .filter((r) => r.estimate !== null && r.sd && r.price > 0)
    .map((r) => ({ sd: r.sd as number, price: r.price, estimate: r.estimate as number }));
  if (valued.length < 2 * CALIBRATE_FROM) {
    return { limit: ESTIMATE_RULES.highBelowSd, sales: 0, pe10: null, measured: false };
  }
  return { ...fitHighLimit(valued), measured: true };
}

const monthAdd = (month: string, n: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const total = y * 12 + (m - 1) + n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
};

export function accuracy(
  rows: readonly { price: number; value: number | null }[],
): AccuracyFigures {
  const valued = rows.filter((r) => r.value !== null && r.price > 0);
  const errors = valued.map((r) => Math.abs((r.value as number) - r.price) / r.price);
  const share = (limit: number) =>
    errors.length ? errors.filter((e) => e <= limit).length / errors.length : null;
  return {
    sales: rows.length,
    valued: valued.length,
    hitRate: rows.length ? valued.length / rows.length : null,
    pe10: share(0.1),
    pe20: share(0.2),
    mdape: errors.length ? (median(errors) as number) : null,
  };
}

/**
 * Whether each valued sale's price lies inside its range, the range calibrated on the sales of
 * the other months' parity only (odd against even months), so the hit rate is measured on
 * sales the calibration did not see.
 */
function crossFitRanges(rows: readonly ResultRow[]): Map<ResultRow, boolean> {
  const fits = new Map<string, BandCalibration>();
  for (const p of [0, 1]) {
    const zsOf = (band: EstimateBand | null) =>
      rows
        .filter(
          (r) =>
            parity(r) !== p && (band === null || r.band === band) && r.est_log !== null && r.sd,
        )
        .map((r) => zOf(r.price, r.est_log as number, r.sd as number));
    const all = zsOf(null);
    for (const band of ['High', 'Medium', 'Low'] as const) {
      fits.set(`${p}|${band}`, calibrateBand(zsOf(band), all));
    }
  }
  const result = new Map<ResultRow, boolean>();
  for (const r of rows) {
    if (r.est_log === null || !r.sd || !r.band || !(r.price > 0)) continue;
    const cal = fits.get(`${parity(r)}|${r.band}`) as BandCalibration;
    result.set(r, inRange(r.price, r.est_log, r.sd, cal));
  }
  return result;
}

function group(
  name: string,
  rows: readonly ResultRow[],
  ranges: ReadonlyMap<ResultRow, boolean>,
): BacktestGroup {
  const both = rows.filter((r) => r.estimate !== null && r.baseline !== null);
  const judged = rows.filter((r) => ranges.has(r));
  return {
    inRange: judged.length ? judged.filter((r) => ranges.get(r)).length / judged.length : null,
    claim: ESTIMATE_RULES.rangeClaim,
    group: name,
    estimate: accuracy(rows.map((r) => ({ price: r.price, value: r.estimate }))),
    baseline: accuracy(rows.map((r) => ({ price: r.price, value: r.baseline }))),
    bothEstimate: accuracy(both.map((r) => ({ price: r.price, value: r.estimate }))),
    bothBaseline: accuracy(both.map((r) => ({ price: r.price, value: r.baseline }))),
    combined: accuracy(rows.map((r) => ({ price: r.price, value: r.baseline ?? r.estimate }))),
  };
}

export async function runBacktest(
  handle: DatabaseHandle,
  options: BacktestOptions = {},
): Promise<BacktestReport> {
  const started = performance.now();
  return handle.db.connection().execute(async (conn) => {
    const s = new DeriveSession(conn, options.log, options.explainSlowerThanMs);
    await s.exec(sql`SET work_mem = '256MB'`);
    await s.exec(sql`SET jit = off`);
    try {
      const latest = await s.one(sql<{ month: string | null; first: string | null }>`
        SELECT to_char(max(date_of_transfer), 'YYYY-MM') AS month,
               to_char(min(date_of_transfer), 'YYYY-MM-DD') AS first
        FROM sold_prices WHERE ppd_category = 'A' AND record_status <> 'D'`);
      if (!latest?.month || !latest.first) throw new Error('No sales held: nothing to backtest.');
      const to = options.to ?? latest.month;
      const from = options.from ?? monthAdd(to, -((options.holdoutMonths ?? 12) - 1));
      const hpiLatest = await latestHpiMonth(s);

      await s.step('sold prices: location, floor area, listing', () =>
        enrichSoldPrices(s, latest.first as string),
      );
      await s.step('sales', () =>
        buildSaleBase(s, {
          from: latest.first as string,
          to: `${monthAdd(to, 1)}-01`,
          withPropertyKey: true,
        }),
      );
      await s.step('repeat sales', async () => {
        await buildRepeatPairs(s);
        await s.exec(sql`CREATE INDEX ON d_sale (prop_key, sale_date)`);
        await s.exec(sql`ANALYZE d_sale`);
        return 0;
      });
      await s.createTemp('bt_subject_filter', 'tid uuid PRIMARY KEY');
      if (options.subjectIds) {
        await s.exec(sql`
          INSERT INTO bt_subject_filter
          SELECT DISTINCT x::uuid FROM unnest(${[...options.subjectIds]}::text[]) x
          ON CONFLICT DO NOTHING`);
      }
      await s.createTemp(
        'bt_result',
        `tid uuid, ptype char(1), price integer, month text, method text, estimate float8,
          est_log float8, sd float8, band text, baseline float8, anchor float8,
          comps float8, anchor_log float8, anchor_sd float8, comps_log float8, comps_sd float8,
          anchor_months integer, new_build boolean, atypical_tenure boolean,
          leasehold boolean, floor_area float8, comps_wide float8, comps_postcode float8,
          comps_building float8, radius integer, years smallint, sector text,
          area_rel float8`,
      );

      for (let month = from; month <= to; month = monthAdd(month, 1)) {
        const monthStart = `${month}-01`;
        const before = monthAdd(month, -1);
        const target = `${before}-01`;
        await s.step(`month ${month}`, async () => {
          await buildLocalIndex(s, {
            before: monthStart,
            valuationMonth: target,
            pairsBuilt: true,
          });
          await buildLocalFactors(s, target);
          await buildHpiFactors(s, target);
          // Comparables: the 10 years before the month (the widest step).
          await buildAdjustedEvidence(s, {
            from: `${Number(month.slice(0, 4)) - 10}-${month.slice(5, 7)}-01`,
            before: monthStart,
            targetMonth: target,
            local: true,
          });
          await createSubjectTable(s);
          await s.exec(sql`DROP TABLE IF EXISTS bt_subject`);
          await s.exec(sql`
            CREATE TEMP TABLE bt_subject AS
            SELECT row_number() OVER (ORDER BY d.tid)::bigint AS sid, d.*
            FROM d_sale d
            WHERE d.sale_date >= ${monthStart}::date
              AND d.sale_date < ${`${monthAdd(month, 1)}-01`}::date
              AND (NOT EXISTS (SELECT 1 FROM bt_subject_filter)
                   OR d.tid IN (SELECT tid FROM bt_subject_filter))`);
          // The property's last sale before the month: the anchor (adjusted by the best index)
          // and the baseline (the same sale brought forward by the official UK HPI only).
          const best = hpiFactorSql(target, true);
          const official = hpiFactorSql(target, false);
          await s.exec(sql`DROP TABLE IF EXISTS bt_prev`);
          await s.exec(sql`
            CREATE TEMP TABLE bt_prev AS
            SELECT s.sid, s.tid, s.sale_date, s.price, s.adj_price, s.index_kind,
                   floor(s.price * ${official.factor} + 0.5) AS baseline
            FROM (
              SELECT b.sid, s.*, floor(s.price * ${best.factor} + 0.5) AS adj_price,
                     ${best.kind} AS index_kind
              FROM bt_subject b
              CROSS JOIN LATERAL (
                SELECT d.* FROM d_sale d
                WHERE d.prop_key = b.prop_key AND b.prop_key IS NOT NULL
                  AND d.sale_date < ${monthStart}::date
                ORDER BY d.sale_date DESC, d.tid LIMIT 1
              ) s
              ${best.joins}
            ) s
            ${official.joins}`);
          const subjects = await s.exec(sql`
            INSERT INTO est_subject
            SELECT b.sid, b.sector, b.lat, b.lng, b.ptype, b.tgroup, b.bedrooms, b.floor_area,
                   b.postcode, b.bkey, v.sale_date, v.price, v.adj_price,
                   ${raw(monthsBetween('v.sale_date', `'${target}'::date`))}, v.index_kind,
                   b.new_build, b.leasehold, b.skey, b.addr_form
            FROM bt_subject b LEFT JOIN bt_prev v ON v.sid = b.sid`);
          if (subjects.affected === 0) return 0;
          await s.exec(sql`
            INSERT INTO est_own
            SELECT b.sid, e.tid FROM bt_subject b
            JOIN ev_adj e ON e.prop_key = b.prop_key
            WHERE b.prop_key IS NOT NULL`);
          const refDate = `${before}-${lastDay(before)}`;
          await estimateRanges(s, { refDate });
          await finaliseRanges(s, { refDate, useCalibration: false });
          await buildAreaContext(s, refDate);
          await s.exec(sql`
            INSERT INTO bt_result
            SELECT b.tid, b.ptype, b.price, ${month}, f.price_estimate_type, f.estimate_price,
                   f.est_log, f.estimate_sd, f.estimate_confidence, v.baseline,
                   f.anchor_value, f.comps_value, f.anchor_log, f.anchor_sd, f.comps_log,
                   f.comps_sd, p.anchor_months, b.new_build,
                   coalesce(b.leasehold = (b.ptype <> 'F'), false),
                   b.leasehold, CASE WHEN f.price_estimate_type = 'SPB' THEN p.floor_area END,
                   f.comps_wide, f.comps_postcode, f.comps_building, f.ppsm_radius,
                   f.estimate_years, b.sector, ar.area_rel
            FROM bt_subject b
            JOIN est_subject p ON p.sid = b.sid
            LEFT JOIN est_final f ON f.sid = b.sid
            LEFT JOIN est_area ar ON ar.sid = b.sid
            LEFT JOIN bt_prev v ON v.sid = b.sid`);
          return subjects.affected;
        });
      }

      const ceiling = await s.step('ceiling', () => attributeCeiling(s, `${monthAdd(to, -1)}-01`));
      const { rows: measured } = await s.exec<ResultRow>(sql`
        SELECT tid, ptype, price, month, method, estimate, est_log, sd, band, baseline, anchor,
               comps, anchor_log, anchor_sd, comps_log, comps_sd, anchor_months, new_build,
               atypical_tenure, leasehold, floor_area, comps_wide, comps_postcode,
               comps_building, radius, years, sector, area_rel
        FROM bt_result ORDER BY month, tid`);
      options.onSales?.(measured);
      // The parts' error scales, each month's fitted on the other months' parity only, then
      // the estimate as the derive step makes it with them.
      const scaleFits = [0, 1].map((p) => fitErrorScales(measured.filter((r) => parity(r) !== p)));
      const scaled = measured.map((r) => reblend(r, scaleFits[parity(r)] as FittedScales));
      // The High band's limit, likewise fitted on the other months' parity only.
      const limits = [0, 1].map((p) => highLimitOf(scaled.filter((r) => parity(r) !== p)).limit);
      const blended = measured.map((r) =>
        reblend(r, scaleFits[parity(r)] as FittedScales, limits[parity(r)]),
      );
      // The learned correction, walk-forward: each month's sales corrected by the model
      // trained on the earlier months' held-out sales only (model/stack.ts).
      const learn = options.learn ?? true;
      const rows = learn
        ? await s.step('learned correction (walk-forward)', async () =>
            stackWalkForward(blended, (r) => (scaleFits[parity(r)] as FittedScales).comps.scale),
          )
        : blended;
      options.onValued?.(rows);
      const allScales = fitErrorScales(measured);
      const allLimit = highLimitOf(measured.map((r) => reblend(r, allScales)));
      const ranges = crossFitRanges(rows);
      options.onJudged?.(rows.map((r) => ({ ...r, in_range: ranges.get(r) ?? null })));
      const learned = learn
        ? await s.step('learned correction (all held-out sales)', async () => {
            const model = trainStack(
              measured
                .map((r) => reblend(r, allScales, allLimit.limit))
                .flatMap((r) => stackRowOf(r, allScales.comps.scale)),
            );
            if (options.store ?? true) await storeStackModel(s, model);
            return model;
          })
        : null;
      const groups: BacktestGroup[] = [group('all', rows, ranges)];
      const by = (name: string, pick: (r: ResultRow) => boolean) => {
        const subset = rows.filter(pick);
        if (subset.length) groups.push(group(name, subset, ranges));
      };
      for (const type of ['D', 'S', 'T', 'F']) by(type, (r) => r.ptype === type);
      for (const band of ['High', 'Medium', 'Low']) by(band, (r) => r.band === band);
      for (const method of ['SPB', 'CSB']) by(method, (r) => r.method === method);
      by('last sale', (r) => r.baseline !== null);
      by('no sale', (r) => r.baseline === null);
      by('new build', (r) => r.new_build === true);
      by('odd tenure', (r) => r.atypical_tenure === true);
      const calibration = await s.step('calibration', () =>
        storeCalibration(s, rows, ranges, {
          from,
          to,
          store: options.store ?? true,
          scales: allScales,
          highLimit: allLimit,
          all: measured.map((r) => reblend(r, allScales, allLimit.limit)),
        }),
      );
      return {
        from,
        to,
        hpiMonth: hpiLatest,
        sales: rows.length,
        groups,
        parts: {
          anchor: accuracy(rows.map((r) => ({ price: r.price, value: r.anchor }))),
          comps: accuracy(rows.map((r) => ({ price: r.price, value: r.comps }))),
        },
        anchorByAge: anchorByAge(measured),
        errorScales: Object.fromEntries(
          Object.entries(allScales).map(([part, v]) => [part, v.scale]),
        ) as Record<ErrorPart, number>,
        calibration,
        ceiling,
        learned: {
          corrected: rows.filter((r) => r.model_delta != null).length,
          trainedOn: learned?.sales ?? 0,
        },
        highLimit: {
          sdBelow: allLimit.limit,
          measured: allLimit.measured,
          sales: allLimit.sales,
          pe10: allLimit.pe10,
        },
        ms: Math.round(performance.now() - started),
      };
    } finally {
      await s.exec(sql`RESET work_mem`);
      await s.exec(sql`RESET jit`);
    }
  });
}

/**
 * The calibration of each band, fitted on every held-out sale of the band, stored in
 * `estimate_calibration` (replacing the previous one) for the derive step when `store`.
 */
async function storeCalibration(
  s: DeriveSession,
  rows: readonly ResultRow[],
  ranges: ReadonlyMap<ResultRow, boolean>,
  options: {
    from: string;
    to: string;
    store: boolean;
    scales: FittedScales;
    highLimit: HighLimit;
    /** The sales re-estimated with the scales fitted on all of them (the stored calibration). */
    all: readonly ResultRow[];
  },
): Promise<BandCalibrationReport[]> {
  const out: BandCalibrationReport[] = [];
  const zs = (subset: readonly ResultRow[]) =>
    subset.map((r) => zOf(r.price, r.est_log as number, r.sd as number));
  const allFitted = options.all.filter((r) => r.est_log !== null && r.sd);
  for (const band of ['High', 'Medium', 'Low'] as const) {
    const fitted = allFitted.filter((r) => r.band === band);
    // The band's sales as banded out of sample; where none are (the High band's limit fitted
    // on all the sales admits some that the other months' limits did not), as banded in it.
    const crossFitted = rows.filter((r) => r.band === band && r.est_log !== null && r.sd);
    const subset = crossFitted.length > 0 ? crossFitted : fitted;
    if (allFitted.length < CALIBRATE_FROM || subset.length === 0) continue;
    const cal = calibrateBand(zs(fitted), zs(allFitted));
    const figures = accuracy(subset.map((r) => ({ price: r.price, value: r.estimate })));
    const judged = subset.filter((r) => ranges.has(r));
    out.push({
      band,
      sales: subset.length,
      ...cal,
      pe10: figures.pe10,
      mdape: figures.mdape,
      inRange: judged.length ? judged.filter((r) => ranges.get(r)).length / judged.length : null,
    });
  }
  if (options.store) {
    await s.exec(sql`DELETE FROM estimate_error_scales`);
    for (const [part, { scale, sales }] of Object.entries(options.scales)) {
      await s.exec(sql`
        INSERT INTO estimate_error_scales (part, scale, sales) VALUES (${part}, ${scale}, ${sales})`);
    }
    await s.exec(sql`DELETE FROM estimate_band_limits`);
    if (options.highLimit.measured) {
      await s.exec(sql`
        INSERT INTO estimate_band_limits (band, sd_below, sales, pe10, target_pe10)
        VALUES ('High', ${options.highLimit.limit}, ${options.highLimit.sales},
                ${options.highLimit.pe10}, ${ESTIMATE_RULES.highBandPe10})`);
    }
    await s.exec(sql`DELETE FROM estimate_calibration`);
    for (const c of out) {
      await s.exec(sql`
        INSERT INTO estimate_calibration
          (band, z_low, z_high, sales, pe10, mdape, in_range, holdout_from, holdout_to)
        VALUES (${c.band}, ${c.zLow}, ${c.zHigh}, ${c.sales}, ${c.pe10}, ${c.mdape},
                ${c.inRange}, ${options.from}, ${options.to})`);
    }
  }
  return out;
}

/**
 * The attribute ceiling of the held-out sales (`AttributeCeiling`), with the index factors of
 * the last month valued (`d_hpi_factor` and `d_local_factor` as the last month left them).
 */
async function attributeCeiling(s: DeriveSession, target: string): Promise<AttributeCeiling> {
  const best = hpiFactorSql(target, true);
  const { rows } = await s.exec<{ groups: number; dev: number[] | null }>(sql`
    WITH y AS (
      SELECT s.postcode || '|' || s.ptype || '|' || coalesce(s.leasehold::text, '?') || '|'
               || s.new_build::text || '|'
               -- A SAON (flat or unit number): the first part of the property key's address.
               || (split_part(split_part(s.prop_key, '#', 2), '|', 1) <> '')::text AS cell,
             ln(s.price * ${best.factor}) AS y
      FROM bt_result b
      JOIN d_sale s ON s.tid = b.tid
      ${best.joins}
      WHERE s.price > 0 AND s.postcode IS NOT NULL
    ),
    g AS (
      SELECT cell, y, avg(y) OVER (PARTITION BY cell) AS m, count(*) OVER (PARTITION BY cell) AS n
      FROM y
    )
    SELECT count(DISTINCT cell)::int AS groups,
           array_agg((y - m) * sqrt(n::float8 / (n - 1))) AS dev
    FROM g WHERE n >= 2`);
  const dev = rows[0]?.dev ?? [];
  const groups = rows[0]?.groups ?? 0;
  if (dev.length === 0) return { sales: 0, groups, sd: null, pe10: null, mdape: null };
  const figures = accuracy(dev.map((d) => ({ price: 1, value: Math.exp(-d) })));
  return {
    sales: dev.length,
    groups,
    sd: Math.sqrt(dev.reduce((sum, d) => sum + d * d, 0) / dev.length),
    pe10: figures.pe10,
    mdape: figures.mdape,
  };
}

/** The indexed last sale's error by age band on these held-out sales. */
function ageBands(rows: readonly ResultRow[]): AgeBandError[] {
  return measureAnchorErrorByAge(
    rows
      .filter((r) => r.anchor_log !== null && r.anchor_months !== null)
      .map((r) => ({
        price: r.price,
        anchorLog: r.anchor_log as number,
        compsLog: r.comps_log,
        months: r.anchor_months as number,
      })),
  );
}

/**
 * The indexed last sale's error by age band on the held-out sales, the unconstrained curve
 * through it, and the database's curve.
 */
export function anchorByAge(rows: readonly ResultRow[]): BacktestReport['anchorByAge'] {
  const bands = ageBands(rows);
  return { bands, fit: fitAnchorVariance(bands), curve: fitDatabaseAnchorCurve(bands) };
}

/** Whole months from a date's month to a month (a sale in the month itself: 0). */
function monthsBetween(date: string, month: string): string {
  return `((extract(year FROM ${month}) * 12 + extract(month FROM ${month}))
          - (extract(year FROM ${date}) * 12 + extract(month FROM ${date})))::int`;
}

function lastDay(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0');
}

const pct = (v: number | null) => (v === null ? '   -  ' : `${(v * 100).toFixed(1).padStart(5)}%`);

/**
 * The indexed last sale's error by age band, the unconstrained curve through it and the
 * database's curve the estimate uses.
 */
export function formatAnchorByAge(a: BacktestReport['anchorByAge']): string[] {
  const v = (x: number | null) => (x === null ? '     -' : x.toFixed(4).padStart(6));
  const lines = [
    '',
    'Indexed last sale by age (log error variance robust: (median |error| / 0.6745)^2; weight: its inverse-variance share beside the comparables on the same sales)',
    'age      sales  mean yrs  last sale MdAPE  variance | comparables MdAPE  variance | weight',
  ];
  for (const b of a.bands) {
    lines.push(
      `${b.band.padEnd(7)} ${String(b.sales).padStart(6)}  ${b.meanYears.toFixed(1).padStart(8)}  ${pct(b.anchorMdape).padStart(15)}  ${v(b.anchorVar).padStart(8)} | ${pct(b.compsMdape).padStart(17)}  ${v(b.compsVar).padStart(8)} | ${pct(b.measuredWeight)}`,
    );
  }
  const curve = (c: { baseVar: number; varPerYear: number }) =>
    `variance = ${c.baseVar.toFixed(4)} + ${c.varPerYear.toFixed(5)} x years`;
  lines.push(
    a.fit
      ? `Unconstrained fit on these sales: ${curve(a.fit)} (${a.fit.sales} sales)`
      : 'Too few sales with an earlier sale for an unconstrained fit',
  );
  const c = a.curve;
  lines.push(
    `The estimate's curve (core fitDatabaseAnchorCurve: slope at least the default's, shrunk toward the default ${curve(DEFAULT_ANCHOR_CURVE)} by n/(n+${ANCHOR_CURVE_SHRINK})): ${curve(c)}` +
      (c.fitted
        ? ` (constrained fit ${curve(c.fitted)} on ${c.sales} sales, share ${(c.shrink * 100).toFixed(1)}%)`
        : ' (no sales: the default)'),
  );
  return lines;
}

/** The report as a plain-text table. */
export function formatBacktest(report: BacktestReport): string {
  const lines = [
    `Backtest: sales of ${report.from} to ${report.to} (${report.sales}), each valued from earlier sales only; official HPI held to ${report.hpiMonth ?? '(none)'}`,
    '',
    '                 Estimate (rounded point)             Range      | Baseline: HPI-indexed last sale  | Sales both value',
    'group       sales    hit    PE10    PE20   MdAPE   in range/claim |  hit    PE10    PE20   MdAPE     |     n  est PE10 MdAPE  base PE10 MdAPE',
  ];
  for (const g of report.groups) {
    const e = g.estimate;
    const b = g.baseline;
    lines.push(
      `${g.group.padEnd(10)} ${String(e.sales).padStart(6)}  ${pct(e.hitRate)} ${pct(e.pe10)} ${pct(e.pe20)} ${pct(e.mdape)}  ${pct(g.inRange)}/${pct(g.claim)} | ${pct(b.hitRate)} ${pct(b.pe10)} ${pct(b.pe20)} ${pct(b.mdape)}    | ${String(g.bothEstimate.valued).padStart(5)} ${pct(g.bothEstimate.pe10)} ${pct(g.bothEstimate.mdape)}  ${pct(g.bothBaseline.pe10)} ${pct(g.bothBaseline.mdape)}`,
    );
  }
  for (const [name, a] of [
    ['Indexed last sale (best index) alone', report.parts.anchor],
    ['Comparables alone', report.parts.comps],
  ] as const) {
    lines.push(
      `${name}: valued ${a.valued}, PE10 ${pct(a.pe10)}, PE20 ${pct(a.pe20)}, MdAPE ${pct(a.mdape)}`,
    );
  }
  lines.push(
    `Measured error scale (blend weight): comparables x${report.errorScales.comps.toFixed(2)}; the last sale's error is the database's curve of its age below`,
  );
  lines.push(...formatAnchorByAge(report.anchorByAge));
  const h = report.highLimit;
  lines.push(
    h.measured
      ? h.sdBelow > 0
        ? `High band: estimated error below ${h.sdBelow.toFixed(3)} (measured: the ${h.sales} held-out estimates below it reached PE10 ${pct(h.pe10)}; each month's sales banded with the limit fitted on the other months)`
        : `High band: none (no set of ${CALIBRATE_FROM} or more held-out estimates reached PE10 ${pct(ESTIMATE_RULES.highBandPe10)} with 90% confidence)`
      : `High band: estimated error below ${h.sdBelow.toFixed(3)} (the rule's; too few sales to measure)`,
  );
  const c = report.ceiling;
  lines.push(
    c.sales > 0
      ? `Price Paid ceiling: ${c.sales} held-out sales in ${c.groups} groups that Price Paid cannot tell apart (same postcode, type, tenure, new-build flag, flat or house) differ from their group's mean by ${((c.sd ?? 0) * 100).toFixed(1)}% (log sd): knowing each group's true mean would give PE10 ${pct(c.pe10)}, MdAPE ${pct(c.mdape)} without an earlier sale or a floor area`
      : 'Price Paid ceiling: no two held-out sales share postcode, type, tenure and new-build flag',
  );
  lines.push(
    '',
    'Calibration (stored for the derive step): band, sales, z 10%..90%, PE10, MdAPE, in range',
  );
  for (const c of report.calibration) {
    lines.push(
      `${c.band.padEnd(8)} ${String(c.sales).padStart(6)}  ${c.zLow.toFixed(2)}..${c.zHigh.toFixed(2)}  ${pct(c.pe10)} ${pct(c.mdape)} ${pct(c.inRange)}`,
    );
  }
  return lines.join('\n');
}
