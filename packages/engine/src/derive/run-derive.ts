import { sql } from 'kysely';
import type { DatabaseHandle } from '@yardstick/db/database';
import { deriveAreaStats } from './area-stats.ts';
import { DeriveSession, type StepTiming } from './derive-session.ts';
import {
  addressFormSql,
  buildAdjustedEvidence,
  buildHpiFactors,
  buildSaleBase,
  enrichSoldPrices,
  latestHpiMonth,
} from './evidence.ts';
import { createSubjectTable, estimateRanges, finaliseRanges } from './estimates.ts';
import { applyStackModel } from './model/apply.ts';
import { applyRentalDemand, deriveListingFigures, deriveRentalDemand } from './listing-figures.ts';
import { deriveLocationFigures } from './location.ts';
import { deriveMoney } from './money.ts';
import { derivePriceWarnings } from './price-warnings.ts';
import { derivePloPairs, deriveRentEstimates } from './rents.ts';
import { buildAnchors, deriveSaleHistory } from './sale-history.ts';
import {
  buildLocalFactors,
  buildLocalIndex,
  loadLocalIndex,
  storeLocalIndex,
} from './local-index.ts';
import { storeEvidence, useStoredEvidence, type EvidenceWindow } from './stored-evidence.ts';
import { raw, streetKey } from './sql-fragments.ts';
import { targetBuildingKey, writeEstimateEvidence } from './estimate-evidence.ts';
import {
  ESTIMATE_TARGET,
  addPloChangedTargets,
  buildEpcWords,
  buildTargets,
  matchTargetEpc,
} from './targets.ts';
import { writeRows } from './bulk-write.ts';
import { DERIVE_STATE_KEY } from '@yardstick/db/derive-state';

/**
 * `npm run data -- derive`: every derived figure of docs/methodology.md, computed from the
 * evidence held and stored where search can filter and sort on it. Set-based: each figure
 * family is a handful of statements over all target listings at once (temporary tables on
 * one connection), and one final UPDATE writes every changed listing.
 *
 * Incremental by default: only listings whose inputs changed since they were derived (and
 * those such changes reach) are recomputed, unless evidence (sales, HPI, EPC, postcodes,
 * crimes, schools, stops, IMD, polygons) was imported since the last run, the reference
 * dates moved, or the method changed (DERIVE_VERSION): then, or with `full`, every listing.
 * A demo or fixture loader that writes evidence without the importers passes `full: true`.
 */
// 11: the learned correction (issue 39; 10 was the odd-sale rule, reverted); 12: its floor
// area against the postcode's.
export const DERIVE_VERSION = 12;
const STATE_KEY = DERIVE_STATE_KEY;
/** Imports of these sources change listings only (caught by the fingerprints). */
const LISTING_SOURCES = ['blm', 'listings-jsonl'];

export interface DeriveOptions {
  /** Recompute every listing. */
  full?: boolean;
  /**
   * The reference date ('YYYY-MM-DD') of the evidence windows. Default: sales windows end at
   * the latest sale held, listing windows (rents, rental demand) at the latest listing date.
   */
  asOf?: string;
  /** Progress lines (one per step). */
  log?: (message: string) => void;
  /** Log every statement slower than this many ms with its EXPLAIN plan (benchmarks). */
  explainSlowerThan?: number;
  /**
   * Write every figure in one transaction (the ingest's derive of what changed): a reader
   * sees the figures before the run or after it, never half of them.
   */
  oneTransaction?: boolean;
  /**
   * Keep the reference dates of the last run (unless the method changed): new listings dated
   * after them do not turn the run into a full one. The ingest's derive passes it; a full run
   * (`npm run data -- derive --full`, or the next import of evidence) moves the dates.
   */
  keepReferenceDates?: boolean;
  /**
   * Incremental only: derive the changed listings (and changed PLO pairs) now, and leave the
   * sale listings a changed rental reaches (their rent, yield, ROI) to the next run without
   * this option, which still finds those rentals changed. The ingest's first pass: a pushed
   * listing gets its figures without waiting for the rentals' reach (decision 0017).
   */
  deferReach?: boolean;
}

/**
 * One derive at a time per database: a transaction-level advisory lock for a run in one
 * transaction, else a session-level one (several API processes on one PostgreSQL, or the
 * CLI beside them, wait for each other). Any fixed number serves; this is "yardstick derive".
 */
export const DERIVE_LOCK = 0x79_64_72_76;

export interface DeriveReport {
  mode: 'full' | 'incremental';
  salesAsOf: string;
  listingsAsOf: string;
  hpiMonth: string | null;
  targets: number;
  saleTargets: number;
  estimated: number;
  rentEstimated: number;
  ploPairs: number;
  listingsUpdated: number;
  areaStats: number;
  ms: number;
  timings: StepTiming[];
}

interface DeriveState {
  version: number;
  salesAsOf: string;
  listingsAsOf: string;
  hpiMonth: string | null;
  startedAt: string;
  /**
   * A first pass (deferReach) left the rental demand of the other listings and the area
   * stats to the next run.
   */
  othersDue?: boolean;
}

/** Columns of `listings` the derive step owns, in write-back order. */
export const DERIVED_COLUMNS = [
  'first_listed_price',
  'range1_price',
  'range2_price',
  'range1_ppsm',
  'range2_ppsm',
  'price_estimate_type',
  'ppsm_radius',
  'estimate_years',
  'estimate_comparables',
  'estimate_confidence',
  'estimate_price',
  'hpi_ppsm',
  'avg_bmv',
  'rent_estimate',
  'avg_yield',
  'roi',
  'yield_flag',
  'bmv_low_confidence',
  'price_warnings',
  'crime_rate',
  'lsoa_code',
  'more_deprived',
  'nearest_school_name',
  'nearest_school_distance_m',
  'nearest_school_rating',
  'nearest_school_lat',
  'nearest_school_lng',
  'nearest_bus_stop_name',
  'nearest_bus_stop_distance_m',
  'nearest_bus_stop_lat',
  'nearest_bus_stop_lng',
  'nearest_station_name',
  'nearest_station_distance_m',
  'nearest_station_lat',
  'nearest_station_lng',
  'rental_demand',
  'price_variation',
  'negative_equity',
  'with_sale_history',
  'date_of_transfer',
  'sold_price',
  'sold_ppsm',
  'plot_polygon_id',
  'plot_area',
  'derive_hash',
] as const;

const today = () => new Date().toISOString().slice(0, 10);

export async function referenceDates(s: DeriveSession, asOf: string | undefined) {
  const row = await s.one(sql<{ sales: string | null; listings: string | null }>`
    SELECT (SELECT to_char(max(date_of_transfer), 'YYYY-MM-DD') FROM sold_prices) AS sales,
           (SELECT to_char(max(listed_on), 'YYYY-MM-DD') FROM listings) AS listings`);
  const listingsAsOf = asOf ?? row?.listings ?? today();
  const salesAsOf = asOf ?? row?.sales ?? listingsAsOf;
  let hpiMonth = await latestHpiMonth(s);
  if (hpiMonth && asOf && hpiMonth > asOf) {
    const capped = await s.one(sql<{ month: string | null }>`
      SELECT to_char(max(date), 'YYYY-MM-DD') AS month FROM hpi WHERE date <= ${asOf}::date`);
    hpiMonth = capped?.month ?? null;
  }
  return { salesAsOf, listingsAsOf, hpiMonth };
}

export async function readState(s: DeriveSession): Promise<DeriveState | undefined> {
  const row = await s.one(sql<{ value: DeriveState }>`
    SELECT value FROM app_settings WHERE key = ${STATE_KEY}`);
  return row?.value;
}

async function evidenceImportedSince(s: DeriveSession, since: string): Promise<boolean> {
  const row = await s.one(sql<{ n: number }>`
    SELECT count(*)::int AS n FROM imports
    WHERE status = 'succeeded' AND finished_at > ${since}::timestamptz
      AND source <> ALL (${LISTING_SOURCES}::text[])`);
  return (row?.n ?? 0) > 0;
}

export async function runDerive(
  handle: DatabaseHandle,
  options: DeriveOptions = {},
): Promise<DeriveReport> {
  const started = performance.now();
  const startedAt = new Date().toISOString();
  return handle.db.connection().execute(async (conn) => {
    const s = new DeriveSession(conn, options.log, options.explainSlowerThan);
    await s.exec(sql`SET work_mem = '256MB'`);
    // Many short plans over temporary tables: compiling them costs more than it saves.
    await s.exec(sql`SET jit = off`);
    if (options.oneTransaction) {
      await s.exec(sql`BEGIN`);
      s.inTransaction = true;
      await s.exec(sql`SELECT pg_advisory_xact_lock(${DERIVE_LOCK})`);
    } else {
      await s.exec(sql`SELECT pg_advisory_lock(${DERIVE_LOCK})`);
    }
    let committed = false;
    try {
      const state = await readState(s);
      const dates =
        options.keepReferenceDates && state && state.version === DERIVE_VERSION && !options.asOf
          ? {
              salesAsOf: state.salesAsOf,
              listingsAsOf: state.listingsAsOf,
              hpiMonth: state.hpiMonth,
            }
          : await referenceDates(s, options.asOf);
      const full =
        options.full === true ||
        !state ||
        state.version !== DERIVE_VERSION ||
        state.salesAsOf !== dates.salesAsOf ||
        state.listingsAsOf !== dates.listingsAsOf ||
        state.hpiMonth !== dates.hpiMonth ||
        (await evidenceImportedSince(s, state.startedAt));

      const salesFrom = tenYearsBefore(dates.salesAsOf);
      if (full) {
        // A full run follows an import or a load: plan on fresh statistics.
        await s.step('statistics', async () => {
          await s.exec(sql`ANALYZE listings, sold_prices, postcodes`);
          return 0;
        });
        await s.step('sold prices: location, floor area, listing', () =>
          enrichSoldPrices(s, salesFrom),
        );
      }
      // The first pass after a push (deferReach, incremental) reads what its targets need:
      // the PLO pairs of their postcodes; the rental demand of other listings and the area
      // stats are the next run's (state.othersDue).
      const firstPass = !full && options.deferReach === true;
      let ploPairs: number;
      let targets: number;
      if (firstPass) {
        await s.step('targets', () => buildTargets(s, false, true));
        ploPairs = await s.step('PLO pairs', () =>
          derivePloPairs(s, { listingsAsOf: dates.listingsAsOf, ofTargets: true }),
        );
        targets = await s.step('targets of changed PLO pairs', () => addPloChangedTargets(s));
        await s.step('rental demand', () =>
          deriveRentalDemand(s, { listingsAsOf: dates.listingsAsOf }),
        );
      } else {
        ploPairs = await s.step('PLO pairs', () =>
          derivePloPairs(s, { listingsAsOf: dates.listingsAsOf }),
        );
        await s.step('rental demand', () =>
          deriveRentalDemand(s, { listingsAsOf: dates.listingsAsOf }),
        );
        targets = await s.step('targets', () => buildTargets(s, full));
      }
      const report: DeriveReport = {
        mode: full ? 'full' : 'incremental',
        ...dates,
        targets,
        saleTargets: 0,
        estimated: 0,
        rentEstimated: 0,
        ploPairs,
        listingsUpdated: 0,
        areaStats: 0,
        ms: 0,
        timings: s.timings,
      };
      if (targets > 0) {
        const counts = await deriveTargetFigures(s, { full, dates, salesFrom });
        report.saleTargets = counts.saleTargets;
        report.estimated = counts.estimated;
        report.rentEstimated = counts.rentEstimated;
        report.listingsUpdated = counts.listingsUpdated;
      }
      // The figures of other listings than the targets (a district's rental demand) and the
      // area stats: a first pass leaves them to the next run, which computes them even when
      // it has no listing to derive.
      const othersDue = targets > 0 || (!full && state?.othersDue === true);
      if (othersDue && !firstPass) {
        report.listingsUpdated += await s.step('rental demand of other listings', () =>
          applyRentalDemand(s),
        );
        report.areaStats = await s.step('area stats', () =>
          deriveAreaStats(s, { salesAsOf: dates.salesAsOf, medians: full }),
        );
      }
      const next: DeriveState = {
        version: DERIVE_VERSION,
        ...dates,
        startedAt,
        ...(othersDue && firstPass ? { othersDue: true } : {}),
      };
      await s.exec(sql`
        INSERT INTO app_settings (key, value) VALUES (${STATE_KEY}, ${JSON.stringify(next)}::jsonb)
        ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`);
      if (options.oneTransaction) await s.exec(sql`COMMIT`);
      committed = true;
      report.ms = Math.round(performance.now() - started);
      return report;
    } finally {
      if (options.oneTransaction) {
        if (!committed) await s.exec(sql`ROLLBACK`).catch(() => undefined);
      } else {
        await s.exec(sql`SELECT pg_advisory_unlock(${DERIVE_LOCK})`).catch(() => undefined);
      }
      await s.exec(sql`RESET work_mem`);
      await s.exec(sql`RESET jit`);
    }
  });
}

/** The reference dates of a derive run (the windows of the evidence end at them). */
export interface DeriveDates {
  salesAsOf: string;
  listingsAsOf: string;
  hpiMonth: string | null;
}

/**
 * Every figure of the targets in `d_target` (built, with the PLO pairs and the rental demand,
 * before): the estimate, rent, location figures, money and price warnings, written to their
 * listings, and the estimate explanations. One path for a derive run and for the analysis of
 * one property (analyse.public.ts), so both value a home the same way.
 */
export async function deriveTargetFigures(
  s: DeriveSession,
  options: { full: boolean; dates: DeriveDates; salesFrom: string },
): Promise<{
  saleTargets: number;
  estimated: number;
  rentEstimated: number;
  listingsUpdated: number;
}> {
  const { full, dates, salesFrom } = options;
  const counts = { saleTargets: 0, estimated: 0, rentEstimated: 0, listingsUpdated: 0 };
  await s.step('EPC floor areas of listings', async () => {
    if (!full) await buildEpcWords(s, true);
    return matchTargetEpc(s);
  });
  // The month every price is brought to: the latest official HPI month held, else the
  // month of the latest sale (the local price index runs to it).
  const valuationMonth = dates.hpiMonth ?? `${dates.salesAsOf.slice(0, 7)}-01`;
  const window: EvidenceWindow = {
    version: DERIVE_VERSION,
    from: salesFrom,
    before: dayAfter(dates.salesAsOf),
    targetMonth: valuationMonth,
  };
  // An incremental run reads the evidence the last run over the whole window stored
  // (stored-evidence.ts), when it was built for the same window: a full run's own rows.
  const stored = full ? null : await s.step('stored evidence', () => useStoredEvidence(s, window));
  // Else, gathering only the sales near the targets pays while they are few; for many
  // targets (their boxes overlap) reading the whole window is cheaper, and is stored.
  const near = stored === null && !full && (await saleTargetCount(s)) <= NEAR_TARGETS_LIMIT;
  if (stored === null) {
    await s.step('sales evidence', () =>
      buildSaleBase(s, { from: salesFrom, to: dates.salesAsOf, nearTargets: near }),
    );
  }
  await s.step('local price index', async () => {
    // A full run computes it from the sales held and stores it; an incremental run
    // (which gathers only the sales near its targets) reads the stored one.
    let n: number;
    if (full) {
      await buildLocalIndex(s, { before: dayAfter(dates.salesAsOf), valuationMonth });
      n = await storeLocalIndex(s);
    } else {
      n = await loadLocalIndex(s);
    }
    await buildLocalFactors(s, valuationMonth);
    return n;
  });
  await s.step('HPI factors', async () => {
    await buildHpiFactors(s, valuationMonth);
    return 0;
  });
  if (stored === null) {
    await s.step('adjusted evidence', () =>
      buildAdjustedEvidence(s, {
        from: window.from,
        before: window.before,
        targetMonth: valuationMonth,
        local: true,
        // Sales near the targets only: the segments' effects of the whole window that the
        // last full run stored (as the local index), so that its figures are a full run's.
        ...(near ? { segments: 'stored' as const } : {}),
      }),
    );
    if (!near) await s.step('store evidence', () => storeEvidence(s, window));
  }
  await s.step('sale history', () =>
    deriveSaleHistory(s, { hpiMonth: valuationMonth, local: true }),
  );
  counts.saleTargets = await s.step('estimate subjects', async () => {
    await buildAnchors(s, { targetMonth: valuationMonth, local: true });
    await createSubjectTable(s);
    const subjects = (
      await s.exec(sql`
          INSERT INTO est_subject
          SELECT t.id, t.sector, t.lat, t.lng, t.ptype, t.tgroup, t.bedrooms,
                 coalesce(t.floor_area, t.epc_area), t.postcode,
                 ${raw(targetBuildingKey('t'))},
                 a.sale_date, a.price, a.value, a.months, a.kind, t.new_build, t.leasehold,
                 ${raw(streetKey('t.district', `split_part(t.key, '|', 3)`))},
                 ${raw(addressFormSql(`coalesce(split_part(t.key, '|', 2), '')`, 't.ptype'))}
          FROM d_target t LEFT JOIN d_anchor a ON a.id = t.id
          WHERE ${sql.raw(ESTIMATE_TARGET)}`)
    ).affected;
    await s.exec(sql`
        INSERT INTO est_own
        SELECT t.id, ps.tid FROM d_target t
        JOIN d_prop_sale ps ON ps.postcode = t.postcode AND ps.key = t.key
        WHERE ${sql.raw(ESTIMATE_TARGET)}`);
    return subjects;
  });
  counts.estimated = await s.step('estimate ranges', async () => {
    await estimateRanges(s, { refDate: dates.salesAsOf });
    await finaliseRanges(s, { refDate: dates.salesAsOf });
    return s.count('est_final');
  });
  await s.step('learned correction', () => applyStackModel(s, dates.salesAsOf));
  counts.rentEstimated = await s.step('rent estimates', () =>
    deriveRentEstimates(s, { listingsAsOf: dates.listingsAsOf }),
  );
  await s.step('location figures', () =>
    deriveLocationFigures(s, { listingsAsOf: dates.listingsAsOf }),
  );
  await s.step('price variation', () => deriveListingFigures(s));
  await s.step('assemble', () => assemble(s));
  await s.step('BMV, yield, ROI', () => deriveMoney(s));
  await s.step('price warnings', () => derivePriceWarnings(s, { asOf: dates.listingsAsOf }));
  counts.listingsUpdated = await s.step('write listings', async () => {
    const written = await writeBack(s);
    // Fresh statistics for what follows (and the API) when much of the table changed.
    if (written > 10_000) await s.exec(sql`ANALYZE listings`);
    return written;
  });
  await s.step('estimate explanations', () =>
    writeEstimateEvidence(s, { full, valuationMonth, refDate: dates.salesAsOf }),
  );
  return counts;
}

/**
 * Above this many sale listings to derive, an incremental run reads the whole sales window
 * instead of the sales near each one (measured at 1M listings: 71 targets took 2 s near
 * against 73 s for the window, and the near gathering grows with the targets).
 */
export const NEAR_TARGETS_LIMIT = 1_000;

async function saleTargetCount(s: DeriveSession): Promise<number> {
  const row = await s.one(sql<{ n: number }>`
    SELECT count(*)::int AS n FROM d_target WHERE tt = 'sale'`);
  return row?.n ?? 0;
}

export function tenYearsBefore(date: string): string {
  return `${Number(date.slice(0, 4)) - 10}${date.slice(4)}`.replace(/-02-29$/, '-02-28');
}

function dayAfter(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** `d_out`: one row per target with every derived column (money columns come after). */
async function assemble(s: DeriveSession): Promise<number> {
  await s.exec(sql`DROP TABLE IF EXISTS d_out`);
  await s.exec(sql`
    CREATE TEMP TABLE d_out AS
    SELECT t.id, t.tt, t.list_price, t.bedrooms, t.floor_area AS total_floor_area, t.postcode,
           t.ctry AS country_code,
           f.first_listed_price::integer AS first_listed_price,
           e.range1_price::integer AS range1_price, e.range2_price::integer AS range2_price,
           e.range1_ppsm::numeric AS range1_ppsm, e.range2_ppsm::numeric AS range2_ppsm,
           e.price_estimate_type::text AS price_estimate_type,
           e.ppsm_radius::integer AS ppsm_radius, e.estimate_years::smallint AS estimate_years,
           e.estimate_comparables::integer AS estimate_comparables,
           e.estimate_confidence::text AS estimate_confidence,
           e.estimate_price::integer AS estimate_price,
           -- The HPI-based valuation values a home: none for non-residential listings.
           CASE WHEN t.residential THEN h.hpi_ppsm END::numeric AS hpi_ppsm,
           -- The point BMV is measured against (core's estimatePoint, money.ts): the
           -- estimator's rounded point value, else the middle of the range; the one place.
           -- Whole pounds, so the point the answers show is the one BMV is measured against.
           coalesce(e.estimate_price, round((e.range1_price + e.range2_price) / 2.0))::float8 AS estimate_point,
           r.rent_estimate::integer AS rent_estimate,
           g.crime_rate::integer AS crime_rate,
           dp.lsoa_code::text AS lsoa_code, dp.more_deprived::numeric AS more_deprived,
           g.school_name AS nearest_school_name,
           g.school_m AS nearest_school_distance_m, g.school_rating AS nearest_school_rating,
           g.school_lat AS nearest_school_lat, g.school_lng AS nearest_school_lng,
           g.bus_name AS nearest_bus_stop_name, g.bus_m AS nearest_bus_stop_distance_m,
           g.bus_lat AS nearest_bus_stop_lat, g.bus_lng AS nearest_bus_stop_lng,
           g.rail_name AS nearest_station_name, g.rail_m AS nearest_station_distance_m,
           g.rail_lat AS nearest_station_lat, g.rail_lng AS nearest_station_lng,
           f.rental_demand::text AS rental_demand, f.price_variation::numeric AS price_variation,
           h.negative_equity AS negative_equity, (h.id IS NOT NULL) AS with_sale_history,
           h.date_of_transfer AS date_of_transfer, h.sold_price::integer AS sold_price,
           h.sold_ppsm::numeric AS sold_ppsm,
           g.plot_polygon_id::bigint AS plot_polygon_id, g.plot_area::numeric AS plot_area,
           t.hash AS derive_hash
    FROM d_target t
    LEFT JOIN est_final e ON e.sid = t.id
    LEFT JOIN d_hist h ON h.id = t.id
    LEFT JOIN d_rent r ON r.id = t.id AND t.tt = 'sale'
    LEFT JOIN d_loc_pt lp ON lp.lat = t.lat AND lp.lng = t.lng
    LEFT JOIN d_loc g ON g.pid = lp.pid
    LEFT JOIN d_dep dp ON dp.id = t.id
    LEFT JOIN d_fig f ON f.id = t.id`);
  await s.exec(sql`ALTER TABLE d_out ADD PRIMARY KEY (id)`);
  return s.count('d_out');
}

/**
 * Writes every target whose derived values changed (one UPDATE, in the table's physical
 * order; with the indexes rebuilt after it when most of the table changes). Returns the
 * rows written.
 */
async function writeBack(s: DeriveSession): Promise<number> {
  const money = new Set(['avg_bmv', 'avg_yield', 'roi', 'yield_flag', 'bmv_low_confidence']);
  const source = (c: string) =>
    c === 'price_warnings'
      ? `coalesce(w.price_warnings, '{}'::text[])`
      : money.has(c)
        ? `m.${c}`
        : `d.${c}`;
  const select = DERIVED_COLUMNS.map((c) => `${source(c)} AS ${c}`).join(', ');
  const current = DERIVED_COLUMNS.map((c) => `l.${c}`).join(', ');
  const next = DERIVED_COLUMNS.map((c) => `x.${c}`).join(', ');
  await s.exec(sql`DROP TABLE IF EXISTS d_write`);
  await s.exec(sql`
    CREATE TEMP TABLE d_write AS
    SELECT x.* FROM listings l
    JOIN (SELECT d.id, ${sql.raw(select)} FROM d_out d LEFT JOIN d_money m ON m.id = d.id
          LEFT JOIN d_warn w ON w.id = d.id) x
      ON x.id = l.id
    WHERE (${sql.raw(current)}) IS DISTINCT FROM (${sql.raw(next)})`);
  const changed = await s.one(sql<{ n: number }>`SELECT count(*)::int AS n FROM d_write`);
  const set = DERIVED_COLUMNS.map((c) => `${c} = x.${c}`).join(', ');
  return writeRows(s, 'listings', changed?.n ?? 0, async () => {
    const updated = await s.exec(sql`
      UPDATE listings l SET ${sql.raw(set)}, derived_at = now()
      FROM d_write x WHERE l.id = x.id`);
    return updated.affected;
  });
}
