import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@yardstick/db/database';
import { createTestDatabase } from '@yardstick/db/test/test-database';
import { linkHomes } from './homes.public.ts';

/**
 * The link run on a real database: listings of one home share a home (listing_homes) across relisting,
 * flat 1 and flat 10 stay two homes, a relisting after a withdrawal writes a `relisted` event,
 * a newer Price Paid sale marks the home's listing sold with the price achieved, and a second
 * run changes nothing.
 */
describe('linkHomes', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  interface L {
    ref: string;
    saon?: string;
    paon: string;
    street: string;
    postcode?: string;
    type?: string;
    beds?: number;
    price: number;
    listed: string;
    status?: 'available' | 'withdrawn' | 'sold_stc';
    removed?: string;
    tt?: 'sale' | 'rent';
  }
  const insert = (rows: L[]) =>
    handle.db
      .insertInto('listings')
      .values(
        rows.map((r) => ({
          source: 'homes-test',
          source_ref: r.ref,
          transaction_type: r.tt ?? 'sale',
          status: r.status ?? 'available',
          list_price: r.price,
          saon: r.saon ?? null,
          paon: r.paon,
          street: r.street,
          postcode: r.postcode ?? 'RG1 5AA',
          property_type: r.type ?? 'F',
          bedrooms: r.beds ?? 2,
          listed_on: r.listed,
          removed_on: r.removed ?? null,
        })),
      )
      .execute();
  const homes = async () =>
    Object.fromEntries(
      (
        await sql<{ ref: string; home: string }>`
          SELECT l.source_ref AS ref, f.source_ref AS home FROM listings l
          JOIN listing_homes h ON h.listing_id = l.id JOIN listings f ON f.id = h.home_id
          WHERE l.source = 'homes-test'`.execute(handle.db)
      ).rows.map((r) => [r.ref, r.home]),
    );
  const events = async (kind: string) =>
    (
      await sql<{ ref: string; occurred: string; old_price: number; new_price: number }>`
        SELECT l.source_ref AS ref, to_char(e.occurred_at, 'YYYY-MM-DD') AS occurred,
               e.old_price, e.new_price
        FROM listing_events e JOIN listings l ON l.id = e.listing_id
        WHERE e.kind = ${kind} ORDER BY e.id`.execute(handle.db)
    ).rows;

  it('links a relisted flat to its first listing, keeps flat 1 and flat 10 apart', async () => {
    await insert([
      {
        ref: 'a',
        saon: 'Flat 1',
        paon: '10',
        street: 'Oak Road',
        price: 200000,
        listed: '2024-01-10',
        status: 'withdrawn',
        removed: '2024-03-01',
      },
      {
        ref: 'b',
        saon: 'Flat 10',
        paon: '10',
        street: 'Oak Road',
        price: 210000,
        listed: '2024-01-15',
      },
      {
        ref: 'c',
        saon: 'FLAT 1',
        paon: '10',
        street: 'OAK RD',
        price: 195000,
        listed: '2024-04-15',
      },
      {
        ref: 'd',
        paon: '1A',
        street: 'Oak Road',
        type: 'T',
        beds: 3,
        price: 300000,
        listed: '2024-02-01',
      },
      {
        ref: 'r',
        saon: 'Flat 1',
        paon: '10',
        street: 'Oak Road',
        price: 900,
        listed: '2024-05-01',
        tt: 'rent',
      },
    ]);
    const report = await linkHomes(handle.db);
    expect(report).toMatchObject({ linked: 5, joined: 2, relisted: 1, fullSoldCheck: true });
    expect(await homes()).toEqual({ a: 'a', b: 'b', c: 'a', d: 'd', r: 'a' });
    expect(await events('relisted')).toEqual([
      { ref: 'c', occurred: '2024-04-15', old_price: 200000, new_price: 195000 },
    ]);
  });

  it('marks a home sold by a newer Price Paid sale, with the price achieved', async () => {
    await handle.db
      .insertInto('sold_prices')
      .values(
        [
          // Flat 1's sale after its relisting; flat 10's sale before it was listed.
          {
            id: '00000000-0000-0000-0000-000000000001',
            saon: 'FLAT 1',
            paon: '10',
            price: 190000,
            date: '2024-07-19',
          },
          {
            id: '00000000-0000-0000-0000-000000000002',
            saon: 'FLAT 10',
            paon: '10',
            price: 150000,
            date: '2019-07-19',
          },
          // 1A's sale 9 days after it was listed: agreed before, another transaction.
          {
            id: '00000000-0000-0000-0000-000000000003',
            saon: null,
            paon: '1A',
            price: 320000,
            date: '2024-02-10',
            type: 'T',
          },
        ].map((s) => ({
          transaction_id: s.id,
          price: s.price,
          date_of_transfer: s.date,
          postcode: 'RG1 5AA',
          property_type: (s as { type?: string }).type ?? 'F',
          old_new: 'N',
          duration: 'L',
          paon: s.paon,
          saon: s.saon,
          street: 'OAK ROAD',
          ppd_category: 'A',
          record_status: 'A',
          postcode_sector: 'RG1 5',
          postcode_district: 'RG1',
        })),
      )
      .execute();
    // A Price Paid import since the last run asks for a full check.
    await sql`INSERT INTO imports (source, file, file_name, status, finished_at)
      VALUES ('price-paid', 'pp.csv', 'pp.csv', 'succeeded', now() + interval '1 second')`.execute(
      handle.db,
    );
    const report = await linkHomes(handle.db);
    expect(report).toMatchObject({ linked: 0, sold: 1, fullSoldCheck: true });
    expect(await events('sold')).toEqual([
      { ref: 'c', occurred: '2024-07-19', old_price: 195000, new_price: 190000 },
    ]);
    // One event for the sale: the trigger leaves the status change to it (migration 0106).
    const cKinds = await sql<{ kind: string }>`
      SELECT e.kind FROM listing_events e JOIN listings l ON l.id = e.listing_id
       WHERE l.source = 'homes-test' AND l.source_ref = 'c' AND e.new_status = 'sold'`.execute(
      handle.db,
    );
    expect(cKinds.rows.map((r) => r.kind)).toEqual(['sold']);
    const statuses = await handle.db
      .selectFrom('listings')
      .select(['source_ref', 'status'])
      .where('source', '=', 'homes-test')
      .orderBy('source_ref')
      .execute();
    expect(statuses.map((s) => `${s.source_ref}:${s.status}`)).toEqual([
      'a:withdrawn',
      'b:available',
      'c:sold',
      'd:available',
      'r:available',
    ]);
  });

  it('changes nothing on a second run', async () => {
    const before = await sql<{ n: number }>`SELECT count(*)::int AS n FROM listing_events`.execute(
      handle.db,
    );
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await linkHomes(handle.db)).toMatchObject({ linked: 0, relisted: 0, sold: 0 });
    const after = await sql<{ n: number }>`SELECT count(*)::int AS n FROM listing_events`.execute(
      handle.db,
    );
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it("links only the listings it is given, inside the caller's transaction", async () => {
    await insert([
      {
        ref: 'e',
        paon: '1A',
        street: 'Oak Rd',
        type: 'T',
        beds: 3,
        price: 310000,
        listed: '2024-09-01',
      },
      {
        ref: 'f',
        saon: 'Flat 10',
        paon: '10',
        street: 'Oak Road',
        price: 205000,
        listed: '2024-09-02',
      },
    ]);
    const e = await handle.db
      .selectFrom('listings')
      .select('id')
      .where('source_ref', '=', 'e')
      .executeTakeFirstOrThrow();
    expect(
      await handle.db.transaction().execute((tx) => linkHomes(tx, { listingIds: [e.id] })),
    ).toMatchObject({
      linked: 1,
      joined: 1,
      relisted: 0,
    });
    const linked = await homes();
    expect(linked['e']).toBe('d');
    expect(linked['f']).toBeUndefined();
    expect((await linkHomes(handle.db)).linked).toBe(1);
    expect((await homes())['f']).toBe('b');
  });
});
