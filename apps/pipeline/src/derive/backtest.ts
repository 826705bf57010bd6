import { sql } from 'kysely';
import type { DatabaseHandle } from '@yardstick/db/database';
import { median } from '@yardstick/core/estimates/percentile';
import { DeriveSession } from './derive-session.ts';
import {
  buildAdjustedEvidence,
  buildHpiFactors,
  buildSaleBase,
  enrichSoldPrices,
  latestHpiMonth,
} from './evidence.ts';
import { createSubjectTable, estimateRanges, finaliseRanges } from './estimates.ts';

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
  log?: (message: string) => void;
}

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
  /** The HPI-indexed last sale where there is one, else the estimate (what a listing shows). */
  combined: AccuracyFigures;
}

export interface BacktestReport {
  from: string;
  to: string;
  hpiMonth: string | null;
  sales: number;
  groups: BacktestGroup[];
  ms: number;
}

interface ResultRow {
  ptype: string;
  price: number;
  method: string | null;
  estimate: number | null;
  baseline: number | null;
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

function group(name: string, rows: readonly ResultRow[]): BacktestGroup {
  const both = rows.filter((r) => r.estimate !== null && r.baseline !== null);
  return {
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
    const s = new DeriveSession(conn, options.log);
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
      await s.exec(sql`DROP TABLE IF EXISTS bt_subject_filter`);
      await s.exec(sql`CREATE TEMP TABLE bt_subject_filter (tid uuid PRIMARY KEY)`);
      if (options.subjectIds) {
        await s.exec(sql`
          INSERT INTO bt_subject_filter
          SELECT DISTINCT x::uuid FROM unnest(${[...options.subjectIds]}::text[]) x
          ON CONFLICT DO NOTHING`);
      }
      await s.exec(sql`DROP TABLE IF EXISTS bt_result`);
      await s.exec(sql`
        CREATE TEMP TABLE bt_result (
          tid uuid, ptype char(1), price integer, method text, estimate float8,
          baseline float8)`);

      for (let month = from; month <= to; month = monthAdd(month, 1)) {
        const monthStart = `${month}-01`;
        const before = monthAdd(month, -1);
        const target =
          hpiLatest === null ? null : `${before}-01` < hpiLatest ? `${before}-01` : hpiLatest;
        await s.step(`month ${month}`, async () => {
          await buildHpiFactors(s, target);
          await buildAdjustedEvidence(s, {
            from: latest.first as string,
            before: monthStart,
            targetMonth: target,
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
          const subjects = await s.exec(sql`
            INSERT INTO est_subject
            SELECT sid, sector, lat, lng, ptype, tgroup, bedrooms, floor_area FROM bt_subject`);
          if (subjects.affected === 0) return 0;
          await estimateRanges(s, { refDate: `${before}-${lastDay(before)}` });
          await finaliseRanges(s);
          await s.exec(sql`
            INSERT INTO bt_result
            SELECT b.tid, b.ptype, b.price, f.price_estimate_type,
                   (f.range1_price + f.range2_price) / 2.0,
                   prev.adj_price
            FROM bt_subject b
            LEFT JOIN est_final f ON f.sid = b.sid
            LEFT JOIN LATERAL (
              SELECT e.adj_price FROM ev_adj e
              WHERE e.prop_key = b.prop_key AND b.prop_key IS NOT NULL
              ORDER BY e.sale_date DESC, e.tid LIMIT 1
            ) prev ON true`);
          return subjects.affected;
        });
      }

      const { rows } = await s.exec<ResultRow>(sql`
        SELECT ptype, price, method, estimate, baseline FROM bt_result`);
      const groups: BacktestGroup[] = [group('all', rows)];
      for (const type of ['D', 'S', 'T', 'F']) {
        const subset = rows.filter((r) => r.ptype === type);
        if (subset.length) groups.push(group(type, subset));
      }
      for (const method of ['SPB', 'CSB']) {
        const subset = rows.filter((r) => r.method === method);
        if (subset.length) groups.push(group(method, subset));
      }
      return {
        from,
        to,
        hpiMonth: hpiLatest,
        sales: rows.length,
        groups,
        ms: Math.round(performance.now() - started),
      };
    } finally {
      await s.exec(sql`RESET work_mem`);
      await s.exec(sql`RESET jit`);
    }
  });
}

function lastDay(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0');
}

const pct = (v: number | null) => (v === null ? '   -  ' : `${(v * 100).toFixed(1).padStart(5)}%`);

/** The report as a plain-text table. */
export function formatBacktest(report: BacktestReport): string {
  const lines = [
    `Backtest: sales of ${report.from} to ${report.to} (${report.sales}), each valued from earlier sales only; HPI ${report.hpiMonth ?? 'not held (prices as paid)'}`,
    '',
    '                   Estimate (middle of the range)     | Baseline: HPI-indexed last sale     | Sales both value              | Last sale, else estimate',
    'group     sales    hit    PE10    PE20   MdAPE        |  hit    PE10    PE20   MdAPE        |  n     est MdAPE  base MdAPE  |  PE10   MdAPE',
  ];
  for (const g of report.groups) {
    const e = g.estimate;
    const b = g.baseline;
    lines.push(
      `${g.group.padEnd(8)} ${String(e.sales).padStart(6)}  ${pct(e.hitRate)} ${pct(e.pe10)} ${pct(e.pe20)} ${pct(e.mdape)}       | ${pct(b.hitRate)} ${pct(b.pe10)} ${pct(b.pe20)} ${pct(b.mdape)}       | ${String(g.bothEstimate.valued).padStart(5)}  ${pct(g.bothEstimate.mdape)}     ${pct(g.bothBaseline.mdape)}  | ${pct(g.combined.pe10)} ${pct(g.combined.mdape)}`,
    );
  }
  return lines.join('\n');
}
