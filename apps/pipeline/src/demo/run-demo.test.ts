import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@yardstick/db/database';
import type { Database } from '@yardstick/db/schema';
import { createTestDatabase } from '@yardstick/db/test/test-database';
import { DEMO_TABLES } from '@yardstick/engine/demo/demo-database';
import { CRIME_CATEGORIES } from './demo-crimes.ts';
import { DemoRefusedError, runDemo } from './run-demo.ts';

/**
 * The demo on a real database (PGlite, and PostgreSQL in the postgres project), at a small
 * scale so that each load takes seconds.
 */
const SCALE = 0.05;
const SEED = 11;
const SLOW = 180_000;

/** Row count and an order-independent digest of every row of each demo table. */
async function fingerprint(db: Kysely<Database>): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of DEMO_TABLES) {
    if (table === 'imports') continue;
    const { rows } = await sql<{ n: number; digest: string | null }>`
      SELECT count(*)::int AS n, md5(string_agg(h, '' ORDER BY h)) AS digest
        FROM (SELECT md5(t::text) AS h FROM ${sql.table(table)} t) x`.execute(db);
    result[table] = `${rows[0]?.n}:${rows[0]?.digest ?? ''}`;
  }
  return result;
}

async function count(db: Kysely<Database>, query: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT (${sql.raw(query)})::int AS n`.execute(db);
  return rows[0]?.n ?? 0;
}

describe('runDemo on a real database', () => {
  let handle: DatabaseHandle;
  let mediaDir: string;
  let first: Awaited<ReturnType<typeof runDemo>>;

  beforeAll(async () => {
    mediaDir = mkdtempSync(path.join(tmpdir(), 'yardstick-demo-media-'));
    handle = await createTestDatabase();
    first = await runDemo(handle, { seed: SEED, scale: SCALE, mediaDir });
  }, SLOW);

  afterAll(async () => {
    await handle?.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it('loads every table and labels the data as demo', async () => {
    expect(first.status).toBe('loaded');
    for (const table of [
      'postcodes',
      'postcode_districts',
      'lsoas',
      'hpi',
      'sold_prices',
      'epc_certificates',
      'listings',
      'listing_price_history',
      'agents',
      'plot_polygons',
      'crimes',
      'schools',
      'transport_stops',
      'plo_pairs',
    ]) {
      expect(first.tables[table], table).toBeGreaterThan(0);
      expect(await count(handle.db, `SELECT count(*) FROM ${table}`), table).toBe(
        first.tables[table],
      );
    }
    const mode = await handle.db
      .selectFrom('app_settings')
      .select('value')
      .where('key', '=', 'data_mode')
      .executeTakeFirst();
    expect(mode?.value).toBe('demo');
    const imports = await handle.db.selectFrom('imports').selectAll().execute();
    expect(imports).toHaveLength(1);
    expect(imports[0]).toMatchObject({
      source: 'demo',
      status: 'succeeded',
      checksum: first.checksum,
    });
  });

  it('covers all of Great Britain with district centroids and the featured districts with real unit postcodes', async () => {
    expect(await count(handle.db, `SELECT count(*) FROM postcode_districts`)).toBeGreaterThan(2800);
    for (const district of ['RG1', 'M21', 'L24']) {
      expect(
        await count(
          handle.db,
          `SELECT count(*) FROM postcodes WHERE district = '${district}' AND positional_quality = 10`,
        ),
      ).toBeGreaterThan(300);
    }
    // A real Code-Point Open unit, converted from the National Grid: RG1 1AF at 471712 E, 173672 N.
    const unit = await handle.db
      .selectFrom('postcodes')
      .select(['lat', 'lng', 'lad_code', 'lsoa_code'])
      .where('postcode', '=', 'RG1 1AF')
      .executeTakeFirstOrThrow();
    expect(unit.lat).toBeCloseTo(51.4575, 3);
    expect(unit.lng).toBeCloseTo(-0.9692, 3);
    expect(unit.lad_code).toBe('E06000038');
    expect(unit.lsoa_code).toMatch(/^E01/);
  });

  it('puts every listing on a real postcode with coordinates, close to it', async () => {
    expect(await count(handle.db, `SELECT count(*) FROM listings`)).toBeGreaterThan(100);
    expect(
      await count(
        handle.db,
        `SELECT count(*) FROM listings l LEFT JOIN postcodes p ON p.postcode = l.postcode
        WHERE p.postcode IS NULL OR p.lat IS NULL OR l.lat IS NULL OR l.lng IS NULL
           OR abs(l.lat - p.lat) > 0.002 OR abs(l.lng - p.lng) > 0.003`,
      ),
    ).toBe(0);
  });

  it('has the statuses the product shows, and sale listings still on the market in RG1, M21 and L24', async () => {
    const statuses = await handle.db
      .selectFrom('listings')
      .select(['transaction_type', 'status'])
      .distinct()
      .execute();
    const seen = new Set(statuses.map((s) => `${s.transaction_type}:${s.status}`));
    for (const s of [
      'sale:available',
      'sale:sold_stc',
      'sale:under_offer',
      'rent:available',
      'rent:let_agreed',
    ]) {
      expect(seen.has(s), s).toBe(true);
    }
    for (const district of ['RG1', 'M21', 'L24']) {
      expect(
        await count(
          handle.db,
          `SELECT count(*) FROM listings WHERE district = '${district}' AND transaction_type = 'sale' AND status <> 'sold_stc'`,
        ),
        district,
      ).toBeGreaterThan(0);
    }
  });

  it('pairs sale and rent listings of the same address (PLO)', async () => {
    expect(
      await count(
        handle.db,
        `SELECT count(*) FROM plo_pairs pp
        JOIN listings s ON s.id = pp.sale_listing_id AND s.transaction_type = 'sale'
        JOIN listings r ON r.id = pp.rent_listing_id AND r.transaction_type = 'rent'
        WHERE s.postcode = r.postcode AND s.address_key = r.address_key`,
      ),
    ).toBe(first.tables['plo_pairs']);
  });

  it('keeps the price history of reduced listings, and finds the investor keywords', async () => {
    expect(
      await count(
        handle.db,
        `SELECT count(*) FROM listings l WHERE first_listed_price > list_price
        AND (SELECT count(*) FROM listing_price_history h WHERE h.listing_id = l.id) < 2`,
      ),
    ).toBe(0);
    expect(
      await count(handle.db, `SELECT count(*) FROM listings WHERE first_listed_price > list_price`),
    ).toBeGreaterThan(0);
    for (const query of ['cash & buyer', 'hmo', 'auction']) {
      expect(
        await count(
          handle.db,
          `SELECT count(*) FROM listings WHERE keywords @@ to_tsquery('english', '${query}')`,
        ),
        query,
      ).toBeGreaterThan(0);
    }
  });

  it('holds sales back to 1995, the real 2019 sales, HPI series, crimes in all 14 categories', async () => {
    expect(
      await count(
        handle.db,
        `SELECT count(*) FROM sold_prices WHERE date_of_transfer < '1996-01-01'`,
      ),
    ).toBeGreaterThan(0);
    // A real Price Paid record in M20 (2019-08-22, £231,050).
    const real = await handle.db
      .selectFrom('sold_prices')
      .select(['price', 'postcode'])
      .where('transaction_id', '=', '93e6821e-49fb-40fd-e053-6b04a8c0c1df')
      .executeTakeFirst();
    expect(real).toEqual({ price: 231050, postcode: 'M20 1AB' });
    expect(await count(handle.db, `SELECT count(*) FROM hpi WHERE area_code = 'E06000038'`)).toBe(
      360,
    );
    // Drawn through sampled months: every demo HPI row says so (migration 0100).
    expect(await count(handle.db, `SELECT count(*) FROM hpi WHERE provenance <> 'demo'`)).toBe(0);
    const categories = await handle.db
      .selectFrom('crimes')
      .select('crime_type')
      .distinct()
      .execute();
    expect(categories.map((c) => c.crime_type).sort()).toEqual(
      Object.keys(CRIME_CATEGORIES).sort(),
    );
    expect(
      await count(
        handle.db,
        `SELECT count(*) FROM crimes WHERE crime_type = 'Anti-social behaviour' AND crime_id IS NOT NULL`,
      ),
    ).toBe(0);
  });

  it('writes the pictures the listings and agents point at', async () => {
    const files = new Set(readdirSync(mediaDir));
    const { rows } = await sql<{ url: string }>`
      SELECT DISTINCT unnest(images || floor_plan_images) AS url FROM listings
      UNION SELECT brand_image_url FROM agents`.execute(handle.db);
    expect(rows.length).toBeGreaterThan(20);
    for (const { url } of rows) {
      expect(url.startsWith('/media/demo/'), url).toBe(true);
      expect(files.has(url.slice('/media/demo/'.length)), url).toBe(true);
    }
    expect(existsSync(path.join(mediaDir, 'exterior-T-0.svg'))).toBe(true);
  });

  it(
    'is idempotent: a second run leaves the data as it is; a forced rebuild gives the same rows',
    async () => {
      const before = await fingerprint(handle.db);
      const again = await runDemo(handle, { seed: SEED, scale: SCALE });
      expect(again.status).toBe('unchanged');
      expect(await fingerprint(handle.db)).toEqual(before);
      const rebuilt = await runDemo(handle, { seed: SEED, scale: SCALE, force: true });
      expect(rebuilt.status).toBe('loaded');
      expect(await fingerprint(handle.db)).toEqual(before);
      expect(await count(handle.db, `SELECT count(*) FROM imports`)).toBe(1);
    },
    SLOW,
  );

  it(
    'is deterministic: the same seed on another database gives identical rows',
    async () => {
      // One test database at a time: on PostgreSQL, createTestDatabase's migrator mistakes
      // another live test schema's migration tables for its own.
      const expected = await fingerprint(handle.db);
      await handle.close();
      handle = await createTestDatabase();
      await runDemo(handle, { seed: SEED, scale: SCALE });
      expect(await fingerprint(handle.db)).toEqual(expected);
    },
    SLOW,
  );
});

describe('runDemo over real imported data', () => {
  it(
    'refuses unless forced, and then replaces it',
    async () => {
      const handle = await createTestDatabase();
      try {
        await handle.db
          .insertInto('imports')
          .values({
            source: 'ppd',
            file: '/data/pp-2024.csv',
            file_name: 'pp-2024.csv',
            status: 'succeeded',
          })
          .execute();
        await expect(runDemo(handle, { seed: SEED, scale: 0.02 })).rejects.toBeInstanceOf(
          DemoRefusedError,
        );
        expect(await count(handle.db, `SELECT count(*) FROM listings`)).toBe(0);
        const forced = await runDemo(handle, { seed: SEED, scale: 0.02, force: true });
        expect(forced.status).toBe('loaded');
        const sources = await handle.db.selectFrom('imports').select('source').execute();
        expect(sources.map((s) => s.source)).toEqual(['demo']);
      } finally {
        await handle.close();
      }
    },
    SLOW,
  );
});
