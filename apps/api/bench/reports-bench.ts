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
import { ensureDatabase } from '@yardstick/db/test/ensure-database';
import { signedInUser } from '../test/search-fixtures.ts';

/**
 * The reports' calls on full-size data (issue 18). Not a test.
 *
 * `node --import tsx apps/api/bench/reports-bench.ts [--runs N]` builds, once, in the schema
 * `reports_bench` of BENCH_DATABASE_URL (default yardstick_bench), in SQL (generate_series,
 * deterministic): a full-size synthetic UK HPI (400 local authorities in 40 counties and 9
 * regions, every month 1995-01..2024-12, five index series, some flats missing), the
 * derive's `area_stats` of 1,000,000 sale listings' worth of postcodes (2,800 districts x 600
 * unit postcodes = 1.68M, a fifth with a yield), and a city of 50,000 postcodes on a 40 m grid
 * with 750,000 Price Paid sales (15 per postcode, 1995..2024, floor areas) for the valuation.
 * Then each call runs `runs` times through the app (`app.inject`: routing, validation,
 * permission, SQL, serialisation) and its captured SQL runs bare the same number of times;
 * p50/p95 of both are printed.
 */
type Db = Kysely<Database>;
const DATA_VERSION = 1;

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

async function ensureData(db: Db, log: (m: string) => void): Promise<void> {
  const { rows } = await sql<{ value: unknown }>`
    SELECT value FROM app_settings WHERE key = 'reports_bench_version'`.execute(db);
  if (rows[0]?.value === DATA_VERSION) return;
  log('generating the reports data (HPI, area_stats, postcodes, sales)');
  for (const table of [
    'sold_prices',
    'area_stats',
    'hpi',
    'postcodes',
    'local_authorities',
    'counties',
    'regions',
  ]) {
    await sql`TRUNCATE ${sql.table(table)} CASCADE`.execute(db);
  }
  await sql`INSERT INTO regions (code, name, country_code)
    SELECT 'E120000' || lpad(g::text, 2, '0'), 'Region ' || g, 'E92000001' FROM generate_series(1, 9) g`.execute(
    db,
  );
  await sql`INSERT INTO counties (code, name, region_code)
    SELECT 'E100000' || lpad(g::text, 2, '0'), 'County ' || g, 'E120000' || lpad((1 + g % 9)::text, 2, '0')
    FROM generate_series(1, 40) g`.execute(db);
  await sql`INSERT INTO local_authorities (code, name, county_code, region_code, country_code)
    SELECT 'E0' || (6 + g % 4) || lpad(g::text, 6, '0'), 'District ' || lpad(g::text, 3, '0'),
           CASE WHEN g % 3 = 0 THEN NULL ELSE 'E100000' || lpad((1 + g % 40)::text, 2, '0') END,
           'E120000' || lpad((1 + g % 9)::text, 2, '0'), 'E92000001'
    FROM generate_series(1, 400) g`.execute(db);
  log('hpi: 400 districts + 9 regions + England x 360 months');
  await sql`INSERT INTO hpi (area_code, date, area_name, average_price, index, detached_index,
              semi_detached_index, terraced_index, flat_index, change_12m)
    SELECT a.code, (date '1995-01-01' + make_interval(months => m))::date, a.name,
           round(60000 * f.v), round(20 * f.v, 2), round(21 * f.v * 1.02, 2),
           round(19 * f.v * 0.99, 2), round(18 * f.v * 1.01, 2),
           CASE WHEN a.k % 17 = 0 THEN NULL ELSE round(22 * f.v * 0.97, 2) END, NULL
    FROM (SELECT code, name, row_number() OVER (ORDER BY code) AS k FROM (
            SELECT code, name FROM local_authorities UNION ALL SELECT code, name FROM regions
            UNION ALL SELECT 'E92000001', 'England') x) a
    CROSS JOIN generate_series(0, 359) m
    CROSS JOIN LATERAL (SELECT exp(m * (0.004 + (a.k % 13) * 0.0002) + 0.02 * sin(m / 7.0 + a.k))::numeric AS v) f`.execute(
    db,
  );
  log('area_stats: 2,800 districts x 600 postcodes');
  await sql`INSERT INTO area_stats (level, code, parent_code, avg_yield, avg_price, avg_rent, sale_listings, rent_listings, rooms_available, avg_room_rent)
    SELECT 'postcode', dc.code || ' ' || (p % 10) || substr('ABDEFGHJLNPQRSTUWXYZ', 1 + (p / 10) % 20, 1) || substr('ABDEFGHJLNPQRSTUWXYZ', 1 + (p / 200) % 20, 1), dc.code,
           CASE WHEN (d * 7 + p) % 5 = 0 THEN round((1 + ((d * 31 + p * 17) % 1500) / 100.0)::numeric, 2) END,
           150000 + (d * 13 + p * 7) % 400000, 700 + (d + p) % 1500, 3 + p % 4, 1 + p % 3, 0, NULL
    FROM generate_series(1, 2800) d
    CROSS JOIN LATERAL (SELECT chr(65 + (d % 120) / 26) || chr(65 + (d % 120) % 26) || (1 + d / 120) AS code) dc
    CROSS JOIN generate_series(1, 600) p`.execute(db);
  await sql`INSERT INTO area_stats (level, code, parent_code, avg_yield, avg_price, avg_rent, sale_listings, rent_listings, rooms_available, avg_room_rent)
    SELECT 'district', chr(65 + (d % 120) / 26) || chr(65 + (d % 120) % 26) || (1 + d / 120),
           chr(65 + (d % 120) / 26) || chr(65 + (d % 120) % 26), 5.1, 250000, 1100, 357, 90, d % 30, 600
    FROM generate_series(1, 2800) d`.execute(db);
  await sql`INSERT INTO area_stats (level, code, avg_yield, avg_price, avg_rent, sale_listings, rent_listings, rooms_available, avg_room_rent)
    SELECT 'area', chr(65 + a / 26) || chr(65 + a % 26), 5.1, 250000, 1100, 8300, 2000, 400, 600
    FROM generate_series(0, 119) a`.execute(db);
  log('postcodes: a city of 50,000 on a 40 m grid; sold_prices: 750,000');
  await sql`INSERT INTO postcodes (postcode, area, district, sector, lat, lng, lad_code, region_code, country_code, source)
    SELECT 'RG' || (1 + g / 4000) || ' ' || ((g / 400) % 10)
             || substr('ABDEFGHJLNPQRSTUWXYZ', 1 + (g / 20) % 20, 1) || substr('ABDEFGHJLNPQRSTUWXYZ', 1 + g % 20, 1),
           'RG', 'RG' || (1 + g / 4000), 'RG' || (1 + g / 4000) || ' ' || ((g / 400) % 10),
           51.40 + (g / 250) * 0.00036, -1.05 + (g % 250) * 0.00058,
           'E06000001', 'E12000002', 'E92000001', 'bench'
    FROM generate_series(0, 49999) g
    ON CONFLICT DO NOTHING`.execute(db);
  await sql`INSERT INTO sold_prices (transaction_id, price, date_of_transfer, postcode, property_type, old_new,
              duration, paon, street, town, ppd_category, record_status, postcode_sector, postcode_district,
              lat, lng, total_floor_area)
    SELECT md5(p.postcode || s)::uuid, 60000 + (abs(hashtext(p.postcode || s)) % 500000),
           (date '1995-01-01' + (abs(hashtext(s || p.postcode)) % 10950))::date, p.postcode,
           (ARRAY['D','S','T','F','O'])[1 + abs(hashtext(p.postcode)) % 5], 'N', 'F', s::text,
           'BENCH STREET', 'READING', CASE WHEN s = 15 THEN 'B' ELSE 'A' END, 'A', p.sector, p.district,
           p.lat, p.lng, CASE WHEN s % 4 = 0 THEN NULL ELSE 40 + abs(hashtext(p.postcode || 'a' || s)) % 120 END
    FROM postcodes p CROSS JOIN generate_series(1, 15) s`.execute(db);
  for (const table of ['hpi', 'area_stats', 'postcodes', 'sold_prices', 'local_authorities']) {
    await sql`VACUUM ANALYZE ${sql.table(table)}`.execute(db);
  }
  await sql`INSERT INTO app_settings (key, value) VALUES ('reports_bench_version', ${JSON.stringify(DATA_VERSION)}::jsonb)
    ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`.execute(db);
}

interface Statement {
  text: string;
  params: readonly unknown[];
}

async function main(): Promise<void> {
  const url =
    process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/yardstick_bench';
  const i = process.argv.indexOf('--runs');
  const runs = i < 0 ? 200 : Number(process.argv[i + 1]);
  const log = (m: string) => console.log(`[bench:reports] ${m}`);
  await ensureDatabase(url);
  const schema = 'reports_bench';
  const bootstrap = await openDatabase({ url, poolSize: 1 });
  await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(schema)}`.execute(bootstrap.db);
  await bootstrap.close();
  const handle = await openDatabase({ url, searchPath: schema, poolSize: 10 });
  try {
    await migrateToLatest(handle.db);
    await ensureData(handle.db, log);
    await sql`DELETE FROM users WHERE email LIKE 'user-%@example.com'`.execute(handle.db);
    let capturing = false;
    let captured: Statement[] = [];
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: handle.pool! }),
      log(event: LogEvent) {
        if (capturing && event.level === 'query') {
          captured.push({ text: event.query.sql, params: event.query.parameters });
        }
      },
    });
    const user = await signedInUser(db, ['area_analytics', 'valuation', 'property_estimates_es']);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'reports-bench-'));
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      CAPTCHA_PROVIDER: 'none',
      SESSION_SECRET: 'x'.repeat(40),
      WEB_DIST_DIR: path.join(dataDir, 'none'),
    });
    const database = { ...handle, db };
    const app = await buildApp({ config, database, readDatabase: database });
    await app.ready();
    const districts = ['E06000005', 'E07000010', 'E08000015', 'E09000020', 'E06000025'].join(',');
    const query = [
      'postcode = RG5 5BAT',
      'sold_date = 2015-06-14',
      'sold_price = 250000',
      'sq_m = 85',
      'property_type = T',
      'radius = 1000',
      'years = 5',
    ].join('\n');
    const pc = (
      await sql<{
        postcode: string;
      }>`SELECT postcode FROM postcodes ORDER BY postcode OFFSET 25000 LIMIT 1`.execute(db)
    ).rows[0]!.postcode;
    const scenarios: { name: string; method?: 'GET' | 'POST'; url: string; payload?: object }[] = [
      {
        name: 'HPI list page (5 years, page 3, sorted by flat)',
        url: '/api/reports/hpi?duration=60&page=3&size=15&sort=flatHpi%20desc',
      },
      { name: 'HPI list page (Max, default sort)', url: '/api/reports/hpi?duration=max&size=15' },
      { name: 'HPI list search', url: '/api/reports/hpi?duration=12&size=15&search=county%201' },
      {
        name: 'HPI chart, 5 districts, Max',
        url: `/api/reports/hpi/highest-yields?duration=max&districtCodes=${districts}`,
      },
      {
        name: 'HPI chart, Top 5, 10 years',
        url: '/api/reports/hpi/highest-yields?duration=120&topDistricts=true',
      },
      {
        name: 'HPI chart, Top 5, Max',
        url: '/api/reports/hpi/highest-yields?duration=max&topDistricts=true',
      },
      { name: 'Districts', url: '/api/aggregates/districts' },
      { name: 'Area averages (district)', url: '/api/aggregates/area-averages?areaCode=DC12' },
      {
        name: 'Area yields high, page 2 (district)',
        url: '/api/aggregates/yields?areaCode=DC12&order=high&page=1&size=10',
      },
      {
        name: 'Area yields low (area)',
        url: '/api/aggregates/yields?areaCode=AH&order=low&page=0&size=10',
      },
      {
        name: 'HPI year on year (postcode)',
        url: `/api/aggregates/hpi-yields?postCode=${encodeURIComponent(pc)}`,
      },
      {
        name: 'Valuation report',
        method: 'POST',
        url: '/api/reports/valuation',
        payload: { query: query.replace('RG5 5BAT', pc) },
      },
      {
        name: 'Valuation page postcode',
        url: `/api/reports/valuation/postcode?postCode=${encodeURIComponent(pc)}`,
      },
    ];
    const results: string[] = [];
    for (const s of scenarios) {
      // The public calls are rate limited per client: each request comes from its own address
      // and without a session, as visitors' requests do.
      const open = /^\/api\/(reports\/hpi|aggregates\/(districts|hpi-yields))/.test(s.url);
      let n = 0;
      const inject = () => {
        n++;
        return app.inject({
          method: s.method ?? 'GET',
          url: s.url,
          remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
          ...(s.payload ? { payload: s.payload } : {}),
          headers: open
            ? { 'x-requested-with': 'yardstick' }
            : { cookie: user.cookie, 'x-requested-with': 'yardstick' },
        });
      };
      const first = await inject();
      if (first.statusCode !== 200) throw new Error(`${s.name}: ${first.statusCode} ${first.body}`);
      for (let k = 0; k < 5; k++) await inject();
      const times: number[] = [];
      for (let k = 0; k < runs; k++) {
        const t0 = performance.now();
        const res = await inject();
        times.push(performance.now() - t0);
        if (res.statusCode !== 200) throw new Error(`${s.name}: ${res.statusCode} ${res.body}`);
      }
      captured = [];
      capturing = true;
      await inject();
      capturing = false;
      const statements = captured.filter((st) => !/user_sessions|users/.test(st.text));
      const bare: number[] = [];
      for (let k = 0; k < runs; k++) {
        const t0 = performance.now();
        for (const st of statements) await handle.pool!.query(st.text, st.params as unknown[]);
        bare.push(performance.now() - t0);
      }
      const line = `${s.name.padEnd(48)} app p50 ${quantile(times, 0.5).toFixed(1).padStart(6)} ms  p95 ${quantile(times, 0.95).toFixed(1).padStart(6)} ms | bare SQL (${statements.length} st.) p50 ${quantile(bare, 0.5).toFixed(1).padStart(6)} ms  p95 ${quantile(bare, 0.95).toFixed(1).padStart(6)} ms`;
      log(line);
      results.push(line);
    }
    await app.close();
    const counts = await sql<{ hpi: number; pcs: number; sales: number }>`
      SELECT (SELECT count(*) FROM hpi)::int AS hpi,
             (SELECT count(*) FROM area_stats WHERE level = 'postcode')::int AS pcs,
             (SELECT count(*) FROM sold_prices)::int AS sales`.execute(db);
    log(`data: ${JSON.stringify(counts.rows[0])}; runs ${runs}`);
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
