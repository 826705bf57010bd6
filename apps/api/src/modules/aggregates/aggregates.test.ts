import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { isNonResidential } from '@yardstick/core/estimates/estimate-scope';
import {
  generateListings,
  insertListings,
  seedGeography,
  signedInUser,
  type ListingFixture,
} from '../../../test/search-fixtures.ts';
import { onTheMarket } from '../../../test/search-reference.ts';

describe('top cities', () => {
  let t: TestApp;
  let listings: ListingFixture[];

  beforeAll(async () => {
    t = await createTestApp();
    const postcodes = await seedGeography(t.database.db);
    listings = await insertListings(t.database.db, generateListings(11, 300, postcodes));
  });
  afterAll(() => t.close());

  const mean = (values: number[]) =>
    values.length ? values.reduce((a, b) => a + b, 0) / values.length : null;

  it('aggregates the sale listings of each district, in the order asked', async () => {
    const res = await t.app.inject({
      url: '/api/aggregates/top/cities/estimate',
      query: { districtCodes: 'M21,rg1,L24,XX9' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.map((r: { district_code: string }) => r.district_code)).toEqual([
      'M21',
      'RG1',
      'L24',
      'XX9',
    ]);
    for (const row of body.slice(0, 3)) {
      // What the default search counts: residential sale listings on the market.
      const on = listings.filter(
        (l) =>
          l.district === row.district_code &&
          onTheMarket(l) &&
          !isNonResidential({ propertySubType: l.property_sub_type }),
      );
      const price = mean(on.flatMap((l) => (l.list_price === null ? [] : [l.list_price])));
      const bmv = mean(on.flatMap((l) => (l.avg_bmv === null ? [] : [l.avg_bmv])));
      const roi = mean(on.flatMap((l) => (l.roi === null ? [] : [l.roi])));
      expect(row.total).toBe(on.length);
      expect(row.avg_price).toBe(Math.round(price!));
      expect(row.avg_bmv).toBeCloseTo(bmv!, 1);
      expect(row.avg_roi).toBeCloseTo(roi!, 2);
    }
    expect(body[0].district_name).toBe('Chorlton-cum-Hardy');
    expect(body[1].district_name).toBe('Reading');
    expect(body[3]).toEqual({
      district_code: 'XX9',
      district_name: 'XX9',
      total: 0,
      avg_price: null,
      avg_bmv: null,
      avg_roi: null,
    });
  });

  it("counts what 'See properties' finds: the default search of the district", async () => {
    const searcher = await signedInUser(t.database.db, ['property_estimates_es']);
    const districts = ['M21', 'RG1', 'L24'];
    const res = await t.app.inject({
      url: '/api/aggregates/top/cities/estimate',
      query: { districtCodes: districts.join(',') },
    });
    const cities = res.json<{ district_code: string; total: number }[]>();
    // The fixtures hold commercial listings in these districts, which the search leaves out.
    const commercial = listings.filter(
      (l) =>
        districts.includes(l.district ?? '') &&
        onTheMarket(l) &&
        isNonResidential({ propertySubType: l.property_sub_type }),
    );
    expect(commercial.length).toBeGreaterThan(0);
    for (const city of cities) {
      const search = await t.app.inject({
        url: '/api/property/price/estimates',
        query: { districts: city.district_code, size: '1' },
        headers: { cookie: searcher.cookie },
      });
      expect(search.statusCode, search.body).toBe(200);
      const found = search.json<{ page: { totalElements: number } }>().page.totalElements;
      expect(city.total, city.district_code).toBe(found);
    }
  });

  it('needs valid district codes', async () => {
    const queries: Record<string, string>[] = [
      {},
      { districtCodes: 'Reading' },
      { districtCodes: 'RG1', x: '1' },
    ];
    for (const query of queries) {
      const res = await t.app.inject({ url: '/api/aggregates/top/cities/estimate', query });
      expect(res.statusCode).toBe(400);
    }
  });
});
