import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database.ts';
import { createTestDatabase } from '../../test/test-database.ts';

/**
 * plo_pairs.rent_withdrawn and listings.plo_paired (migrations 0086 and 0087): a rental's
 * status entering or leaving 'withdrawn' updates its pairs and their sales' flag at once,
 * without a derive; a sale keeps the flag while one of its pairs has a live rental.
 */
describe('plo_pairs.rent_withdrawn (migration 0087)', () => {
  let handle: DatabaseHandle;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    handle = await createTestDatabase();
    const listings: [string, 'sale' | 'rent', string][] = [
      ['s1', 'sale', 'available'],
      ['s2', 'sale', 'available'],
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
  });
  afterAll(() => handle.close());

  const state = async () => {
    const { rows: pairs } = await sql<{ sale: string; rent: string; rent_withdrawn: boolean }>`
      SELECT s.source_ref AS sale, r.source_ref AS rent, p.rent_withdrawn
      FROM plo_pairs p JOIN listings s ON s.id = p.sale_listing_id
      JOIN listings r ON r.id = p.rent_listing_id ORDER BY 1, 2`.execute(handle.db);
    const { rows: flags } = await sql<{ source_ref: string; plo_paired: boolean }>`
      SELECT source_ref, plo_paired FROM listings
      WHERE source = 'test' AND transaction_type = 'sale' ORDER BY 1`.execute(handle.db);
    return {
      withdrawn: Object.fromEntries(pairs.map((p) => [`${p.sale}|${p.rent}`, p.rent_withdrawn])),
      paired: Object.fromEntries(flags.map((f) => [f.source_ref, f.plo_paired])),
    };
  };
  const setStatus = (ref: string, status: string) =>
    sql`UPDATE listings SET status = ${status} WHERE id = ${ids[ref]!}`.execute(handle.db);

  it('takes the rental status when a pair is written, and follows it on every change', async () => {
    await sql`INSERT INTO plo_pairs (sale_listing_id, rent_listing_id)
              VALUES (${ids.s1!}, ${ids.r1!}), (${ids.s1!}, ${ids.r2!}), (${ids.s2!}, ${ids.r3!})`.execute(
      handle.db,
    );
    expect(await state()).toEqual({
      withdrawn: { 's1|r1': false, 's1|r2': false, 's2|r3': true },
      paired: { s1: true, s2: false },
    });

    // One of s1's two rentals withdrawn: s1 keeps its flag; both withdrawn: s1 loses it.
    await setStatus('r1', 'withdrawn');
    expect(await state()).toEqual({
      withdrawn: { 's1|r1': true, 's1|r2': false, 's2|r3': true },
      paired: { s1: true, s2: false },
    });
    await setStatus('r2', 'withdrawn');
    expect((await state()).paired).toEqual({ s1: false, s2: false });

    // A change between live statuses changes nothing; a restored rental brings its pairs back.
    await setStatus('r3', 'let_agreed');
    expect(await state()).toEqual({
      withdrawn: { 's1|r1': true, 's1|r2': true, 's2|r3': false },
      paired: { s1: false, s2: true },
    });
    await setStatus('r3', 'available');
    await setStatus('r1', 'available');
    expect(await state()).toEqual({
      withdrawn: { 's1|r1': false, 's1|r2': true, 's2|r3': false },
      paired: { s1: true, s2: true },
    });

    // A pair moved to a withdrawn rental takes its status; deleting the live pairs clears.
    await sql`UPDATE plo_pairs SET rent_listing_id = ${ids.r2!}
              WHERE sale_listing_id = ${ids.s2!}`.execute(handle.db);
    expect((await state()).withdrawn['s2|r2']).toBe(true);
    expect((await state()).paired).toEqual({ s1: true, s2: false });
    await sql`DELETE FROM plo_pairs WHERE rent_listing_id = ${ids.r1!}`.execute(handle.db);
    expect((await state()).paired).toEqual({ s1: false, s2: false });
  });
});
