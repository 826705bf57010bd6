import { parseArgs } from 'node:util';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@yardstick/db/schema';
import pg from 'pg';
import { searchFilterSchema } from '@yardstick/core/search/filter';
import { openDatabase } from '@yardstick/db/database';
import { migrateToLatest } from '@yardstick/db/migrate';
import { ensureDatabase } from '@yardstick/db/test/ensure-database';
import { buildListingQuery } from '../src/modules/listings/listings.public.ts';
import { matchEvents } from '../src/modules/alerts/matcher.ts';
import { searchKeys } from '../src/modules/alerts/search-keys.ts';

/**
 * `npm run bench:alerts [-- --searches N --listings N]`: the alerts' matching at scale
 * (issue 28 item 5): 100,000 saved searches of realistic areas and filters (one to three
 * postcode districts, a postcode area, a map circle of 1 to 8 km or a drawn area; price caps,
 * beds, types, BMV, yield, confidence, price warnings, a few keywords) held by 20,000 members,
 * then 10,000 new listings with their derived figures, matched in one run of the matcher
 * (`matchEvents`: the keys' candidates, then the engine's conditions). PostgreSQL
 * (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/yardstick_bench), schema
 * `bench_alerts`, rebuilt each run. Target: under 30 s. Not a test.
 */
const { values } = parseArgs({
  options: {
    searches: { type: 'string', default: '100000' },
    listings: { type: 'string', default: '10000' },
    /** Match again on the schema a previous run built (the matches and cursor reset). */
    rematch: { type: 'boolean', default: false },
  },
});
const SEARCHES = Number(values.searches);
const LISTINGS = Number(values.listings);
const MEMBERS = Math.max(1, Math.round(SEARCHES / 5));
const benchUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/yardstick_bench';
const SCHEMA = 'bench_alerts';
const log = (message: string) => console.log(`[bench:alerts] ${message}`);
const count = (n: number) => Math.round(n).toLocaleString('en-GB');
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A small deterministic generator (mulberry32). */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    chance: (p: number) => next() < p,
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
  };
}

/** 2,400 postcode districts in 120 areas over England and Wales, 20 districts an area. */
const AREAS = Array.from(
  { length: 120 },
  (_, i) => `${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))}`,
);
const DISTRICTS = AREAS.flatMap((area, a) =>
  Array.from({ length: 20 }, (_, d) => ({
    district: `${area}${d + 1}`,
    area,
    lat: 50.6 + (Math.floor(a / 12) / 10) * 4.2 + Math.floor(d / 5) * 0.04,
    lng: -3.6 + ((a % 12) / 12) * 4.8 + (d % 5) * 0.06,
  })),
);

async function prepareSchema(): Promise<void> {
  await ensureDatabase(benchUrl);
  const admin = new pg.Client({ connectionString: benchUrl });
  await admin.connect();
  try {
    await admin.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE; CREATE SCHEMA ${SCHEMA}`);
    await admin.query(
      `CREATE TABLE ${SCHEMA}.kysely_migration (name varchar(255) PRIMARY KEY, timestamp varchar(255) NOT NULL);
       CREATE TABLE ${SCHEMA}.kysely_migration_lock (id varchar(255) PRIMARY KEY, is_locked integer NOT NULL DEFAULT 0)`,
    );
  } finally {
    await admin.end();
  }
}

/** A saved search's query parameters, as members set them. */
function searchParams(r: ReturnType<typeof prng>): {
  params: Record<string, string>;
  districts?: string[];
  areas?: string[];
} {
  const home = r.int(0, DISTRICTS.length - 1);
  const d = DISTRICTS[home]!;
  const params: Record<string, string> = {};
  let districts: string[] | undefined;
  let areas: string[] | undefined;
  const where = r.next();
  if (where < 0.6) {
    const n = r.int(1, 3);
    districts = DISTRICTS.slice(home, home + n).map((x) => x.district);
    params.districts = districts.join(',');
  } else if (where < 0.7) {
    areas = [d.area];
    params.areaCodes = d.area;
  } else if (where < 0.9) {
    params.latitude = (d.lat + (r.next() - 0.5) * 0.02).toFixed(5);
    params.longitude = (d.lng + (r.next() - 0.5) * 0.03).toFixed(5);
    params.radius = String(r.int(1, 8) * 1000);
  } else {
    const s = 0.01 + r.next() * 0.02;
    params.polygon = [
      [d.lat - s, d.lng - s * 1.5],
      [d.lat + s, d.lng - s],
      [d.lat + s * 1.2, d.lng + s * 1.6],
      [d.lat - s, d.lng + s * 1.4],
    ]
      .map(([lat, lng]) => `${lat!.toFixed(5)} ${lng!.toFixed(5)}`)
      .join(',');
  }
  if (r.chance(0.7)) params.maxPrice = String(r.int(15, 80) * 10_000);
  if (r.chance(0.3)) params.minPrice = String(r.int(5, 14) * 10_000);
  if (r.chance(0.5)) params.minBeds = String(r.int(1, 4));
  if (r.chance(0.3)) params.propertyTypes = r.pick(['T,S', 'D,S', 'F', 'T']);
  if (r.chance(0.3)) params.maxMarketValue = String(-r.int(5, 20));
  if (r.chance(0.25)) params.minYield = String(r.int(5, 9));
  if (r.chance(0.2)) params.confidence = r.pick(['High', 'High,Medium']);
  if (r.chance(0.15)) params.noPriceWarnings = 'true';
  if (r.chance(0.02)) params.matchAnyKeywords = r.pick(['garden', 'parking,garage', 'hmo']);
  return { params, districts, areas };
}

async function main(): Promise<void> {
  if (!values.rematch) await prepareSchema();
  const handle = await openDatabase({ url: benchUrl, searchPath: SCHEMA, poolSize: 4 });
  const db = handle.db;
  try {
    if (values.rematch) {
      await sql`DELETE FROM alert_matches`.execute(db);
      await sql`UPDATE alert_cursor SET last_event_id =
        (SELECT min(id) - 1 FROM listing_events)`.execute(db);
      await sql`VACUUM ANALYZE alert_matches`.execute(db);
      await measure(db);
      return;
    }
    await migrateToLatest(handle.db);
    const r = prng(28);
    log(`${count(MEMBERS)} members, ${count(SEARCHES)} saved searches`);
    await sql`INSERT INTO users (id, email, first_name, email_verified_at)
      SELECT gen_random_uuid(), 'bench-' || i || '@example.com', 'Bench', now()
        FROM generate_series(1, ${MEMBERS}) i`.execute(db);
    const users = (await sql<{ id: string }>`SELECT id FROM users ORDER BY email`.execute(db)).rows;
    const started = Date.now();
    for (let i = 0; i < SEARCHES; i += 2_000) {
      const batch = Array.from({ length: Math.min(2_000, SEARCHES - i) }, (_, j) => {
        const { params, districts, areas } = searchParams(r);
        const filter = searchFilterSchema.parse(params);
        const location =
          districts || areas
            ? { postcodes: [], sectors: [], districts: districts ?? [], areas: areas ?? [] }
            : undefined;
        const query = buildListingQuery(filter, location);
        return { user: users[(i + j) % users.length]!.id, params, query };
      });
      const ids = await db
        .insertInto('saved_searches')
        .values(
          batch.map((b, j) => ({
            user_id: b.user,
            name: `search ${i + j}`,
            kind: 'estimates' as const,
            filter: JSON.stringify(b.params),
            query: JSON.stringify(b.query),
            alert: 'instant' as const,
          })),
        )
        .returning('id')
        .execute();
      await db
        .insertInto('saved_search_keys')
        .values(
          batch.flatMap((b, j) =>
            searchKeys(b.query).map((k) => ({ saved_search_id: String(ids[j]!.id), ...k })),
          ),
        )
        .execute();
    }
    await sql`ANALYZE saved_searches`.execute(db);
    await sql`ANALYZE saved_search_keys`.execute(db);
    log(`saved searches and their keys written in ${secs(Date.now() - started)}`);

    await sql`UPDATE alert_cursor SET last_event_id = coalesce((SELECT max(id) FROM listing_events), 0)`.execute(
      db,
    );
    const words = [
      'garden',
      'parking',
      'garage',
      'hmo',
      'cash buyers',
      'chain free',
      'refurbished',
    ];
    for (let i = 0; i < LISTINGS; i += 1_000) {
      await db
        .insertInto('listings')
        .values(
          Array.from({ length: Math.min(1_000, LISTINGS - i) }, (_, j) => {
            const d = r.pick(DISTRICTS);
            const price = r.int(6, 90) * 10_000;
            const estimate = Math.round(price * (0.8 + r.next() * 0.5));
            return {
              source: 'bench-alerts',
              source_ref: `L${i + j}`,
              transaction_type: 'sale' as const,
              status: 'available' as const,
              list_price: price,
              bedrooms: r.int(1, 5),
              property_type: r.pick(['D', 'S', 'T', 'T', 'F']),
              property_sub_type: 'House',
              postcode: `${d.district} 1AA`,
              district: d.district,
              area: d.area,
              sector: `${d.district} 1`,
              lat: d.lat + (r.next() - 0.5) * 0.03,
              lng: d.lng + (r.next() - 0.5) * 0.04,
              summary: `${r.pick(words)} ${r.pick(words)}`,
              estimate_price: estimate,
              avg_bmv: Math.round(((price - estimate) / estimate) * 1000) / 10,
              avg_yield: Math.round((3 + r.next() * 7) * 100) / 100,
              roi: Math.round((r.next() * 15 - 2) * 100) / 100,
              estimate_confidence: r.pick(['High', 'Medium', 'Low'] as const),
              price_warnings: r.chance(0.08) ? ['auction'] : [],
              listed_on: '2026-11-28',
            };
          }),
        )
        .execute();
    }
    await sql`UPDATE listings SET derived_at = now() + interval '1 second'`.execute(db);
    await sql`ANALYZE listings`.execute(db);
    log(`${count(LISTINGS)} new listings written (their 'new' events by the trigger)`);

    await measure(db);
  } finally {
    await handle.close();
  }
}

async function measure(db: Kysely<Database>): Promise<void> {
  {
    const t0 = Date.now();
    const report = await matchEvents(db);
    const ms = Date.now() - t0;
    const { rows } = await sql<{ searches: number; members: number }>`
      SELECT count(DISTINCT saved_search_id)::int AS searches, count(DISTINCT user_id)::int AS members
        FROM alert_matches`.execute(db);
    log(
      `matched ${count(report.events)} events against ${count(SEARCHES)} saved searches in ${secs(ms)}: ` +
        `${count(report.candidates)} candidate pairs from the keys, ${count(report.searchMatches)} matches ` +
        `(${count(rows[0]!.searches)} searches, ${count(rows[0]!.members)} members)`,
    );
    const { candidates, test, record } = report.timings;
    log(
      `candidates ${secs(candidates)}, testing ${secs(test)}, recording the matches ${secs(record)}`,
    );
    log(ms < 30_000 ? 'target met: under 30 s' : 'TARGET MISSED: 30 s or more');
  }
}

await main();
