import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Kysely, PostgresDialect, sql, type LogEvent } from 'kysely';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '@yardstick/db/schema';
import { SORT_FIELDS } from '@yardstick/core/search/constants';
import { signedInUser } from '../test/search-fixtures.ts';
import { benchDetailsCalls } from './details-bench.ts';
import { openBenchDataset } from './bench-dataset.ts';
import { flag, numberOption, textOption } from './bench-args.ts';
import { benchRequests, loadBenchSamples } from './bench-requests.ts';

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

const SALE_LISTINGS = numberOption('listings', 1_000_000);
/** Issue 31's goal for every row: the API's p95 at most 1.3 times its bare SQL's. */
const MAX_API_TO_SQL = 1.3;
/** `--schema NAME`: the dataset's schema (default search_bench; the PLO runs used plo_bench). */
const SCHEMA = textOption('schema');
const SAMPLES = numberOption('samples', 200);
const SEED = numberOption('seed', 20_250_630);
const ORDER: 'district' | 'random' = flag('random-order') ? 'random' : 'district';

const log = (message: string) => console.log(`[bench:search] ${message}`);

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
  /** The most API p95 / SQL p95 may be (the PLO scenarios: 1.3). */
  maxRatio?: number;
}

async function main(): Promise<void> {
  const { handle, marker } = await openBenchDataset({
    saleListings: SALE_LISTINGS,
    seed: SEED,
    order: ORDER,
    reload: flag('reload'),
    ...(SCHEMA ? { schema: SCHEMA } : {}),
    log,
  });
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
  const user = await signedInUser(handle.db, [
    'property_estimates_es',
    'favorite_properties',
    'property_plo_es',
    'favorite_plo_properties',
  ]);

  const samples = await loadBenchSamples(handle.db);
  const requests = benchRequests(samples);
  const sorts = SORT_FIELDS;
  const sortSamples = Math.max(20, Math.round(SAMPLES / 2));

  const scenarios: Scenario[] = [
    {
      name: 'radius 1.5 km, page + count',
      target: 40,
      samples: SAMPLES,
      request: (i) => requests.radiusSearch(i),
    },
    ...sorts.flatMap((field) =>
      (['asc', 'desc'] as const).map((dir): Scenario => ({
        name: `radius 1.5 km, sort ${field} ${dir}`,
        target: 40,
        samples: sortSamples,
        request: (i) => requests.radiusSearch(i + 1, { sort: `${field},${dir}` }),
      })),
    ),
    {
      name: 'nationwide, page + count',
      target: 80,
      samples: SAMPLES,
      request: (i) => requests.nationwide(i),
    },
    ...['avg_bmv,asc', 'roi,desc', 'list_price,asc'].map((sort): Scenario => ({
      name: `nationwide, sort ${sort}`,
      target: 80,
      samples: sortSamples,
      request: (i) => requests.nationwide(i, { sort }),
    })),
    {
      name: 'keyword (nationwide), page + count',
      target: 40,
      samples: SAMPLES,
      request: (i) => requests.keyword(i),
    },
    {
      name: 'keyword + radius 5 km',
      target: 40,
      samples: SAMPLES,
      request: (i) => requests.keywordRadius(i),
    },
    {
      name: 'place name (town), page + count',
      target: 40,
      samples: SAMPLES,
      request: (i) => requests.town(i),
    },
    {
      name: 'suggestions',
      target: 30,
      samples: SAMPLES,
      request: (i) => requests.suggestions(i),
    },
    {
      name: '500 markers (1.5 km, dense areas) + count',
      target: 15,
      samples: SAMPLES,
      request: (i) => requests.markers(i),
      items: (body) => (body as { hits: { hits: unknown[] } }).hits.hits.length,
    },
    // PLO (issue 16): the same filters over the sale side of the PLO pairs.
    {
      name: 'PLO list, nationwide, page + count',
      target: 40,
      maxRatio: 1.3,
      samples: SAMPLES,
      request: (i) => ({ ...requests.nationwide(i), url: '/api/property/plo' }),
    },
    ...['updated_on', 'bedrooms', 'sale_price'].flatMap((field) =>
      (['asc', 'desc'] as const).map((dir): Scenario => ({
        name: `PLO list, sort ${field} ${dir}`,
        target: 40,
        maxRatio: 1.3,
        samples: sortSamples,
        request: (i) => ({
          url: '/api/property/plo',
          query: { sort: `${field},${dir}`, ...(i % 2 ? { minBeds: '2' } : {}) },
        }),
      })),
    ),
    {
      name: 'PLO hits, town, page + count',
      target: 40,
      maxRatio: 1.3,
      samples: SAMPLES,
      request: (i) => ({ ...requests.town(i), url: '/api/property/_s/property/plo' }),
    },
    {
      name: 'PLO hits, radius 5 km, page + count',
      target: 40,
      maxRatio: 1.3,
      samples: SAMPLES,
      request: (i) => ({ url: '/api/property/_s/property/plo', query: requests.circle(i, 5000) }),
    },
    {
      name: 'PLO markers, radius 5 km',
      target: 15,
      samples: SAMPLES,
      request: (i) => ({
        url: '/api/property/_s/property/plo/map',
        query: requests.circle(i + 3, 5000),
      }),
      items: (body) => (body as { hits: { hits: unknown[] } }).hits.hits.length,
    },
    {
      name: 'PLO markers, town',
      target: 15,
      samples: SAMPLES,
      request: (i) => ({ ...requests.town(i + 5), url: '/api/property/_s/property/plo/map' }),
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
  const overRatio: string[] = [];
  const explains: Record<string, unknown> = {};
  const only = flag('only') ? (textOption('only') ?? '') : undefined;
  const chosen = only === undefined ? scenarios : scenarios.filter((s) => s.name.includes(only));
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
    const pass =
      (scenario.target === undefined || row.apiP95 < scenario.target) &&
      ratio95 <= (scenario.maxRatio ?? MAX_API_TO_SQL);
    if (ratio95 > (scenario.maxRatio ?? MAX_API_TO_SQL)) overRatio.push(scenario.name);
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

  if (only === undefined || 'PLO details calls'.includes(only)) {
    await benchPloDetailsCalls(inject, handle.db, SAMPLES);
  }
  log(
    `API/SQL p95 above ${MAX_API_TO_SQL}: ${overRatio.length} of ${report.length} rows${
      overRatio.length ? ` (${overRatio.join('; ')})` : ''
    }`,
  );
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
    flag('no-details') || (only !== undefined && !'property details'.includes(only));
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

/**
 * The PLO details page's calls, one after another as the page's sections ask them (the
 * details, the favourite state, the agent, similar properties and rentals): p50 and p95 of
 * their sum over pairs sampled across the country. Schools, stops and recent sales are the
 * property details page's calls, measured by bench:details on its 25M-sale dataset.
 */
async function benchPloDetailsCalls(
  inject: (req: { url: string; query: Record<string, string> }) => Promise<unknown>,
  db: Kysely<Database>,
  runs: number,
): Promise<void> {
  const { rows } = await sql<{
    sale: string;
    rent: string;
    agent: string | null;
    lat: number;
    lng: number;
    postcode: string;
    district: string;
    type: string;
    bedrooms: number | null;
  }>`
    SELECT p.sale_listing_id::text AS sale, p.rent_listing_id::text AS rent,
           s.agent_id::text AS agent, s.lat, s.lng, s.postcode, s.district,
           coalesce(s.property_type, 'T') AS type, s.bedrooms
    FROM plo_pairs p TABLESAMPLE SYSTEM (5) REPEATABLE (3)
    JOIN listings s ON s.id = p.sale_listing_id
    WHERE s.lat IS NOT NULL AND s.postcode IS NOT NULL
    ORDER BY hashint8(p.sale_listing_id) LIMIT ${runs + 10}`.execute(db);
  if (rows.length === 0) {
    log('PLO details calls: no PLO pairs in this dataset');
    return;
  }
  const calls = (
    r: (typeof rows)[number],
  ): [string, { url: string; query: Record<string, string> }][] => [
    [
      'plo details',
      {
        url: '/api/property/plo/details',
        query: { salePropertyId: r.sale, rentPropertyId: r.rent },
      },
    ],
    [
      'favourite',
      {
        url: '/api/property/favorite',
        query: { propertyId: r.sale, type: 'plo', rentPropertyId: r.rent },
      },
    ],
    ['agent', { url: `/api/property-agents/${r.agent ?? '1'}`, query: {} }],
    [
      'similar',
      {
        url: '/api/property/similar',
        query: {
          latitude: String(r.lat),
          longitude: String(r.lng),
          postCode: r.postcode,
          areaCode: r.district,
          propertyType: r.type,
          propertyId: r.sale,
        },
      },
    ],
    [
      'rental',
      {
        url: '/api/property/rental',
        query: {
          latitude: String(r.lat),
          longitude: String(r.lng),
          areaCode: r.district,
          limit: '5',
          ...(r.bedrooms !== null ? { bedrooms: String(r.bedrooms) } : {}),
        },
      },
    ],
  ];
  for (const r of rows.slice(runs)) for (const [, c] of calls(r)) await inject(c);
  const totals: number[] = [];
  const perCall = new Map<string, number[]>();
  for (let i = 0; i < runs; i++) {
    const r = rows[i % rows.length]!;
    let total = 0;
    for (const [name, c] of calls(r)) {
      const t0 = performance.now();
      await inject(c);
      const ms = performance.now() - t0;
      total += ms;
      perCall.set(name, [...(perCall.get(name) ?? []), ms]);
    }
    totals.push(total);
  }
  for (const [name, ms] of perCall) {
    log(
      `PLO details: ${name.padEnd(12)} p50 ${quantile(ms, 0.5).toFixed(1)} p95 ${quantile(ms, 0.95).toFixed(1)} ms`,
    );
  }
  const p95 = quantile(totals, 0.95);
  log(
    `PLO details calls together p50 ${quantile(totals, 0.5).toFixed(1)} p95 ${p95.toFixed(1)} ms (target < 100 ms) ${p95 < 100 ? 'ok' : 'MISSED'}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
