import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkHomes } from '@yardstick/engine/homes/homes.public';
import type { PropertyHistory } from '@yardstick/core/property/property-history';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { signedInUser, type SignedInUser } from '../../../test/search-fixtures.ts';

/**
 * GET /api/property/history (issue 27 item 4): a relisted home keeps one history, a relisting
 * (Rightmove's 14-week trick included) does not reset days on market, flat 1 and flat 10 are
 * two homes, and a sold home shows the price achieved against the last asking price.
 */
describe('GET /api/property/history', () => {
  let t: TestApp;
  let member: SignedInUser;
  let outsider: SignedInUser;
  const ids: Record<string, number> = {};

  interface L {
    ref: string;
    saon?: string;
    paon: string;
    street?: string;
    postcode?: string;
    price: number;
    listed: string;
    status?: 'available' | 'withdrawn';
    removed?: string;
  }
  async function insert(rows: L[]): Promise<void> {
    const inserted = await t.database.db
      .insertInto('listings')
      .values(
        rows.map((r) => ({
          source: 'history-test',
          source_ref: r.ref,
          transaction_type: 'sale' as const,
          status: r.status ?? 'available',
          list_price: r.price,
          saon: r.saon ?? null,
          paon: r.paon,
          street: r.street ?? 'Oak Road',
          postcode: r.postcode ?? 'RG1 5AA',
          property_type: 'F',
          bedrooms: 2,
          listed_on: r.listed,
          removed_on: r.removed ?? null,
        })),
      )
      .returning(['id', 'source_ref'])
      .execute();
    for (const row of inserted) ids[row.source_ref] = row.id;
  }
  const history = async (ref: string, user = member) => {
    const response = await t.app.inject({
      url: '/api/property/history',
      query: { propertyId: String(ids[ref]) },
      headers: { cookie: user.cookie },
    });
    return { status: response.statusCode, body: response.json() as PropertyHistory };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    member = await signedInUser(db, ['property_estimates_es']);
    outsider = await signedInUser(db, ['favorite_properties']);
    await sql`INSERT INTO app_settings (key, value)
      VALUES ('derive.state', ${JSON.stringify({ listingsAsOf: '2025-02-28' })}::jsonb)`.execute(
      db,
    );
    await insert([
      // Flat 1: listed, withdrawn after 12 weeks, relisted 2 weeks later cheaper (the 14-week trick).
      {
        ref: 'f1a',
        saon: 'Flat 1',
        paon: '10',
        price: 250000,
        listed: '2024-09-02',
        status: 'withdrawn',
        removed: '2024-11-25',
      },
      { ref: 'f10', saon: 'Flat 10', paon: '10', price: 260000, listed: '2024-10-01' },
      {
        ref: 'f1b',
        saon: 'FLAT 1',
        paon: '10',
        street: 'OAK RD',
        price: 240000,
        listed: '2024-12-09',
      },
      // 12 High Street: listed, sold per Price Paid below asking.
      {
        ref: 'h12',
        paon: '12',
        street: 'High Street',
        postcode: 'RG1 2AB',
        price: 300000,
        listed: '2024-05-01',
      },
    ]);
    await db
      .updateTable('listings')
      .set({ list_price: 235000 })
      .where('id', '=', ids['f1b']!)
      .execute();
    await db
      .insertInto('sold_prices')
      .values({
        transaction_id: '00000000-0000-0000-0000-0000000000a1',
        price: 285000,
        date_of_transfer: '2024-10-18',
        postcode: 'RG1 2AB',
        property_type: 'F',
        old_new: 'N',
        duration: 'L',
        paon: '12',
        saon: null,
        street: 'HIGH STREET',
        ppd_category: 'A',
        record_status: 'A',
      })
      .execute();
    await linkHomes(db);
  });
  afterAll(() => t.close());

  it('answers one history for a relisted home, from either listing', async () => {
    const first = await history('f1a');
    const second = await history('f1b');
    expect(first.status).toBe(200);
    expect(second.body.events).toEqual(first.body.events);
    expect(first.body.homeId).toBe(String(ids['f1a']));
    expect(first.body.listingIds).toEqual([String(ids['f1a']), String(ids['f1b'])]);
    expect(first.body.events.map((e) => [e.kind, e.date, e.price])).toEqual([
      ['first-listed', '2024-09-02', 250000],
      ['withdrawn', '2024-11-25', 250000],
      ['relisted', '2024-12-09', 240000],
      ['price-change', expect.any(String), 235000],
    ]);
    expect(first.body.events[2]!.gapDays).toBe(14);
  });

  it('does not reset days on market for a relisting within 14 weeks', async () => {
    const { body } = await history('f1b');
    expect(body.summary).toMatchObject({
      firstListed: '2024-09-02',
      // 2024-09-02 to the listings' date 2025-02-28, not from the relisting on 2024-12-09.
      daysOnMarket: 179,
      timesListed: 2,
      asOf: '2025-02-28',
      lastAskingPrice: 235000,
      sold: null,
    });
    expect(body.summary.pricePath.map((p) => p.price)).toEqual([250000, 240000, 235000]);
  });

  it('keeps flat 1 and flat 10 two homes', async () => {
    const { body } = await history('f10');
    expect(body.homeId).toBe(String(ids['f10']));
    expect(body.listingIds).toEqual([String(ids['f10'])]);
    expect(body.summary.timesListed).toBe(1);
  });

  it('shows a sale per Price Paid with the gap to the last asking price', async () => {
    const { body } = await history('h12');
    expect(body.events.map((e) => e.kind)).toEqual(['first-listed', 'sold']);
    expect(body.summary.sold).toEqual({
      date: '2024-10-18',
      price: 285000,
      lastAskingPrice: 300000,
      gap: -15000,
      gapPct: -5,
    });
    expect(body.summary.daysOnMarket).toBe(170);
  });

  it('answers 400 for a bad id, 404 for an unknown one, 403 without the attribute', async () => {
    const bad = await t.app.inject({
      url: '/api/property/history',
      query: { propertyId: 'abc' },
      headers: { cookie: member.cookie },
    });
    expect(bad.statusCode).toBe(400);
    const missing = await t.app.inject({
      url: '/api/property/history',
      query: { propertyId: '999999999' },
      headers: { cookie: member.cookie },
    });
    expect(missing.statusCode).toBe(404);
    expect((await history('f1a', outsider)).status).toBe(403);
  });
});
