import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { Kysely, PostgresDialect, sql, type LogEvent } from 'kysely';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '@yardstick/db/database';
import { migrateToLatest } from '@yardstick/db/migrate';
import type { Database } from '@yardstick/db/schema';
import { signedInUser } from '../test/search-fixtures.ts';
import { loadBenchData } from './search-data.ts';

/**
 * The property details page's API calls timed together (issue 8: under 100 ms of server
 * time at 1,000,000 listings and 25,000,000 sales). Not a test.
 *
 * `benchDetailsCalls(db, { runs })` takes a database that already holds listings and
 * postcodes (the search benchmark's dataset, search-data.ts), optionally adds the evidence
 * the page reads around them (`generate`: Price Paid sales, EPC certificates, crimes,
 * schools, bus stops and stations, LSOAs; see `ensureDetailsBenchData`), then for `runs`
 * sale listings makes the page's 11 calls one after another through the app
 * (`app.inject`: routing, validation, permission check, SQL, serialisation) and answers
 * p50/p95 per call and of the sum per page.
 *
 * Standalone: `node --import tsx apps/api/bench/details-bench.ts [--listings N]
 * [--sales N] [--runs N]` loads the search dataset (1M sale listings by default) and the
 * evidence into the schema `details_bench` of BENCH_DATABASE_URL.
 */

type Db = Kysely<Database>;

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

// ---- evidence data ----

export interface DetailsDataOptions {
  /** Price Paid sales (default 25,000,000: about England and Wales since 1995). */
  sales?: number;
  /** Street-level crimes over CRIME_MONTHS months (default 6,000,000 a year). */
  crimes?: number;
  /** EPC certificates, matched to every n-th sale (default one per 3 sales). */
  epcEvery?: number;
  log?: (message: string) => void;
}

const BENCH_DATA_VERSION = 1;
const CRIME_MONTHS = 14;

async function count(db: Db, table: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(db);
  return rows[0]?.n ?? 0;
}

async function withoutSecondaryIndexes(db: Db, table: string, load: () => Promise<void>) {
  const { rows } = await sql<{ name: string; definition: string }>`
    SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
    FROM pg_index i
    WHERE i.indrelid = ${table}::regclass AND NOT i.indisunique AND NOT i.indisprimary`.execute(db);
  for (const index of rows) await sql`DROP INDEX ${sql.raw(index.name)}`.execute(db);
  await load();
  await sql`SET maintenance_work_mem = '512MB'`.execute(db);
  for (const index of rows) await sql.raw(index.definition).execute(db);
  await sql`RESET maintenance_work_mem`.execute(db);
  await sql`VACUUM ANALYZE ${sql.table(table)}`.execute(db);
}

/**
 * Generates the evidence the details page reads around the dataset's postcodes, in SQL
 * (generate_series; deterministic): sales at postcode centroids across 1995..2025 with
 * their district, sector and coordinates (as the derive step leaves them), an EPC
 * certificate for every `epcEvery`-th sale, crimes scattered around postcodes over the
 * latest 14 months, 25,000 schools, 400,000 bus stops, 2,600 stations, an LSOA per 50
 * postcodes with an IMD rank. Skipped when the same amounts are already loaded for the
 * same postcodes.
 */
export async function ensureDetailsBenchData(db: Db, options: DetailsDataOptions = {}) {
  const log = options.log ?? (() => undefined);
  const sales = options.sales ?? 25_000_000;
  const crimes = options.crimes ?? 7_000_000;
  const epcEvery = options.epcEvery ?? 3;
  const postcodes = await count(db, 'postcodes');
  if (postcodes === 0) throw new Error('ensureDetailsBenchData needs postcodes (search-data.ts)');
  const marker = { version: BENCH_DATA_VERSION, sales, crimes, epcEvery, postcodes };
  const { rows: stored } = await sql<{ value: Record<string, unknown> }>`
    SELECT value FROM app_settings WHERE key = 'details_bench_dataset'`.execute(db);
  const held = stored[0]?.value ?? {};
  // A reload of the search dataset recreates the postcodes (without their LSOA links).
  const { rows: linked } = await sql<{ ok: boolean }>`
    SELECT EXISTS (SELECT 1 FROM postcodes WHERE lsoa_code IS NOT NULL) AS ok`.execute(db);
  if (linked[0]?.ok && Object.entries(marker).every(([k, v]) => held[k] === v)) {
    log('details evidence: reusing the loaded data');
    return;
  }
  const started = Date.now();
  const took = () => `${Math.round((Date.now() - started) / 1000)} s`;
  await sql`DROP TABLE IF EXISTS bench_pc`.execute(db);
  await sql`CREATE UNLOGGED TABLE bench_pc AS
    SELECT (row_number() OVER (ORDER BY postcode))::int AS n, postcode, district, sector, lat, lng
    FROM postcodes WHERE lat IS NOT NULL AND lng IS NOT NULL`.execute(db);
  await sql`CREATE UNIQUE INDEX ON bench_pc (n)`.execute(db);
  await sql`ANALYZE bench_pc`.execute(db);
  const pcCount = await count(db, 'bench_pc');

  await sql`TRUNCATE sold_prices, epc_certificates, crimes, schools, transport_stops, lsoas`.execute(
    db,
  );
  const batch = 1_000_000;
  await withoutSecondaryIndexes(db, 'sold_prices', async () => {
    for (let from = 0; from < sales; from += batch) {
      const to = Math.min(sales, from + batch) - 1;
      await sql`
        INSERT INTO sold_prices (transaction_id, price, date_of_transfer, postcode, property_type,
          old_new, duration, paon, street, town, district, county, ppd_category, record_status,
          postcode_sector, postcode_district, lat, lng, total_floor_area, epc_lmk_key)
        SELECT md5('sale' || g)::uuid,
               (60000 + (hashint % 600000))::int,
               date '1995-01-01' + (g::bigint * 11003 % 11000)::int,
               p.postcode, (ARRAY['D','S','T','F','O'])[1 + hashint % 5],
               'N', 'F', (1 + hashint % 200)::text, 'BENCH ROAD', 'BENCHTON', 'BENCHTON',
               'BENCHSHIRE', 'A', 'A', p.sector, p.district, p.lat, p.lng,
               CASE WHEN g % ${epcEvery} = 0 THEN 40 + hashint % 120 END,
               CASE WHEN g % ${epcEvery} = 0 THEN 'LMK' || g END
        FROM generate_series(${from}::int, ${to}::int) g
        CROSS JOIN LATERAL (SELECT abs(hashint4(g)) AS hashint) h
        JOIN bench_pc p ON p.n = 1 + (g::bigint * 7919 % ${pcCount})::int`.execute(db);
      log(`details evidence: ${(to + 1).toLocaleString('en-GB')} sales (${took()})`);
    }
  });
  await withoutSecondaryIndexes(db, 'epc_certificates', async () => {
    await sql`
      INSERT INTO epc_certificates (lmk_key, postcode, total_floor_area, current_energy_rating,
                                    inspection_date)
      SELECT s.epc_lmk_key, s.postcode, s.total_floor_area,
             (ARRAY['A','B','C','D','E','F','G'])[1 + abs(hashtext(s.epc_lmk_key)) % 7],
             s.date_of_transfer - 30
      FROM sold_prices s WHERE s.epc_lmk_key IS NOT NULL`.execute(db);
  });
  log(`details evidence: EPC certificates (${took()})`);
  await withoutSecondaryIndexes(db, 'crimes', async () => {
    for (let from = 0; from < crimes; from += batch) {
      const to = Math.min(crimes, from + batch) - 1;
      await sql`
        INSERT INTO crimes (crime_key, month, reported_by, lat, lng, location, crime_type)
        SELECT 'c' || g,
               (date '2025-06-01' - make_interval(months => (g % ${CRIME_MONTHS})::int))::date,
               'Bench Police',
               p.lat + ((abs(hashint4(g)) % 1000) - 500) / 200000.0,
               p.lng + ((abs(hashint4(g + 1)) % 1000) - 500) / 120000.0,
               'On or near Bench Road',
               (ARRAY['Anti-social behaviour','Burglary','Criminal damage and arson','Drugs',
                      'Other theft','Robbery','Shoplifting','Vehicle crime',
                      'Violence and sexual offences'])[1 + abs(hashint4(g + 2)) % 9]
        FROM generate_series(${from}::int, ${to}::int) g
        JOIN bench_pc p ON p.n = 1 + (g::bigint * 104729 % ${pcCount})::int`.execute(db);
    }
  });
  log(`details evidence: ${crimes.toLocaleString('en-GB')} crimes (${took()})`);
  await sql`
    INSERT INTO schools (urn, name, phase, status, lat, lng, ofsted_rating, ofsted_date, postcode)
    SELECT 100000 + g, 'Bench School ' || g,
           (ARRAY['Primary','Primary','Secondary','Not applicable','Nursery'])[1 + g % 5],
           CASE WHEN g % 40 = 0 THEN 'Closed' ELSE 'Open' END,
           p.lat, p.lng,
           (ARRAY['Outstanding','Good','Good','Requires improvement','Inadequate'])[1 + g % 5],
           date '2023-01-01' + g % 600, p.postcode
    FROM generate_series(1, 25000) g
    JOIN bench_pc p ON p.n = 1 + (g::bigint * 613 % ${pcCount})::int`.execute(db);
  await sql`
    INSERT INTO transport_stops (atco_code, name, type, status, lat, lng)
    SELECT 'B' || g, 'Bench Stop ' || g, 'bus', 'active',
           p.lat + 0.0003, p.lng - 0.0004
    FROM generate_series(1, 400000) g
    JOIN bench_pc p ON p.n = 1 + (g::bigint * 4409 % ${pcCount})::int
    UNION ALL
    SELECT 'R' || g, 'Bench Station ' || g, 'rail', 'active', p.lat, p.lng
    FROM generate_series(1, 2600) g
    JOIN bench_pc p ON p.n = 1 + (g::bigint * 65537 % ${pcCount})::int`.execute(db);
  await sql`ANALYZE schools`.execute(db);
  await sql`ANALYZE transport_stops`.execute(db);
  await sql`
    INSERT INTO lsoas (code, name, imd_rank, imd_decile, imd_nation_count, imd_vintage)
    SELECT 'E01' || lpad(g::text, 6, '0'), 'Bench LSOA ' || g,
           1 + (g::bigint * 7 % n), least(10, 1 + (g::bigint * 7 % n) * 10 / n), n, '2019'
    FROM (SELECT ceil(${pcCount}::float8 / 50)::int AS n) c, generate_series(1, c.n) g`.execute(db);
  await sql`UPDATE postcodes p SET lsoa_code = 'E01' || lpad((1 + (b.n - 1) / 50)::text, 6, '0')
    FROM bench_pc b WHERE b.postcode = p.postcode`.execute(db);
  await sql`VACUUM ANALYZE postcodes`.execute(db);
  await sql`ANALYZE lsoas`.execute(db);
  await sql`DROP TABLE bench_pc`.execute(db);
  await sql`INSERT INTO app_settings (key, value) VALUES ('details_bench_dataset', ${JSON.stringify(marker)}::jsonb)
    ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`.execute(db);
  log(`details evidence loaded in ${took()}`);
}

// ---- the page's calls ----

export interface CallTiming {
  call: string;
  p50: number;
  p95: number;
}

export interface DetailsBenchReport {
  runs: number;
  calls: CallTiming[];
  /** The scans of each call's statements (EXPLAIN of the first page), when `explain` is given. */
  plans?: { call: string; uses: string[] }[];
  /** The sum of the page's calls, per page. */
  total: { p50: number; p95: number };
  target: number;
}

export interface DetailsBenchOptions {
  /** How many properties (pages) to time; each makes the 11 calls once. */
  runs: number;
  log?: (message: string) => void;
  /** Generate the evidence first (ensureDetailsBenchData) with these options. */
  generate?: DetailsDataOptions;
  /**
   * Statement capture of the Kysely instance `db` logs to (as search-bench.ts has it):
   * `start`/`stop` around one call, `run` EXPLAINs (FORMAT JSON) one statement.
   */
  explain?: {
    start(): void;
    stop(): Statement[];
    run(statement: Statement): Promise<unknown>;
  };
}

export interface Statement {
  text: string;
  params: readonly unknown[];
}

/** The index (or sequential) scans of an EXPLAIN (FORMAT JSON) plan. */
export function scansOf(plan: unknown): string[] {
  const found: string[] = [];
  const walk = (node: Record<string, unknown>) => {
    const type = String(node['Node Type']);
    if (node['Index Name']) found.push(`${type} ${String(node['Index Name'])}`);
    else if (type === 'Seq Scan') found.push(`${type} ${String(node['Relation Name'])}`);
    for (const child of (node['Plans'] as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  walk((plan as { Plan: Record<string, unknown> }[])[0]!.Plan);
  return [...new Set(found)];
}

interface Sample {
  id: string;
  lat: number;
  lng: number;
  postcode: string;
  district: string;
  type: string;
  bedrooms: number | null;
  agent_id: string | null;
}

type Request =
  | { method: 'GET'; url: string; query?: Record<string, string> }
  | { method: 'POST'; url: string; payload: Record<string, unknown> };

function pageCalls(s: Sample): [string, Request][] {
  const at = { latitude: String(s.lat), longitude: String(s.lng) };
  return [
    ['details', { method: 'GET', url: `/api/property-estimates/${s.id}` }],
    ['agent', { method: 'GET', url: `/api/property-agents/${s.agent_id ?? '1'}` }],
    [
      'valuation',
      { method: 'GET', url: '/api/property/valuation', query: { postCode: s.postcode } },
    ],
    [
      'price variation',
      { method: 'GET', url: '/api/property/price/variation', query: { propertyId: s.id } },
    ],
    ['crimes', { method: 'GET', url: '/api/property/crimes', query: at }],
    [
      'similar',
      {
        method: 'GET',
        url: '/api/property/similar',
        query: {
          ...at,
          postCode: s.postcode,
          areaCode: s.district,
          propertyType: s.type,
          propertyId: s.id,
        },
      },
    ],
    [
      'rental',
      {
        method: 'GET',
        url: '/api/property/rental',
        query: {
          ...at,
          areaCode: s.district,
          limit: '5',
          ...(s.bedrooms !== null ? { bedrooms: String(s.bedrooms) } : {}),
        },
      },
    ],
    [
      'schools',
      {
        method: 'POST',
        url: '/api/property/nearest/schools/explorer',
        payload: { latitude: s.lat, longitude: s.lng, limit: 10 },
      },
    ],
    [
      'facilities',
      { method: 'GET', url: '/api/property/nearest/facilities', query: { postCode: s.postcode } },
    ],
    [
      'recent sold',
      {
        method: 'POST',
        url: '/api/property/recent/sold',
        payload: { postCode: s.postcode, latitude: s.lat, longitude: s.lng, propertyType: s.type },
      },
    ],
    [
      'deprivation',
      { method: 'GET', url: '/api/property/deprivation', query: { postCode: s.postcode } },
    ],
  ];
}

/**
 * Times the details page's calls against `db` (PostgreSQL holding the search benchmark's
 * listings and postcodes): p50/p95 per call and of their sum per page, in milliseconds.
 */
export async function benchDetailsCalls(
  db: Db,
  options: DetailsBenchOptions,
): Promise<DetailsBenchReport> {
  const log = options.log ?? ((m: string) => console.log(`[bench:details] ${m}`));
  if (options.generate) await ensureDetailsBenchData(db, { log, ...options.generate });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'yardstick-details-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    CAPTCHA_PROVIDER: 'none',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  });
  const database = { db, engine: 'postgres' as const, close: async () => undefined };
  const app = await buildApp({ config, database, readDatabase: database });
  await app.ready();
  try {
    const user = await signedInUser(db, ['property_estimates_es']);
    // Properties spread over the country (the sampled blocks hold few districts each).
    const { rows: samples } = await sql<Sample>`
      SELECT l.id::text AS id, l.lat, l.lng, l.postcode, l.district,
             coalesce(l.property_type, 'T') AS type, l.bedrooms, l.agent_id::text AS agent_id
      FROM listings l TABLESAMPLE SYSTEM (1) REPEATABLE (8)
      WHERE l.transaction_type = 'sale' AND l.status <> 'withdrawn' AND l.lat IS NOT NULL
        AND l.postcode IS NOT NULL AND l.district IS NOT NULL
      ORDER BY hashint8(l.id)
      LIMIT ${options.runs + 10}`.execute(db);
    if (samples.length === 0) throw new Error('benchDetailsCalls: no sale listings to open');
    const inject = async (request: Request) => {
      const res = await app.inject({
        method: request.method,
        url: request.url,
        ...(request.method === 'GET' ? { query: request.query ?? {} } : {}),
        ...(request.method === 'POST' ? { payload: request.payload } : {}),
        headers: user.headers,
      });
      if (res.statusCode !== 200 && res.statusCode !== 404) {
        throw new Error(`${request.method} ${request.url}: ${res.statusCode} ${res.body}`);
      }
    };
    // Warm-up: the first pages load plans and caches.
    for (const s of samples.slice(options.runs, options.runs + 10)) {
      for (const [, request] of pageCalls(s)) await inject(request);
    }
    const perCall = new Map<string, number[]>();
    const totals: number[] = [];
    for (let i = 0; i < options.runs; i++) {
      const s = samples[i % samples.length]!;
      let total = 0;
      for (const [name, request] of pageCalls(s)) {
        const t0 = performance.now();
        await inject(request);
        const ms = performance.now() - t0;
        total += ms;
        perCall.set(name, [...(perCall.get(name) ?? []), ms]);
      }
      totals.push(total);
    }
    const report: DetailsBenchReport = {
      runs: options.runs,
      calls: [...perCall].map(([call, ms]) => ({
        call,
        p50: quantile(ms, 0.5),
        p95: quantile(ms, 0.95),
      })),
      total: { p50: quantile(totals, 0.5), p95: quantile(totals, 0.95) },
      target: 100,
    };
    if (options.explain) {
      const plans: { call: string; uses: string[] }[] = [];
      for (const [call, request] of pageCalls(samples[0]!)) {
        options.explain.start();
        await inject(request);
        const uses: string[] = [];
        for (const statement of options.explain.stop()) {
          uses.push(...scansOf(await options.explain.run(statement)));
        }
        plans.push({ call, uses: [...new Set(uses)] });
      }
      report.plans = plans;
      for (const p of plans) log(`${p.call.padEnd(16)} ${p.uses.join('; ')}`);
    }
    for (const c of report.calls) {
      log(
        `${c.call.padEnd(16)} p50 ${c.p50.toFixed(1).padStart(6)} p95 ${c.p95.toFixed(1).padStart(6)} ms`,
      );
    }
    log(
      `details page total p50 ${report.total.p50.toFixed(1)} p95 ${report.total.p95.toFixed(1)} ms ` +
        `(target < ${report.target} ms) ${report.total.p95 < report.target ? 'ok' : 'MISSED'}`,
    );
    return report;
  } finally {
    await app.close();
  }
}

// ---- standalone ----

async function main(): Promise<void> {
  const env = process.env;
  const url = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/yardstick_bench';
  const option = (name: string, fallback: number) => {
    const i = process.argv.indexOf(`--${name}`);
    return i < 0 ? fallback : Number(process.argv[i + 1]);
  };
  const listings = option('listings', 1_000_000);
  const log = (m: string) => console.log(`[bench:details] ${m}`);
  const schema = 'details_bench';
  const bootstrap = await openDatabase({ url, poolSize: 1 });
  await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(schema)}`.execute(bootstrap.db);
  await bootstrap.close();
  const handle = await openDatabase({ url, searchPath: schema, poolSize: 10 });
  try {
    await migrateToLatest(handle.db);
    const { rows } = await sql<{ value: unknown }>`
      SELECT value FROM app_settings WHERE key = 'details_bench_listings'`.execute(handle.db);
    if (rows[0]?.value !== listings) {
      log(`loading ${listings.toLocaleString('en-GB')} sale listings (search-data.ts)`);
      await loadBenchData(handle.db, {
        saleListings: listings,
        rentListings: Math.round(listings / 4),
        seed: 20_250_630,
        order: 'district',
        log,
      });
      await sql`INSERT INTO app_settings (key, value) VALUES ('details_bench_listings', ${JSON.stringify(listings)}::jsonb)
        ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`.execute(handle.db);
    }
    await sql`DELETE FROM users WHERE email LIKE 'user-%@example.com'`.execute(handle.db);
    await ensureDetailsBenchData(handle.db, {
      log,
      sales: option('sales', 25_000_000),
      crimes: option('crimes', 7_000_000),
    });
    let capturing = false;
    let captured: Statement[] = [];
    const appDb = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: handle.pool! }),
      log(event: LogEvent) {
        if (capturing && event.level === 'query') {
          captured.push({ text: event.query.sql, params: event.query.parameters });
        }
      },
    });
    await benchDetailsCalls(appDb, {
      runs: option('runs', 200),
      log,
      explain: {
        start: () => {
          captured = [];
          capturing = true;
        },
        stop: () => {
          capturing = false;
          return captured;
        },
        run: async (statement) => {
          const { rows } = await handle.pool!.query(
            `EXPLAIN (FORMAT JSON) ${statement.text}`,
            statement.params as unknown[],
          );
          return (rows[0] as { 'QUERY PLAN': unknown })['QUERY PLAN'];
        },
      },
    });
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
