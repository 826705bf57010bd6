import { sql, type RawBuilder } from 'kysely';
import type { DeriveSession } from './derive-session.ts';
import { boxAround, jsRound, withinMetres } from '@yardstick/db/sql-fragments';
import { confidence, raw } from './sql-fragments.ts';

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
  await s.exec(sql`DROP TABLE IF EXISTS est_subject`);
  await s.exec(sql`
    CREATE TEMP TABLE est_subject (
      sid bigint PRIMARY KEY, sector text, lat float8, lng float8, ptype char(1),
      tgroup char(1), bedrooms smallint, floor_area float8)`);
}

const yearsAgo = (refDate: string, years: number) =>
  sql`(${refDate}::date - make_interval(years => ${years}))::date`;

/** The comparable filter of one method, subject alias `p`, comparable alias `e`. */
function comparableFilter(method: Method): RawBuilder<unknown> {
  return method === 'SPB'
    ? raw(`(p.tgroup = 'A' OR e.tgroup = p.tgroup) AND e.adj_ppsm IS NOT NULL`)
    : raw(`(p.ptype IS NULL OR p.ptype NOT IN ('D', 'S', 'T', 'F') OR e.ptype = p.ptype)
           AND (p.bedrooms IS NULL OR e.bedrooms IS NULL OR e.bedrooms = p.bedrooms)`);
}

function aggregates(method: Method): RawBuilder<unknown> {
  const v = method === 'SPB' ? 'e.adj_ppsm' : 'e.adj_price';
  return raw(`count(*)::int AS n,
    percentile_cont(0.25) WITHIN GROUP (ORDER BY ${v}) AS q1,
    percentile_cont(0.75) WITHIN GROUP (ORDER BY ${v}) AS q3,
    percentile_cont(0.5) WITHIN GROUP (ORDER BY ${v}) AS med`);
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
  await s.exec(sql`DROP TABLE IF EXISTS est_result`);
  await s.exec(sql`
    CREATE TEMP TABLE est_result (
      sid bigint PRIMARY KEY, method text, radius integer, years smallint, n integer,
      q1 float8, q3 float8, med float8)`);
  let gistBuilt = false;
  for (const method of ['SPB', 'CSB'] as const) {
    await s.exec(sql`ANALYZE est_result`);
    await s.exec(sql`DROP TABLE IF EXISTS est_pending`);
    await s.exec(sql`CREATE TEMP TABLE est_pending (LIKE est_subject)`);
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
            SELECT p.sid, ${method}, 0, ${step.years}, g.n, g.q1, g.q3, g.med
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
          await s.exec(sql`CREATE INDEX ON ev_adj USING gist (point(lng, lat))`);
          gistBuilt = true;
        }
        inserted = (
          await s.exec(sql`
            INSERT INTO est_result
            SELECT p.sid, ${method}, ${step.radius}, ${step.years}, a.n, a.q1, a.q3, a.med
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
        await s.exec(sql`ANALYZE est_result`);
        await s.exec(sql`DELETE FROM est_pending p USING est_result r WHERE r.sid = p.sid`);
        await s.exec(sql`ANALYZE est_pending`);
      }
    }
  }
  const row = await s.one(sql<{ n: number }>`SELECT count(*)::int AS n FROM est_result`);
  return row?.n ?? 0;
}

/**
 * The published figures of each estimated subject (`est_final`), rounded as core's
 * estimateRange: SPB prices are the unrounded quartile £/m2 times the floor area.
 */
export async function finaliseRanges(s: DeriveSession): Promise<void> {
  await s.exec(sql`DROP TABLE IF EXISTS est_final`);
  await s.exec(sql`
    CREATE TEMP TABLE est_final (
      sid bigint PRIMARY KEY, range1_price integer, range2_price integer,
      range1_ppsm numeric, range2_ppsm numeric, price_estimate_type text, ppsm_radius integer,
      estimate_years smallint, estimate_comparables integer, estimate_confidence text)`);
  await s.exec(sql`
    INSERT INTO est_final
    SELECT r.sid,
           CASE WHEN r.method = 'SPB' THEN ${raw(jsRound('r.q1 * p.floor_area'))}
                ELSE ${raw(jsRound('r.q1'))} END,
           CASE WHEN r.method = 'SPB' THEN ${raw(jsRound('r.q3 * p.floor_area'))}
                ELSE ${raw(jsRound('r.q3'))} END,
           CASE WHEN r.method = 'SPB' THEN ${raw(jsRound('r.q1'))} END,
           CASE WHEN r.method = 'SPB' THEN ${raw(jsRound('r.q3'))} END,
           r.method, r.radius, r.years, r.n,
           ${raw(confidence('r.n', 'r.q1', 'r.q3', 'r.med'))}
    FROM est_result r JOIN est_subject p ON p.sid = r.sid`);
}
