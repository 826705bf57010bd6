import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  generateListings,
  insertListings,
  seedGeography,
  signedInUser,
  type ListingFixture,
  type SignedInUser,
} from '../../../test/search-fixtures.ts';
import { hpiFactor, saleAddress, titleCase } from './properties.service.ts';

/** RG1 1AB is a fixture postcode of Reading (E06000038); its region is not recorded. */
const POSTCODE = 'RG1 1AB';

interface Sale {
  price: number;
  date: string;
  type: string;
  paon?: string;
  saon?: string | null;
  street?: string;
  postcode?: string;
  status?: string;
  floorArea?: number | null;
  listingId?: number | null;
  district?: string;
}

describe('property data API', () => {
  let t: TestApp;
  let searcher: SignedInUser;
  let noAttributes: SignedInUser;
  let listings: ListingFixture[];

  async function addSale(sale: Sale): Promise<void> {
    await t.database.db
      .insertInto('sold_prices')
      .values({
        transaction_id: randomUUID(),
        price: sale.price,
        date_of_transfer: sale.date,
        postcode: sale.postcode ?? POSTCODE,
        property_type: sale.type,
        old_new: 'N',
        duration: 'F',
        paon: sale.paon ?? '12',
        saon: sale.saon ?? null,
        street: sale.street ?? 'OXFORD ROAD',
        locality: null,
        town: 'READING',
        district: sale.district ?? 'READING',
        county: 'READING',
        ppd_category: 'A',
        record_status: sale.status ?? 'A',
        postcode_sector: null,
        postcode_district: null,
        total_floor_area: sale.floorArea ?? null,
        listing_id: sale.listingId ?? null,
      })
      .execute();
  }

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const postcodes = await seedGeography(db);
    listings = await insertListings(db, generateListings(5, 40, postcodes));
    searcher = await signedInUser(db, ['property_estimates_es']);
    noAttributes = await signedInUser(db, ['favorite_properties']);

    // HPI: Reading by type (terraced only) and all types; England all types for 2010.
    await db
      .insertInto('hpi')
      .values([
        {
          area_code: 'E06000038',
          date: '2015-03-01',
          area_name: 'Reading',
          index: 80,
          terraced_index: 50,
        },
        {
          area_code: 'E06000038',
          date: '2025-01-01',
          area_name: 'Reading',
          index: 120,
          terraced_index: 100,
        },
        { area_code: 'E92000001', date: '2010-06-01', area_name: 'England', index: 60 },
        { area_code: 'E92000001', date: '2025-01-01', area_name: 'England', index: 150 },
      ])
      .execute();

    const matched = listings.find((l) => l.range1_price !== null)!;
    await addSale({ price: 200_000, date: '2015-03-20', type: 'T', paon: '12' });
    await addSale({ price: 150_000, date: '2015-03-02', type: 'F', saon: 'FLAT 2A', paon: '7' });
    await addSale({ price: 100_000, date: '2010-06-15', type: 'D', paon: "ST. JOHN'S HOUSE" });
    await addSale({ price: 90_000, date: '1999-01-10', type: 'S', paon: '3' });
    await addSale({
      price: 310_000,
      date: '2024-05-01',
      type: 'T',
      paon: '40',
      floorArea: 92.5,
      listingId: matched.id,
    });
    await addSale({ price: 1, date: '2016-01-01', type: 'T', status: 'D' });
    await addSale({ price: 2, date: '2016-01-01', type: 'T', postcode: 'RG1 2AF' });

    // Asking-price history: a reduction, a status change at the same price, an increase.
    const history = listings[0]!.id;
    await db
      .insertInto('listing_price_history')
      .values([
        {
          listing_id: history,
          price: 250_000,
          status: 'available',
          recorded_at: new Date('2024-03-01T10:00:00Z'),
        },
        {
          listing_id: history,
          price: 240_000,
          status: 'available',
          recorded_at: new Date('2024-04-01T10:00:00Z'),
        },
        {
          listing_id: history,
          price: 240_000,
          status: 'sold_stc',
          recorded_at: new Date('2024-05-01T10:00:00Z'),
        },
        {
          listing_id: history,
          price: 245_000,
          status: 'available',
          recorded_at: new Date('2024-06-01T10:00:00Z'),
        },
      ])
      .execute();
  });
  afterAll(() => t?.close());

  const get = (url: string, query: Record<string, string>, user?: SignedInUser) =>
    t.app.inject({ url, query, headers: user ? { cookie: user.cookie } : {} });

  describe('GET /api/property/valuation', () => {
    it('answers 401 without a session and 403 without property_estimates_es', async () => {
      expect((await get('/api/property/valuation', { postCode: POSTCODE })).statusCode).toBe(401);
      const res = await get('/api/property/valuation', { postCode: POSTCODE }, noAttributes);
      expect(res.statusCode).toBe(403);
    });

    it.each([
      [{}, 'postCode'],
      [{ postCode: '' }, 'postCode'],
      [{ postCode: 'RG1' }, 'postCode'],
      [{ postCode: 'not a postcode' }, 'postCode'],
      [{ postCode: POSTCODE, colour: 'red' }, 'colour'],
    ])('%j is a 400 naming %s', async (query, field) => {
      const res = await get('/api/property/valuation', query as Record<string, string>, searcher);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toContain(field);
    });

    it("lists the postcode's sales newest first, without deleted records or other postcodes", async () => {
      const res = await get('/api/property/valuation', { postCode: 'rg11ab' }, searcher);
      expect(res.statusCode).toBe(200);
      const rows = res.json() as Record<string, unknown>[];
      expect(rows.map((r) => r.date_of_transfer)).toEqual([
        '2024-05-01',
        '2015-03-20',
        '2015-03-02',
        '2010-06-15',
        '1999-01-10',
      ]);
      expect(rows.map((r) => r.sold_price)).toEqual([310_000, 200_000, 150_000, 100_000, 90_000]);
      expect(rows.map((r) => r.property_type)).toEqual(['T', 'T', 'F', 'D', 'S']);
      expect(rows[0]).toMatchObject({ property_address: '40 Oxford Road, Reading' });
      expect(rows[2]).toMatchObject({ property_address: 'Flat 2A, 7 Oxford Road, Reading' });
      expect(rows[3]).toMatchObject({
        property_address: "St. John's House Oxford Road, Reading",
      });
      expect(Object.keys(rows[0]!).sort()).toEqual(
        [
          'date_of_transfer',
          'property_address',
          'property_type',
          'range1_price',
          'range2_price',
          'sold_price',
          'total_floor_area',
        ].sort(),
      );
    });

    it("reuses the matched listing's derived range and indexes other sales with the HPI", async () => {
      const rows = (await get('/api/property/valuation', { postCode: POSTCODE }, searcher)).json();
      const matched = listings.find((l) => l.range1_price !== null)!;
      // Matched to a listing: its estimate range and floor area as they are.
      expect(rows[0]).toMatchObject({
        range1_price: matched.range1_price,
        range2_price: matched.range2_price,
        total_floor_area: 92.5,
      });
      // Terraced in Reading: the type series, 100 / 50.
      expect(rows[1]).toMatchObject({ range1_price: 400_000, range2_price: 400_000 });
      // A flat: no flat series, so Reading's all-types series, 120 / 80.
      expect(rows[2]).toMatchObject({ range1_price: 225_000, range2_price: 225_000 });
      // No Reading figures for June 2010: the country's, 150 / 60.
      expect(rows[3]).toMatchObject({ range1_price: 250_000, range2_price: 250_000 });
      // No series holds January 1999: no estimate.
      expect(rows[4]).toMatchObject({ range1_price: null, range2_price: null });
      expect(rows[1].total_floor_area).toBeNull();
    });

    it('answers an empty list for a postcode without sales', async () => {
      const res = await get('/api/property/valuation', { postCode: 'M21 0AD' }, searcher);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    });
  });

  describe('GET /api/property/price/variation', () => {
    it('answers 401 without a session and 403 without property_estimates_es', async () => {
      const query = { propertyId: String(listings[0]!.id) };
      expect((await get('/api/property/price/variation', query)).statusCode).toBe(401);
      expect((await get('/api/property/price/variation', query, noAttributes)).statusCode).toBe(
        403,
      );
    });

    it.each([
      [{}, 'propertyId'],
      [{ propertyId: 'abc' }, 'propertyId'],
      [{ propertyId: '-4' }, 'propertyId'],
      [{ propertyId: '1', type: 'sale' }, 'type'],
    ])('%j is a 400 naming %s', async (query, field) => {
      const res = await get('/api/property/price/variation', query, searcher);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toContain(field);
    });

    it('answers 404 for a listing that does not exist', async () => {
      const res = await get('/api/property/price/variation', { propertyId: '999999' }, searcher);
      expect(res.statusCode).toBe(404);
    });

    it('lists the changes of asking price oldest first (status-only records left out)', async () => {
      const res = await get(
        '/api/property/price/variation',
        { propertyId: String(listings[0]!.id) },
        searcher,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        { price_amount: 250_000, updated_dt: '2024-03-01T10:00:00.000Z' },
        { price_amount: 240_000, updated_dt: '2024-04-01T10:00:00.000Z' },
        { price_amount: 245_000, updated_dt: '2024-06-01T10:00:00.000Z' },
      ]);
    });

    it('answers an empty list for a listing without recorded prices', async () => {
      const res = await get(
        '/api/property/price/variation',
        { propertyId: String(listings[1]!.id) },
        searcher,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    });
  });
});

describe('valuation helpers', () => {
  it('title-cases Price Paid addresses, keeping codes with digits', () => {
    expect(titleCase('FLAT 2A')).toBe('Flat 2A');
    expect(titleCase("ST. JOHN'S ROAD")).toBe("St. John's Road");
    expect(titleCase('STOKE-ON-TRENT')).toBe('Stoke-On-Trent');
    expect(
      saleAddress({
        saon: null,
        paon: '5',
        street: 'HIGH ST',
        locality: 'READING',
        town: 'READING',
      }),
    ).toBe('5 High St, Reading');
  });

  it('takes the first series of the chain with both months', () => {
    const none = { typeThen: null, typeNow: null, allThen: null, allNow: null };
    expect(hpiFactor([none, none, none])).toBeNull();
    expect(hpiFactor([{ ...none, allThen: 50, allNow: 100 }, none, none])).toBe(2);
    expect(hpiFactor([{ typeThen: 40, typeNow: 60, allThen: 50, allNow: 100 }, none, none])).toBe(
      1.5,
    );
    expect(hpiFactor([{ ...none, allThen: 50 }, { ...none, allThen: 10, allNow: 30 }, none])).toBe(
      3,
    );
  });
});
