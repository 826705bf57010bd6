import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@yardstick/db/database';
import { createTestDatabase } from '@yardstick/db/test/test-database';
import { postcodeOf, seedFixture } from '../../test/derive-fixture.ts';
import { DERIVED_COLUMNS, runDerive } from './run-derive.ts';

/**
 * The first pass after a push (`deferReach`) reads only what its targets need: the PLO pairs
 * of their postcodes, the EPC certificates of their postcodes, and leaves the area stats to
 * the next run. None of it may change a figure: the changed listings get what a full derive
 * gives them, and after the second pass every listing, pair and area is what a full derive
 * gives.
 */
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedFixture(handle.db);
  await runDerive(handle);
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

const PASS = { keepReferenceDates: true, oneTransaction: true } as const;

async function snapshot() {
  const listings = await handle.db
    .selectFrom('listings')
    .select(['id', 'source_ref', 'plo_paired', ...DERIVED_COLUMNS])
    .orderBy('id')
    .execute();
  const pairs = await handle.db
    .selectFrom('plo_pairs')
    .select(['sale_listing_id', 'rent_listing_id', 'postcode', 'avg_yield', 'rent_price'])
    .orderBy('sale_listing_id')
    .orderBy('rent_listing_id')
    .execute();
  const areas = (
    await handle.db.selectFrom('area_stats').selectAll().orderBy('level').orderBy('code').execute()
  ).map(({ computed_at: _computed, ...rest }) => rest);
  return { listings, pairs, areas };
}

const byRef = async (ref: string) =>
  handle.db
    .selectFrom('listings')
    .select(['id', 'list_price'])
    .where('source_ref', '=', ref)
    .executeTakeFirstOrThrow();

async function setListing(ref: string, values: Record<string, unknown>) {
  await handle.db.updateTable('listings').set(values).where('source_ref', '=', ref).execute();
}

async function addListing(ref: string, tt: 'sale' | 'rent', postcode: string, price: number) {
  const p = postcodeOf(postcode);
  await handle.db
    .insertInto('listings')
    .values({
      source: 'test',
      source_ref: ref,
      transaction_type: tt,
      status: 'available',
      list_price: price,
      postcode,
      area: 'RG',
      district: p.district,
      sector: p.sector,
      paon: '3',
      street: 'NEW ROAD',
      address_key: '|3|new road',
      lat: p.lat,
      lng: p.lng,
      property_type: 'T',
      bedrooms: 3,
      total_floor_area: tt === 'sale' ? 88 : null,
      listed_on: '2024-12-01',
      updated_on: '2024-12-01T12:00:00Z',
    })
    .execute();
}

describe('the first pass after a push reads only what its targets need', () => {
  it('gives the changed listings, over several areas, the figures of a full derive', async () => {
    const before = await snapshot();
    // Changes in four sectors and three districts: prices, a withdrawal, new listings, a
    // rental relisted at a sale's address (a new PLO pair) and a PLO rental withdrawn.
    await setListing('S1', { list_price: 289_950 });
    await setListing('S3', { list_price: 329_000 });
    await setListing('S4', { list_price: 525_000 });
    await setListing('S8', { status: 'withdrawn' });
    await setListing('RWD', { status: 'available', listed_on: '2024-12-01' });
    await setListing('RPLO', { status: 'withdrawn' });
    await addListing('NEW-S', 'sale', 'RG2 7AA', 310_000);
    await addListing('NEW-R', 'rent', 'RG1 6AA', 1_250);
    const changed = ['S1', 'S3', 'S4', 'S8', 'RWD', 'RPLO', 'NEW-S', 'NEW-R'];

    const first = await runDerive(handle, { ...PASS, deferReach: true });
    expect(first.mode).toBe('incremental');
    const afterFirst = await snapshot();
    // The area stats wait for the second pass.
    expect(afterFirst.areas).toEqual(before.areas);

    const second = await runDerive(handle, PASS);
    expect(second.mode).toBe('incremental');
    const afterSecond = await snapshot();
    expect(await runDerive(handle, PASS)).toMatchObject({ targets: 0, listingsUpdated: 0 });

    const full = await runDerive(handle, { full: true });
    expect(full.mode).toBe('full');
    expect(full.listingsUpdated).toBe(0);
    const reference = await snapshot();
    expect(afterSecond).toEqual(reference);
    // The first pass already gave the changed listings (and the sale listings whose PLO
    // pairing changed: S1, S6) every figure a full derive gives, and the pairs are complete.
    const s6 = await byRef('S6');
    expect(reference.pairs.some((p) => p.sale_listing_id === s6.id)).toBe(false);
    const s1 = await byRef('S1');
    expect(reference.pairs.some((p) => p.sale_listing_id === s1.id)).toBe(true);
    expect(afterFirst.pairs).toEqual(reference.pairs);
    // (A changed rental keeps its old fingerprint until the second pass has reached from it.)
    const figures = (rows: typeof reference.listings, ref: string) => {
      const { derive_hash: _hash, ...rest } = rows.find((l) => l.source_ref === ref)!;
      return rest;
    };
    for (const ref of [...changed, 'S6']) {
      expect(figures(afterFirst.listings, ref), ref).toEqual(figures(reference.listings, ref));
    }
    // The area stats moved with the push (S8 withdrawn from RG9, a new rental in RG1 6).
    expect(reference.areas).not.toEqual(before.areas);
  }, 120_000);

  it('leaves the area stats to the next run even when it has nothing to derive', async () => {
    await setListing('S9', { list_price: (await byRef('S9')).list_price! + 5_000 });
    const first = await runDerive(handle, { ...PASS, deferReach: true });
    expect(first.targets).toBe(1);
    const second = await runDerive(handle, PASS);
    expect(second.targets).toBe(0);
    expect(second.areaStats).toBeGreaterThan(0);
    const afterSecond = await snapshot();
    await runDerive(handle, { full: true });
    expect(afterSecond).toEqual(await snapshot());
    // Done once: the run after computes none.
    expect((await runDerive(handle, PASS)).areaStats).toBe(0);
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM listings WHERE derive_hash IS NULL`.execute(handle.db);
    expect(rows[0]?.n).toBe(0);
  }, 120_000);
});
