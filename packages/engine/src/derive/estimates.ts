import { sql, type RawBuilder } from 'kysely';
import type { DeriveSession } from './derive-session.ts';
import { boxAround, jsRound, withinMetres } from '@yardstick/db/sql-fragments';
import { raw } from './sql-fragments.ts';
import { segmentSql } from './evidence.ts';
import { evidenceIsStored } from './stored-evidence.ts';
import { ESTIMATE_RULES, type ErrorPart } from '@yardstick/core/estimates/sales-estimate';
import {
  ANCHOR_CURVE_PARTS,
  LEGACY_ANCHOR_PART,
  anchorCurveFromScales,
} from '@yardstick/core/estimates/anchor-age';

/**
 * The estimated price range of docs/methodology.md, for every row of `est_subject` at once,
 * from the comparables in `ev_adj` (evidence.ts), into `est_result`.
 *
 * Comparables come from the postcode sector over the last 5 years; while fewer than
 * WIDEN_BELOW remain the evidence widens to 1 km, then 2 km around the property, then 10
 * years (a subject without coordinates widens its sector to 10 years instead). The last step
 * publishes a range from PUBLISH_MIN comparables. With a floor area the range is the 25th-75th
 * percentile of time-adjusted £/m2 of the same type group (houses D/S/T, flats F) times the
 * area (SPB); a subject whose £/m2 evidence stays too thin, or without a floor area, gets the
 * 25th-75th percentile of time-adjusted prices of the same type and bedroom count (CSB; a
 * sale's bedrooms are known only when it matched a listing, and unknown ones are kept).
 *
 * The sector steps are one GROUP BY over the distinct (sector, type ...) keys of the subjects;
 * only the subjects still short of evidence go through the per-subject radius steps, each a
 * LATERAL join on a GiST index of the comparables' points.
 */
export const WIDEN_BELOW = 10;
export const PUBLISH_MIN = 3;

export interface EvidenceStep {
  /** 0 = the postcode sector, else a radius in metres around the subject. */
  radius: number;
  years: 5 | 10;
  /** Which subjects take this step. */
  located: boolean;
  /** The last step of its sequence: publishes from PUBLISH_MIN comparables. */
  last: boolean;
}

/** The widening sequences: subjects with coordinates, then subjects without. */
export const EVIDENCE_STEPS: readonly EvidenceStep[] = [
  { radius: 0, years: 5, located: true, last: false },
  { radius: 1000, years: 5, located: true, last: false },
  { radius: 2000, years: 5, located: true, last: false },
  { radius: 2000, years: 10, located: true, last: true },
  { radius: 0, years: 5, located: false, last: false },
  { radius: 0, years: 10, located: false, last: true },
];

type Method = 'SPB' | 'CSB';

/** Creates the empty subject table: fill it, then call estimateRanges. */
export async function createSubjectTable(s: DeriveSession): Promise<void> {
  await s.createTemp(
    'est_subject',
    `sid bigint PRIMARY KEY, sector text, lat float8, lng float8, ptype char(1),
      tgroup char(1), bedrooms smallint, floor_area float8, postcode text, bkey text,
      anchor_date date, anchor_price integer, anchor_value float8, anchor_months integer,
      anchor_index text, new_build boolean, leasehold boolean, skey text, addr_form text`,
  );
  // The subject's own earlier sales (transaction ids): its anchor, never its comparables.
  await s.createTemp('est_own', 'sid bigint, tid uuid');
}

const yearsAgo = (refDate: string, years: number) =>
  sql`(${refDate}::date - make_interval(years => ${years}))::date`;

/** The comparable filter of one method, subject alias `p`, comparable alias `e`. */
function comparableFilter(method: Method): RawBuilder<unknown> {
  return method === 'SPB'
    ? raw(`(p.tgroup = 'A' OR e.tgroup = p.tgroup) AND e.adj_ppsm > 0`)
    : raw(`e.adj_price > 0 AND (p.ptype IS NULL OR p.ptype NOT IN ('D', 'S', 'T', 'F') OR e.ptype = p.ptype)
           AND (p.bedrooms IS NULL OR e.bedrooms IS NULL OR e.bedrooms = p.bedrooms)`);
}

/** The weighted sums of the comparables' log values (core's `cellOf`). */
function aggregates(method: Method): RawBuilder<unknown> {
  const y = method === 'SPB' ? 'e.yns' : 'e.yn';
  return raw(`count(*)::int AS n, sum(e.w) AS sw, sum(e.w * e.w) AS sw2,
    sum(e.w * ${y}) AS swy, sum(e.w * ${y} * ${y}) AS swy2`);
}

const qualified = (cols: string) =>
  cols
    .split(', ')
    .map((c) => `p.${c}`)
    .join(', ');

/** Runs the widening sequence for every subject; returns how many got a range. */
export async function estimateRanges(
  s: DeriveSession,
  options: { refDate: string },
): Promise<number> {
  await s.exec(sql`ANALYZE est_subject`);
  await s.createTemp(
    'est_result',
    `sid bigint PRIMARY KEY, method text, radius integer, years smallint, n integer,
      sw float8, sw2 float8, swy float8, swy2 float8`,
  );
  let gistBuilt = false;
  for (const method of ['SPB', 'CSB'] as const) {
    await s.exec(sql`ANALYZE est_result`);
    await s.createTemp('est_pending', 'LIKE est_subject');
    await s.exec(sql`
      INSERT INTO est_pending
      SELECT * FROM est_subject p
      WHERE NOT EXISTS (SELECT 1 FROM est_result r WHERE r.sid = p.sid)
        ${method === 'SPB' ? sql`AND p.floor_area > 0` : sql``}
      ORDER BY floor((p.lat) * 100), floor((p.lng) * 100)`);
    await s.exec(sql`ANALYZE est_pending`);
    for (const step of EVIDENCE_STEPS) {
      const located = raw(step.located ? 'p.lat IS NOT NULL' : 'p.lat IS NULL');
      const threshold = step.last ? PUBLISH_MIN : WIDEN_BELOW;
      const from = yearsAgo(options.refDate, step.years);
      let inserted: number;
      if (step.radius === 0) {
        const key =
          method === 'SPB'
            ? { cols: 'sector, tgroup', join: raw('g.tgroup = p.tgroup') }
            : {
                cols: 'sector, ptype, bedrooms',
                join: raw(
                  'g.ptype IS NOT DISTINCT FROM p.ptype AND g.bedrooms IS NOT DISTINCT FROM p.bedrooms',
                ),
              };
        inserted = (
          await s.exec(sql`
            INSERT INTO est_result
            SELECT p.sid, ${method}, 0, ${step.years}, g.n, g.sw, g.sw2, g.swy, g.swy2
            FROM est_pending p
            JOIN (
              SELECT ${raw(qualified(key.cols))}, ${aggregates(method)}
              FROM (SELECT DISTINCT ${raw(key.cols)} FROM est_pending p WHERE ${located}) p
              JOIN ev_adj e ON e.sector = p.sector
              WHERE ${comparableFilter(method)} AND e.sale_date >= ${from}
              GROUP BY ${raw(qualified(key.cols))}
            ) g ON g.sector = p.sector AND ${key.join}
            WHERE ${located} AND g.n >= ${threshold}`)
        ).affected;
      } else {
        if (!gistBuilt) {
          // The stored evidence (a view) carries its own index.
          if (!(await evidenceIsStored(s))) {
            await s.exec(sql`CREATE INDEX ON ev_adj USING gist (point(lng, lat))`);
          }
          gistBuilt = true;
        }
        inserted = (
          await s.exec(sql`
            INSERT INTO est_result
            SELECT p.sid, ${method}, ${step.radius}, ${step.years}, a.n, a.sw, a.sw2, a.swy, a.swy2
            FROM est_pending p
            CROSS JOIN LATERAL (
              SELECT ${aggregates(method)}
              FROM ev_adj e
              WHERE point(e.lng, e.lat) <@ ${raw(boxAround('p.lat', 'p.lng', step.radius))}
                AND ${raw(withinMetres('p.lat', 'p.lng', 'e.lat', 'e.lng', step.radius))}
                AND e.sale_date >= ${from} AND ${comparableFilter(method)}
            ) a
            WHERE ${located} AND a.n >= ${threshold}`)
        ).affected;
      }
      if (inserted > 0) {
        await s.settle('est_result', 'est_pending', 'sid');
      }
    }
  }
  return s.count('est_result');
}

/**
 * A cell emptied by taking the subject's own sales out of it keeps a float residue: weights
 * below this count as none (a recency weight is at least 0.5^(10/3), about 0.1).
 */
export const EMPTY = 1e-9;

/** SQL of core's roundEstimate: 3 significant figures, steps of at least £1,000. */
export function roundEstimateSql(v: string): string {
  const step = `greatest(1000, power(10::float8, length(floor(${v})::bigint::text) - 3))`;
  return `(CASE WHEN (${v}) > 0 THEN floor((${v}) / ${step} + 0.5) * ${step} ELSE 0 END)`;
}

/** SQL of a cell's spread (core's `spread`) from its sums and effective count. */
function spreadSql(sw: string, swy: string, swy2: string, n: string): string {
  return `sqrt(greatest(0, ${swy2} / ${sw} - power(${swy} / ${sw}, 2)) * ${n} / greatest(${n} - 1, 1))`;
}

/**
 * The published estimate of each subject (`est_final`), as core's compsEstimate,
 * blendEstimate and salesEstimate: the wide evidence (`est_result`) shrunk towards the
 * subject's postcode and building (`est_cell`), blended with the indexed last sale
 * (`est_subject.anchor_*`), the range sized by the band's calibration (`estimate_calibration`,
 * the backtest's; core's default without one). `refDate` bounds the postcode and building
 * evidence to the 10 years before it.
 */
export async function finaliseRanges(
  s: DeriveSession,
  options: {
    refDate: string;
    /** Size ranges with the stored calibration and error scales (default); false: raw. */
    useCalibration?: boolean;
  },
): Promise<void> {
  const rules = ESTIMATE_RULES;
  const from = yearsAgo(options.refDate, 10);
  await s.exec(sql`DROP TABLE IF EXISTS est_cell`);
  const sums = (y: string, filter: string, prefix: string) =>
    raw(`sum(e.w) FILTER (WHERE ${filter}) AS ${prefix}sw,
         sum(e.w * e.w) FILTER (WHERE ${filter}) AS ${prefix}sw2,
         sum(e.w * ${y}) FILTER (WHERE ${filter}) AS ${prefix}swy,
         sum(e.w * ${y} * ${y}) FILTER (WHERE ${filter}) AS ${prefix}swy2`);
  const cellSums = sql`${sums('e.res_c', 'e.res_c IS NOT NULL', 'c_')},
                       ${sums('e.res_s', 'e.res_s IS NOT NULL', 's_')}`;
  await s.exec(sql`
    CREATE TEMP TABLE est_cell AS
    SELECT 'S'::text AS kind, e.skey AS key, ${cellSums}
    FROM ev_adj e
    WHERE e.sale_date >= ${from} AND e.adj_price > 0
      AND e.skey IN (SELECT skey FROM est_subject)
    GROUP BY e.skey
    UNION ALL
    SELECT 'P'::text AS kind, e.postcode, ${cellSums}
    FROM ev_adj e
    WHERE e.sale_date >= ${from} AND e.adj_price > 0
      AND e.postcode IN (SELECT postcode FROM est_subject)
    GROUP BY e.postcode
    UNION ALL
    SELECT 'B', e.bkey, ${cellSums}
    FROM ev_adj e
    WHERE e.sale_date >= ${from} AND e.adj_price > 0
      AND e.bkey IN (SELECT bkey FROM est_subject)
    GROUP BY e.bkey`);
  await s.exec(sql`ALTER TABLE est_cell ADD PRIMARY KEY (kind, key)`);
  await s.exec(sql`ANALYZE est_cell`);
  // The subject's own sales in its postcode and building cells, taken out of them again.
  const ownSums = (cell: 's' | 'p' | 'b', inCell: string) =>
    raw(
      [
        ['c', 'e.res_c', `${inCell} AND e.res_c IS NOT NULL`],
        ['s', 'e.res_s', `${inCell} AND e.res_s IS NOT NULL`],
      ]
        .map(
          ([m, y, f]) => `sum(e.w) FILTER (WHERE ${f}) AS ${cell}_${m}_sw,
             sum(e.w * e.w) FILTER (WHERE ${f}) AS ${cell}_${m}_sw2,
             sum(e.w * ${y}) FILTER (WHERE ${f}) AS ${cell}_${m}_swy,
             sum(e.w * ${y} * ${y}) FILTER (WHERE ${f}) AS ${cell}_${m}_swy2`,
        )
        .join(', '),
    );
  await s.exec(sql`DROP TABLE IF EXISTS est_own_sum`);
  await s.exec(sql`
    CREATE TEMP TABLE est_own_sum AS
    SELECT o.sid, ${ownSums('s', 'f.in_s')}, ${ownSums('p', 'f.in_p')}, ${ownSums('b', 'f.in_b')}
    FROM (SELECT DISTINCT sid, tid FROM est_own) o
    JOIN est_subject p ON p.sid = o.sid
    JOIN ev_adj e ON e.tid = o.tid
    CROSS JOIN LATERAL (
      SELECT e.sale_date >= ${from} AND e.adj_price > 0 AND e.skey = p.skey AS in_s,
             e.sale_date >= ${from} AND e.adj_price > 0 AND e.postcode = p.postcode AS in_p,
             e.sale_date >= ${from} AND e.adj_price > 0 AND e.bkey = p.bkey AS in_b) f
    GROUP BY o.sid`);
  await s.exec(sql`ALTER TABLE est_own_sum ADD PRIMARY KEY (sid)`);
  await s.createTemp(
    'est_final',
    `sid bigint PRIMARY KEY, range1_price integer, range2_price integer,
      range1_ppsm numeric, range2_ppsm numeric, price_estimate_type text, ppsm_radius integer,
      estimate_years smallint, estimate_comparables integer, estimate_confidence text,
      estimate_price integer, est_log float8, estimate_sd float8, calibrated boolean,
      z_low float8, z_high float8, anchor_date date, anchor_price integer,
      anchor_value integer, anchor_index text, anchor_sd float8, anchor_weight float8,
      comps_value integer, comps_sd float8, comps_wide integer, comps_postcode float8,
      comps_building float8, anchor_log float8, comps_log float8`,
  );
  /** A cell's sum for the subject's method, without the subject's own sales. */
  const pick = (cell: 'sc' | 'pc' | 'bc', col: string) => {
    const own = cell[0] as 's' | 'p' | 'b';
    return raw(`CASE WHEN r.method = 'SPB'
                     THEN ${cell}.s_${col} - coalesce(o.${own}_s_${col}, 0)
                     ELSE ${cell}.c_${col} - coalesce(o.${own}_c_${col}, 0) END`);
  };
  /** A cell's spread pooled with the wide evidence's (core compsEstimate). */
  const pooled = (cellSpread: string, n: string) =>
    `sqrt((${n} * power(${cellSpread}, 2) + ${rules.spreadPool}::float8 * power(${spreadSql('r.sw', 'r.swy', 'r.swy2', 'm.nw')}, 2))
          / (${n} + ${rules.spreadPool}::float8))`;
  const calibration = options.useCalibration ?? true;
  const scales = calibration ? await readErrorScales(s) : DEFAULT_SCALES;
  // The database's anchor curve as its backtest measured it (core fitDatabaseAnchorCurve),
  // else the default curve.
  const curve = anchorCurveFromScales({
    level: scales[ANCHOR_CURVE_PARTS.level],
    slope: scales[ANCHOR_CURVE_PARTS.slope],
  });
  const highBelow = Math.min(
    calibration ? await readHighLimit(s) : rules.highBelowSd,
    rules.lowFromSd,
  );
  await s.exec(sql`
    INSERT INTO est_final
    SELECT p.sid,
           ${raw(roundEstimateSql('b.pt * exp(k.z_low * b.sd)'))},
           ${raw(roundEstimateSql('b.pt * exp(k.z_high * b.sd)'))},
           CASE WHEN r.method = 'SPB' THEN ${raw(jsRound(`${roundEstimateSql('b.pt * exp(k.z_low * b.sd)')} / p.floor_area`))} END,
           CASE WHEN r.method = 'SPB' THEN ${raw(jsRound(`${roundEstimateSql('b.pt * exp(k.z_high * b.sd)')} / p.floor_area`))} END,
           coalesce(r.method, 'CSB'), r.radius, r.years, coalesce(r.n, 0), b.band,
           ${raw(roundEstimateSql('b.pt'))}, b.lg, b.sd, k.calibrated, k.z_low, k.z_high,
           p.anchor_date, p.anchor_price, ${raw(jsRound('p.anchor_value'))}, p.anchor_index,
           a.sd, b.aw,
           ${raw(jsRound('exp(cs.lg)'))},
           cs.sd, m.nw, m.np, m.nb, a.lg, cs.lg
    FROM est_subject p
    LEFT JOIN est_result r ON r.sid = p.sid
    LEFT JOIN est_cell sc ON sc.kind = 'S' AND sc.key = p.skey
    LEFT JOIN est_cell pc ON pc.kind = 'P' AND pc.key = p.postcode
    LEFT JOIN ev_seg g ON g.ptype = p.ptype
      AND g.seg = ${raw(segmentSql('p.new_build', 'p.leasehold', 'p.ptype', 'p.addr_form'))}
    LEFT JOIN est_cell bc ON bc.kind = 'B' AND bc.key = p.bkey
    LEFT JOIN est_own_sum o ON o.sid = p.sid
    CROSS JOIN LATERAL (
      SELECT ${pick('sc', 'sw')} AS ssw, ${pick('sc', 'sw2')} AS ssw2, ${pick('sc', 'swy')} AS sswy,
             ${pick('sc', 'swy2')} AS sswy2, ${pick('pc', 'sw')} AS psw, ${pick('pc', 'sw2')} AS psw2, ${pick('pc', 'swy')} AS pswy,
             ${pick('pc', 'swy2')} AS pswy2, ${pick('bc', 'sw')} AS bsw, ${pick('bc', 'sw2')} AS bsw2,
             ${pick('bc', 'swy')} AS bswy, ${pick('bc', 'swy2')} AS bswy2 OFFSET 0) c
    CROSS JOIN LATERAL (
      SELECT r.swy / r.sw AS mw, r.sw * r.sw / r.sw2 AS nw,
             CASE WHEN c.ssw > ${EMPTY}::float8 THEN c.ssw * c.ssw / c.ssw2 ELSE 0 END AS ns,
             CASE WHEN c.psw > ${EMPTY}::float8 THEN c.psw * c.psw / c.psw2 ELSE 0 END AS np,
             CASE WHEN c.bsw > ${EMPTY}::float8 THEN c.bsw * c.bsw / c.bsw2 ELSE 0 END AS nb OFFSET 0) m
    CROSS JOIN LATERAL (
      SELECT CASE WHEN m.ns > 0 THEN m.ns / (m.ns + ${rules.streetShrink}::float8) * (c.sswy / c.ssw)
                  ELSE 0 END AS l0 OFFSET 0) s0
    CROSS JOIN LATERAL (
      SELECT s0.l0 + CASE WHEN m.np > 0
                          THEN m.np / (m.np + ${rules.postcodeShrink}::float8) * (c.pswy / c.psw - s0.l0)
                          ELSE 0 END AS l1 OFFSET 0) s1
    CROSS JOIN LATERAL (
      SELECT m.mw + coalesce(g.d, 0) + s1.l1
               + CASE WHEN m.nb > 0
                      THEN m.nb / (m.nb + ${rules.buildingShrink}::float8) * (c.bswy / c.bsw - s1.l1)
                      ELSE 0 END AS lg,
             CASE WHEN m.nb >= ${rules.spreadFrom} THEN ${raw(pooled(spreadSql('c.bsw', 'c.bswy', 'c.bswy2', 'm.nb'), 'm.nb'))}
                  WHEN m.np >= ${rules.spreadFrom} THEN ${raw(pooled(spreadSql('c.psw', 'c.pswy', 'c.pswy2', 'm.np'), 'm.np'))}
                  WHEN m.ns >= ${rules.spreadFrom} THEN ${raw(pooled(spreadSql('c.ssw', 'c.sswy', 'c.sswy2', 'm.ns'), 'm.ns'))}
                  ELSE ${raw(spreadSql('r.sw', 'r.swy', 'r.swy2', 'm.nw'))} END AS sp,
             CASE WHEN m.nb >= ${rules.spreadFrom} THEN m.nb WHEN m.np >= ${rules.spreadFrom} THEN m.np
                  WHEN m.ns >= ${rules.spreadFrom} THEN m.ns ELSE m.nw END AS sn OFFSET 0) s2
    CROSS JOIN LATERAL (
      SELECT CASE WHEN r.sid IS NOT NULL
                  THEN s2.lg + CASE WHEN r.method = 'SPB' THEN ln(p.floor_area) ELSE 0 END END AS lg,
             CASE WHEN r.sid IS NOT NULL
                  THEN greatest(s2.sp, ${rules.minSpread}::float8) * sqrt(1 + 1 / greatest(s2.sn, 1))
                       * ${scales.comps}::float8 END AS sd
      OFFSET 0) cs
    CROSS JOIN LATERAL (
      SELECT CASE WHEN p.anchor_value > 0 THEN ln(p.anchor_value) END AS lg,
             CASE WHEN p.anchor_value > 0
                  -- Core's anchorSd: the database's variance curve of the sale's age.
                  THEN sqrt(${curve.baseVar}::float8
                            + ${curve.varPerYear}::float8 * greatest(0, p.anchor_months) / 12.0)
             END AS sd OFFSET 0) a
    CROSS JOIN LATERAL (
      SELECT coalesce(1 / a.sd ^ 2, 0) AS wa, coalesce(1 / cs.sd ^ 2, 0) AS wc OFFSET 0) w
    CROSS JOIN LATERAL (
      SELECT (coalesce(a.lg, 0) * w.wa + coalesce(cs.lg, 0) * w.wc) / (w.wa + w.wc) AS lg,
             1 / sqrt(w.wa + w.wc) AS sd, w.wa / (w.wa + w.wc) AS aw,
             exp((coalesce(a.lg, 0) * w.wa + coalesce(cs.lg, 0) * w.wc) / (w.wa + w.wc)) AS pt,
             CASE WHEN 1 / sqrt(w.wa + w.wc) < ${highBelow}::float8 THEN 'High'
                  WHEN 1 / sqrt(w.wa + w.wc) < ${rules.lowFromSd}::float8 THEN 'Medium'
                  ELSE 'Low' END AS band
      WHERE w.wa + w.wc > 0 OFFSET 0) b
    LEFT JOIN estimate_calibration cal ON ${calibration} AND cal.band = b.band
    CROSS JOIN LATERAL (
      SELECT coalesce(cal.z_low, ${-rules.defaultZ}::float8) AS z_low,
             coalesce(cal.z_high, ${rules.defaultZ}::float8) AS z_high,
             cal.band IS NOT NULL AS calibrated) k`);
}

export type ErrorScales = Record<ErrorPart, number>;

const DEFAULT_SCALES: ErrorScales = {
  comps: 1,
  [ANCHOR_CURVE_PARTS.level]: 1,
  [ANCHOR_CURVE_PARTS.slope]: 1,
};

/**
 * The backtest's measurements (`estimate_error_scales`): the scale of the comparables' errors
 * (their typical error against what the error model expects), and the anchor curve's level and
 * slope as ratios to the default curve; 1 where none is held.
 */
export async function readErrorScales(s: DeriveSession): Promise<ErrorScales> {
  const { rows } = await s.exec<{ part: string; scale: number }>(sql`
    SELECT part, scale FROM estimate_error_scales`);
  const scales = { ...DEFAULT_SCALES };
  // Rows written by DERIVE_VERSION 5's backtest (three age classes' sd scales) are not a curve:
  // its comparables' scale is kept, its anchor rows are not read.
  const legacy = rows.some((r) => r.part === LEGACY_ANCHOR_PART);
  for (const row of rows) {
    if (!(row.part in scales)) continue;
    if (legacy && row.part !== 'comps') continue;
    scales[row.part as ErrorPart] = Number(row.scale);
  }
  return scales;
}

/**
 * The High band's limit on the estimate's log error (`estimate_band_limits`, the backtest's
 * measurement; 0 = no High band); the rule's where none is held.
 */
export async function readHighLimit(s: DeriveSession): Promise<number> {
  const row = await s.one(sql<{ sd_below: number }>`
    SELECT sd_below FROM estimate_band_limits WHERE band = 'High'`);
  return row ? Number(row.sd_below) : ESTIMATE_RULES.highBelowSd;
}
