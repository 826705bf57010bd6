import { sql } from 'kysely';
import {
  LOCAL_INDEX_RULES,
  priorFromOfficial,
  solveLocalIndex,
  type PairCell,
} from '@yardstick/core/estimates/local-index';
import type { DeriveSession } from './derive-session.ts';

/**
 * The local price index of docs/methodology.md: repeat-sales pairs of the sales in `d_sale`
 * (evidence.ts) before a cut-off are aggregated in SQL into cells (area or district, type
 * group, first month, second month); each series is solved by core's `solveLocalIndex`
 * (postcode areas against the official index of their region or country, districts against
 * their area) into `d_local_index` (log index by month). `buildLocalFactors` turns it into
 * the factor bringing a month to the valuation month (`d_local_factor`), which the time
 * adjustment uses where the official index is missing or too coarse (evidence.ts
 * `hpiFactorSql`). A full derive stores it in `local_price_index`; incremental runs read it
 * back.
 */

export interface LocalIndexOptions {
  /** Only sales strictly before this date. */
  before: string;
  /** The month the index runs to ('YYYY-MM-01'), the valuation month. */
  valuationMonth: string;
  /** `d_li_pair_all` is already built (buildRepeatPairs). */
  pairsBuilt?: boolean;
}

const monthNumber = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
const monthDate = (n: number) =>
  `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}-01`;

interface CellRow {
  level: 'area' | 'district';
  code: string;
  tgroup: string;
  m1: number;
  m2: number;
  n: number;
  sum_log: number;
}

/**
 * `d_li_pair_all`: every repeat sale of `d_sale` (consecutive sales of the same property and
 * type), with the months (numbered from year 0) and the date of the second sale. A sale's
 * predecessor does not depend on a cut-off, so the backtest builds this once and each month
 * keeps the pairs whose second sale came before it.
 */
export async function buildRepeatPairs(s: DeriveSession): Promise<void> {
  await s.exec(sql`DROP TABLE IF EXISTS d_li_pair_all`);
  await s.exec(sql`
    CREATE TEMP TABLE d_li_pair_all AS
    SELECT area, district, tgroup, m1, m2, d2, lp - lp1 AS r
    FROM (
      SELECT area, district, tgroup, ptype, sale_date AS d2,
             (extract(year FROM sale_date) * 12 + extract(month FROM sale_date) - 1)::int AS m2,
             ln(price::float8) AS lp,
             lag((extract(year FROM sale_date) * 12 + extract(month FROM sale_date) - 1)::int)
               OVER w AS m1,
             lag(ln(price::float8)) OVER w AS lp1,
             lag(ptype) OVER w AS ptype1
      FROM d_sale
      WHERE price > 0 AND area IS NOT NULL
      WINDOW w AS (PARTITION BY pair_key ORDER BY sale_date, tid)
    ) x
    WHERE m1 IS NOT NULL AND ptype1 = ptype`);
  await s.exec(sql`ANALYZE d_li_pair_all`);
}

/** Builds `d_local_index` from `d_sale`; returns the number of series. */
export async function buildLocalIndex(
  s: DeriveSession,
  options: LocalIndexOptions,
): Promise<number> {
  const end = monthNumber(options.valuationMonth);
  const first = await s.one(sql<{ month: string | null }>`
    SELECT to_char(min(sale_date), 'YYYY-MM-DD') AS month FROM d_sale
    WHERE sale_date < ${options.before}::date`);
  const start = Math.max(
    first?.month ? monthNumber(first.month) : end,
    end - LOCAL_INDEX_RULES.maxMonths + 1,
  );
  const months = end - start + 1;
  await s.createTemp(
    'd_local_index',
    `level text, code text, tgroup char(1), month date, log_index float8, pairs integer,
      PRIMARY KEY (code, tgroup, month)`,
  );
  if (!options.pairsBuilt) await buildRepeatPairs(s);
  const rules = LOCAL_INDEX_RULES;
  await s.exec(sql`DROP TABLE IF EXISTS d_li_pair`);
  await s.exec(sql`
    CREATE TEMP TABLE d_li_pair AS
    SELECT area, district, tgroup, m1 - ${start}::int AS m1, m2 - ${start}::int AS m2, r
    FROM d_li_pair_all
    WHERE d2 < ${options.before}::date AND m1 >= ${start}::int
      AND m2 - m1 >= ${rules.minHoldingMonths}::int
      AND abs(r) <= ${rules.maxLogChangePerYear}::float8 * greatest(1.0, (m2 - m1) / 12.0)`);
  const { rows } = await s.exec<CellRow>(sql`
    SELECT 'area' AS level, area AS code, tgroup, m1, m2, count(*)::int AS n,
           sum(r)::float8 AS sum_log
    FROM d_li_pair GROUP BY area, tgroup, m1, m2
    UNION ALL
    SELECT 'district', district, tgroup, m1, m2, count(*)::int, sum(r)::float8
    FROM d_li_pair WHERE district IS NOT NULL GROUP BY district, tgroup, m1, m2`);
  // Every area and district of the sales held has a series, with pairs or not.
  const { rows: series } = await s.exec<{ area: string; district: string | null; tgroup: string }>(
    sql`SELECT DISTINCT area, district, tgroup FROM d_sale
        WHERE area IS NOT NULL AND tgroup IN ('H', 'F')`,
  );
  const cells = new Map<string, PairCell[]>();
  for (const row of rows) {
    const key = `${row.level}|${row.code}|${row.tgroup}`;
    const list = cells.get(key) ?? [];
    list.push({ from: row.m1, to: row.m2, n: row.n, sumLog: row.sum_log });
    cells.set(key, list);
  }
  const officialPrior = await officialPriors(s, start, months);
  const out: { level: string; code: string; tgroup: string; logs: number[]; pairs: number }[] = [];
  const areaLogs = new Map<string, number[]>();
  const solve = (level: 'area' | 'district', code: string, tgroup: string, prior: number[]) => {
    const list = cells.get(`${level}|${code}|${tgroup}`) ?? [];
    const logs = solveLocalIndex(prior, list);
    out.push({ level, code, tgroup, logs, pairs: list.reduce((n, c) => n + c.n, 0) });
    return logs;
  };
  for (const { area, tgroup } of uniqueBy(series, (r) => `${r.area}|${r.tgroup}`)) {
    const prior = officialPrior.get(`${area}|${tgroup}`) ?? new Array<number>(months).fill(0);
    areaLogs.set(`${area}|${tgroup}`, solve('area', area, tgroup, prior));
  }
  for (const { area, district, tgroup } of uniqueBy(series, (r) => `${r.district}|${r.tgroup}`)) {
    if (!district) continue;
    solve('district', district, tgroup, areaLogs.get(`${area}|${tgroup}`) as number[]);
  }
  // One insert per batch of series.
  for (let i = 0; i < out.length; i += 200) {
    const batch = out.slice(i, i + 200);
    const level: string[] = [];
    const code: string[] = [];
    const group: string[] = [];
    const month: string[] = [];
    const value: number[] = [];
    const pairs: number[] = [];
    for (const item of batch) {
      item.logs.forEach((v, t) => {
        level.push(item.level);
        code.push(item.code);
        group.push(item.tgroup);
        month.push(monthDate(start + t));
        value.push(v);
        pairs.push(item.pairs);
      });
    }
    await s.exec(sql`
      INSERT INTO d_local_index
      SELECT * FROM unnest(${level}::text[], ${code}::text[], ${group}::char(1)[],
                           ${month}::date[], ${value}::float8[], ${pairs}::int[])`);
  }
  await s.exec(sql`ANALYZE d_local_index`);
  return out.length;
}

function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
}

/**
 * The prior of each area's series: the official UK HPI (all types for houses, flats for
 * flats) of the region most of the area's sales are in, else of its country; none (flat)
 * when neither is held.
 */
async function officialPriors(
  s: DeriveSession,
  start: number,
  months: number,
): Promise<Map<string, number[]>> {
  const { rows } = await s.exec<{
    area: string;
    tgroup: string;
    m: number;
    value: number | null;
  }>(sql`
    WITH dominant AS (
      SELECT DISTINCT ON (area) area,
             (SELECT code FROM (VALUES (1, rgn), (2, ctry)) c(rank, code)
              WHERE code IN (SELECT area_code FROM hpi) ORDER BY rank LIMIT 1) AS code
      FROM (SELECT area, rgn, ctry, count(*) AS n FROM d_sale WHERE area IS NOT NULL
            GROUP BY area, rgn, ctry) x
      ORDER BY area, n DESC, rgn, ctry
    )
    SELECT d.area, g.tgroup,
           (extract(year FROM h.date) * 12 + extract(month FROM h.date) - 1)::int - ${start}::int AS m,
           (CASE g.tgroup WHEN 'F' THEN h.flat_index ELSE h.index END)::float8 AS value
    FROM dominant d
    CROSS JOIN (VALUES ('H'), ('F')) g(tgroup)
    JOIN hpi h ON h.area_code = d.code
    WHERE h.date >= ${monthDate(start)}::date
      AND h.date <= ${monthDate(start + months - 1)}::date`);
  const values = new Map<string, (number | null)[]>();
  for (const row of rows) {
    const key = `${row.area}|${row.tgroup}`;
    const list = values.get(key) ?? new Array<number | null>(months).fill(null);
    if (row.m >= 0 && row.m < months) list[row.m] = row.value;
    values.set(key, list);
  }
  const priors = new Map<string, number[]>();
  for (const [key, list] of values) {
    if (list.some((v) => v !== null)) priors.set(key, priorFromOfficial(list));
  }
  return priors;
}

/** Replaces the stored index (`local_price_index`) with `d_local_index`. */
export async function storeLocalIndex(s: DeriveSession): Promise<number> {
  await s.exec(sql`TRUNCATE local_price_index`);
  const inserted = await s.exec(sql`
    INSERT INTO local_price_index (level, code, type_group, month, index_value, pairs)
    SELECT level, code, tgroup, month, 100 * exp(log_index), pairs FROM d_local_index`);
  return inserted.affected;
}

/** Fills `d_local_index` from the stored index (incremental runs). */
export async function loadLocalIndex(s: DeriveSession): Promise<number> {
  await s.exec(sql`DROP TABLE IF EXISTS d_local_index`);
  await s.exec(sql`
    CREATE TEMP TABLE d_local_index AS
    SELECT level, code, type_group::char(1) AS tgroup, month, ln(index_value / 100) AS log_index,
           pairs
    FROM local_price_index`);
  return s.count('d_local_index');
}

/**
 * `d_local_factor`: for every series and month, the factor to the valuation month
 * (exp(log index then - log index of the month)); series without that month give none.
 */
export async function buildLocalFactors(s: DeriveSession, valuationMonth: string): Promise<void> {
  await s.createTemp(
    'd_local_factor',
    'code text, tgroup char(1), month date, f float8, PRIMARY KEY (code, tgroup, month)',
  );
  await s.exec(sql`
    INSERT INTO d_local_factor
    SELECT i.code, i.tgroup, i.month, exp(v.log_index - i.log_index)
    FROM d_local_index i
    JOIN d_local_index v ON v.code = i.code AND v.tgroup = i.tgroup
      AND v.month = ${valuationMonth}::date`);
  await s.exec(sql`ANALYZE d_local_factor`);
}
