import { isNonResidential } from '@yardstick/core/estimates/estimate-scope';
import { estimatePoint } from '@yardstick/core/estimates/yield-band';
import { priceWarningsOf } from '@yardstick/core/listings/price-warnings';
import { haversineMetres } from '@yardstick/core/geo/haversine';
import { FEATURED_QUERY, SEARCH_LIMITS } from '@yardstick/core/search/constants';
import {
  filterToQueryParams,
  searchFilterSchema,
  type LatLng,
} from '@yardstick/core/search/filter';
import { MARKER_INDEX, type MapMarker, type MarkerArray } from '@yardstick/core/search/map-marker';
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
import { onTheMarket, pointInPolygon, referenceSearch } from '../../../test/search-reference.ts';
import { countMatches, listingQueryFor } from '../listings/listings.public.ts';

const ids = (cards: { propertyId: string }[]) => cards.map((c) => Number(c.propertyId));

describe('estimates search API', () => {
  let t: TestApp;
  let listings: ListingFixture[];
  let searcher: SignedInUser;
  let noAttributes: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    const postcodes = await seedGeography(t.database.db);
    listings = await insertListings(t.database.db, generateListings(99, 300, postcodes));
    searcher = await signedInUser(t.database.db, ['property_estimates_es']);
    noAttributes = await signedInUser(t.database.db, []);
  });
  afterAll(() => t.close());

  const get = (url: string, query: Record<string, string>, user?: SignedInUser) =>
    t.app.inject({ url, query, headers: user ? { cookie: user.cookie } : {} });

  describe('bad parameters are a 400 naming the parameter', () => {
    const cases: [Record<string, string>, string][] = [
      [{ colour: 'red' }, 'colour'],
      [{ minPrice: 'cheap' }, 'minPrice'],
      [{ maxBeds: '2.5' }, 'maxBeds'],
      [{ propertyTypes: 'T,X' }, 'propertyTypes'],
      [{ sort: 'price,desc' }, 'sort'],
      [{ sort: 'list_price,sideways' }, 'sort'],
      [{ size: '101' }, 'size'],
      [{ size: '0' }, 'size'],
      [{ page: '-1' }, 'page'],
      [{ page: '900', size: '12' }, 'page'],
      [{ polygon: '51.4 -0.9,51.5 -0.9' }, 'polygon'],
      [{ polygon: '51.4,-0.9,51.5' }, 'polygon'],
      [{ center: '51.4' }, 'center'],
      [{ latitude: '51.4' }, 'longitude'],
      [{ latitude: '95', longitude: '0' }, 'latitude'],
      [{ minPrice: '300000', maxPrice: '200000' }, 'maxPrice'],
      [{ minSchoolDist: '2', maxSchoolDist: '1' }, 'maxSchoolDist'],
      [{ bmv: 'yes' }, 'bmv'],
      [{ isCountRequired: '1' }, 'isCountRequired'],
      [{ propertiesAfter: '2024-13-01' }, 'propertiesAfter'],
      [{ status: 'withdrawn' }, 'status'],
      [{ schoolRating: 'Excellent' }, 'schoolRating'],
      [{ rentalDemand: 'Huge' }, 'rentalDemand'],
      [{ districts: 'Reading' }, 'districts'],
      [{ radius: '0' }, 'radius'],
      [{ center: '51.4,-0.9', latitude: '51.5', longitude: '-0.9' }, 'center'],
    ];
    it.each(cases)('%j -> %s', async (query, field) => {
      const res = await get('/api/property/_s/property/estimates', query, searcher);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.errors)).toContain(field);
      expect(body.message).toContain(field);
    });

    it('applies to every search endpoint', async () => {
      // A member allowed every one of them: a caller without the attribute is refused first.
      const member = await signedInUser(t.database.db, [
        'property_estimates_es',
        'favorite_properties',
      ]);
      for (const url of [
        '/api/property/price/estimates',
        '/api/property/_s/property/estimates/map',
        '/api/property/coordinate/price/estimates',
        '/api/property/coordinate/price/estimates/marker',
        '/api/favorite/properties',
      ]) {
        const res = await get(url, { minBeds: 'two' }, member);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().errors).toHaveProperty('minBeds');
      }
    });

    it('accepts formatted prices, labels, aliases and both sort spellings', async () => {
      const res = await get(
        '/api/property/_s/property/estimates',
        {
          minPrice: '£100,000',
          status: 'Sold STC,available',
          propertyTypes: 't,s',
          sort: 'avgBmv asc',
        },
        searcher,
      );
      expect(res.statusCode).toBe(200);
      const filter = searchFilterSchema.parse({
        minPrice: '100000',
        status: 'sold_stc,available',
        propertyTypes: 'T,S',
        sort: 'avg_bmv,asc',
      });
      expect(res.json().hits.hits.map((h: { _id: string }) => Number(h._id))).toEqual(
        referenceSearch(listings, filter)
          .slice(0, 12)
          .map((l) => l.id),
      );
    });
  });

  describe('access', () => {
    it('lets anyone read a first page of up to 12 cards', async () => {
      const res = await get('/api/property/price/estimates', { size: '12' });
      expect(res.statusCode).toBe(200);
      expect(res.json().content).toHaveLength(12);
      expect((await get('/api/property/price/estimates', { page: '1' })).statusCode).toBe(401);
      expect((await get('/api/property/price/estimates', { size: '50' })).statusCode).toBe(401);
      const forbidden = await get('/api/property/price/estimates', { page: '1' }, noAttributes);
      expect(forbidden.statusCode).toBe(403);
      expect((await get('/api/property/price/estimates', { page: '1' }, searcher)).statusCode).toBe(
        200,
      );
    });

    it('keeps the search-index, map and circle calls behind property_estimates_es', async () => {
      for (const url of [
        '/api/property/_s/property/estimates',
        '/api/property/_s/property/estimates/map',
        '/api/property/coordinate/price/estimates',
        '/api/property/coordinate/price/estimates/marker',
      ]) {
        expect((await get(url, {})).statusCode, url).toBe(401);
        expect((await get(url, {}, noAttributes)).statusCode, url).toBe(403);
      }
    });
  });

  it('answers the featured query of the home page', async () => {
    const params = Object.fromEntries(
      Object.entries(FEATURED_QUERY).map(([k, v]) => [
        k,
        Array.isArray(v) ? v.join(',') : String(v),
      ]),
    );
    const res = await get('/api/property/price/estimates', params);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const filter = searchFilterSchema.parse({
      areaCodes: 'RG1,M21,L24',
      soldSTC: 'false',
      size: '12',
    });
    const expected = referenceSearch(listings, filter, { marketValueMax: -1 });
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(body.content)).toEqual(expected.slice(0, 12).map((l) => l.id));
    expect(body.page).toEqual({ number: 0, size: 12, currentElements: body.content.length });
    for (const card of body.content) {
      expect(card.avgBmv).toBeLessThanOrEqual(-1);
      expect(card.status).not.toBe('sold_stc');
    }
  });

  it('maps every card field from the listing', async () => {
    const listing = listings.find(
      (l) =>
        l.transaction_type === 'sale' &&
        l.status === 'available' &&
        l.agent &&
        l.listed_on &&
        l.total_floor_area !== null &&
        l.range1_price !== null &&
        !isNonResidential({ propertySubType: l.property_sub_type }),
    )!;
    const res = await get(
      '/api/property/price/estimates',
      { postCodes: listing.postcode!, size: '100' },
      searcher,
    );
    const card = res
      .json()
      .content.find((c: { propertyId: string }) => c.propertyId === String(listing.id));
    expect(card).toEqual({
      propertyId: String(listing.id),
      salePropertyId: String(listing.id),
      rentPropertyId: null,
      mainImage: listing.main_image,
      listPrice: listing.list_price,
      status: listing.status,
      estimatedPrice: estimatePoint(null, listing.range1_price, listing.range2_price),
      range1Price: listing.range1_price,
      range2Price: listing.range2_price,
      priceVariation: listing.price_variation,
      postCode: listing.postcode,
      address: listing.address,
      rentalDemand: listing.rental_demand,
      propertyType: listing.property_type,
      propertySubType: listing.property_sub_type,
      bedrooms: listing.bedrooms,
      totalFloorArea: listing.total_floor_area,
      agentContactPhone: '0118 000 0000',
      addedOn: listing.listed_on,
      updatedOn: new Date(listing.updated_on).toISOString(),
      avgBmv: listing.avg_bmv,
      roi: listing.roi,
      moreDeprived: listing.more_deprived,
      crimeRate: listing.crime_rate,
      avgYield: listing.avg_yield,
      yieldFlag: listing.yield_flag,
      bmvLowConfidence: listing.bmv_low_confidence,
      priceWarnings: priceWarningsOf(listing.price_warnings),
      estimateConfidence: listing.estimate_confidence,
      residential: true,
      favoriteId: null,
    });
  });

  it('pages with the count, or without it when not required', async () => {
    const all = referenceSearch(listings, searchFilterSchema.parse({}));
    const res = await get('/api/property/price/estimates', { page: '2', size: '7' }, searcher);
    expect(res.json().page).toEqual({
      number: 2,
      size: 7,
      totalElements: all.length,
      totalPages: Math.ceil(all.length / 7),
      currentElements: 7,
      totalRelation: 'eq',
    });
    expect(ids(res.json().content)).toEqual(all.slice(14, 21).map((l) => l.id));
    const hits = await get(
      '/api/property/_s/property/estimates',
      { isCountRequired: 'false' },
      searcher,
    );
    expect(hits.json().hits.total).toBeUndefined();
  });

  it('sets favoriteId for the signed-in viewer only', async () => {
    const target = referenceSearch(listings, searchFilterSchema.parse({}))[0]!;
    const { rows } = await sql<{ id: number }>`
      INSERT INTO favourites (user_id, kind, sale_listing_id) VALUES (${searcher.userId}::uuid, 'sale', ${target.id})
      RETURNING id`.execute(t.database.db);
    const mine = await get('/api/property/_s/property/estimates', {}, searcher);
    const hit = mine.json().hits.hits[0]._source;
    expect(hit.propertyId).toBe(String(target.id));
    expect(hit.favoriteId).toBe(String(rows[0]!.id));
    const anonymous = await get('/api/property/price/estimates', {});
    expect(anonymous.json().content[0].favoriteId).toBeNull();
    await sql`DELETE FROM favourites`.execute(t.database.db);
  });

  describe('the status filter (issue 14: a completed sale appeared in the default search)', () => {
    it('never lists sold or withdrawn listings, and lists Sold STC and Under offer by default', async () => {
      const [sold, withdrawn, stc, offer] = referenceSearch(listings, searchFilterSchema.parse({}));
      const mark = async (l: ListingFixture, status: string) => {
        await sql`UPDATE listings SET status = ${status} WHERE id = ${l.id}`.execute(t.database.db);
        l.status = status;
      };
      const before = [sold!, withdrawn!, stc!, offer!].map((l) => [l, l.status] as const);
      try {
        await mark(sold!, 'sold');
        await mark(withdrawn!, 'withdrawn');
        await mark(stc!, 'sold_stc');
        await mark(offer!, 'under_offer');
        const gone = [sold!.id, withdrawn!.id];
        const expected = referenceSearch(listings, searchFilterSchema.parse({}));
        expect(expected.map((l) => l.id)).not.toContain(sold!.id);

        // The grid's default search, its count, and the search-index hits.
        const grid = (await get('/api/property/price/estimates', { size: '100' }, searcher)).json();
        expect(grid.page.totalElements).toBe(expected.length);
        expect(ids(grid.content)).toEqual(expected.slice(0, 100).map((l) => l.id));
        const statusOf = (id: number) =>
          grid.content.find((c: { propertyId: string }) => c.propertyId === String(id))?.status;
        expect(statusOf(stc!.id)).toBe('sold_stc');
        expect(statusOf(offer!.id)).toBe('under_offer');
        const hits = (await get('/api/property/_s/property/estimates', { size: '100' }, searcher))
          .json()
          .hits.hits.map((h: { _id: string }) => Number(h._id));
        for (const id of gone) expect(hits).not.toContain(id);

        // Map markers and the circle list around the sold listing.
        for (const l of [sold!, withdrawn!].filter((l) => l.lat !== null)) {
          const around = { latitude: String(l.lat), longitude: String(l.lng), radius: '300' };
          const markers = await get('/api/property/_s/property/estimates/map', around, searcher);
          const ofMap = markers.json().hits.hits.map((h: { _id: string }) => Number(h._id));
          expect(ofMap).not.toContain(l.id);
          const arrays = await get(
            '/api/property/coordinate/price/estimates/marker',
            around,
            searcher,
          );
          const ofArrays = arrays.json().content.map((m: unknown[]) => Number(m[MARKER_INDEX.id]));
          expect(ofArrays).not.toContain(l.id);
        }

        // The user leaves them out through the status filter; 'sold' is not a choice.
        const without = async (query: Record<string, string>) =>
          ids(
            (await get('/api/property/price/estimates', { size: '100', ...query }, searcher)).json()
              .content,
          );
        expect(await without({ soldSTC: 'false' })).not.toContain(stc!.id);
        const chosen = await without({ status: 'available,under_offer' });
        expect(chosen).not.toContain(stc!.id);
        expect(chosen).toContain(offer!.id);
        const soldAsked = await get('/api/property/price/estimates', { status: 'sold' }, searcher);
        expect(soldAsked.statusCode).toBe(400);
        expect(Object.keys(soldAsked.json().errors)).toContain('status');
      } finally {
        for (const [l, status] of before) await mark(l, status);
      }
    });
  });

  it('finds exactly the listings inside a concave drawn polygon', async () => {
    // An L shape over Reading: a concave polygon, so a bounding box alone would be wrong.
    const polygon: LatLng[] = [
      { lat: 51.44, lng: -1.0 },
      { lat: 51.47, lng: -1.0 },
      { lat: 51.47, lng: -0.99 },
      { lat: 51.45, lng: -0.99 },
      { lat: 51.45, lng: -0.95 },
      { lat: 51.44, lng: -0.95 },
    ];
    const params = filterToQueryParams({ polygon, size: 100 });
    const res = await get('/api/property/_s/property/estimates', params, searcher);
    const returned = res
      .json()
      .hits.hits.map((h: { _id: string }) => Number(h._id))
      .sort();
    const inside = listings
      .filter(
        (l) =>
          onTheMarket(l) &&
          l.lat !== null &&
          l.lng !== null &&
          !isNonResidential({ propertySubType: l.property_sub_type }) &&
          pointInPolygon({ lat: l.lat, lng: l.lng }, polygon),
      )
      .map((l) => l.id)
      .sort();
    expect(inside.length).toBeGreaterThan(3);
    expect(returned).toEqual(inside);
    // The map's markers for the same polygon: the same listings, counted exactly.
    const markers = await get('/api/property/_s/property/estimates/map', params, searcher);
    expect(markers.statusCode).toBe(200);
    expect(markers.json().hits.total).toEqual({ value: inside.length, relation: 'eq' });
    expect(
      markers
        .json()
        .hits.hits.map((h: { _id: string }) => Number(h._id))
        .sort(),
    ).toEqual(inside);
    // ... and some listings of the bounding box are outside the L.
    const inBox = listings.filter(
      (l) =>
        l.lat !== null && l.lng! >= -0.99 && l.lng! <= -0.95 && l.lat >= 51.45 && l.lat <= 51.47,
    );
    expect(inBox.length).toBeGreaterThan(0);
  });

  it('gives array markers in index order inside the circle', async () => {
    const centre = { lat: 51.4545, lng: -0.978 };
    const res = await get(
      '/api/property/coordinate/price/estimates/marker',
      { latitude: String(centre.lat), longitude: String(centre.lng), radius: '900' },
      searcher,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const expected = referenceSearch(
      listings,
      searchFilterSchema.parse({ center: `${centre.lat},${centre.lng}`, radius: '900' }),
    ).filter((l) => l.lat !== null);
    expect(body.total).toBe(expected.length);
    expect(body.content.map((m: unknown[]) => Number(m[MARKER_INDEX.id]))).toEqual(
      expected.map((l) => l.id),
    );
    const first = expected[0]!;
    expect(body.content[0]).toEqual([
      first.address ?? first.postcode ?? '',
      first.lat,
      first.lng,
      String(first.id),
      first.roi,
      first.avg_bmv,
      first.range1_price === null
        ? null
        : Math.round((first.range1_price + first.range2_price!) / 2),
      first.property_type,
      first.list_price,
      first.bmv_low_confidence,
      priceWarningsOf(first.price_warnings).map((w) => w.code),
    ]);
    for (const marker of body.content) {
      expect(haversineMetres(centre.lat, centre.lng, marker[1], marker[2])).toBeLessThanOrEqual(
        900,
      );
    }
    const cards = await get(
      '/api/property/coordinate/price/estimates',
      { center: `${centre.lat},${centre.lng}`, radius: '900', size: '100' },
      searcher,
    );
    expect(ids(cards.json().content)).toEqual(expected.map((l) => l.id));
  });

  it('refuses a circle search without a centre', async () => {
    for (const url of [
      '/api/property/coordinate/price/estimates',
      '/api/property/coordinate/price/estimates/marker',
    ]) {
      const res = await get(url, { radius: '500' }, searcher);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty('latitude');
    }
  });

  it('flags a count over the exact limit as an estimate, never below the proven bound', async () => {
    const q = await listingQueryFor(t, searchFilterSchema.parse({}));
    const exact = referenceSearch(listings, searchFilterSchema.parse({})).length;
    expect(await countMatches(t, q)).toEqual({ value: exact, relation: 'eq' });
    const estimated = await countMatches(t, q, 50);
    expect(estimated.relation).toBe('gte');
    expect(estimated.value).toBeGreaterThanOrEqual(51);
    // A small table is sampled whole, so the estimate is the exact count here.
    expect(estimated.value).toBe(exact);
  });
});

describe('map markers', () => {
  let t: TestApp;
  let listings: ListingFixture[];
  let user: SignedInUser;
  const centre = { lat: 53.441, lng: -2.277 };

  beforeAll(async () => {
    t = await createTestApp();
    const postcodes = await seedGeography(t.database.db);
    const m21 = postcodes.filter((p) => p.district === 'M21');
    const dense = generateListings(5, 700, m21).map((l, i) => {
      const r = new Prng(i + 1);
      return {
        ...l,
        transaction_type: 'sale' as const,
        status: i % 10 === 0 ? 'withdrawn' : 'available',
        lat: centre.lat + (r.next() - 0.5) * 0.02,
        lng: centre.lng + (r.next() - 0.5) * 0.03,
      };
    });
    listings = await insertListings(t.database.db, dense);
    user = await signedInUser(t.database.db, ['property_estimates_es']);
  });
  afterAll(() => t.close());

  it('caps markers at 500 and counts every match', async () => {
    const query = { center: `${centre.lat},${centre.lng}`, radius: '3000', sort: 'avg_bmv,asc' };
    const res = await t.app.inject({
      url: '/api/property/_s/property/estimates/map',
      query,
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const expected = referenceSearch(listings, searchFilterSchema.parse(query));
    expect(expected.length).toBeGreaterThan(SEARCH_LIMITS.maxMarkers);
    expect(body.hits.total).toEqual({ value: expected.length, relation: 'eq' });
    expect(body.hits.hits).toHaveLength(SEARCH_LIMITS.maxMarkers);
    expect(body.hits.hits.map((h: { _id: string }) => Number(h._id))).toEqual(
      expected.slice(0, SEARCH_LIMITS.maxMarkers).map((l) => l.id),
    );
    const first = expected[0]!;
    expect(body.hits.hits[0]._source).toEqual({
      postCode: first.postcode,
      location: `${first.lat},${first.lng}`,
      avgPrice:
        first.range1_price === null
          ? null
          : Math.round((first.range1_price + first.range2_price!) / 2),
      roi: first.roi,
      bmv: first.avg_bmv,
      propertyType: first.property_type,
      plotArea: first.plot_area,
      propertyId: String(first.id),
      priceVariation: first.price_variation,
      favoriteId: null,
      listPrice: first.list_price,
      estimatedPrice: estimatePoint(null, first.range1_price, first.range2_price),
      bmvLowConfidence: first.bmv_low_confidence,
      priceWarnings: priceWarningsOf(first.price_warnings),
    });
    const arrays = await t.app.inject({
      url: '/api/property/coordinate/price/estimates/marker',
      query,
      headers: { cookie: user.cookie },
    });
    expect(arrays.json().content).toHaveLength(SEARCH_LIMITS.maxMarkers);
    expect(arrays.json().total).toBe(expected.length);
  });

  it("carries each listing's BMV check and price warnings on both marker forms", async () => {
    const query = { center: `${centre.lat},${centre.lng}`, radius: '3000', sort: 'avg_bmv,asc' };
    const byId = new Map(listings.map((l) => [l.id, l]));
    const hits = await t.app.inject({
      url: '/api/property/_s/property/estimates/map',
      query,
      headers: { cookie: user.cookie },
    });
    const sources = hits.json().hits.hits.map((h: { _source: MapMarker }) => h._source);
    expect(sources.some((m: MapMarker) => m.bmvLowConfidence === true)).toBe(true);
    expect(sources.some((m: MapMarker) => m.priceWarnings.length > 0)).toBe(true);
    for (const m of sources as MapMarker[]) {
      const l = byId.get(Number(m.propertyId))!;
      expect(m.bmvLowConfidence).toBe(l.bmv_low_confidence);
      expect(m.priceWarnings).toEqual(priceWarningsOf(l.price_warnings));
    }
    const arrays = await t.app.inject({
      url: '/api/property/coordinate/price/estimates/marker',
      query,
      headers: { cookie: user.cookie },
    });
    for (const a of arrays.json().content as MarkerArray[]) {
      const l = byId.get(Number(a[MARKER_INDEX.id]))!;
      expect(a[MARKER_INDEX.bmvCheck]).toBe(l.bmv_low_confidence);
      expect(a[MARKER_INDEX.priceWarnings]).toEqual(l.price_warnings);
    }
  });

  it("shows the point estimate as a marker's avgPrice, not the range's middle", async () => {
    const query = { center: `${centre.lat},${centre.lng}`, radius: '3000', sort: 'avg_bmv,asc' };
    const first = referenceSearch(listings, searchFilterSchema.parse(query)).find(
      (l) => l.range1_price !== null,
    )!;
    // A point off the middle of the range, as the estimator gives (the blend is not the middle).
    const point = first.range1_price! + 1000;
    await t.database.db
      .updateTable('listings')
      .set({ estimate_price: point })
      .where('id', '=', first.id)
      .execute();
    try {
      const res = await t.app.inject({
        url: '/api/property/_s/property/estimates/map',
        query,
        headers: { cookie: user.cookie },
      });
      const hit = res.json().hits.hits.find((h: { _id: string }) => Number(h._id) === first.id);
      expect(hit._source.avgPrice).toBe(point);
      expect(hit._source.estimatedPrice).toBe(point);
      // The card serves the same point.
      const cards = await t.app.inject({
        url: '/api/property/price/estimates',
        query: { ...query, size: '100' },
        headers: { cookie: user.cookie },
      });
      const card = cards
        .json()
        .content.find((c: { propertyId: string }) => Number(c.propertyId) === first.id);
      expect(card.estimatedPrice).toBe(point);
    } finally {
      await t.database.db
        .updateTable('listings')
        .set({ estimate_price: null })
        .where('id', '=', first.id)
        .execute();
    }
  });
});
