import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import { migrations } from './index.ts';
import { createTestDatabase } from '../../test/test-database.ts';

/**
 * listings.plo_live_pairs (migration 0115): the number of a sale's pairs whose rental is not
 * withdrawn, kept with plo_paired by the triggers of 0086 and 0087 on every change (pairs
 * written, moved, deleted, truncated; a rental withdrawn or restored), filled by the migration
 * from the pairs already there, and carried by the paired sales' (updated_on, id) index.
 */
describe('listings.plo_live_pairs (migration 0115)', () => {
  let handle: DatabaseHandle;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    // Migrated up to 0108 only, with pairs in place, so the migration's fill is tested too.
    handle = await createTestDatabase({ migrate: false });
    const migrator = new Migrator({
      db: handle.db,
      provider: { getMigrations: () => Promise.resolve(migrations) },
    });
    const { error } = await migrator.migrateTo('0108_saved_searches_alerts');
    if (error) throw error;
    const listings: [string, 'sale' | 'rent', string][] = [
      ['s1', 'sale', 'available'],
      ['s2', 'sale', 'available'],
      ['s3', 'sale', 'under_offer'],
      ['r1', 'rent', 'available'],
      ['r2', 'rent', 'let_agreed'],
      ['r3', 'rent', 'withdrawn'],
    ];
    for (const [ref, type, status] of listings) {
      const { rows } = await sql<{ id: number }>`
        INSERT INTO listings (source, source_ref, transaction_type, status)
        VALUES ('test', ${ref}, ${type}, ${status}) RETURNING id`.execute(handle.db);
      ids[ref] = Number(rows[0]!.id);
    }
    await sql`INSERT INTO plo_pairs (sale_listing_id, rent_listing_id)
              VALUES (${ids.s1!}, ${ids.r1!}), (${ids.s1!}, ${ids.r2!}), (${ids.s1!}, ${ids.r3!}),
                     (${ids.s2!}, ${ids.r3!})`.execute(handle.db);
    await migrateToLatest(handle.db);
  });
  afterAll(() => handle.close());

  /** Each sale's live-pair count and flag, and whether they agree with plo_pairs itself. */
  const state = async () => {
    const { rows } = await sql<{ ref: string; n: number; paired: boolean; actual: number }>`
      SELECT l.source_ref AS ref, l.plo_live_pairs AS n, l.plo_paired AS paired,
             (SELECT count(*) FROM plo_pairs p
               JOIN listings r ON r.id = p.rent_listing_id
              WHERE p.sale_listing_id = l.id AND r.status <> 'withdrawn')::int AS actual
      FROM listings l WHERE l.source = 'test' AND l.transaction_type = 'sale'
      ORDER BY 1`.execute(handle.db);
    for (const row of rows) {
      expect(row.n, `${row.ref}: the count of its live pairs`).toBe(row.actual);
      expect(row.paired, `${row.ref}: paired when it has a live pair`).toBe(row.actual > 0);
    }
    return Object.fromEntries(rows.map((r) => [r.ref, r.n]));
  };
  const setStatus = (ref: string, status: string) =>
    sql`UPDATE listings SET status = ${status} WHERE id = ${ids[ref]!}`.execute(handle.db);

  it('is filled from the pairs present when it is applied', async () => {
    expect(await state()).toEqual({ s1: 2, s2: 0, s3: 0 });
  });

  it('is carried by the paired sales’ default-order index', async () => {
    const { rows } = await sql<{ indexdef: string }>`
      SELECT indexdef FROM pg_indexes
      WHERE indexname = 'listings_plo_updated_on_idx' AND schemaname = current_schema()`.execute(
      handle.db,
    );
    expect(rows[0]?.indexdef).toMatch(/INCLUDE \(.*\bplo_live_pairs\)/);
    expect(rows[0]?.indexdef).toMatch(/WHERE \(plo_paired AND/);
  });

  it('follows every write of the pairs and every withdrawal or restore of a rental', async () => {
    // Pairs written, one with a withdrawn rental.
    await sql`INSERT INTO plo_pairs (sale_listing_id, rent_listing_id)
              VALUES (${ids.s2!}, ${ids.r1!}), (${ids.s3!}, ${ids.r1!}),
                     (${ids.s3!}, ${ids.r2!})`.execute(handle.db);
    expect(await state()).toEqual({ s1: 2, s2: 1, s3: 2 });

    // A rental withdrawn drops every pair it is in; restored, brings them back.
    await setStatus('r1', 'withdrawn');
    expect(await state()).toEqual({ s1: 1, s2: 0, s3: 1 });
    await setStatus('r2', 'withdrawn');
    expect(await state()).toEqual({ s1: 0, s2: 0, s3: 0 });
    await setStatus('r3', 'let_agreed');
    expect(await state()).toEqual({ s1: 1, s2: 1, s3: 0 });
    // A change between live statuses changes nothing.
    await setStatus('r3', 'available');
    expect(await state()).toEqual({ s1: 1, s2: 1, s3: 0 });
    await setStatus('r1', 'available');
    await setStatus('r2', 'available');
    expect(await state()).toEqual({ s1: 3, s2: 2, s3: 2 });

    // A pair moved to another sale, and to a withdrawn rental.
    await sql`UPDATE plo_pairs SET sale_listing_id = ${ids.s3!}
              WHERE sale_listing_id = ${ids.s2!} AND rent_listing_id = ${ids.r3!}`.execute(
      handle.db,
    );
    expect(await state()).toEqual({ s1: 3, s2: 1, s3: 3 });
    await setStatus('r2', 'withdrawn');
    expect(await state()).toEqual({ s1: 2, s2: 1, s3: 2 });
    await sql`UPDATE plo_pairs SET rent_listing_id = ${ids.r2!}
              WHERE sale_listing_id = ${ids.s2!} AND rent_listing_id = ${ids.r1!}`.execute(
      handle.db,
    );
    expect(await state()).toEqual({ s1: 2, s2: 0, s3: 2 });
    // An update that changes no pair's state changes no count.
    await sql`UPDATE plo_pairs SET rent_listing_id = rent_listing_id`.execute(handle.db);
    expect(await state()).toEqual({ s1: 2, s2: 0, s3: 2 });

    // Deleted pairs (live and not), a deleted rental (its pairs go by cascade), TRUNCATE.
    await sql`DELETE FROM plo_pairs WHERE sale_listing_id = ${ids.s1!}
              AND rent_listing_id IN (${ids.r1!}, ${ids.r2!})`.execute(handle.db);
    expect(await state()).toEqual({ s1: 1, s2: 0, s3: 2 });
    await sql`DELETE FROM listings WHERE id = ${ids.r3!}`.execute(handle.db);
    expect(await state()).toEqual({ s1: 0, s2: 0, s3: 1 });
    await sql`TRUNCATE plo_pairs`.execute(handle.db);
    expect(await state()).toEqual({ s1: 0, s2: 0, s3: 0 });
    await sql`INSERT INTO plo_pairs (sale_listing_id, rent_listing_id)
              VALUES (${ids.s1!}, ${ids.r1!}), (${ids.s2!}, ${ids.r1!})`.execute(handle.db);
    expect(await state()).toEqual({ s1: 1, s2: 1, s3: 0 });
  });
});
