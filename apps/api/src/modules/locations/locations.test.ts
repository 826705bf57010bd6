import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suggestionToFilter } from '@yardstick/core/search/location-suggestion';
import { filterToQueryParams, searchFilterSchema } from '@yardstick/core/search/filter';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  generateListings,
  insertListings,
  seedGeography,
  signedInUser,
  type ListingFixture,
  type SignedInUser,
} from '../../../test/search-fixtures.ts';
import { referencePlaceDistricts, referenceSearch } from '../../../test/search-reference.ts';
import { ensurePlacesFresh, parsePolygonShape, postcodeCentroids } from './locations.service.ts';

describe('location suggestions', () => {
  let t: TestApp;
  let listings: ListingFixture[];
  let user: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    const postcodes = await seedGeography(t.database.db);
    listings = await insertListings(t.database.db, generateListings(3, 200, postcodes));
    user = await signedInUser(t.database.db, ['property_estimates_es', 'area_polygon']);
  });
  afterAll(() => t.close());

  const suggest = async (q: string) => {
    const res = await t.app.inject({ url: '/api/master/postcode/area', query: { q } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { type: string; code: string; label: string; latitude: number }[];
  };

  it('suggests a district, then its sectors, for an outcode', async () => {
    const list = await suggest('rg1');
    expect(list[0]).toMatchObject({ type: 'district', code: 'RG1', label: 'RG1, Reading' });
    expect(list.filter((s) => s.type === 'sector').map((s) => s.code)).toEqual(
      expect.arrayContaining(['RG1 1', 'RG1 2', 'RG1 5']),
    );
    expect(list.every((s) => s.code.replace(' ', '').startsWith('RG1'))).toBe(true);
  });

  it('suggests postcodes as more of one is typed, spaces or not', async () => {
    for (const q of ['RG1 1A', 'rg11a']) {
      const list = await suggest(q);
      expect(list[0]).toMatchObject({
        type: 'postcode',
        code: 'RG1 1AB',
        label: 'RG1 1AB, Reading',
      });
      expect(
        list.filter((s) => s.type === 'postcode').every((s) => s.code.startsWith('RG1 1A')),
      ).toBe(true);
    }
    expect(await suggest('RG11DJ')).toMatchObject([{ type: 'postcode', code: 'RG1 1DJ' }]);
  });

  it('suggests towns, local authorities and counties by name', async () => {
    expect((await suggest('read'))[0]).toMatchObject({
      type: 'town',
      code: 'E06000038',
      label: 'Reading',
    });
    expect((await suggest('Didsb'))[0]).toMatchObject({ type: 'town', code: 'Didsbury' });
    expect((await suggest('oxfordshire'))[0]).toMatchObject({ type: 'county', code: 'E10000025' });
    expect((await suggest('south ox'))[0]).toMatchObject({ type: 'town', code: 'E07000179' });
    expect(await suggest('zzz')).toEqual([]);
  });

  it('gives each suggestion a centre', async () => {
    const [reading] = await suggest('reading');
    expect(reading!.latitude).toBeGreaterThan(51.4);
    expect(reading!.latitude).toBeLessThan(51.5);
  });

  it("gives the postcodes' centroids, leaving out an unknown postcode", async () => {
    const { rows } = await sql<{ lat: number; lng: number }>`
      SELECT lat, lng FROM postcodes WHERE postcode = 'RG1 1AB'`.execute(t.database.db);
    const centroids = await postcodeCentroids(t, ['RG1 1AB', 'RG1 1AB', 'ZZ9 9ZZ']);
    expect([...centroids]).toEqual([['RG1 1AB', { lat: rows[0]!.lat, lng: rows[0]!.lng }]]);
    expect((await postcodeCentroids(t, [])).size).toBe(0);
  });

  it('rejects bad input', async () => {
    const long = await t.app.inject({
      url: '/api/master/postcode/area',
      query: { q: 'x'.repeat(61) },
    });
    expect(long.statusCode).toBe(400);
    const unknown = await t.app.inject({
      url: '/api/master/postcode/area',
      query: { q: 'rg', x: '1' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toHaveProperty('x');
    expect(await suggest('')).toEqual([]);
  });

  it('searches a chosen suggestion as the same place', async () => {
    for (const q of ['reading', 'oxfordshire', 'didsbury', 'rg1', 'RG1 1A', 'RG1 5']) {
      const [choice] = await suggest(q);
      const filter = { ...suggestionToFilter(choice as never), size: 100 };
      const params = filterToQueryParams(filter);
      const res = await t.app.inject({
        url: '/api/property/_s/property/estimates',
        query: params,
        headers: { cookie: user.cookie },
      });
      const expected = referenceSearch(listings, searchFilterSchema.parse(params));
      expect(
        res.json().hits.hits.map((h: { _id: string }) => Number(h._id)),
        q,
      ).toEqual(expected.map((l) => l.id));
    }
    expect(referencePlaceDistricts({ name: 'Reading' }).sort()).toEqual(['RG1', 'RG2', 'RG30']);
  });

  it('limits each address to 600 suggestions a minute', async () => {
    const ask = () =>
      t.app.inject({
        url: '/api/master/postcode/area',
        query: { q: 'm2' },
        remoteAddress: '10.9.9.9',
      });
    const statuses: number[] = [];
    for (let i = 0; i < 601; i++) statuses.push((await ask()).statusCode);
    expect(statuses.slice(0, 600).every((s) => s === 200)).toBe(true);
    expect(statuses[600]).toBe(429);
  });

  it('rebuilds the places after an import', async () => {
    await sql`INSERT INTO local_authorities (code, name) VALUES ('E06000041', 'Wokingham')`.execute(
      t.database.db,
    );
    await sql`UPDATE postcodes SET lad_code = 'E06000041' WHERE district = 'RG2'`.execute(
      t.database.db,
    );
    await ensurePlacesFresh(t, { rebuild: true });
    expect((await suggest('woking'))[0]).toMatchObject({ code: 'E06000041' });
    await sql`UPDATE postcodes SET lad_code = 'E06000038' WHERE district = 'RG2'`.execute(
      t.database.db,
    );
    await sql`INSERT INTO imports (source, file, file_name, status, finished_at)
              VALUES ('nspl', 'x', 'x', 'succeeded', now())`.execute(t.database.db);
    await ensurePlacesFresh(t, { checkNow: true });
    expect(await suggest('woking')).toEqual([]);
  });
});

describe('plot polygons', () => {
  let t: TestApp;
  let user: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    user = await signedInUser(t.database.db, ['area_polygon']);
    const centre = { lat: 51.4545, lng: -0.978 };
    for (let i = 0; i < 30; i++) {
      const lat = centre.lat + (i - 15) * 0.0004;
      const lng = centre.lng + ((i % 5) - 2) * 0.0006;
      const d = 0.0001;
      const shape = `((${lng - d},${lat - d}),(${lng + d},${lat - d}),(${lng + d},${lat + d}),(${lng - d},${lat + d}))`;
      await sql`INSERT INTO plot_polygons (id, shape, area_m2, perimeter_m, centroid_lat, centroid_lng)
                VALUES (${1000 + i}, ${shape}::polygon, ${150 + i}, ${50 + i}, ${lat}, ${lng})`.execute(
        t.database.db,
      );
    }
    await sql`INSERT INTO listings (source, source_ref, transaction_type, postcode, plot_polygon_id)
              VALUES ('test', 'p1', 'sale', 'RG1 1AA', 1003)`.execute(t.database.db);
  });
  afterAll(() => t.close());

  it('pages the polygons near a point, nearest first', async () => {
    const query = { latitude: '51.4545', longitude: '-0.978', radius: '300', size: '4' };
    const first = await t.app.inject({
      url: '/api/post-code-polygons',
      query,
      headers: { cookie: user.cookie },
    });
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body.page).toMatchObject({
      number: 0,
      size: 4,
      currentElements: 4,
      totalRelation: 'eq',
    });
    const total = body.page.totalElements;
    expect(total).toBeGreaterThan(4);
    const seen: string[] = [];
    for (let from = 0; from < total; from += 4) {
      const page = await t.app.inject({
        url: '/api/post-code-polygons',
        query: { ...query, from: String(from) },
        headers: { cookie: user.cookie },
      });
      seen.push(...page.json().content.map((p: { id: string }) => p.id));
    }
    expect(new Set(seen).size).toBe(total);
    const one = body.content[0];
    // Polygon 1016 (centroid 61 m away) is the nearest; 1015 (83 m) is not.
    expect(one.id).toBe('1016');
    expect(one.polygonCoordinates).toHaveLength(4);
    expect(one.polygonCoordinates[0][0]).toBeCloseTo(51.4548, 6);
    expect(one.totalArea).toBe(166);
  });

  it("gives one polygon with its listing's postcode, or 404 'No data found'", async () => {
    const res = await t.app.inject({
      url: '/api/post-code-polygons/1003',
      headers: { cookie: user.cookie },
    });
    expect(res.json()).toMatchObject({ id: '1003', postCode: 'RG1 1AA', perimeter: 53 });
    const missing = await t.app.inject({
      url: '/api/post-code-polygons/999999',
      headers: { cookie: user.cookie },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No data found');
    expect((await t.app.inject({ url: '/api/post-code-polygons/1003' })).statusCode).toBe(401);
  });

  it('needs a point, and a radius of at most 5 km', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ longitude: '-0.97' }, 'latitude'],
      [{ latitude: '51.4', longitude: '-0.97', radius: '6000' }, 'radius'],
      [{ latitude: '51.4', longitude: '-0.97', size: '501' }, 'size'],
    ];
    for (const [query, field] of cases) {
      const res = await t.app.inject({
        url: '/api/post-code-polygons',
        query,
        headers: { cookie: user.cookie },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty(field);
    }
  });

  it('parses polygon text as [lat, lng] pairs', () => {
    expect(parsePolygonShape('((-0.97,51.45),(-0.96,51.46),(1e-7,-2.5))')).toEqual([
      [51.45, -0.97],
      [51.46, -0.96],
      [-2.5, 1e-7],
    ]);
  });
});
