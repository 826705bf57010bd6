import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database.ts';
import { createTestDatabase } from '../../test/test-database.ts';

/**
 * listing_events (migration 0101, issue 27): PostgreSQL records every listing's changes once,
 * whatever writes the listing, and the derive step's own updates record nothing.
 */
describe('listing events (migration 0101)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  const events = async (ref: string) =>
    (
      await sql<{
        kind: string;
        old_price: number | null;
        new_price: number | null;
        old_status: string | null;
        new_status: string | null;
      }>`SELECT e.kind, e.old_price, e.new_price, e.old_status, e.new_status
           FROM listing_events e JOIN listings l ON l.id = e.listing_id
          WHERE l.source = 'events-test' AND l.source_ref = ${ref}
          ORDER BY e.id`.execute(handle.db)
    ).rows;
  const update = (ref: string, set: string) =>
    sql
      .raw(`UPDATE listings SET ${set} WHERE source = 'events-test' AND source_ref = '${ref}'`)
      .execute(handle.db);

  it('records one new event per row of a many-row insert', async () => {
    await sql`INSERT INTO listings (source, source_ref, transaction_type, list_price)
      VALUES ('events-test', 'a', 'sale', 250000), ('events-test', 'b', 'rent', 1200)`.execute(
      handle.db,
    );
    expect(await events('a')).toEqual([
      {
        kind: 'new',
        old_price: null,
        new_price: 250000,
        old_status: null,
        new_status: 'available',
      },
    ]);
    expect((await events('b')).map((e) => e.kind)).toEqual(['new']);
  });

  it('records nothing for the derived figures or an unchanged price', async () => {
    await update('a', 'avg_bmv = -5, range1_price = 240000, list_price = 250000');
    expect((await events('a')).map((e) => e.kind)).toEqual(['new']);
  });

  it('records price changes with both prices, and each kind of status change', async () => {
    await update('a', 'list_price = 240000');
    await update('a', `status = 'under_offer'`);
    await update('a', `status = 'available'`);
    await update('a', `status = 'withdrawn'`);
    await update('a', `status = 'available', list_price = 235000`);
    expect(await events('a')).toEqual([
      {
        kind: 'new',
        old_price: null,
        new_price: 250000,
        old_status: null,
        new_status: 'available',
      },
      {
        kind: 'price-change',
        old_price: 250000,
        new_price: 240000,
        old_status: 'available',
        new_status: 'available',
      },
      {
        kind: 'status-change',
        old_price: 240000,
        new_price: 240000,
        old_status: 'available',
        new_status: 'under_offer',
      },
      {
        kind: 'back-on-market',
        old_price: 240000,
        new_price: 240000,
        old_status: 'under_offer',
        new_status: 'available',
      },
      {
        kind: 'withdrawn',
        old_price: 240000,
        new_price: 240000,
        old_status: 'available',
        new_status: 'withdrawn',
      },
      {
        kind: 'price-change',
        old_price: 240000,
        new_price: 235000,
        old_status: 'available',
        new_status: 'available',
      },
      {
        kind: 'back-on-market',
        old_price: 235000,
        new_price: 235000,
        old_status: 'withdrawn',
        new_status: 'available',
      },
    ]);
  });

  it('records a listing marked sold by its feed as sold, once (migration 0106)', async () => {
    await sql`INSERT INTO listings (source, source_ref, transaction_type, list_price)
      VALUES ('events-test', 's', 'sale', 200000)`.execute(handle.db);
    await update('s', `status = 'sold'`);
    expect((await events('s')).map((e) => e.kind)).toEqual(['new', 'sold']);
  });

  it('keeps the history when the listing row is deleted, and refuses an unknown kind', async () => {
    await sql`DELETE FROM listings WHERE source = 'events-test' AND source_ref = 'b'`.execute(
      handle.db,
    );
    const kept = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM listing_events WHERE transaction_type = 'rent'`.execute(
      handle.db,
    );
    expect(kept.rows[0]?.n).toBeGreaterThanOrEqual(1);
    await expect(
      sql`INSERT INTO listing_events (listing_id, transaction_type, kind) VALUES (1, 'sale', 'moved')`.execute(
        handle.db,
      ),
    ).rejects.toThrow(/listing_events_kind_check/);
  });
});
