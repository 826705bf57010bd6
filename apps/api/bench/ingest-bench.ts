import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '@yardstick/db/database';
import { migrateToLatest } from '@yardstick/db/migrate';
import { ensureDatabase } from '@yardstick/db/test/ensure-database';
import { deriveChanged, type DeriveReport } from '@yardstick/engine/ingest/ingest.public';
import { count, generateSynthetic, secs, timed } from '@yardstick/engine/bench/synthetic-world';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { newApiKey } from '../src/modules/api-keys/api-keys.service.ts';

/**
 * `npm run bench:ingest [-- --listings N --reuse]`: pushes listings through the real batch
 * route (`POST /api/ingest/listings/{source}`, app.inject) into the derive benchmark's
 * synthetic world (synthetic-world.ts, N listings, 1,000,000 by default, fully derived) on
 * PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/yardstick_bench,
 * schema `bench_ingest`, rebuilt unless --reuse finds one of the same size), then derives
 * what changed the way the API does. Two rounds of 10,000 lines: a first push of new listings
 * (so that the second can change them), then the measured one: 3,000 new listings, 5,000
 * price changes and 2,000 withdrawals mixed in one batch. Reports the write and the derive
 * (target: under 60 s together), and times a few estimates searches before and after, whose
 * answers must not change but for the pushed listings. Not a test.
 */
const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '1000000' },
    reuse: { type: 'boolean', default: false },
  },
});
const LISTINGS = Number(values.listings);
const BATCH = 10_000;
const benchUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/yardstick_bench';
const SCHEMA = 'bench_ingest';
const log = (message: string) => console.log(`[bench:ingest] ${message}`);

async function prepareSchema(): Promise<boolean> {
  await ensureDatabase(benchUrl);
  const admin = new pg.Client({ connectionString: benchUrl });
  await admin.connect();
  try {
    if (values.reuse) {
      const { rows } = await admin
        .query<{ value: { listings: number } }>(
          `SELECT value FROM ${SCHEMA}.app_settings WHERE key = 'ingest_bench_world'`,
        )
        .catch(() => ({ rows: [] as { value: { listings: number } }[] }));
      if (rows[0]?.value.listings === LISTINGS) return false;
    }
    await admin.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE; CREATE SCHEMA ${SCHEMA}`);
    // Kysely's migrator finds another schema's migration tables otherwise (derive-bench.ts).
    await admin.query(
      `CREATE TABLE ${SCHEMA}.kysely_migration (name varchar(255) PRIMARY KEY, timestamp varchar(255) NOT NULL);
       CREATE TABLE ${SCHEMA}.kysely_migration_lock (id varchar(255) PRIMARY KEY, is_locked integer NOT NULL DEFAULT 0)`,
    );
    return true;
  } finally {
    await admin.end();
  }
}

interface Place {
  postcode: string;
  district: string;
}

/** A listing line of the JSONL schema at `place`, its price from `seed`. */
function listingLine(ref: string, place: Place, seed: number, priceFactor = 1) {
  const rent = seed % 4 === 0;
  const type = ['D', 'S', 'T', 'T', 'F', 'F'][seed % 6] as string;
  const area = 45 + (seed % 110);
  return {
    ref,
    transactionType: rent ? 'rent' : 'sale',
    price: rent
      ? Math.round((area * 14 * priceFactor) / 10) * 10
      : Math.round((area * 3_200 * priceFactor) / 1000) * 1000,
    ...(rent ? { rentFrequency: 'monthly' } : {}),
    address: {
      paon: String(1 + (seed % 97)),
      ...(type === 'F' ? { saon: `Flat ${1 + (seed % 9)}` } : {}),
      street: `Street ${seed % 7}`,
      town: 'Town',
      postcode: place.postcode,
    },
    propertyType: type,
    bedrooms: Math.max(1, Math.round(area / 26)),
    ...(seed % 5 < 3 ? { floorAreaM2: area } : {}),
    summary: `${type} home with ${Math.max(1, Math.round(area / 26))} bedrooms`,
    listedOn: '2024-12-01',
  };
}

const ndjson = (lines: object[]) => lines.map((l) => JSON.stringify(l)).join('\n');

async function main(): Promise<void> {
  const fresh = await prepareSchema();
  const handle = await openDatabase({ url: benchUrl, searchPath: SCHEMA, poolSize: 4 });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'yardstick-ingest-bench-'));
  try {
    await migrateToLatest(handle.db);
    if (fresh) {
      log(`building the synthetic world of ${count(LISTINGS)} listings into ${SCHEMA}`);
      await generateSynthetic(handle, LISTINGS, 2);
      // The first derive of a world is a full one.
      const full = await timed('full derive', () => deriveChanged(handle));
      log(`full derive: ${full.targets} listings in ${secs(full.ms)}`);
      await sql`VACUUM ANALYZE listings`.execute(handle.db);
      await sql`INSERT INTO app_settings (key, value)
        VALUES ('ingest_bench_world', ${JSON.stringify({ listings: LISTINGS })}::jsonb)
        ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`.execute(handle.db);
    } else {
      log(`reusing the world in ${SCHEMA}`);
    }
    const { rows: sizes } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM listings`.execute(handle.db);
    log(`listings held: ${count(sizes[0]?.n ?? 0)}`);

    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      CAPTCHA_PROVIDER: 'none',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    });
    const ctx = { config, database: handle, readDatabase: handle };
    const reports: DeriveReport[] = [];
    const stamps: number[] = [];
    const app = await buildApp(ctx);
    await app.ready();
    // The app's derive of what pushes change (the job registry's `listings derive`): the
    // bench reads each run's report.
    app.jobs.watch('listings derive', (run) => {
      if (run.outcome === 'failed') console.error(run.error);
      if (!run.result) return;
      reports.push(run.result as DeriveReport);
      stamps.push(performance.now());
    });
    const derives = { flush: () => app.jobs.flush('listings derive') };

    // What a data supplier sends: an operator's API key with the listings:write scope.
    const key = newApiKey();
    const userId = randomUUID();
    await sql`INSERT INTO users (id, email, first_name, operator)
      VALUES (${userId}, ${`ingest-bench-${userId}@example.com`}, 'Bench', true)`.execute(
      handle.db,
    );
    await sql`INSERT INTO api_keys (id, user_id, name, scopes, key_hash, prefix)
      VALUES (${randomUUID()}, ${userId}, 'ingest bench', ${['listings:write']}, ${key.hash},
              ${key.prefix})`.execute(handle.db);

    const source = `bench-${Date.now().toString(36)}`;
    const push = async (lines: object[]) => {
      const res = await app.inject({
        method: 'POST',
        url: `/api/ingest/listings/${source}`,
        headers: { authorization: `Bearer ${key.key}`, 'content-type': 'application/x-ndjson' },
        payload: ndjson(lines),
      });
      if (res.statusCode !== 200) throw new Error(`push: ${res.statusCode} ${res.body}`);
      return res.json() as {
        created: number;
        updated: number;
        unchanged: number;
        withdrawn: number;
        rejected: unknown[];
      };
    };

    await sql`SELECT setseed(0.17)`.execute(handle.db);
    const { rows: places } = await sql<Place>`
      SELECT postcode, district FROM postcodes
      WHERE lat IS NOT NULL ORDER BY random() LIMIT ${2 * BATCH}`.execute(handle.db);
    const place = (i: number) => places[i % places.length] as Place;
    const districts = [...new Set(places.slice(0, 40).map((p) => p.district))].slice(0, 5);

    // The estimates search, timed before and after (the public first page of a district).
    const searches = async () => {
      const out: { district: string; ms: number; ids: string[] }[] = [];
      for (const district of districts) {
        const times: number[] = [];
        let ids: string[] = [];
        for (let i = 0; i < 15; i += 1) {
          const started = performance.now();
          const res = await app.inject({
            url: '/api/property/price/estimates',
            query: { districts: district, size: '12', sort: 'listPrice asc' },
          });
          times.push(performance.now() - started);
          if (res.statusCode !== 200) throw new Error(`search: ${res.statusCode} ${res.body}`);
          ids = (res.json().content as { propertyId: string }[]).map((c) => c.propertyId);
        }
        times.sort((a, b) => a - b);
        out.push({ district, ms: times[Math.floor(times.length / 2)] as number, ids });
      }
      return out;
    };

    // Round 1: 10,000 new listings (what the measured round then changes).
    const seed = Array.from({ length: BATCH }, (_, i) => listingLine(`L-${i}`, place(i), i));
    let started = performance.now();
    const first = await push(seed);
    const firstWrite = performance.now() - started;
    started = performance.now();
    await derives.flush();
    const firstDerive = performance.now() - started;
    log(
      `round 1 (${count(first.created)} new): write ${secs(firstWrite)}, derive ${secs(firstDerive)} ` +
        `(${reports.at(-1)?.mode}, ${count(reports.at(-1)?.targets ?? 0)} listings derived)`,
    );

    const before = await searches();

    // Round 2, measured: 3,000 new, 5,000 price changes, 2,000 withdrawals, mixed.
    const lines: object[] = [];
    for (let i = 0; i < BATCH; i += 1) {
      const k = i % 10;
      if (k < 3) lines.push(listingLine(`N-${i}`, place(BATCH + i), BATCH + i));
      else if (k < 8) lines.push(listingLine(`L-${i}`, place(i), i, 0.95));
      else lines.push({ ref: `L-${i}`, status: 'withdrawn' });
    }
    const from = reports.length;
    started = performance.now();
    const second = await push(lines);
    const write = performance.now() - started;
    started = performance.now();
    await derives.flush();
    const derive = performance.now() - started;
    // The first pass (the changed listings: what was pushed has its figures), then the reach.
    const firstPass = reports[from];
    const firstPassMs = (stamps[from] ?? started) - started;
    log(
      `round 2 first pass: ${secs(firstPassMs)} (${count(firstPass?.targets ?? 0)} listings derived); ` +
        `pushed to figured: ${secs(write + firstPassMs)} (target < 60 s)`,
    );
    for (const t of firstPass?.timings ?? []) {
      if (t.ms >= 500) log(`    ${t.step.padEnd(40)} ${secs(t.ms).padStart(8)}`);
    }
    const report = reports.at(-1);
    log(
      `round 2: ${count(second.created)} new, ${count(second.updated)} updated, ` +
        `${count(second.withdrawn)} withdrawn, ${second.rejected.length} rejected`,
    );
    log(
      `round 2: write ${secs(write)}, both passes ${secs(derive)} (reach pass: ${report?.mode}, ` +
        `${count(report?.targets ?? 0)} listings derived, ${count(report?.listingsUpdated ?? 0)} rows written); ` +
        `total ${secs(write + derive)}`,
    );
    for (const t of report?.timings ?? []) {
      if (t.ms >= 500) log(`    ${t.step.padEnd(40)} ${secs(t.ms).padStart(8)}`);
    }

    const after = await searches();
    const { rows: pushed } = await sql<{ n: number; figured: number }>`
      SELECT count(*)::int AS n, count(*) FILTER (WHERE estimate_price IS NOT NULL)::int AS figured
      FROM listings WHERE source = ${`push:${source}`} AND transaction_type = 'sale'
        AND status = 'available'`.execute(handle.db);
    const { rows: world } = await sql<{ n: number; figured: number }>`
      SELECT count(*)::int AS n, count(*) FILTER (WHERE estimate_price IS NOT NULL)::int AS figured
      FROM listings WHERE source = 'bench' AND transaction_type = 'sale'
        AND status = 'available'`.execute(handle.db);
    const share = (r: { n: number; figured: number } | undefined) =>
      r && r.n > 0 ? `${((100 * r.figured) / r.n).toFixed(1)}%` : '-';
    log(
      `sale listings on the market with an estimate: pushed ${count(pushed[0]?.figured ?? 0)} of ` +
        `${count(pushed[0]?.n ?? 0)} (${share(pushed[0])}), the generated world's ${share(world[0])}`,
    );
    const { rows: pushedIds } = await sql<{ id: string }>`
      SELECT id::text AS id FROM listings WHERE source = ${`push:${source}`}`.execute(handle.db);
    const ours = new Set(pushedIds.map((r) => r.id));
    for (const [i, b] of before.entries()) {
      const a = after[i] as (typeof after)[number];
      const others = (ids: string[]) => ids.filter((id) => !ours.has(id));
      const same =
        JSON.stringify(others(a.ids)) ===
        JSON.stringify(others(b.ids).slice(0, others(a.ids).length));
      log(
        `search ${b.district}: p50 ${b.ms.toFixed(1)} ms before, ${a.ms.toFixed(1)} ms after; ` +
          `other listings ${same ? 'unchanged' : 'CHANGED'}`,
      );
    }
    await app.close();
  } finally {
    await handle.close();
  }
}

await main();
