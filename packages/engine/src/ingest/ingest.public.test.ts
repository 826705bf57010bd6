import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@yardstick/db/database';
import { createTestDatabase } from '@yardstick/db/test/test-database';
import {
  createDeriveScheduler,
  MAX_BATCH_LINES,
  TooManyLinesError,
  withdrawAbsent,
  deriveChanged,
  withdrawListing,
  writeListing,
  writeListings,
  type DeriveReport,
} from './ingest.public.ts';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
}, 60_000);

afterAll(async () => {
  await handle?.close();
});

const listing = (ref: string, price: number, extra: Record<string, unknown> = {}) => ({
  ref,
  transactionType: 'sale',
  price,
  address: { paon: '14', street: 'Elm Road', town: 'Reading', postcode: 'RG1 1AF' },
  propertyType: 'S',
  bedrooms: 3,
  agent: { ref: 'acme', name: 'Acme Homes' },
  ...extra,
});

const events = async (source: string, ref: string) =>
  (
    await sql<{ kind: string; old_price: number | null; new_price: number | null }>`
      SELECT e.kind, e.old_price, e.new_price FROM listing_events e
      JOIN listings l ON l.id = e.listing_id
      WHERE l.source = ${source} AND l.source_ref = ${ref} ORDER BY e.id`.execute(handle.db)
  ).rows;

const row = async (source: string, ref: string) =>
  handle.db
    .selectFrom('listings')
    .select(['id', 'status', 'list_price', 'agent_id', 'removed_on'])
    .where('source', '=', source)
    .where('source_ref', '=', ref)
    .executeTakeFirst();

describe('writeListing (one pushed listing)', () => {
  it('creates, updates, and leaves a retried push unchanged with no second event', async () => {
    const created = await writeListing(handle, 'acme', 'A-1', listing('A-1', 250_000));
    expect(created).toMatchObject({ outcome: 'created', ref: 'A-1', status: 'available' });
    const stored = await row('push:acme', 'A-1');
    expect(stored?.id).toBe(created.id);
    expect(stored?.agent_id).not.toBeNull();

    const again = await writeListing(handle, 'acme', 'A-1', listing('A-1', 250_000));
    expect(again).toMatchObject({ outcome: 'unchanged', id: created.id });
    expect(await events('push:acme', 'A-1')).toEqual([
      { kind: 'new', old_price: null, new_price: 250_000 },
    ]);

    const cut = await writeListing(handle, 'acme', 'A-1', listing('A-1', 240_000));
    expect(cut).toMatchObject({ outcome: 'updated', id: created.id });
    const retried = await writeListing(handle, 'acme', 'A-1', listing('A-1', 240_000));
    expect(retried.outcome).toBe('unchanged');
    expect(await events('push:acme', 'A-1')).toEqual([
      { kind: 'new', old_price: null, new_price: 250_000 },
      { kind: 'price-change', old_price: 250_000, new_price: 240_000 },
    ]);
  });

  it('takes the ref from the path and refuses a body naming another ref or source', async () => {
    const { ref: _ref, ...withoutRef } = listing('x', 100_000);
    expect((await writeListing(handle, 'acme', 'A-2', withoutRef)).outcome).toBe('created');
    const other = await writeListing(handle, 'acme', 'A-3', listing('A-4', 100_000));
    expect(other).toMatchObject({ outcome: 'rejected', reason: expect.stringContaining('ref') });
    const source = await writeListing(handle, 'acme', 'A-3', {
      ...listing('A-3', 100_000),
      source: 'other',
    });
    expect(source).toMatchObject({
      outcome: 'rejected',
      reason: expect.stringContaining('source'),
    });
    const invalid = await writeListing(handle, 'acme', 'A-3', { ref: 'A-3', price: 'cheap' });
    expect(invalid.outcome).toBe('rejected');
    expect(await row('push:acme', 'A-3')).toBeUndefined();
  });

  it('withdraws by (source, ref) once, with one withdrawn event; unknown refs are rejected', async () => {
    await writeListing(handle, 'acme', 'W-1', listing('W-1', 300_000));
    expect(await withdrawListing(handle, 'acme', 'W-1')).toMatchObject({
      outcome: 'withdrawn',
      status: 'withdrawn',
    });
    expect(await withdrawListing(handle, 'acme', 'W-1')).toMatchObject({ outcome: 'unchanged' });
    expect((await events('push:acme', 'W-1')).map((e) => e.kind)).toEqual(['new', 'withdrawn']);
    expect((await row('push:acme', 'W-1'))?.removed_on).not.toBeNull();
    expect(await withdrawListing(handle, 'acme', 'nope')).toMatchObject({
      outcome: 'rejected',
      reason: 'no listing with this ref',
    });
    // Pushed again, it is back on the market.
    const back = await writeListing(handle, 'acme', 'W-1', listing('W-1', 300_000));
    expect(back).toMatchObject({ outcome: 'updated', status: 'available' });
    expect((await events('push:acme', 'W-1')).map((e) => e.kind)).toEqual([
      'new',
      'withdrawn',
      'back-on-market',
    ]);
  });
});

describe('writeListings (a batch)', () => {
  it('rejects bad lines with their line numbers and writes the rest', async () => {
    const lines = [
      JSON.stringify(listing('B-1', 200_000)),
      '{"ref": "B-2", "transactionType": "sale"',
      '',
      JSON.stringify(listing('B-3', 180_000)),
      JSON.stringify({ ...listing('B-4', 1), transactionType: 'swap' }),
      JSON.stringify([1, 2]),
      JSON.stringify({ ref: 'A-1', status: 'withdrawn' }),
      JSON.stringify({ ref: 'never', status: 'withdrawn' }),
    ].join('\r\n');
    const summary = await writeListings(handle, 'acme', lines);
    expect(summary).toMatchObject({ created: 2, updated: 0, unchanged: 0, withdrawn: 1 });
    expect(summary.rejected.map((r) => r.line)).toEqual([2, 5, 6, 8]);
    expect(summary.rejected[0]?.reason).toMatch(/^not valid JSON: (?!unexpected error)/);
    expect(summary.rejected[1]?.reason).toMatch(/transactionType/);
    expect(summary.rejected[3]?.reason).toBe('no listing with this ref');
    expect((await row('push:acme', 'A-1'))?.status).toBe('withdrawn');

    const again = await writeListings(handle, 'acme', lines);
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 3, withdrawn: 0, changed: 0 });
    expect((await events('push:acme', 'B-1')).length).toBe(1);
  });

  it('a full snapshot withdraws the listings of the source it no longer lists', async () => {
    const snapshot = [listing('F-1', 100_000), listing('F-2', 110_000), listing('F-3', 120_000)];
    const text = (items: object[]) => items.map((i) => JSON.stringify(i)).join('\n');
    await writeListings(handle, 'full-feed', text(snapshot), { full: true });
    const next = await writeListings(handle, 'full-feed', text(snapshot.slice(0, 2)), {
      full: true,
    });
    expect(next).toMatchObject({ unchanged: 2, withdrawnAbsent: 1, changed: 1 });
    expect((await row('push:full-feed', 'F-3'))?.status).toBe('withdrawn');
    // Another source is untouched.
    expect((await row('push:acme', 'B-1'))?.status).toBe('available');
    // A rejected line without a ref could be any listing: nothing is withdrawn then.
    const broken = await writeListings(handle, 'full-feed', 'not json', { full: true });
    expect(broken.withdrawnAbsent).toBe(0);
    // The feeds' call: by the stored source.
    expect(await withdrawAbsent(handle, 'push:full-feed', ['F-1'])).toBe(1);
    expect((await row('push:full-feed', 'F-2'))?.status).toBe('withdrawn');
  });

  it(`refuses more than ${MAX_BATCH_LINES} lines before reading any`, async () => {
    const text = `${JSON.stringify(listing('L', 1))}\n`.repeat(MAX_BATCH_LINES + 1);
    await expect(writeListings(handle, 'acme', text)).rejects.toBeInstanceOf(TooManyLinesError);
  });
});

describe('createDeriveScheduler', () => {
  it('coalesces a burst into one derive and a write during a derive into one more', async () => {
    const passes: boolean[] = [];
    let release: () => void = () => {};
    const scheduler = createDeriveScheduler(handle, {
      delayMs: 10,
      derive: async (_handle, { deferReach }) => {
        passes.push(deferReach);
        if (passes.length === 1) await new Promise<void>((resolve) => (release = resolve));
        return {} as never;
      },
    });
    scheduler.schedule();
    scheduler.schedule();
    scheduler.schedule();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(passes).toEqual([true]);
    scheduler.schedule();
    scheduler.schedule();
    release();
    await scheduler.flush();
    // Two first passes (the burst, the writes during its derive), then the rentals' reach.
    expect(passes).toEqual([true, true, false]);
    await scheduler.close();
  });

  it('derives the pushed listings in one run (incremental)', async () => {
    const reports: DeriveReport[] = [];
    const scheduler = createDeriveScheduler(handle, {
      delayMs: 10_000,
      onDerived: (report) => reports.push(report),
    });
    scheduler.schedule();
    await scheduler.flush();
    expect(reports.map((r) => r.mode)).toEqual(['full', 'incremental']);
    const derived = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM listings
      WHERE source LIKE 'push:%' AND derive_hash IS NULL`.execute(handle.db);
    expect(derived.rows[0]?.n).toBe(0);
    // Listed after every listing held: the reference dates stay the last run's, so the derive
    // stays incremental (a plain derive would move them and recompute everything).
    await writeListing(handle, 'acme', 'D-1', listing('D-1', 150_000, { listedOn: '2031-01-01' }));
    scheduler.schedule();
    await scheduler.flush();
    expect(reports[2]).toMatchObject({ mode: 'incremental', targets: 1 });
    expect(reports[2]?.listingsAsOf).toBe(reports[0]?.listingsAsOf);
    await scheduler.close();
  }, 60_000);

  it('links a pushed relisting to the home of the withdrawn listing before deriving', async () => {
    const home = {
      address: { paon: '9', street: 'Birch Lane', town: 'Reading', postcode: 'RG1 1AF' },
    };
    await writeListing(handle, 'relist', 'R-1', listing('R-1', 300_000, home));
    await deriveChanged(handle);
    await withdrawListing(handle, 'relist', 'R-1');
    await writeListing(handle, 'relist', 'R-2', listing('R-2', 289_000, home));
    await deriveChanged(handle);
    const homes = await sql<{ ref: string; home: number; first: number }>`
      SELECT l.source_ref AS ref, h.home_id AS home,
             (SELECT f.id FROM listings f WHERE f.source = 'push:relist' AND f.source_ref = 'R-1') AS first
        FROM listings l JOIN listing_homes h ON h.listing_id = l.id
       WHERE l.source = 'push:relist' ORDER BY l.source_ref`.execute(handle.db);
    expect(homes.rows.map((r) => [r.ref, r.home === r.first])).toEqual([
      ['R-1', true],
      ['R-2', true],
    ]);
    expect((await events('push:relist', 'R-2')).map((e) => e.kind)).toEqual(['new', 'relisted']);
  }, 60_000);
});
