import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROPERTY_TYPES,
  RENTAL_DEMAND_LEVELS,
  SCHOOL_RATINGS,
  SEARCH_STATUSES,
  SORT_FIELDS,
} from '@yardstick/core/search/constants';
import {
  filterToQueryParams,
  searchFilterSchema,
  type LatLng,
  type SearchFilter,
} from '@yardstick/core/search/filter';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  DISTRICTS,
  LADS,
  COUNTIES,
  VOCABULARY,
  generateListings,
  insertListings,
  seedGeography,
  signedInUser,
  type ListingFixture,
  type PostcodeFixture,
  type SignedInUser,
} from '../../../test/search-fixtures.ts';
import { distanceToBoundary, referenceSearch } from '../../../test/search-reference.ts';

/**
 * Property-based: random filter combinations against a brute-force computation over the
 * same seeded listings (search-reference.ts). Every answer must hold exactly the expected
 * listings in the expected order, with the exact count.
 */

const opt = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 3 });

function pair(min: number, max: number, step: number) {
  return fc
    .tuple(
      opt(fc.integer({ min: min / step, max: max / step })),
      opt(fc.integer({ min: min / step, max: max / step })),
    )
    .map(([a, b]) => {
      const lo = a === undefined ? undefined : a * step;
      const hi = b === undefined ? undefined : b * step;
      return lo !== undefined && hi !== undefined && lo > hi ? [hi, lo] : [lo, hi];
    });
}

function locationArb(postcodes: PostcodeFixture[]) {
  const codes = [
    ...postcodes.slice(0, 12).map((p) => p.postcode.toLowerCase().replace(' ', '')),
    ...postcodes.filter((_, i) => i % 5 === 0).map((p) => p.postcode),
    ...new Set(postcodes.map((p) => p.sector)),
    ...DISTRICTS.map((d) => d.district),
    'RG',
    'M',
    'L',
    'ZZ9 9ZZ',
    ...LADS.map((l) => l.code),
    ...COUNTIES.map((c) => c.code),
    'Reading',
    'manchester',
    'Didsbury',
    'Earley',
    'Oxfordshire',
    'Speke',
    'Nowhere',
  ];
  const list = fc.uniqueArray(fc.constantFrom(...codes), { minLength: 1, maxLength: 3 });
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: list.map((areaCodes) => ({ areaCodes })) },
    {
      weight: 1,
      arbitrary: fc
        .uniqueArray(fc.constantFrom(...DISTRICTS.map((d) => d.district)), {
          minLength: 1,
          maxLength: 2,
        })
        .map((districts) => ({ districts })),
    },
    { weight: 1, arbitrary: list.map((postCodes) => ({ postCodes })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...codes), fc.constantFrom('', ', UK', ', Berkshire'))
        .map(([text, suffix]) => ({ searchText: `${text}${suffix}` })),
    },
  );
}

const centreArb = fc
  .tuple(fc.constantFrom(...DISTRICTS), fc.double({ min: -0.01, max: 0.01, noNaN: true }))
  .map(([d, jitter]) => ({ lat: d.lat + jitter, lng: d.lng - jitter }));

/** A convex polygon around a point: points on an ellipse at increasing angles. */
const polygonArb = (listings: ListingFixture[]) =>
  fc
    .tuple(
      centreArb,
      fc.uniqueArray(fc.integer({ min: 0, max: 359 }), { minLength: 3, maxLength: 8 }),
      fc.double({ min: 0.002, max: 0.03, noNaN: true }),
    )
    .map(([c, angles, size]): LatLng[] =>
      [...angles]
        .sort((a, b) => a - b)
        .map((deg) => ({
          lat: Number((c.lat + size * Math.sin((deg * Math.PI) / 180)).toFixed(6)),
          lng: Number((c.lng + 1.5 * size * Math.cos((deg * Math.PI) / 180)).toFixed(6)),
        })),
    )
    // No listing within ~1 cm of an edge, where floating point decides.
    .filter((polygon) =>
      listings.every(
        (l) =>
          l.lat === null ||
          l.lng === null ||
          distanceToBoundary({ lat: l.lat, lng: l.lng }, polygon) > 1e-7,
      ),
    );

const keywordArb = fc.oneof(
  fc.constantFrom(...VOCABULARY),
  fc
    .tuple(fc.constantFrom(...VOCABULARY), fc.constantFrom(...VOCABULARY))
    .map(([a, b]) => `${a} ${b}`),
);

function filterArb(
  postcodes: PostcodeFixture[],
  listings: ListingFixture[],
): fc.Arbitrary<Partial<SearchFilter>> {
  return fc
    .record({
      price: pair(0, 1_500_000, 50_000),
      beds: pair(0, 7, 1),
      floor: pair(0, 300, 10),
      school: pair(0, 8, 0.5),
      bus: pair(0, 4, 0.25),
      train: pair(0, 12, 1),
      plot: pair(0, 3000, 100),
      deprivation: pair(0, 100, 5),
      market: pair(-30, 30, 1),
      propertyTypes: opt(fc.subarray([...PROPERTY_TYPES], { minLength: 1 })),
      status: opt(fc.subarray([...SEARCH_STATUSES], { minLength: 1 })),
      soldSTC: opt(fc.boolean()),
      location: locationArb(postcodes),
      circle: opt(fc.tuple(centreArb, fc.integer({ min: 100, max: 4000 }), fc.boolean())),
      polygon: opt(polygonArb(listings)),
      all: opt(fc.uniqueArray(keywordArb, { minLength: 1, maxLength: 2 })),
      any: opt(fc.uniqueArray(keywordArb, { minLength: 1, maxLength: 3 })),
      schoolRating: opt(fc.subarray([...SCHOOL_RATINGS], { minLength: 1, maxLength: 3 })),
      rentalDemand: opt(fc.subarray([...RENTAL_DEMAND_LEVELS], { minLength: 1 })),
      negativeEquity: opt(fc.boolean()),
      bmv: opt(fc.boolean()),
      commercial: opt(fc.boolean()),
      withSaleHistory: opt(fc.boolean()),
      propertiesAfter: opt(
        fc
          .integer({ min: 0, max: 420 })
          .map((d) => new Date(Date.UTC(2024, 0, 1) + d * 86_400_000).toISOString().slice(0, 10)),
      ),
      inSelectedLocation: opt(fc.boolean()),
      sort: fc.record({
        field: fc.constantFrom(...SORT_FIELDS),
        direction: fc.constantFrom('asc' as const, 'desc' as const),
      }),
      page: fc.oneof({ weight: 4, arbitrary: fc.constant(0) }, fc.integer({ min: 1, max: 3 })),
      size: fc.oneof(fc.constant(12), fc.integer({ min: 1, max: 100 })),
      // Each filter group is used in about one case in five, so combinations stay non-empty.
      use: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 18, maxLength: 18 }),
    })
    .map((g) => {
      const f: Partial<SearchFilter> = { sort: g.sort, page: g.page, size: g.size };
      const on = (i: number) => g.use[i] === 0;
      if (on(0)) [f.minPrice, f.maxPrice] = g.price;
      if (on(1)) [f.minBeds, f.maxBeds] = g.beds;
      if (on(2)) [f.minFloorArea, f.maxFloorArea] = g.floor;
      if (on(3)) {
        [f.minSchoolDist, f.maxSchoolDist] = g.school;
        [f.minBusDist, f.maxBusDist] = g.bus;
      }
      if (on(4)) [f.minTrainDist, f.maxTrainDist] = g.train;
      if (on(5)) {
        [f.minPlotArea, f.maxPlotArea] = g.plot;
        [f.minDeprivationIndex, f.maxDeprivationIndex] = g.deprivation;
      }
      if (on(6)) [f.minMarketValue, f.maxMarketValue] = g.market;
      if (on(12)) f.propertyTypes = g.propertyTypes;
      if (on(7)) {
        f.status = g.status;
        f.soldSTC = g.soldSTC;
      }
      Object.assign(f, g.location);
      if (g.circle && on(8)) {
        const [centre, radius, asCenter] = g.circle;
        if (asCenter) f.center = centre;
        else {
          f.latitude = centre.lat;
          f.longitude = centre.lng;
        }
        f.radius = radius;
      }
      if (on(9)) f.polygon = g.polygon;
      if (on(10)) {
        f.matchAllKeywords = g.all;
        f.matchAnyKeywords = g.any;
      }
      if (on(11)) {
        f.schoolRating = g.schoolRating;
        f.rentalDemand = g.rentalDemand;
      }
      if (on(13)) f.negativeEquity = g.negativeEquity;
      if (on(14)) f.bmv = g.bmv;
      if (on(15)) f.commercial = g.commercial;
      if (on(16)) f.withSaleHistory = g.withSaleHistory;
      if (on(17)) f.propertiesAfter = g.propertiesAfter;
      f.inSelectedLocation = g.inSelectedLocation;
      return f;
    });
}

describe('search against a brute-force reference (fast-check)', () => {
  let t: TestApp;
  let user: SignedInUser;
  let listings: ListingFixture[];
  let postcodes: PostcodeFixture[];

  beforeAll(async () => {
    t = await createTestApp();
    postcodes = await seedGeography(t.database.db);
    listings = await insertListings(t.database.db, generateListings(20_251, 400, postcodes));
    user = await signedInUser(t.database.db, ['property_estimates_es']);
  });
  afterAll(() => t.close());

  it('uses words that are each their own lexeme', async () => {
    const { rows } = await sql<{ word: string; lexemes: string }>`
      SELECT w AS word, to_tsvector('english', w)::text AS lexemes
      FROM unnest(${[...VOCABULARY]}::text[]) AS w`.execute(t.database.db);
    const lexemes = rows.map((r) => r.lexemes);
    for (const row of rows) expect(row.lexemes, row.word).toMatch(/^'[a-z]+':1$/);
    expect(new Set(lexemes).size).toBe(VOCABULARY.length);
  });

  it('returns exactly the expected page, order and count for random filters', async () => {
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(filterArb(postcodes, listings), async (partial) => {
        const params = filterToQueryParams(partial);
        const filter = searchFilterSchema.parse(params);
        const res = await t.app.inject({
          url: '/api/property/_s/property/estimates',
          query: params,
          headers: { cookie: user.cookie },
        });
        expect(res.statusCode, res.body).toBe(200);
        const expected = referenceSearch(listings, filter);
        const start = filter.page * filter.size;
        const body = res.json();
        expect(body.hits.total).toEqual({ value: expected.length, relation: 'eq' });
        expect(body.hits.hits.map((h: { _id: string }) => Number(h._id))).toEqual(
          expected.slice(start, start + filter.size).map((l) => l.id),
        );
        if (expected.length > 0) nonEmpty += 1;
      }),
      {
        numRuns: Number(process.env.SEARCH_PBT_RUNS ?? 200),
        seed: Number(process.env.SEARCH_PBT_SEED ?? 4242),
      },
    );
    // The generator must exercise real results, not only empty sets.
    expect(nonEmpty).toBeGreaterThan(60);
  }, 240_000);

  it('sorts every field both ways with a stable tie-break, across pages', async () => {
    for (const field of SORT_FIELDS) {
      for (const direction of ['asc', 'desc'] as const) {
        const filter = searchFilterSchema.parse({ sort: `${field},${direction}`, size: '100' });
        const expected = referenceSearch(listings, filter).map((l) => l.id);
        const seen: number[] = [];
        for (let page = 0; page * 100 < expected.length; page++) {
          const res = await t.app.inject({
            url: '/api/property/price/estimates',
            query: { sort: `${field} ${direction}`, size: '100', page: String(page) },
            headers: { cookie: user.cookie },
          });
          expect(res.statusCode, res.body).toBe(200);
          seen.push(...res.json().content.map((c: { propertyId: string }) => Number(c.propertyId)));
        }
        expect(seen, `${field} ${direction}`).toEqual(expected);
      }
    }
  }, 120_000);
});
