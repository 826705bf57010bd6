import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haversineMetres, offsetMetres } from '@yardstick/core/geo/haversine';
import { PROPERTY_REMOVED_MESSAGE } from '@yardstick/core/property/property-details';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  generateListings,
  insertListings,
  seedGeography,
  signedInUser,
  type ListingFixture,
  type PostcodeFixture,
  type SignedInUser,
} from '../../../test/search-fixtures.ts';
import { onTheMarket } from '../../../test/search-reference.ts';

/**
 * The property details page's calls (docs/http-api.md#property-data) on a real database: shapes,
 * 400/401/403/404, and the figures they compute (crimes within 500 m by haversine, schools
 * nearest first, rentals and recent sales nearest/newest first).
 */

const LONG_TEXT = `${'A spacious family home close to the river. '.repeat(20)}The end.`;

describe('property details API', () => {
  let t: TestApp;
  let searcher: SignedInUser;
  let noAttributes: SignedInUser;
  let listings: ListingFixture[];
  let postcodes: PostcodeFixture[];
  /** The property of the page: a live sale listing in RG1 with every field set. */
  let home: { id: number; lat: number; lng: number; postcode: string; agentId: number };
  let withdrawnId: number;
  let rentId: number;
  let shortId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    postcodes = await seedGeography(db);
    listings = await insertListings(db, generateListings(11, 60, postcodes));
    searcher = await signedInUser(db, ['property_estimates_es']);
    noAttributes = await signedInUser(db, ['favorite_properties']);

    const pc = postcodes.find((p) => p.district === 'RG1')!;
    const agent = await db
      .insertInto('agents')
      .values({
        source: 'test',
        source_ref: randomUUID(),
        name: 'Thames Homes',
        brand_image_url: '/media/thames.png',
        contact_phone: '0118 111 2222',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [created] = await db
      .insertInto('listings')
      .values({
        source: 'test',
        source_ref: 'HOME-1',
        transaction_type: 'sale',
        status: 'available',
        agent_id: agent.id,
        property_url: 'https://example.com/home-1',
        list_price: 325_000,
        address: '12 River Road, Reading',
        postcode: pc.postcode,
        area: pc.area,
        district: pc.district,
        sector: pc.sector,
        lat: pc.lat,
        lng: pc.lng,
        property_type: 'T',
        property_sub_type: 'Terraced',
        bedrooms: 3,
        total_floor_area: 90,
        summary: 'Short summary',
        description: LONG_TEXT,
        main_image: '/media/home-1.jpg',
        images: ['/media/home-1.jpg', '/media/home-2.jpg'],
        floor_plan_images: ['/media/plan-1.png'],
        listed_on: '2025-01-02',
        range1_price: 300_000,
        range2_price: 340_000,
        estimate_price: 320_000,
        price_warnings: ['short-lease'],
        range1_ppsm: 3_333.3,
        range2_ppsm: 3_777.8,
        price_estimate_type: 'SPB',
        ppsm_radius: 1000,
        estimate_comparables: 24,
        estimate_confidence: 'High',
        hpi_ppsm: 3_500,
        avg_bmv: 1.6,
        roi: 4.2,
        crime_rate: 3,
        more_deprived: 55.5,
        nearest_school_name: 'Oak Primary',
        nearest_school_distance_m: 120,
        nearest_school_rating: 'Good',
        nearest_school_lat: pc.lat + 0.001,
        nearest_school_lng: pc.lng,
        rental_demand: 'High',
        price_variation: -2.5,
      })
      .returning(['id'])
      .execute();
    home = {
      id: Number(created!.id),
      lat: pc.lat,
      lng: pc.lng,
      postcode: pc.postcode,
      agentId: Number(agent.id),
    };
    const others = await db
      .insertInto('listings')
      .values([
        {
          source: 'test',
          source_ref: 'GONE-1',
          transaction_type: 'sale',
          status: 'withdrawn',
          postcode: pc.postcode,
        },
        {
          source: 'test',
          source_ref: 'RENT-1',
          transaction_type: 'rent',
          status: 'available',
          postcode: pc.postcode,
        },
        {
          source: 'test',
          source_ref: 'SHORT-1',
          transaction_type: 'sale',
          status: 'sold_stc',
          postcode: pc.postcode,
          summary: 'Two bedroom flat.',
        },
      ])
      .returning('id')
      .execute();
    withdrawnId = Number(others[0]!.id);
    rentId = Number(others[1]!.id);
    shortId = Number(others[2]!.id);
  });
  afterAll(() => t?.close());

  const get = (url: string, query: Record<string, string> = {}, user?: SignedInUser) =>
    t.app.inject({ url, query, headers: user ? { cookie: user.cookie } : {} });
  const post = (url: string, payload: unknown, user?: SignedInUser) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      headers: user ? user.headers : { 'x-requested-with': 'yardstick' },
    });

  describe('permissions', () => {
    const calls = () => [
      () => get(`/api/property-estimates/${home.id}`),
      () => get(`/api/property-agents/${home.agentId}`),
      () => get('/api/property/reload', { propertyId: String(home.id) }),
      () => get('/api/property/crimes', { latitude: '51.45', longitude: '-0.97' }),
      () => get('/api/property/similar', { postCode: home.postcode }),
      () => get('/api/property/rental', { latitude: '51.45', longitude: '-0.97' }),
      () => get('/api/property/nearest/facilities', { postCode: home.postcode }),
      () => get('/api/property/deprivation', { postCode: home.postcode }),
      () => post('/api/property/nearest/schools/explorer', { latitude: 51.45, longitude: -0.97 }),
      () =>
        post('/api/property/recent/sold', {
          postCode: home.postcode,
          latitude: 51.45,
          longitude: -0.97,
        }),
    ];

    it('answers 401 without a session on every call', async () => {
      for (const call of calls()) expect((await call()).statusCode).toBe(401);
    });

    it('answers 403 without property_estimates_es on every call', async () => {
      const asNoAttributes = [
        get(`/api/property-estimates/${home.id}`, {}, noAttributes),
        get(`/api/property-agents/${home.agentId}`, {}, noAttributes),
        get('/api/property/reload', { propertyId: String(home.id) }, noAttributes),
        get('/api/property/crimes', { latitude: '51.45', longitude: '-0.97' }, noAttributes),
        get('/api/property/similar', { postCode: home.postcode }, noAttributes),
        get('/api/property/rental', { latitude: '51.45', longitude: '-0.97' }, noAttributes),
        get('/api/property/nearest/facilities', { postCode: home.postcode }, noAttributes),
        get('/api/property/deprivation', { postCode: home.postcode }, noAttributes),
        post(
          '/api/property/nearest/schools/explorer',
          { latitude: 51.45, longitude: -0.97 },
          noAttributes,
        ),
        post(
          '/api/property/recent/sold',
          { postCode: home.postcode, latitude: 51.45, longitude: -0.97 },
          noAttributes,
        ),
      ];
      for (const res of await Promise.all(asNoAttributes)) expect(res.statusCode).toBe(403);
    });
  });

  describe('GET /api/property-estimates/{id}', () => {
    it('answers every documented field, ...', async () => {
      const res = await get(`/api/property-estimates/${home.id}`, {}, searcher);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        propertyId: String(home.id),
        listPrice: 325_000,
        // The point the BMV is measured against: (325,000 - 320,000) / 320,000 = 1.6%.
        estimatedPrice: 320_000,
        avgBmv: 1.6,
        priceWarnings: [{ code: 'short-lease', label: 'Short lease' }],
        range1Price: 300_000,
        range2Price: 340_000,
        priceEstimateType: 'SPB',
        estimateConfidence: 'High',
        postCode: home.postcode,
        area: 'RG',
        district: 'RG1',
        status: 'available',
        images: '/media/home-1.jpg,/media/home-2.jpg',
        mainImage: '/media/home-1.jpg',
        isDescLoaded: false,
        floorPlanImages: '/media/plan-1.png',
        agentId: String(home.agentId),
        plotAreaId: null,
        nearestSchoolName: 'Oak Primary',
        nearestSchoolOSRating: 'Good',
        hpiPPSM: 3_500,
        hpiValuation: 315_000,
        addedOn: '2025-01-02',
        latitude: home.lat,
        longitude: home.lng,
      });
      expect(body.summary).toBe(LONG_TEXT.slice(0, 500));
      for (const key of [
        'range1PPSM',
        'range2PPSM',
        'ppsmRadius',
        'propertyUrl',
        'rentalDemand',
        'bedrooms',
        'totalFloorArea',
        'propertyType',
        'propertySubType',
        'avgBmv',
        'roi',
        'moreDeprived',
        'dateOfTransfer',
        'soldPrice',
        'soldPPSM',
        'crimeRate',
        'priceVariation',
        'nearestBusStopName',
        'nearestBusStopDistanceMts',
        'busLatitude',
        'busLongitude',
        'nearestRailwayStationName',
        'nearestRailwayStationDistanceMts',
        'railwayLatitude',
        'railwayLongitude',
        'nearestSchoolDistanceMts',
        'schoolLatitude',
        'schoolLongitude',
      ]) {
        expect(body).toHaveProperty(key);
      }
    });

    it("answers a short description whole and 'NA' without floor plans", async () => {
      const body = (await get(`/api/property-estimates/${shortId}`, {}, searcher)).json();
      expect(body).toMatchObject({
        summary: 'Two bedroom flat.',
        isDescLoaded: true,
        floorPlanImages: 'NA',
        images: '',
        status: 'sold_stc',
      });
    });

    it('answers the income the listing states (past the 500-character preview, or in its features), else null', async () => {
      const pc = postcodes.find((p) => p.district === 'RG1')!;
      const base = {
        source: 'test',
        transaction_type: 'sale',
        status: 'available',
        postcode: pc.postcode,
        list_price: 300_000,
      } as const;
      const rows = await t.database.db
        .insertInto('listings')
        .values([
          {
            ...base,
            source_ref: 'HMO-1',
            description: `${LONG_TEXT} Currently run as a licensed HMO producing £28,500 a year.`,
          },
          {
            ...base,
            source_ref: 'LET-1',
            summary: 'A three bedroom terraced house. Service charge £1,200 pa.',
            features: ['Three bedroom terraced house', 'Tenanted at £950 pcm', 'Freehold'],
          },
        ])
        .returning('id')
        .execute();
      const hmo = (await get(`/api/property-estimates/${rows[0]!.id}`, {}, searcher)).json();
      expect(hmo.isDescLoaded).toBe(false);
      expect(hmo.statedIncome).toEqual({
        monthly: 2375,
        annual: 28500,
        period: 'year',
        text: 'Currently run as a licensed HMO producing £28,500 a year.',
        yieldUses: 'rent-estimate',
      });
      const let1 = (await get(`/api/property-estimates/${rows[1]!.id}`, {}, searcher)).json();
      expect(let1.statedIncome).toEqual({
        monthly: 950,
        annual: 11400,
        period: 'month',
        text: 'Tenanted at £950 pcm',
        yieldUses: 'rent-estimate',
      });
      // The sale side of a PLO pair: its rent estimate is the pair's rent.
      await t.database.db
        .updateTable('listings')
        .set({ plo_paired: true })
        .where('id', '=', rows[1]!.id)
        .execute();
      const paired = (await get(`/api/property-estimates/${rows[1]!.id}`, {}, searcher)).json();
      expect(paired.statedIncome.yieldUses).toBe('paired-rent');
      const plain = (await get(`/api/property-estimates/${home.id}`, {}, searcher)).json();
      expect(plain.statedIncome).toBeNull();
    });

    it('answers 404 with the documented message ...', async () => {
      for (const id of ['999999999', String(withdrawnId), String(rentId)]) {
        const res = await get(`/api/property-estimates/${id}`, {}, searcher);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(PROPERTY_REMOVED_MESSAGE);
      }
    });

    it('answers 400 for a malformed id', async () => {
      for (const id of ['abc', '-1', '1.5', '1234567890123456789']) {
        const res = await get(`/api/property-estimates/${id}`, {}, searcher);
        expect(res.statusCode).toBe(400);
        expect(Object.keys(res.json().errors)).toContain('id');
      }
    });
  });

  describe('GET /api/property-estimates/{id}/evidence', () => {
    it('explains a derived estimate; 404 without one; 401/403/400 at the edge', async () => {
      const db = t.database.db;
      expect((await get(`/api/property-estimates/${home.id}/evidence`)).statusCode).toBe(401);
      expect(
        (await get(`/api/property-estimates/${home.id}/evidence`, {}, noAttributes)).statusCode,
      ).toBe(403);
      expect((await get('/api/property-estimates/x1/evidence', {}, searcher)).statusCode).toBe(400);
      const none = await get(`/api/property-estimates/${home.id}/evidence`, {}, searcher);
      expect(none.statusCode).toBe(404);
      expect(none.json().message).toBe('No estimate');
      expect(
        (await get(`/api/property-estimates/${withdrawnId}/evidence`, {}, searcher)).json().message,
      ).toBe(PROPERTY_REMOVED_MESSAGE);

      await db
        .updateTable('listings')
        .set({ estimate_price: 251_000, range1_price: 228_000, range2_price: 279_000 })
        .where('id', '=', home.id)
        .execute();
      await db
        .insertInto('listing_estimates')
        .values({
          listing_id: home.id,
          valuation_month: new Date('2024-12-01T00:00:00Z'),
          estimate_sd: 0.08,
          band: 'High',
          calibrated: true,
          z_low: -1.3,
          z_high: 1.3,
          anchor_date: new Date('2021-05-14T00:00:00Z'),
          anchor_price: 230_000,
          anchor_value: 252_340,
          anchor_index: 'local-district',
          anchor_sd: 0.11,
          anchor_weight: 0.6,
          comps_value: 249_000,
          comps_sd: 0.14,
          comps_method: 'CSB',
          comps_radius: 0,
          comps_years: 5,
          comps_wide: 41,
          comps_postcode: 4,
          comps_building: 2,
          floor_area: null,
          wide_share: 0.1,
          comparables: JSON.stringify([
            {
              date: '2024-03-01',
              address: '12, OAK ROAD',
              type: 'T',
              price: 240_000,
              adjusted: 246_000,
              weight: 0.3,
              building: true,
            },
            {
              date: '2023-11-20',
              address: 'FLAT 3, 56, OAK ROAD',
              type: 'F',
              price: 150_000,
              adjusted: 156_000,
              weight: 0.1,
              building: false,
            },
          ]),
        })
        .execute();
      await db
        .insertInto('estimate_calibration')
        .values({
          band: 'High',
          z_low: -1.3,
          z_high: 1.3,
          sales: 500,
          pe10: 0.76,
          mdape: 0.05,
          in_range: 0.8,
          holdout_from: '2024-01',
          holdout_to: '2024-12',
        })
        .execute();
      // The local index of the home's district (houses) and Reading's official terraced index.
      await db
        .insertInto('local_price_index')
        .values([
          {
            level: 'district',
            code: 'RG1',
            type_group: 'H',
            month: new Date('2014-12-01T00:00:00Z'),
            index_value: 80,
            pairs: 9,
          },
          {
            level: 'district',
            code: 'RG1',
            type_group: 'H',
            month: new Date('2024-12-01T00:00:00Z'),
            index_value: 120,
            pairs: 9,
          },
          {
            level: 'district',
            code: 'RG1',
            type_group: 'F',
            month: new Date('2014-12-01T00:00:00Z'),
            index_value: 50,
            pairs: 9,
          },
        ])
        .execute();
      await db
        .insertInto('hpi')
        .values([
          {
            area_code: 'E06000038',
            area_name: 'Reading',
            date: new Date('2014-12-01T00:00:00Z'),
            index: 70,
            terraced_index: 60,
          },
          {
            area_code: 'E06000038',
            area_name: 'Reading',
            date: new Date('2024-12-01T00:00:00Z'),
            index: 100,
            terraced_index: 96,
          },
        ])
        .execute();
      const res = await get(`/api/property-estimates/${home.id}/evidence`, {}, searcher);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.indices.months).toHaveLength(11);
      expect(body.indices.months[0]).toBe('2014-12');
      expect(body.indices.local.name).toBe('Local index, postcode district RG1 (houses)');
      expect(body.indices.official.name).toBe('UK HPI, Reading (terraced)');
      // Rebased to 100 at the valuation month: 80 / 120 and 60 / 96; no value between.
      expect(body.indices.local.values[0]).toBeCloseTo(66.7, 6);
      expect(body.indices.official.values[0]).toBeCloseTo(62.5, 6);
      expect(body.indices.local.values[5]).toBeNull();
      expect(body.indices.official.values[10]).toBe(100);
      // A demo install's series is named for what it is (hpi.provenance, migration 0100).
      await db.updateTable('hpi').set({ provenance: 'demo' }).execute();
      const demo = (await get(`/api/property-estimates/${home.id}/evidence`, {}, searcher)).json();
      expect(demo.indices.official.name).toBe('Demo HPI, Reading (terraced)');
      await db.deleteFrom('local_price_index').execute();
      await db.deleteFrom('hpi').where('area_code', '=', 'E06000038').execute();
      expect(body).toMatchObject({
        estimate: 251_000,
        low: 228_000,
        high: 279_000,
        band: 'High',
        claim: 0.8,
        calibrated: true,
        valuationMonth: '2024-12',
        bandAccuracy: { pe10: 0.76, sales: 500, holdoutFrom: '2024-01' },
        lastSale: {
          date: '2021-05-14',
          price: 230_000,
          indexed: 252_340,
          index: 'local-district',
          weight: 0.6,
          // 2021-05-14 to the valuation month's start (2024-12-01), in years, one decimal.
          years: 3.6,
        },
        comparables: { method: 'CSB', floorArea: null, wideCount: 41, weight: 0.4 },
      });
      expect(body.lastSale.indexName).toContain('local price index of the postcode district');
      // Each row says why it informs this terraced house (issue 40): a flat only for the
      // postcode's level, never for its price.
      expect(body.comparables.listed).toHaveLength(2);
      expect(body.comparables.listed.map((c: { why: string }) => c.why)).toEqual([
        'A terraced house of the same postcode and type: counts for its postcode and again for its row.',
        'A flat, a different type: its price is not used; it counts only for how far this postcode sells above or below its area, measured against the flats of the area.',
      ]);
      expect(body.rangeReason).toContain('High confidence');
      expect(body.rangeReason).toContain('backtest');
      // No learned correction stored: the page says the estimator stands alone (issue 39).
      expect(body.learned).toEqual({ model: false, sales: 0, before: null, change: null });
      await db.deleteFrom('listing_estimates').where('listing_id', '=', home.id).execute();
      await db.deleteFrom('estimate_calibration').execute();
    });
  });

  describe('GET /api/property-estimates/{id}/rent-evidence', () => {
    // A 3-bed terrace in LS6 1 with rentals of its kind and others around it (issue 26: the
    // rent estimate explained by the rentals it used, apart from the other rentals nearby).
    const centre = { lat: 53.82, lng: -1.575 };
    let terraceId: number;
    let pairedId: number;
    const rental = (
      ref: string,
      north: number,
      type: 'D' | 'S' | 'T' | 'F',
      beds: number,
      rent: number,
      extra = {},
    ) => {
      const p = offsetMetres(centre, north, 0);
      return {
        source: 'test',
        source_ref: ref,
        transaction_type: 'rent' as const,
        status: 'available' as const,
        list_price: rent,
        bedrooms: beds,
        property_type: type,
        property_sub_type: type === 'F' ? 'Flat' : 'House',
        let_type: 'Long term',
        postcode: 'LS6 1AA',
        area: 'LS',
        district: 'LS6',
        sector: 'LS6 1',
        lat: p.lat,
        lng: p.lng,
        listed_on: '2025-01-15',
        address: `${ref} Headingley Lane`,
        ...extra,
      };
    };

    beforeAll(async () => {
      const db = t.database.db;
      const sale = (ref: string, rent: number, bedrooms = 3) => ({
        source: 'test',
        source_ref: ref,
        transaction_type: 'sale' as const,
        status: 'available' as const,
        list_price: 180_000,
        bedrooms,
        property_type: 'T' as const,
        property_sub_type: 'Terraced',
        postcode: 'LS6 1AB',
        area: 'LS',
        district: 'LS6',
        sector: 'LS6 1',
        lat: centre.lat,
        lng: centre.lng,
        listed_on: '2025-02-01',
        rent_estimate: rent,
      });
      const sales = await db
        .insertInto('listings')
        .values([sale('LS-SALE-1', 725), sale('LS-SALE-2', 990, 4)])
        .returning('id')
        .execute();
      terraceId = Number(sales[0]!.id);
      pairedId = Number(sales[1]!.id);
      const rentals = await db
        .insertInto('listings')
        .values([
          // The five 3-bed terraces of the sector (the rule's first step).
          rental('LS-T1', 100, 'T', 3, 700),
          rental('LS-T2', 250, 'T', 3, 725),
          rental('LS-T3', 400, 'T', 3, 750),
          rental('LS-T4', 600, 'T', 3, 800),
          rental('LS-T5', 900, 'T', 3, 700),
          // Nearby but not of its kind, gone or too old: never used.
          rental('LS-F1', 50, 'F', 3, 1_450),
          rental('LS-S1', 150, 'S', 3, 950),
          rental('LS-T2B', 80, 'T', 2, 850),
          rental('LS-GONE', 30, 'T', 3, 500, { status: 'withdrawn' as const }),
          rental('LS-OLD', 40, 'T', 3, 400, { listed_on: '2022-06-01' }),
          // The second sale's own rental (a 4-bed: not a comparable of the first).
          rental('LS-PAIR', 0, 'T', 4, 990),
        ])
        .returning(['id', 'source_ref'])
        .execute();
      const pairRental = rentals.find((r) => r.source_ref === 'LS-PAIR')!;
      await db
        .insertInto('plo_pairs')
        .values({
          sale_listing_id: pairedId,
          rent_listing_id: Number(pairRental.id),
          rent_price: 990,
        })
        .execute();
      await sql`INSERT INTO app_settings (key, value)
                VALUES ('derive.state', ${JSON.stringify({ listingsAsOf: '2025-02-28' })}::jsonb)
                ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`.execute(db);
    });
    afterAll(async () => {
      await sql`DELETE FROM app_settings WHERE key = 'derive.state'`.execute(t.database.db);
    });

    it('lists the rentals the estimate used, nearest first, and they give the stated rent by the rule', async () => {
      const res = await get(`/api/property-estimates/${terraceId}/rent-evidence`, {}, searcher);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        rentEstimate: 725,
        source: 'comparables',
        step: { radius: 0, months: 12, type: 'same-type' },
        letAgreedOnly: false,
        ruleRent: 725,
        current: true,
        asOf: '2025-02-28',
      });
      expect(body.rule).toContain('weighted median of the 5 nearest 3-bed terraced houses');
      const used = body.used as {
        propertyType: string;
        bedrooms: number;
        distance: number;
        rent: number;
        weight: number;
        listedOn: string;
      }[];
      expect(used.map((u) => u.distance)).toEqual([100, 250, 400, 600, 900]);
      expect(used.every((u) => u.propertyType === 'T' && u.bedrooms === 3)).toBe(true);
      expect(used[0]).toMatchObject({
        rent: 700,
        listedOn: '2025-01-15',
        address: 'LS-T1 Headingley Lane',
      });
      // The documented rule, by hand from what is shown: weights 1 / (1 + d / 500), rents
      // ascending, the first rent whose cumulative weight reaches half the total.
      const w = used.map((u) => ({ rent: u.rent, w: 1 / (1 + u.distance / 500) }));
      const total = w.reduce((sum, x) => sum + x.w, 0);
      let cumulative = 0;
      const median = [...w]
        .sort((a, b) => a.rent - b.rent)
        .find((x) => (cumulative += x.w) * 2 >= total)!;
      expect(median.rent).toBe(body.rentEstimate);
      for (const [i, u] of used.entries()) expect(u.weight).toBeCloseTo(w[i]!.w / total, 9);
    });

    it("says when the listing's own rental gives the rent (a PLO pair)", async () => {
      const res = await get(`/api/property-estimates/${pairedId}/rent-evidence`, {}, searcher);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        source: 'pair',
        rentEstimate: 990,
        ruleRent: 990,
        current: true,
      });
      expect(body.used).toHaveLength(1);
      expect(body.used[0]).toMatchObject({ rent: 990, distance: 0, weight: 1 });
    });

    it('answers 404 for a rental and 400 for a bad id', async () => {
      expect(
        (await get(`/api/property-estimates/${rentId}/rent-evidence`, {}, searcher)).statusCode,
      ).toBe(404);
      expect((await get('/api/property-estimates/x/rent-evidence', {}, searcher)).statusCode).toBe(
        400,
      );
    });
  });

  describe('GET /api/property/reload', () => {
    it('answers the full description with isDescLoaded true', async () => {
      const res = await get(
        '/api/property/reload',
        { propertyId: String(home.id), type: 'sale', propertyUrl: 'https://example.com/home-1' },
        searcher,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        summary: LONG_TEXT,
        isDescLoaded: true,
        floorPlanImages: '/media/plan-1.png',
      });
    });

    it('checks the PLO pair for type plo (a PLO page call: property_plo_es)', async () => {
      const query = { propertyId: String(home.id), type: 'plo', rentPropertyId: String(rentId) };
      const ploUser = await signedInUser(t.database.db, ['property_plo_es']);
      expect((await get('/api/property/reload', query, ploUser)).statusCode).toBe(404);
      await t.database.db
        .insertInto('plo_pairs')
        .values({ sale_listing_id: home.id, rent_listing_id: rentId })
        .execute();
      expect((await get('/api/property/reload', query, ploUser)).statusCode).toBe(200);
      expect((await get('/api/property/reload', query, searcher)).statusCode).toBe(403);
      await t.database.db.deleteFrom('plo_pairs').execute();
    });

    it.each([
      [{}, 'propertyId'],
      [{ propertyId: 'x' }, 'propertyId'],
      [{ propertyId: '1', type: 'rent' }, 'type'],
      [{ propertyId: '1', type: 'plo' }, 'rentPropertyId'],
      [{ propertyId: '1', colour: 'red' }, 'colour'],
    ])('%j is a 400 naming %s', async (query, field) => {
      // Allowed both kinds of reload: a caller without the attribute is refused first.
      const member = await signedInUser(t.database.db, [
        'property_estimates_es',
        'property_plo_es',
      ]);
      const res = await get('/api/property/reload', query as Record<string, string>, member);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toContain(field);
    });

    it('answers 404 for unknown and withdrawn ids', async () => {
      for (const id of ['999999999', String(withdrawnId)]) {
        const res = await get('/api/property/reload', { propertyId: id }, searcher);
        expect(res.statusCode).toBe(404);
      }
    });
  });

  describe('GET /api/property-agents/{agentId}', () => {
    it('answers the agent', async () => {
      const res = await get(`/api/property-agents/${home.agentId}`, {}, searcher);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        name: 'Thames Homes',
        brandImageUrl: '/media/thames.png',
        contactPhone: '0118 111 2222',
      });
    });

    it('answers 404 for an unknown agent and 400 for a malformed id', async () => {
      expect((await get('/api/property-agents/987654321', {}, searcher)).statusCode).toBe(404);
      expect((await get('/api/property-agents/agent-1', {}, searcher)).statusCode).toBe(400);
    });
  });

  describe('GET /api/property/crimes', () => {
    const centre = { lat: 53.8, lng: -1.55 };
    const crimes = [
      // [north m, east m, month, type]
      [0, 100, '2024-12-01', 'Burglary'],
      [300, -300, '2024-06-01', 'Vehicle crime'],
      [0, 495, '2024-01-01', 'Shoplifting'],
      [0, 505, '2024-12-01', 'Robbery'],
      [360, 360, '2024-12-01', 'Drugs'],
      [10, 10, '2023-12-01', 'Arson'],
      [2000, 0, '2024-12-01', 'Theft'],
    ] as const;

    beforeAll(async () => {
      await t.database.db
        .insertInto('crimes')
        .values(
          crimes.map(([north, east, month, type], i) => {
            const p = offsetMetres(centre, north, east);
            return {
              crime_key: `k${i}`,
              month,
              reported_by: 'West Yorkshire Police',
              lat: p.lat,
              lng: p.lng,
              location: `On or near Street ${i}`,
              crime_type: type,
            };
          }),
        )
        .execute();
    });

    it('answers the crimes within 500 m of the latest 12 months held, newest first', async () => {
      const res = await get(
        '/api/property/crimes',
        { latitude: String(centre.lat), longitude: String(centre.lng) },
        searcher,
      );
      expect(res.statusCode).toBe(200);
      const rows = res.json() as {
        crime_type: string;
        crime_date: string;
        latitude: number;
        longitude: number;
        distance: number;
        reported_by: string;
        location: string;
      }[];
      // Latest month held: 2024-12, so the window is 2024-01 .. 2024-12.
      const expected = crimes
        .filter(([north, east, month]) => {
          const p = offsetMetres(centre, north, east);
          return haversineMetres(centre.lat, centre.lng, p.lat, p.lng) <= 500 && month >= '2024-01';
        })
        .map(([, , , type]) => type);
      expect(rows.map((r) => r.crime_type).sort()).toEqual([...expected].sort());
      expect(rows.map((r) => r.crime_type)).toEqual(['Burglary', 'Vehicle crime', 'Shoplifting']);
      for (const r of rows) {
        expect(
          haversineMetres(centre.lat, centre.lng, r.latitude, r.longitude),
        ).toBeLessThanOrEqual(500);
      }
      expect(rows[0]).toMatchObject({
        crime_date: '2024-12',
        reported_by: 'West Yorkshire Police',
        location: 'On or near Street 0',
      });
      expect(rows[0]!.distance).toBeCloseTo(100, 0);
    });

    it.each([
      [{}, 'latitude'],
      [{ latitude: '91', longitude: '0' }, 'latitude'],
      [{ latitude: '51', longitude: 'east' }, 'longitude'],
      [{ latitude: '51', longitude: '0', radius: '900' }, 'radius'],
    ])('%j is a 400 naming %s', async (query, field) => {
      const res = await get('/api/property/crimes', query as Record<string, string>, searcher);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toContain(field);
    });
  });

  describe('POST /api/property/nearest/schools/explorer', () => {
    const centre = { lat: 52.2, lng: 0.12 };

    beforeAll(async () => {
      const phases = ['Primary', 'Secondary', 'Not applicable'];
      await t.database.db
        .insertInto('schools')
        .values([
          ...Array.from({ length: 14 }, (_, i) => {
            const p = offsetMetres(centre, (i + 1) * 400 * (i % 2 ? 1 : -1), 150 * i);
            return {
              urn: 500 + i,
              name: `School ${i}`,
              phase: phases[i % 3]!,
              status: 'Open',
              lat: p.lat,
              lng: p.lng,
              ofsted_rating: i % 4 === 0 ? null : 'Good',
              ofsted_date: i % 4 === 0 ? null : '2023-05-10',
            };
          }),
          {
            urn: 999,
            name: 'Closed School',
            phase: 'Primary',
            status: 'Closed',
            lat: centre.lat,
            lng: centre.lng,
          },
        ])
        .execute();
    });

    it('answers the 10 nearest open schools, nearest first', async () => {
      const res = await post(
        '/api/property/nearest/schools/explorer',
        { latitude: centre.lat, longitude: centre.lng },
        searcher,
      );
      expect(res.statusCode).toBe(200);
      const rows = res.json() as Record<string, unknown>[];
      expect(rows).toHaveLength(10);
      expect(rows.map((r) => r.school_name)).not.toContain('Closed School');
      const distances = rows.map((r) => r.school_distance as number);
      expect([...distances].sort((a, b) => a - b)).toEqual(distances);
      expect(rows[0]).toMatchObject({
        school_name: 'School 0',
        grade: 'Primary',
        rating: null,
        rating_date: null,
      });
      expect(rows[1]).toMatchObject({ rating: 'Good', rating_date: '2023-05-10' });
      const first = rows[0]!;
      expect(first.school_distance).toBe(
        Math.round(
          haversineMetres(
            centre.lat,
            centre.lng,
            first.school_latitude as number,
            first.school_longitude as number,
          ),
        ),
      );
    });

    it('takes a smaller limit', async () => {
      const res = await post(
        '/api/property/nearest/schools/explorer',
        { latitude: centre.lat, longitude: centre.lng, limit: 3 },
        searcher,
      );
      expect((res.json() as unknown[]).length).toBe(3);
    });

    it.each([
      [{ latitude: 52 }, 'longitude'],
      [{ latitude: 52, longitude: 0, limit: 11 }, 'limit'],
      [{ latitude: 52, longitude: 0, limit: 0 }, 'limit'],
      [{ latitude: '52', longitude: 0 }, 'latitude'],
    ])('%j is a 400 naming %s', async (body, field) => {
      const res = await post('/api/property/nearest/schools/explorer', body, searcher);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors ?? {}).join(',')).toContain(field);
    });
  });

  describe('GET /api/property/nearest/facilities', () => {
    it('answers the nearest school, bus stop and station to the postcode centroid', async () => {
      const pc = postcodes.find((p) => p.postcode === home.postcode)!;
      const bus = offsetMetres(pc, 150, 0);
      const farBus = offsetMetres(pc, 600, 0);
      const rail = offsetMetres(pc, 0, 2500);
      const school = offsetMetres(pc, -300, 0);
      await t.database.db
        .insertInto('transport_stops')
        .values([
          { atco_code: 'B1', name: 'Town Hall', type: 'bus', lat: bus.lat, lng: bus.lng },
          { atco_code: 'B2', name: 'Far Stop', type: 'bus', lat: farBus.lat, lng: farBus.lng },
          { atco_code: 'R1', name: 'Reading', type: 'rail', lat: rail.lat, lng: rail.lng },
        ])
        .execute();
      await t.database.db
        .insertInto('schools')
        .values({
          urn: 700,
          name: 'Battle Primary',
          phase: 'Primary',
          status: 'Open',
          lat: school.lat,
          lng: school.lng,
          ofsted_rating: 'Outstanding',
        })
        .execute();
      const res = await get(
        '/api/property/nearest/facilities',
        { postCode: home.postcode.replace(' ', '').toLowerCase() },
        searcher,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        post_code: home.postcode,
        latitude: pc.lat,
        longitude: pc.lng,
        nearestBusStopName: 'Town Hall',
        nearestBusStopDistanceMts: 150,
        nearestRailwayStationName: 'Reading',
        nearestRailwayStationDistanceMts: 2500,
        nearestSchoolName: 'Battle Primary',
        nearestSchoolOSRating: 'Outstanding',
        nearestSchoolDistanceMts: 300,
      });
    });

    it('answers 404 for a postcode not held and 400 for a malformed one', async () => {
      expect(
        (await get('/api/property/nearest/facilities', { postCode: 'ZE1 0AA' }, searcher))
          .statusCode,
      ).toBe(404);
      expect(
        (await get('/api/property/nearest/facilities', { postCode: 'nope' }, searcher)).statusCode,
      ).toBe(400);
    });
  });

  describe('GET /api/property/deprivation', () => {
    it('answers the LSOA with its rank and the share more deprived', async () => {
      const db = t.database.db;
      await db
        .insertInto('lsoas')
        .values({
          code: 'E01016000',
          name: 'Reading 010A',
          imd_rank: 16_423,
          imd_decile: 5,
          imd_nation_count: 32_844,
          imd_vintage: '2019',
        })
        .execute();
      await sql`UPDATE postcodes SET lsoa_code = 'E01016000' WHERE postcode = ${home.postcode}`.execute(
        db,
      );
      const res = await get('/api/property/deprivation', { postCode: home.postcode }, searcher);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        lsoaCode: 'E01016000',
        lsoaName: 'Reading 010A',
        imdRank: 16_423,
        imdDecile: 5,
        moreDeprived: 50,
        nationCount: 32_844,
        vintage: '2019',
      });
    });

    it('answers 404 without data and 400 for a district', async () => {
      const other = postcodes.find((p) => p.district === 'M21')!.postcode;
      expect(
        (await get('/api/property/deprivation', { postCode: other }, searcher)).statusCode,
      ).toBe(404);
      expect(
        (await get('/api/property/deprivation', { postCode: 'RG1' }, searcher)).statusCode,
      ).toBe(400);
    });
  });

  describe('GET /api/property/rental', () => {
    const centre = { lat: 51.75, lng: -1.26 };

    beforeAll(async () => {
      const rows = [
        // [north m, bedrooms, status, sub type, let type]
        [100, 2, 'available', 'Flat', 'Long term'],
        [200, 3, 'let_agreed', 'Terraced', 'Long term'],
        [300, 2, 'available', 'Flat', 'Long term'],
        [400, 2, 'withdrawn', 'Flat', 'Long term'],
        [50, 2, 'available', 'Room', 'Long term'],
        [2500, 2, 'available', 'Flat', 'Long term'],
        [9000, 2, 'available', 'Flat', 'Long term'],
        // Not what a whole home lets for: a student let, a commercial unit, a commercial let.
        [60, 2, 'available', 'Flat', 'Student'],
        [70, 2, 'available', 'Mixed Use', 'Long term'],
        [80, 2, 'available', 'Flat', 'Commercial'],
      ] as const;
      await t.database.db
        .insertInto('listings')
        .values(
          rows.map(([north, bedrooms, status, subType, letType], i) => {
            const p = offsetMetres(centre, north, 0);
            return {
              source: 'test',
              source_ref: `OX-RENT-${i}`,
              transaction_type: 'rent' as const,
              status,
              list_price: 1_000 + i * 100,
              bedrooms,
              property_type: 'F' as const,
              property_sub_type: subType,
              let_type: letType,
              postcode: 'OX1 1AA',
              area: 'OX',
              district: 'OX1',
              lat: p.lat,
              lng: p.lng,
            };
          }),
        )
        .execute();
    });

    it('answers live whole-property rentals nearest first, same bedrooms', async () => {
      const res = await get(
        '/api/property/rental',
        {
          latitude: String(centre.lat),
          longitude: String(centre.lng),
          bedrooms: '2',
          areaCode: 'OX1',
          limit: '5',
        },
        searcher,
      );
      expect(res.statusCode).toBe(200);
      const rows = res.json() as Record<string, unknown>[];
      expect(rows.map((r) => r.distance)).toEqual([100, 300, 2500]);
      expect(rows[0]).toMatchObject({
        post_code: 'OX1 1AA',
        property_type: 'F',
        price_amount: 1_000,
        bedrooms: 2,
        status: 'available',
      });
    });

    it("leaves out a PLO pair's own rental with excludePropertyId, the rest in order (issue 25)", async () => {
      const query = {
        latitude: String(centre.lat),
        longitude: String(centre.lng),
        bedrooms: '2',
        areaCode: 'OX1',
      };
      const all = (await get('/api/property/rental', query, searcher)).json() as {
        property_id: string;
        distance: number;
      }[];
      const own = all[0]!;
      const res = await get(
        '/api/property/rental',
        { ...query, excludePropertyId: own.property_id },
        searcher,
      );
      expect(res.statusCode).toBe(200);
      const rows = res.json() as { property_id: string; distance: number }[];
      expect(rows.map((r) => r.property_id)).not.toContain(own.property_id);
      expect(rows.map((r) => r.distance)).toEqual(all.slice(1).map((r) => r.distance));
      const bad = await get('/api/property/rental', { ...query, excludePropertyId: 'x' }, searcher);
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors)).toContain('excludePropertyId');
    });

    it('answers every bedroom count without bedrooms, limited', async () => {
      const res = await get(
        '/api/property/rental',
        { latitude: String(centre.lat), longitude: String(centre.lng), limit: '2' },
        searcher,
      );
      expect((res.json() as { distance: number }[]).map((r) => r.distance)).toEqual([100, 200]);
    });

    it.each([
      [{ latitude: '51' }, 'longitude'],
      [{ latitude: '51', longitude: '0', limit: '50' }, 'limit'],
      [{ latitude: '51', longitude: '0', bedrooms: 'two' }, 'bedrooms'],
      [{ latitude: '51', longitude: '0', areaCode: 'RG1 1AA' }, 'areaCode'],
      [{ latitude: '51', longitude: '0', size: '5' }, 'size'],
    ])('%j is a 400 naming %s', async (query, field) => {
      const res = await get('/api/property/rental', query as Record<string, string>, searcher);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toContain(field);
    });
  });

  describe('POST /api/property/recent/sold', () => {
    const centre = { lat: 51.46, lng: -0.97 };

    beforeAll(async () => {
      const db = t.database.db;
      await db
        .insertInto('epc_certificates')
        .values({
          lmk_key: 'LMK-1',
          postcode: 'RG1 8AA',
          total_floor_area: 81.5,
          current_energy_rating: 'C',
          inspection_date: '2023-02-01',
        })
        .execute();
      const sales = [
        // [north m, date, type, district, lmk]
        [100, '2024-06-01', 'T', 'RG1', 'LMK-1'],
        [500, '2024-09-01', 'F', 'RG1', null],
        [1500, '2024-10-01', 'T', 'RG1', null],
        [200, '2024-11-01', 'T', 'RG2', null],
        [300, '2023-01-01', 'T', 'RG1', null],
      ] as const;
      await db
        .insertInto('sold_prices')
        .values(
          sales.map(([north, date, type, district, lmk], i) => {
            const p = offsetMetres(centre, north, 0);
            return {
              transaction_id: randomUUID(),
              price: 200_000 + i * 1_000,
              date_of_transfer: date,
              postcode: `${district} 8AA`,
              property_type: type,
              old_new: 'N',
              duration: 'F',
              paon: String(i + 1),
              street: 'MILL LANE',
              town: 'READING',
              ppd_category: 'A',
              record_status: 'A',
              postcode_district: district,
              lat: p.lat,
              lng: p.lng,
              epc_lmk_key: lmk,
            };
          }),
        )
        .execute();
    });

    const details = { postCode: 'RG1 8AA', latitude: centre.lat, longitude: centre.lng };

    it("answers the district's sales within 1 km newest first with their EPC", async () => {
      const res = await post(
        '/api/property/recent/sold',
        { ...details, address: 'ignored', listPrice: 1, images: 'a,b' },
        searcher,
      );
      expect(res.statusCode).toBe(200);
      const rows = res.json() as Record<string, unknown>[];
      expect(rows.map((r) => r.date_of_transfer)).toEqual([
        '2024-09-01',
        '2024-06-01',
        '2023-01-01',
      ]);
      expect(rows[1]).toEqual({
        post_code: 'RG1 8AA',
        address: '1 Mill Lane, Reading',
        property_type: 'T',
        sold_price: 200_000,
        date_of_transfer: '2024-06-01',
        total_floor_area: 81.5,
        inspection_date: '2023-02-01',
        current_energy_rating: 'C',
        distance: 100,
      });
      expect(rows[0]).toMatchObject({ current_energy_rating: null, distance: 500 });
    });

    it('keeps to the property type when given', async () => {
      const res = await post(
        '/api/property/recent/sold',
        { ...details, propertyType: 'F' },
        searcher,
      );
      expect((res.json() as unknown[]).length).toBe(1);
    });

    it.each([
      [{ latitude: 51, longitude: 0 }, 'postCode'],
      [{ ...details, postCode: 'RG1' }, 'postCode'],
      [{ ...details, latitude: 'north' }, 'latitude'],
      [{ ...details, propertyType: 'X' }, 'propertyType'],
    ])('%j is a 400 naming %s', async (body, field) => {
      const res = await post('/api/property/recent/sold', body, searcher);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toContain(field);
    });
  });

  describe('GET /api/property/similar', () => {
    it('answers up to 12 live sale cards of the type in the area, nearest first', async () => {
      const res = await get(
        '/api/property/similar',
        {
          postCode: home.postcode,
          areaCode: 'RG',
          propertyType: 'T',
          latitude: String(home.lat),
          longitude: String(home.lng),
          propertyId: String(home.id),
        },
        searcher,
      );
      expect(res.statusCode).toBe(200);
      const cards = res.json() as Record<string, unknown>[];
      const expected = listings
        .filter(
          (l) =>
            onTheMarket(l) &&
            l.property_type === 'T' &&
            l.area === 'RG' &&
            l.lat !== null &&
            l.lng !== null &&
            haversineMetres(home.lat, home.lng, l.lat, l.lng) <= 5_000,
        )
        .map((l) => ({ id: String(l.id), d: haversineMetres(home.lat, home.lng, l.lat!, l.lng!) }))
        .sort((a, b) => a.d - b.d)
        .slice(0, 12);
      expect(expected.length).toBeGreaterThan(0);
      expect(cards.map((c) => c.propertyId)).toEqual(expected.map((e) => e.id));
      expect(cards.map((c) => c.propertyId)).not.toContain(String(home.id));
      expect(cards[0]).toHaveProperty('favoriteId', null);
      expect(cards[0]).toHaveProperty('range1Price');
    });

    it('takes the postcode centroid and district when no point is given', async () => {
      const res = await get(
        '/api/property/similar',
        { postCode: home.postcode, propertyType: 'T' },
        searcher,
      );
      expect(res.statusCode).toBe(200);
      const cards = res.json() as { postCode: string }[];
      for (const card of cards) expect(card.postCode.startsWith('RG1 ')).toBe(true);
    });

    it.each([
      [{}, 'latitude'],
      [{ latitude: '51' }, 'longitude'],
      [{ postCode: 'RG1 1AB', propertyType: 'Z' }, 'propertyType'],
      [{ postCode: 'RG1 1AB', areaCode: '1RG' }, 'areaCode'],
      [{ postCode: 'RG1 1AB', sort: 'roi' }, 'sort'],
    ])('%j is a 400 naming %s', async (query, field) => {
      const res = await get('/api/property/similar', query as Record<string, string>, searcher);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toContain(field);
    });

    it('answers 404 for an unknown postcode without a point', async () => {
      const res = await get('/api/property/similar', { postCode: 'ZE1 0AA' }, searcher);
      expect(res.statusCode).toBe(404);
    });
  });
});
