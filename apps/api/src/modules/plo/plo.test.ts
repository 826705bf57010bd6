import { estimatePoint, yieldFlag } from '@yardstick/core/estimates/yield-band';
import { priceWarningsOf } from '@yardstick/core/listings/price-warnings';
import { haversineMetres } from '@yardstick/core/geo/haversine';
import { ploFigures, PLO_SORT_FIELDS, type PloItem } from '@yardstick/core/plo/plo';
import { searchFilterSchema, type SearchFilter } from '@yardstick/core/search/filter';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  generateListings,
  insertListings,
  Prng,
  seedGeography,
  signedInUser,
  type ListingFixture,
  type SignedInUser,
} from '../../../test/search-fixtures.ts';
import { referenceSearch } from '../../../test/search-reference.ts';
import { countMatches, listingQueryFor } from '../listings/listings.public.ts';
import { RawNode, type OperationNode } from 'kysely';

/**
 * The PLO endpoints on a seeded fixture: the search fixtures' listings, a rental for about a
 * third of the sale listings (a few with two, some withdrawn, some let agreed) held as PLO
 * pairs. Each answer is checked against a brute-force computation: the search's reference
 * over the sale listings, kept where a pair with a live rental exists, in the sale's order
 * and then the rental id.
 */

interface Pair {
  sale: ListingFixture;
  rentId: number;
  rent: number;
  status: 'available' | 'let_agreed' | 'withdrawn';
  /** The rental's number among the sale's (its URL names it). */
  k: number;
}

const SEARCH_FIELD: Record<string, SearchFilter['sort']['field']> = {
  updated_on: 'updated_on',
  bedrooms: 'bedrooms',
  sale_price: 'list_price',
};

describe('PLO API', () => {
  let t: TestApp;
  let listings: ListingFixture[];
  let pairs: Pair[];
  let investor: SignedInUser;
  let other: SignedInUser;
  let noPlo: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    const postcodes = await seedGeography(t.database.db);
    listings = await insertListings(t.database.db, generateListings(16, 300, postcodes));
    const r = new Prng(1616);
    pairs = [];
    const sales = listings.filter((l) => l.transaction_type === 'sale');
    for (const sale of sales) {
      const rentals = r.chance(0.35) ? (r.chance(0.1) ? 2 : 1) : 0;
      for (let k = 0; k < rentals; k++) {
        const status = r.pick(['available', 'available', 'let_agreed', 'withdrawn'] as const);
        const rent = r.int(20, 120) * 25;
        const inserted = await t.database.db
          .insertInto('listings')
          .values({
            source: 'test',
            source_ref: `R-${sale.id}-${k}`,
            transaction_type: 'rent',
            status,
            list_price: rent,
            bedrooms: sale.bedrooms,
            property_type: sale.property_type,
            postcode: sale.postcode,
            district: sale.district,
            sector: sale.sector,
            area: sale.area,
            lat: sale.lat,
            lng: sale.lng,
            address: sale.address,
            property_url: `https://example.com/rent/${sale.id}-${k}`,
            listed_on: new Date().toISOString().slice(0, 10),
            let_type: 'Long term',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const rentId = Number(inserted.id);
        await t.database.db
          .insertInto('plo_pairs')
          .values({
            sale_listing_id: sale.id,
            rent_listing_id: rentId,
            postcode: sale.postcode,
            sale_price: sale.list_price,
            rent_price: rent,
          })
          .execute();
        pairs.push({ sale, rentId, rent, status, k });
      }
    }
    await sql`ANALYZE listings`.execute(t.database.db);
    investor = await signedInUser(t.database.db, [
      'property_plo_es',
      'favorite_plo_properties',
      'property_estimates_es',
    ]);
    other = await signedInUser(t.database.db, ['property_plo_es', 'favorite_plo_properties']);
    noPlo = await signedInUser(t.database.db, ['property_estimates_es']);
  });
  afterAll(() => t.close());

  const get = (url: string, query: Record<string, string>, user?: SignedInUser) =>
    t.app.inject({ url, query, headers: user ? { cookie: user.cookie } : {} });

  /** The pairs the filter selects, in the list's order (all pages). */
  function reference(query: Record<string, string>): Pair[] {
    const sort = query['sort'] ?? 'updated_on,desc';
    const [field, dir] = sort.split(',') as [string, 'asc' | 'desc'];
    const filter = searchFilterSchema.parse({
      ...query,
      sort: `${SEARCH_FIELD[field]},${dir}`,
    });
    const order = referenceSearch(listings, filter);
    const live = pairs.filter((p) => p.status !== 'withdrawn');
    return order.flatMap((sale) =>
      live
        .filter((p) => p.sale.id === sale.id)
        .sort((a, b) => (dir === 'asc' ? a.rentId - b.rentId : b.rentId - a.rentId)),
    );
  }
  const keyOf = (p: Pair) => `${p.sale.id}-${p.rentId}`;
  const itemKeys = (items: PloItem[]) =>
    items.map((i) => `${i.salePropertyId}-${i.rentPropertyId}`);

  describe('access', () => {
    const endpoints = [
      '/api/property/plo',
      '/api/property/_s/property/plo',
      '/api/property/_s/property/plo/map',
    ];
    it.each(endpoints)('%s: 401 without a session, 403 without property_plo_es', async (url) => {
      expect((await get(url, {})).statusCode).toBe(401);
      expect((await get(url, {}, noPlo)).statusCode).toBe(403);
      expect((await get(url, {}, other)).statusCode).toBe(200);
    });

    it('the details and the PLO favourites need their attributes too', async () => {
      const p = pairs.find((x) => x.status !== 'withdrawn')!;
      const q = { salePropertyId: String(p.sale.id), rentPropertyId: String(p.rentId) };
      expect((await get('/api/property/plo/details', q)).statusCode).toBe(401);
      expect((await get('/api/property/plo/details', q, noPlo)).statusCode).toBe(403);
      expect((await get('/api/favorite/plo/properties', {})).statusCode).toBe(401);
      expect((await get('/api/favorite/plo/properties', {}, noPlo)).statusCode).toBe(403);
    });
  });

  describe('bad parameters are a 400 naming the parameter', () => {
    const cases: [string, Record<string, string>, string][] = [
      ['/api/property/plo', { sort: 'list_price,desc' }, 'sort'],
      ['/api/property/plo', { sort: 'sale_price,sideways' }, 'sort'],
      ['/api/property/plo', { colour: 'red' }, 'colour'],
      ['/api/property/plo', { minPrice: '300000', maxPrice: '200000' }, 'maxPrice'],
      ['/api/property/_s/property/plo', { size: '101' }, 'size'],
      ['/api/property/_s/property/plo/map', { center: '51.4' }, 'center'],
      ['/api/property/plo/details', { salePropertyId: '1' }, 'rentPropertyId'],
      ['/api/property/plo/details', { salePropertyId: 'x', rentPropertyId: '2' }, 'salePropertyId'],
      ['/api/favorite/plo/properties', { sort: 'roi,desc' }, 'sort'],
    ];
    it.each(cases)('%s %j -> %s', async (url, query, field) => {
      const res = await get(url, query, investor);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toContain(field);
    });
  });

  describe('lists against the brute-force reference', () => {
    it('has pairs to show (the fixture is not empty)', () => {
      expect(reference({}).length).toBeGreaterThan(30);
    });

    const sorts = PLO_SORT_FIELDS.flatMap((f) => [`${f},asc`, `${f},desc`]);
    it.each(sorts)('sort %s: first two pages and the count', async (sort) => {
      const expected = reference({ sort }).map(keyOf);
      for (const page of [0, 1]) {
        const res = await get('/api/property/plo', { sort, page: String(page) }, investor);
        expect(res.statusCode).toBe(200);
        const body = res.json() as { content: PloItem[]; page: { totalElements: number } };
        expect(itemKeys(body.content)).toEqual(expected.slice(page * 12, page * 12 + 12));
        expect(body.page.totalElements).toBe(expected.length);
      }
    });

    it('defaults to updated_on desc with 12 a page', async () => {
      const res = await get('/api/property/plo', {}, investor);
      const body = res.json() as { content: PloItem[]; page: { size: number } };
      expect(body.page.size).toBe(12);
      expect(itemKeys(body.content)).toEqual(reference({}).map(keyOf).slice(0, 12));
    });

    const filters: Record<string, string>[] = [
      { minPrice: '300000', maxPrice: '900000' },
      { minBeds: '2', maxBeds: '3', sort: 'bedrooms,asc' },
      { propertyTypes: 'F,T', sort: 'sale_price,desc' },
      { districts: 'RG1', size: '100' },
      { latitude: '51.4545', longitude: '-0.978', radius: '3000', size: '100' },
      { matchAnyKeywords: 'garden,garage', size: '100' },
      { minDeprivationIndex: '20', maxDeprivationIndex: '70', size: '100' },
    ];
    it.each(filters)('hits for %j', async (query) => {
      const expected = reference(query).map(keyOf);
      const res = await get('/api/property/_s/property/plo', query, investor);
      expect(res.statusCode).toBe(200);
      const body = res.json() as {
        hits: { total: { value: number }; hits: { _id: string; _source: PloItem }[] };
      };
      const size = Number(query['size'] ?? 12);
      expect(body.hits.hits.map((h) => h._id)).toEqual(expected.slice(0, size));
      expect(body.hits.total.value).toBe(expected.length);
    });

    it('markers: at most 500, the total of all matches, each pair with its location', async () => {
      const query = { latitude: '51.4545', longitude: '-0.978', radius: '5000' };
      const expected = reference(query).filter((p) => p.sale.lat !== null);
      const res = await get('/api/property/_s/property/plo/map', query, investor);
      const body = res.json() as {
        hits: {
          total: { value: number };
          hits: { _id: string; _source: Record<string, unknown> }[];
        };
      };
      expect(body.hits.total.value).toBe(expected.length);
      expect(body.hits.hits.map((h) => h._id)).toEqual(expected.map(keyOf));
      const first = body.hits.hits[0]!._source;
      expect(Object.keys(first)).toEqual(
        expect.arrayContaining([
          'location',
          'postCode',
          'salePrice',
          'rentPrice',
          'deprivationIndex',
          'propertyType',
          'salePropertyId',
          'rentPropertyId',
        ]),
      );
      const nationwide = await get('/api/property/_s/property/plo/map', {}, investor);
      const all = nationwide.json() as { hits: { total: { value: number }; hits: unknown[] } };
      expect(all.hits.total.value).toBe(reference({}).length);
      expect(all.hits.hits.length).toBe(reference({}).filter((p) => p.sale.lat !== null).length);
    });

    it.each<Record<string, string>>([{ districts: 'RG1' }, { districts: 'RG1,RG2', minBeds: '2' }])(
      'markers of a place (%j): every located match in order, the total of all matches',
      async (query) => {
        const expected = reference(query);
        expect(expected.length).toBeGreaterThan(0);
        const res = await get('/api/property/_s/property/plo/map', query, investor);
        const body = res.json() as {
          hits: { total: { value: number; relation: string }; hits: { _id: string }[] };
        };
        expect(body.hits.total).toEqual({ value: expected.length, relation: 'eq' });
        expect(body.hits.hits.map((h) => h._id)).toEqual(
          expected.filter((p) => p.sale.lat !== null).map(keyOf),
        );
      },
    );

    it('counts pairs (not sales): exact up to the limit, at least the limit above it', async () => {
      const sales = (ps: Pair[]) => new Set(ps.map((p) => p.sale.id)).size;
      // The fixture has sales with two live pairs, so pairs and sales differ.
      expect(reference({}).length).toBeGreaterThan(sales(reference({})));
      const queries: Record<string, string>[] = [{}, { districts: 'RG1' }, { minBeds: '3' }];
      for (const query of queries) {
        const expected = reference(query).length;
        const q = await listingQueryFor(t, searchFilterSchema.parse(query), {
          source: { kind: 'plo-pairs' },
        });
        for (const limit of [1, sales(reference(query)), expected - 1, expected, expected + 1]) {
          const count = await countMatches(t, q, limit);
          const what = `${JSON.stringify(query)}, limit ${limit}`;
          if (expected <= limit) expect(count, what).toEqual({ value: expected, relation: 'eq' });
          else {
            expect(count.relation, what).toBe('gte');
            expect(count.value, what).toBeGreaterThan(limit);
          }
        }
      }
    });
    it('counts a nationwide list exactly without sampling first when it is under the limit', async () => {
      // The paired sales are few: the sample (index probes per sampled pair) is taken only
      // once the exact count has passed the limit, never before an exact count it cannot skip.
      const statements: string[] = [];
      const db = t.readDatabase.db.withPlugin({
        transformQuery: ({ node }) => {
          // The raw statement's text with its nested fragments (the FROM is one).
          const text = (n: OperationNode): string =>
            RawNode.is(n) ? n.sqlFragments.join(' ') + n.parameters.map(text).join(' ') : '';
          statements.push(text(node));
          return node;
        },
        transformResult: async ({ result }) => result,
      });
      const ctx = { ...t, readDatabase: { ...t.readDatabase, db } };
      const query = { minBeds: '3' };
      const expected = reference(query).length;
      const q = await listingQueryFor(t, searchFilterSchema.parse(query), {
        source: { kind: 'plo-pairs' },
      });
      expect(await countMatches(ctx, q, expected + 5)).toEqual({ value: expected, relation: 'eq' });
      expect(statements.some((text) => text.includes('TABLESAMPLE'))).toBe(false);
      statements.length = 0;
      const over = await countMatches(ctx, q, 1);
      expect(over.relation).toBe('gte');
      expect(statements.some((text) => text.includes('TABLESAMPLE'))).toBe(true);
    });
  });

  describe('the item', () => {
    it("carries the spec's fields and figures from the paired rent", async () => {
      const res = await get('/api/property/plo', { size: '50' }, investor);
      const items = (res.json() as { content: PloItem[] }).content;
      for (const item of items) {
        const pair = pairs.find(
          (p) =>
            String(p.sale.id) === item.salePropertyId && String(p.rentId) === item.rentPropertyId,
        )!;
        expect(item.rentPrice).toBe(pair.rent);
        expect(item.salePrice).toBe(pair.sale.list_price);
        expect(item.rentStatus).toBe(pair.status === 'let_agreed' ? 'Let Agreed' : 'To Let');
        expect(item.ploId).toEqual({
          salePropertyId: item.salePropertyId,
          rentPropertyId: item.rentPropertyId,
        });
        expect(item.rentPropertyUrl).toBe(`https://example.com/rent/${pair.sale.id}-${pair.k}`);
        expect(item.range1Price).toBe(pair.sale.range1_price);
        expect(item.avgBmv).toBe(pair.sale.avg_bmv);
        expect(item.estimatedPrice).toBe(
          estimatePoint(null, pair.sale.range1_price, pair.sale.range2_price),
        );
        expect(item.priceWarnings).toEqual(priceWarningsOf(pair.sale.price_warnings));
        expect(item.deprivationIndex).toBe(pair.sale.more_deprived);
        // Brute force: the area median of live whole-home rentals of the district and beds.
        const peers = pairs
          .filter(
            (p) =>
              p.status !== 'withdrawn' &&
              p.sale.district === pair.sale.district &&
              p.sale.bedrooms === pair.sale.bedrooms &&
              p.sale.district !== null &&
              p.sale.bedrooms !== null,
          )
          .map((p) => p.rent)
          .sort((a, b) => a - b);
        const mid = peers.length / 2;
        const median =
          peers.length === 0
            ? null
            : Math.round(
                peers.length % 2 ? peers[Math.floor(mid)]! : (peers[mid - 1]! + peers[mid]!) / 2,
              );
        expect(item.areaMedianRent).toBe(median);
        const figures = ploFigures({
          salePrice: pair.sale.list_price,
          rentPrice: pair.rent,
          postcode: pair.sale.postcode,
          bedrooms: pair.sale.bedrooms,
          totalFloorArea: pair.sale.total_floor_area,
          range1Price: pair.sale.range1_price,
          range2Price: pair.sale.range2_price,
          areaMedianRent: median,
        });
        expect(item.roi).toBe(figures.roi);
        expect(item.rentVsAreaPct).toBe(figures.rentVsAreaPct);
        if (pair.sale.list_price) {
          expect(item.grossYield).toBeCloseTo((pair.rent * 12 * 100) / pair.sale.list_price, 2);
        }
        // The plausible-yield rule of the estimates (core yield-band.ts) applies to pairs too.
        expect(item.yieldFlag).toBe(yieldFlag(item.grossYield));
      }
    });
  });

  describe('similar PLO pairs (issue 25)', () => {
    /** The live pairs of the type within 5 km of the sale, nearest first, the sale left out. */
    function nearest(p: Pair): Pair[] {
      const at = (x: Pair) => haversineMetres(p.sale.lat!, p.sale.lng!, x.sale.lat!, x.sale.lng!);
      return reference({ propertyTypes: p.sale.property_type! })
        .filter((x) => x.sale.id !== p.sale.id && x.sale.lat !== null && at(x) <= 5_000)
        .sort((a, b) => at(a) - at(b) || a.sale.id - b.sale.id || a.rentId - b.rentId)
        .slice(0, 12);
    }

    it('answers the live pairs of its type nearest the point, its own sale left out', async () => {
      const candidates = reference({}).filter((p) => p.sale.lat !== null && p.sale.property_type);
      const p = candidates.find((c) => nearest(c).length >= 3)!;
      expect(p).toBeDefined();
      const res = await get(
        '/api/property/plo/similar',
        {
          latitude: String(p.sale.lat),
          longitude: String(p.sale.lng),
          propertyType: p.sale.property_type!,
          salePropertyId: String(p.sale.id),
        },
        other,
      );
      expect(res.statusCode).toBe(200);
      const items = res.json() as PloItem[];
      expect(itemKeys(items)).toEqual(nearest(p).map(keyOf));
      // The same item as the lists answer (rent, figures, the viewer's favourite).
      expect(items[0]).toHaveProperty('rentPrice');
      expect(items[0]).toHaveProperty('favoriteId', null);
    });

    it('needs property_plo_es and a point', async () => {
      const q = { latitude: '51.45', longitude: '-0.97' };
      expect((await get('/api/property/plo/similar', q)).statusCode).toBe(401);
      expect((await get('/api/property/plo/similar', q, noPlo)).statusCode).toBe(403);
      const bad = await get('/api/property/plo/similar', { latitude: '51.45' }, other);
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors)).toContain('longitude');
    });
  });

  describe('details, favourites and withdrawal', () => {
    it('answers the detail of a pair and 404 for a pair not held', async () => {
      const p = reference({})[0]!;
      const q = { salePropertyId: String(p.sale.id), rentPropertyId: String(p.rentId) };
      const res = await get('/api/property/plo/details', q, other);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.ploId).toEqual({
        salePropertyId: q.salePropertyId,
        rentPropertyId: q.rentPropertyId,
      });
      expect(body.rentPrice).toBe(p.rent);
      expect(body.salePrice).toBe(p.sale.list_price);
      expect(body).toHaveProperty('nearestSchoolName');
      expect(body).toHaveProperty('hpiPPSM');
      const missing = await get(
        '/api/property/plo/details',
        { salePropertyId: q.salePropertyId, rentPropertyId: '999999' },
        other,
      );
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Property has been removed by the agent');
      const gone = pairs.find((x) => x.status === 'withdrawn')!;
      const withdrawn = await get(
        '/api/property/plo/details',
        { salePropertyId: String(gone.sale.id), rentPropertyId: String(gone.rentId) },
        other,
      );
      expect(withdrawn.statusCode).toBe(404);
    });

    it("answers the income the sale listing's text states beside the pair's rent", async () => {
      const p = reference({})[0]!;
      const q = { salePropertyId: String(p.sale.id), rentPropertyId: String(p.rentId) };
      const before = (await get('/api/property/plo/details', q, other)).json();
      expect(before.statedIncome).toBeNull();
      const { description } = await t.database.db
        .selectFrom('listings')
        .select('description')
        .where('id', '=', p.sale.id)
        .executeTakeFirstOrThrow();
      await sql`UPDATE listings SET description = 'Licensed HMO producing £28,500 a year.'
        WHERE id = ${p.sale.id}`.execute(t.database.db);
      try {
        const body = (await get('/api/property/plo/details', q, other)).json();
        expect(body.statedIncome).toMatchObject({
          monthly: 2375,
          annual: 28500,
          period: 'year',
          yieldUses: 'paired-rent',
        });
        expect(body.rentPrice).toBe(p.rent);
      } finally {
        await sql`UPDATE listings SET description = ${description} WHERE id = ${p.sale.id}`.execute(
          t.database.db,
        );
      }
    });

    it.each([
      ['sale', 'sold'],
      ['sale', 'withdrawn'],
      ['rent', 'withdrawn'],
    ] as const)(
      'list, details and reload agree on a pair whose %s side is %s',
      async (side, status) => {
        const p = reference({ sort: 'sale_price,asc' })[1]!;
        const ids = { salePropertyId: String(p.sale.id), rentPropertyId: String(p.rentId) };
        const shown = async () => {
          const list = (
            await get('/api/property/plo', { size: '100', sort: 'sale_price,asc' }, other)
          ).json();
          const details = await get('/api/property/plo/details', ids, other);
          const reload = await get(
            '/api/property/reload',
            { propertyId: ids.salePropertyId, type: 'plo', rentPropertyId: ids.rentPropertyId },
            other,
          );
          return {
            listed: itemKeys(list.content).includes(keyOf(p)),
            details: details.statusCode,
            reload: reload.statusCode,
          };
        };
        expect(await shown()).toEqual({ listed: true, details: 200, reload: 200 });
        const id = side === 'sale' ? p.sale.id : p.rentId;
        const before = side === 'sale' ? p.sale.status : p.status;
        await t.database.db.updateTable('listings').set({ status }).where('id', '=', id).execute();
        try {
          expect(await shown()).toEqual({ listed: false, details: 404, reload: 404 });
          if (side === 'sale' && status === 'sold') {
            // The sold listing's own details page still answers (a viewable sale).
            const own = await get(
              '/api/property/reload',
              { propertyId: ids.salePropertyId },
              investor,
            );
            expect(own.statusCode).toBe(200);
          }
        } finally {
          await t.database.db
            .updateTable('listings')
            .set({ status: before as 'available' })
            .where('id', '=', id)
            .execute();
        }
      },
    );

    it("keeps one user's PLO favourites from another, and a withdrawn side removes the item", async () => {
      const p = reference({ sort: 'sale_price,desc' })[3]!;
      const body = { ploSalePropertyId: String(p.sale.id), ploRentPropertyId: String(p.rentId) };
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/favorite-properties',
        payload: body,
        headers: { ...investor.headers, cookie: investor.cookie },
      });
      expect(added.statusCode).toBe(201);
      const favoriteId = added.json().favoriteId as string;
      const status = (user: SignedInUser) =>
        get(
          '/api/property/favorite',
          {
            propertyId: body.ploSalePropertyId,
            type: 'plo',
            rentPropertyId: body.ploRentPropertyId,
          },
          user,
        ).then((r) => r.json());
      expect(await status(investor)).toEqual({ favoriteId, isFavorite: true });
      expect(await status(other)).toEqual({ favoriteId: null, isFavorite: false });

      const mine = (await get('/api/favorite/plo/properties', {}, investor)).json();
      expect(itemKeys(mine.content)).toEqual([keyOf(p)]);
      expect(mine.content[0].favoriteId).toBe(favoriteId);
      expect(mine.page.totalElements).toBe(1);
      expect((await get('/api/favorite/plo/properties', {}, other)).json().content).toEqual([]);
      // The list shows the viewer's favourite id on the item.
      const listed = (await get('/api/property/plo', { sort: 'sale_price,desc' }, investor)).json();
      expect(listed.content[3].favoriteId).toBe(favoriteId);

      // Reload of the pair (type=plo with the rent side) while live.
      const reload = await get(
        '/api/property/reload',
        { propertyId: body.ploSalePropertyId, type: 'plo', rentPropertyId: body.ploRentPropertyId },
        other,
      );
      expect(reload.statusCode).toBe(200);

      await t.database.db
        .updateTable('listings')
        .set({ status: 'withdrawn' })
        .where('id', '=', p.rentId)
        .execute();
      try {
        expect((await get('/api/favorite/plo/properties', {}, investor)).json().content).toEqual(
          [],
        );
        const after = (
          await get('/api/property/plo', { size: '100', sort: 'sale_price,desc' }, investor)
        ).json();
        expect(itemKeys(after.content)).not.toContain(keyOf(p));
        expect(after.page.totalElements).toBe(reference({}).length - 1);
        const details = await get(
          '/api/property/plo/details',
          { salePropertyId: body.ploSalePropertyId, rentPropertyId: body.ploRentPropertyId },
          investor,
        );
        expect(details.statusCode).toBe(404);
        const reloadGone = await get(
          '/api/property/reload',
          {
            propertyId: body.ploSalePropertyId,
            type: 'plo',
            rentPropertyId: body.ploRentPropertyId,
          },
          investor,
        );
        expect(reloadGone.statusCode).toBe(404);
      } finally {
        await t.database.db
          .updateTable('listings')
          .set({ status: p.status })
          .where('id', '=', p.rentId)
          .execute();
      }
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/favorite-properties/${favoriteId}`,
        headers: { ...investor.headers, cookie: investor.cookie },
      });
      expect(removed.statusCode).toBe(204);
      expect((await status(investor)).isFavorite).toBe(false);
    });
  });
});
