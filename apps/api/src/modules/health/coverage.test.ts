import { coverageSchema } from '@yardstick/core/coverage';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  generateListings,
  insertListings,
  seedGeography,
  type ListingFixture,
} from '../../../test/search-fixtures.ts';
import { onTheMarket } from '../../../test/search-reference.ts';
import { getCoverage } from './coverage.service.ts';

describe('GET /api/health/coverage', () => {
  let t: TestApp;
  let listings: ListingFixture[];

  beforeAll(async () => {
    t = await createTestApp();
    const postcodes = await seedGeography(t.database.db);
    listings = await insertListings(t.database.db, generateListings(31, 200, postcodes));
  });
  afterAll(() => t.close());

  it('names no places on real or empty data', async () => {
    const res = await t.app.inject({ url: '/api/health/coverage' });
    expect(res.statusCode).toBe(200);
    expect(coverageSchema.parse(res.json())).toEqual({ places: null });
  });

  it('names the towns and districts holding sale listings on the market, on demo data', async () => {
    await sql`INSERT INTO app_settings (key, value) VALUES ('data_mode', '"demo"'::jsonb)
              ON CONFLICT (key) DO UPDATE SET value = excluded.value`.execute(t.database.db);
    // Past the cache of the answer above.
    const { places } = await getCoverage(t, Date.now() + 120_000);
    const byDistrict = new Map<string, number>();
    for (const l of listings.filter((l) => onTheMarket(l) && l.district)) {
      byDistrict.set(l.district!, (byDistrict.get(l.district!) ?? 0) + 1);
    }
    expect(places).not.toBeNull();
    const districts = places!.flatMap((p) => p.districts).sort();
    expect(districts).toEqual([...byDistrict.keys()].sort());
    const total = places!.reduce((n, p) => n + p.listings, 0);
    expect(total).toBe([...byDistrict.values()].reduce((a, b) => a + b, 0));
    // Towns are the first of the district's towns: RG1 is Reading, M21 Chorlton-cum-Hardy.
    const placeOf = (d: string) => places!.find((p) => p.districts.includes(d))?.place;
    if (byDistrict.has('RG1')) expect(placeOf('RG1')).toBe('Reading');
    if (byDistrict.has('M21')) expect(placeOf('M21')).toBe('Chorlton-cum-Hardy');
    for (const p of places!) {
      const counts = p.districts.map((d) => byDistrict.get(d)!);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    }
  });
});
