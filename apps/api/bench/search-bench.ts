import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Kysely, PostgresDialect, sql, type LogEvent } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '@yardstick/db/database';
import { migrateToLatest } from '@yardstick/db/migrate';
import type { Database } from '@yardstick/db/schema';
import { SORT_FIELDS } from '@yardstick/core/search/constants';
import { signedInUser } from '../test/search-fixtures.ts';
import { benchDetailsCalls } from './details-bench.ts';
import { DATASET_VERSION, loadBenchData } from './search-data.ts';

/**
 * `npm run bench:search [-- --listings N] [--samples N] [--reload] [--only NAME-PART]
 * [--no-details]`: the estimates search and the property details page's calls on PostgreSQL with a nationwide synthetic dataset (1,000,000 sale listings and 250,000
 * rentals by default, see search-data.ts), loaded once into the schema `search_bench` of
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/yardstick_bench, created
 * when missing) and reused while the generator and size are unchanged.
 *
 * For each scenario it reports p50/p95 of the server time of the API call (app.inject:
 * routing, validation, service, SQL, serialisation) and of the bare SQL: the statements the
 * call ran (captured from Kysely's log) replayed on a plain pg pool with the same
 * parallelism, so API / SQL shows the overhead of everything but the database. It also
 * EXPLAINs each scenario's statements and lists the indexes they use. Not a test.
 */

const env = process.env;
const benchUrl = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/yardstick_bench';
const SCHEMA = 'search_bench';

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const value = Number(process.argv[i + 1]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} needs a positive number`);
  return value;
}
const flag = (name: string) => process.argv.includes(`--${name}`);

const SALE_LISTINGS = option('listings', 1_000_000);
const RENT_LISTINGS = Math.round(SALE_LISTINGS / 4);
const SAMPLES = option('samples', 200);
const SEED = option('seed', 20_250_630);
const ORDER: 'district' | 'random' = flag('random-order') ? 'random' : 'district';

const log = (message: string) => console.log(`[bench:search] ${message}`);

async function ensureDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, '/postgres') });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await admin.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  } finally {
    await admin.end();
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`CREATE SCHEMA IF NOT EXISTS ${SCHEMA}`);
  await client.end();
}

interface Captured {
  text: string;
  params: readonly unknown[];
  start: number;
  end: number;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

interface Scenario {
  name: string;
  target?: number;
  samples: number;
  request(i: number): { url: string; query: Record<string, string> };
  /** How many items an answer holds (reported as a mean). */
  items?: (body: unknown) => number;
}

async function main(): Promise<void> {
  await ensureDatabase(benchUrl);
  const handle = await openDatabase({ url: benchUrl, searchPath: SCHEMA, poolSize: 10 });
  await migrateToLatest(handle.db);
  const marker = {
    version: DATASET_VERSION,
    sale: SALE_LISTINGS,
    rent: RENT_LISTINGS,
    seed: SEED,
    order: ORDER,
  };
  const { rows: markerRows } = await sql<{ value: unknown }>`
    SELECT value FROM app_settings WHERE key = 'search_bench_dataset'`.execute(handle.db);
  const stored = (markerRows[0]?.value ?? {}) as Record<string, unknown>;
  const same = Object.entries(marker).every(([k, v]) => stored[k] === v);
  if (flag('reload') || !same) {
    log(
      `loading ${SALE_LISTINGS.toLocaleString('en-GB')} sale and ${RENT_LISTINGS.toLocaleString('en-GB')} rent listings`,
    );
    const started = Date.now();
    await loadBenchData(handle.db, {
      saleListings: SALE_LISTINGS,
      rentListings: RENT_LISTINGS,
      seed: SEED,
      order: ORDER,
      log,
    });
    await sql`INSERT INTO app_settings (key, value) VALUES ('search_bench_dataset', ${JSON.stringify(marker)}::jsonb)
      ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`.execute(
      handle.db,
    );
    log(`dataset loaded in ${Math.round((Date.now() - started) / 1000)} s`);
  } else {
    log('reusing the loaded dataset');
  }
  const { rows: counts } = await sql<{ sale: number; total: number; postcodes: number }>`
    SELECT (SELECT count(*) FROM listings WHERE transaction_type = 'sale')::int AS sale,
           (SELECT count(*) FROM listings)::int AS total,
           (SELECT count(*) FROM postcodes)::int AS postcodes`.execute(handle.db);
  log(
    `listings: ${counts[0]!.total.toLocaleString('en-GB')} (${counts[0]!.sale.toLocaleString('en-GB')} for sale); postcodes: ${counts[0]!.postcodes.toLocaleString('en-GB')}`,
  );

  // The app, on a Kysely instance that can record the statements a request runs.
  let capturing = false;
  let captured: Captured[] = [];
  const appDb = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: handle.pool! }),
    log(event: LogEvent) {
      if (!capturing || event.level !== 'query') return;
      const end = performance.now();
      captured.push({
        text: event.query.sql,
        params: event.query.parameters,
        start: end - event.queryDurationMillis,
        end,
      });
    },
  });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'yardstick-search-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    CAPTCHA_PROVIDER: 'none',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  });
  const appDatabase = { ...handle, db: appDb };
  const app = await buildApp({ config, database: appDatabase, readDatabase: appDatabase });
  await app.ready();
  await sql`DELETE FROM users WHERE email LIKE 'user-%@example.com'`.execute(handle.db);
  const user = await signedInUser(handle.db, ['property_estimates_es', 'favorite_properties']);

  // Centres where people live: sale listings sampled across the country.
  const { rows: spots } = await sql<{ lat: number; lng: number; district: string }>`
    SELECT lat, lng, district FROM listings TABLESAMPLE SYSTEM (2) REPEATABLE (5)
    WHERE transaction_type = 'sale' AND lat IS NOT NULL LIMIT 5000`.execute(handle.db);
  const { rows: towns } = await sql<{ name: string }>`
    SELECT name FROM search_places WHERE kind = 'town' AND length(name) >= 5
    ORDER BY weight DESC NULLS LAST LIMIT 400`.execute(handle.db);
  const { rows: postcodeRows } = await sql<{ postcode: string }>`
    SELECT postcode FROM postcodes TABLESAMPLE SYSTEM (1) REPEATABLE (9) LIMIT 2000`.execute(
    handle.db,
  );
  const { rows: denseSpots } = await sql<{ lat: number; lng: number }>`
    SELECT lat, lng FROM listings TABLESAMPLE SYSTEM (5) REPEATABLE (6)
    WHERE transaction_type = 'sale' AND lat IS NOT NULL AND district IN (
      SELECT district FROM listings WHERE transaction_type = 'sale'
      GROUP BY district ORDER BY count(*) DESC LIMIT 100)
    LIMIT 2000`.execute(handle.db);
  const spot = (i: number) => spots[(i * 7919) % spots.length]!;
  const circle = (i: number, radius: number) => ({
    latitude: String(spot(i).lat),
    longitude: String(spot(i).lng),
    radius: String(radius),
  });
  const search = '/api/property/_s/property/estimates';
  const nationwideFilters: Record<string, string>[] = [
    {},
    { propertyTypes: 'T,S', minPrice: '150000', maxPrice: '350000' },
    { minBeds: '3', bmv: 'true' },
    { soldSTC: 'false', maxMarketValue: '-10' },
    { propertyTypes: 'F', maxPrice: '200000', minBeds: '2' },
    { rentalDemand: 'High', minBeds: '4' },
  ];
  const keywords = [
    'garden',
    'cash',
    'hmo',
    'auction',
    'conservatory',
    'balcony',
    'garage',
    'chain',
  ];
  const sorts = SORT_FIELDS;
  const sortSamples = Math.max(20, Math.round(SAMPLES / 2));

  const scenarios: Scenario[] = [
    {
      name: 'radius 1.5 km, page + count',
      target: 40,
      samples: SAMPLES,
      request: (i) => ({ url: search, query: circle(i, 1500) }),
    },
    ...sorts.flatMap((field) =>
      (['asc', 'desc'] as const).map((dir): Scenario => ({
        name: `radius 1.5 km, sort ${field} ${dir}`,
        target: 40,
        samples: sortSamples,
        request: (i) => ({
          url: search,
          query: { ...circle(i + 1, 1500), sort: `${field},${dir}` },
        }),
      })),
    ),
    {
      name: 'nationwide, page + count',
      target: 80,
      samples: SAMPLES,
      request: (i) => ({ url: search, query: nationwideFilters[i % nationwideFilters.length]! }),
    },
    ...['avg_bmv,asc', 'roi,desc', 'list_price,asc'].map((sort): Scenario => ({
      name: `nationwide, sort ${sort}`,
      target: 80,
      samples: sortSamples,
      request: (i) => ({
        url: search,
        query: { ...nationwideFilters[i % nationwideFilters.length]!, sort },
      }),
    })),
    {
      name: 'keyword (nationwide), page + count',
      target: 40,
      samples: SAMPLES,
      request: (i) => ({
        url: search,
        query: (i % 3 === 2
          ? { matchAnyKeywords: `${keywords[i % 8]},${keywords[(i + 3) % 8]}` }
          : { matchAllKeywords: keywords[i % keywords.length]! }) as Record<string, string>,
      }),
    },
    {
      name: 'keyword + radius 5 km',
      target: 40,
      samples: SAMPLES,
      request: (i) => ({
        url: search,
        query: { ...circle(i + 2, 5000), matchAllKeywords: keywords[i % keywords.length]! },
      }),
    },
    {
      name: 'place name (town), page + count',
      target: 40,
      samples: SAMPLES,
      request: (i) => ({ url: search, query: { searchText: towns[i % towns.length]!.name } }),
    },
    {
      name: 'suggestions',
      target: 30,
      samples: SAMPLES,
      request: (i) => {
        const kind = i % 3;
        const q =
          kind === 0
            ? towns[i % towns.length]!.name.slice(0, 3 + (i % 4))
            : postcodeRows[i % postcodeRows.length]!.postcode.slice(0, 2 + (i % 6));
        return { url: '/api/master/postcode/area', query: { q } };
      },
    },
    {
      name: '500 markers (1.5 km, dense areas) + count',
      target: 15,
      samples: SAMPLES,
      request: (i) => {
        const s = denseSpots[(i * 7919) % denseSpots.length]!;
        return {
          url: '/api/property/_s/property/estimates/map',
          query: { latitude: String(s.lat), longitude: String(s.lng), radius: '1500' },
        };
      },
      items: (body) => (body as { hits: { hits: unknown[] } }).hits.hits.length,
    },
  ];

  const inject = async (req: { url: string; query: Record<string, string> }) => {
    const res = await app.inject({
      url: req.url,
      query: req.query,
      headers: { cookie: user.cookie },
    });
    if (res.statusCode !== 200)
      throw new Error(`${req.url} ${JSON.stringify(req.query)}: ${res.statusCode} ${res.body}`);
    return res;
  };

  /** Replays captured statements with the parallelism they had: overlapping ones together. */
  const replay = async (statements: Captured[]) => {
    const ordered = [...statements].sort((a, b) => a.start - b.start);
    const stages: Captured[][] = [];
    let stageEnd = -Infinity;
    for (const s of ordered) {
      if (stages.length === 0 || s.start >= stageEnd) {
        stages.push([s]);
        stageEnd = s.end;
      } else {
        stages[stages.length - 1]!.push(s);
        stageEnd = Math.max(stageEnd, s.end);
      }
    }
    const t0 = performance.now();
    for (const stage of stages) {
      await Promise.all(stage.map((s) => handle.pool!.query(s.text, s.params as unknown[])));
    }
    return performance.now() - t0;
  };

  const indexesOf = (plan: unknown): string[] => {
    const found: string[] = [];
    const walk = (node: Record<string, unknown>) => {
      const type = String(node['Node Type']);
      if (node['Index Name']) found.push(`${type} ${String(node['Index Name'])}`);
      else if (type === 'Seq Scan' || type === 'Sample Scan')
        found.push(`${type} ${String(node['Relation Name'])}`);
      for (const child of (node['Plans'] as Record<string, unknown>[] | undefined) ?? [])
        walk(child);
    };
    walk((plan as { Plan: Record<string, unknown> }[])[0]!.Plan);
    return [...new Set(found)];
  };

  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
  log(
    `machine: ${os.cpus().length} CPUs, load average ${load()} (other work on this machine inflates every figure)`,
  );
  const { rows: settings } = await sql<{ name: string; setting: string; unit: string | null }>`
    SELECT name, setting, unit FROM pg_settings
    WHERE name IN ('shared_buffers', 'work_mem', 'effective_cache_size', 'server_version')`.execute(
    handle.db,
  );
  log(`PostgreSQL: ${settings.map((s) => `${s.name}=${s.setting}${s.unit ?? ''}`).join(', ')}`);
  const report: Record<string, unknown>[] = [];
  const explains: Record<string, unknown> = {};
  const only = process.argv.indexOf('--only');
  const chosen =
    only < 0 ? scenarios : scenarios.filter((s) => s.name.includes(process.argv[only + 1] ?? ''));
  for (const scenario of chosen) {
    for (let i = 0; i < 15; i++) await inject(scenario.request(i + 10_000));
    const api: number[] = [];
    const bare: number[] = [];
    /** Each timed request with its statements' durations: the slowest go into the report. */
    const timed: { ms: number; query: unknown; statements: { ms: number; sql: string }[] }[] = [];
    let resultSizes = 0;
    let items = 0;
    for (let i = 0; i < scenario.samples; i++) {
      const req = scenario.request(i);
      captured = [];
      capturing = true;
      await inject(req);
      capturing = false;
      const statements = captured;
      captured = [];
      capturing = true;
      const t0 = performance.now();
      const res = await inject(req);
      const took = performance.now() - t0;
      capturing = false;
      api.push(took);
      timed.push({
        ms: took,
        query: req.query,
        statements: captured.map((c) => ({
          ms: Math.round((c.end - c.start) * 10) / 10,
          sql: c.text.replace(/\s+/g, ' ').slice(0, 120),
        })),
      });
      bare.push(await replay(statements));
      resultSizes += res.body.length;
      if (scenario.items) items += scenario.items(res.json());
      if (i === 0) {
        const plans = [];
        for (const s of statements) {
          const { rows } = await handle.pool!.query(
            `EXPLAIN (FORMAT JSON) ${s.text}`,
            s.params as unknown[],
          );
          const plan = (rows[0] as { 'QUERY PLAN': unknown })['QUERY PLAN'];
          plans.push({
            sql: s.text.replace(/\s+/g, ' ').slice(0, 160),
            uses: indexesOf(plan),
            plan,
          });
        }
        explains[scenario.name] = { query: req.query, plans };
      }
    }
    const row = {
      scenario: scenario.name,
      samples: scenario.samples,
      apiP50: quantile(api, 0.5),
      apiP95: quantile(api, 0.95),
      sqlP50: quantile(bare, 0.5),
      sqlP95: quantile(bare, 0.95),
      target: scenario.target,
      avgBytes: Math.round(resultSizes / scenario.samples),
      avgItems: scenario.items ? Math.round(items / scenario.samples) : undefined,
      slowest: timed.sort((a, b) => b.ms - a.ms).slice(0, 5),
    };
    report.push(row);
    const ratio50 = row.apiP50 / row.sqlP50;
    const ratio95 = row.apiP95 / row.sqlP95;
    const pass = scenario.target === undefined || row.apiP95 < scenario.target;
    console.log(
      `${scenario.name.padEnd(40)} API p50 ${row.apiP50.toFixed(1).padStart(6)} p95 ${row.apiP95
        .toFixed(1)
        .padStart(6)} ms | SQL p50 ${row.sqlP50.toFixed(1).padStart(6)} p95 ${row.sqlP95
        .toFixed(1)
        .padStart(
          6,
        )} ms | API/SQL ${ratio50.toFixed(2)} / ${ratio95.toFixed(2)} | target p95 < ${scenario.target ?? '-'} ms ${pass ? 'ok' : 'MISSED'}${
        row.avgItems === undefined ? '' : ` (${row.avgItems} items on average)`
      }`,
    );
  }

  log(`load average at the end: ${load()}`);
  console.log('\nIndexes used (EXPLAIN of the first sample of each scenario):');
  for (const [name, value] of Object.entries(explains)) {
    const { plans } = value as { plans: { sql: string; uses: string[] }[] };
    console.log(`- ${name}`);
    for (const p of plans)
      console.log(`    ${p.uses.join('; ') || '(no scan)'}   <- ${p.sql.slice(0, 70)}...`);
  }
  // The property details page's calls (issue 8): on the same listings, with 25M sales and
  // 7M crimes generated once (about 25 minutes) and reused; --no-details skips them.
  const skipDetails =
    flag('no-details') || (only >= 0 && !'property details'.includes(process.argv[only + 1] ?? ''));
  const details = skipDetails
    ? undefined
    : await benchDetailsCalls(appDb, { runs: SAMPLES, log, generate: {} });
  const out = path.join(dataDir, 'search-bench-report.json');
  writeFileSync(
    out,
    JSON.stringify({ marker, counts: counts[0], report, explains, details }, null, 2),
  );
  log(`full report with plans: ${out}`);
  await app.close();
  await appDb.destroy().catch(() => undefined);
  await handle.close().catch(() => undefined);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
