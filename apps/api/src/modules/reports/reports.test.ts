import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { signedInUser, type SignedInUser } from '../../../test/search-fixtures.ts';

/**
 * The reports' calls against an independent computation on a small fixture: three districts
 * of the UK HPI (one missing its flat series, one starting late), unit postcodes with yields,
 * and Price Paid sales around one postcode.
 */
const MONTHS = 60; // 2020-01 .. 2024-12
const monthOf = (k: number) => {
  const d = new Date(Date.UTC(2020, k, 1));
  return d.toISOString().slice(0, 10);
};
interface Area {
  code: string;
  name: string;
  county: string | null;
  region: string;
  base: number;
  growth: number;
  noFlat?: boolean;
  firstMonth?: number;
  /** A demo install's series (hpi.provenance 'demo', migration 0100). */
  demo?: boolean;
}
const AREAS: Area[] = [
  {
    code: 'E06000038',
    name: 'Reading',
    county: null,
    region: 'E12000008',
    base: 80,
    growth: 0.004,
  },
  {
    code: 'E08000003',
    name: 'Manchester',
    county: 'E11000001',
    region: 'E12000002',
    base: 60,
    growth: 0.008,
    noFlat: true,
  },
  {
    code: 'E08000012',
    name: 'Liverpool',
    county: 'E11000002',
    region: 'E12000002',
    base: 50,
    growth: 0.006,
    firstMonth: 20,
  },
  {
    code: 'E08000009',
    name: 'Trafford',
    county: 'E11000001',
    region: 'E12000002',
    base: 70,
    growth: -0.001,
  },
  {
    code: 'E06000041',
    name: 'Wokingham',
    county: null,
    region: 'E12000008',
    base: 90,
    growth: 0.002,
  },
  {
    code: 'E08000006',
    name: 'Salford',
    county: 'E11000001',
    region: 'E12000002',
    base: 55,
    growth: 0.01,
    demo: true,
  },
];
const TYPES = [
  'index',
  'detached_index',
  'semi_detached_index',
  'terraced_index',
  'flat_index',
] as const;
/** Index of an area, series and month, rounded to 2 decimals as the UK HPI publishes. */
function indexOf(a: Area, series: number, k: number): number | null {
  if (k < (a.firstMonth ?? 0)) return null;
  if (a.noFlat && series === 4) return null;
  return Math.round(a.base * Math.pow(1 + a.growth * (1 + series / 10), k) * 100) / 100;
}
const pct = (then: number | null, now: number | null) =>
  then === null || now === null ? null : Math.round((now / then - 1) * 100 * 100) / 100;
const COUNTY: Record<string, string> = { E11000001: 'Greater Manchester', E11000002: 'Merseyside' };
const REGION: Record<string, string> = { E12000008: 'South East', E12000002: 'North West' };
const countyOf = (a: Area) => (a.county ? COUNTY[a.county]! : REGION[a.region]!);

describe('reports', () => {
  let t: TestApp;
  let member: SignedInUser;
  let other: SignedInUser;
  let valuer: SignedInUser;
  let stranger: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    for (const [code, name] of Object.entries(REGION)) {
      await sql`INSERT INTO regions (code, name, country_code) VALUES (${code}, ${name}, 'E92000001')`.execute(
        db,
      );
    }
    for (const [code, name] of Object.entries(COUNTY)) {
      await sql`INSERT INTO counties (code, name, region_code) VALUES (${code}, ${name}, 'E12000002')`.execute(
        db,
      );
    }
    for (const a of AREAS) {
      await sql`INSERT INTO local_authorities (code, name, county_code, region_code, country_code)
                VALUES (${a.code}, ${a.name}, ${a.county}, ${a.region}, 'E92000001')`.execute(db);
      for (let k = 0; k < MONTHS; k++) {
        if (k < (a.firstMonth ?? 0)) continue;
        const v = TYPES.map((_, s) => indexOf(a, s, k));
        await sql`INSERT INTO hpi (area_code, date, area_name, index, detached_index,
                  semi_detached_index, terraced_index, flat_index, provenance)
                  VALUES (${a.code}, ${monthOf(k)}::date, ${a.name}, ${v[0]}, ${v[1]}, ${v[2]}, ${v[3]}, ${v[4]},
                          ${a.demo ? 'demo' : 'published'})`.execute(db);
      }
    }
    // A local authority without HPI rows is not a district of the report.
    await sql`INSERT INTO local_authorities (code, name, region_code) VALUES ('E06000099', 'Nowhere', 'E12000008')`.execute(
      db,
    );
    // Postcodes of RG1 with yields (one outside the plausible band) and one of RG2.
    const yields: [string, string, number | null, number, number][] = [];
    for (let i = 0; i < 13; i++) {
      yields.push([`RG1 ${i}AA`, 'RG1', 3 + i * 0.37, 1000 + i * 25, 250000 + i * 5000]);
    }
    yields.push(['RG1 9ZZ', 'RG1', 22.5, 2000, 100000]);
    yields.push(['RG1 9ZY', 'RG1', null, 900, 200000]);
    yields.push(['RG2 0AA', 'RG2', 6.1, 1200, 230000]);
    for (const [code, parent, y, rent, price] of yields) {
      await sql`INSERT INTO area_stats (level, code, parent_code, avg_yield, avg_price, avg_rent, sale_listings, rent_listings)
                VALUES ('postcode', ${code}, ${parent}, ${y}, ${price}, ${rent}, 3, 1)`.execute(db);
    }
    await sql`INSERT INTO area_stats (level, code, parent_code, avg_yield, avg_price, avg_rent, sale_listings, rent_listings, rooms_available, avg_room_rent)
              VALUES ('district', 'RG1', 'RG', 5.5, 300000, 1200, 120, 80, 7, 650),
                     ('district', 'RG2', 'RG', 6.1, 230000, 1200, 30, 10, 0, NULL),
                     ('area', 'RG', NULL, 5.6, 280000, 1200, 150, 90, 7, 650)`.execute(db);
    // The valuation's postcode and sales around it.
    await sql`INSERT INTO postcodes (postcode, area, district, sector, lat, lng, lad_code, region_code, country_code, source)
              VALUES ('RG1 5AA', 'RG', 'RG1', 'RG1 5', 51.45, -0.97, 'E06000038', 'E12000008', 'E92000001', 'demo'),
                     ('RG1 5AB', 'RG', 'RG1', 'RG1 5', 51.451, -0.971, 'E06000038', 'E12000008', 'E92000001', 'demo')`.execute(
      db,
    );
    const sales: [string, number, string, string, number][] = [
      ['00000000-0000-4000-8000-000000000001', 300000, '2022-03-10', 'T', 90],
      ['00000000-0000-4000-8000-000000000002', 320000, '2023-06-01', 'S', 100],
      ['00000000-0000-4000-8000-000000000003', 280000, '2021-01-15', 'T', 80],
      ['00000000-0000-4000-8000-000000000004', 200000, '2024-02-01', 'F', 55],
      ['00000000-0000-4000-8000-000000000005', 350000, '2010-05-05', 'D', 120],
    ];
    for (const [id, price, date, type, area] of sales) {
      await sql`INSERT INTO sold_prices (transaction_id, price, date_of_transfer, postcode, property_type,
                old_new, duration, paon, street, town, ppd_category, record_status, postcode_sector,
                postcode_district, lat, lng, total_floor_area)
                VALUES (${id}, ${price}, ${date}::date, 'RG1 5AB', ${type}, 'N', 'F', ${id.slice(-1)},
                'HIGH STREET', 'READING', 'A', 'A', 'RG1 5', 'RG1', 51.451, -0.971, ${area})`.execute(
        db,
      );
    }
    member = await signedInUser(db, ['area_analytics', 'valuation']);
    other = await signedInUser(db, ['area_analytics']);
    valuer = await signedInUser(db, ['valuation', 'property_estimates_es']);
    stranger = await signedInUser(db, []);
  });
  afterAll(() => t.close());

  const get = (url: string, query: Record<string, string> = {}, user?: SignedInUser) =>
    t.app.inject({ url, query, headers: user ? { cookie: user.cookie } : {} });

  it('lists every district the HPI holds with its county, else region (public)', async () => {
    const res = await get('/api/aggregates/districts');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(
      [...AREAS]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((a) => ({
          district_code: a.code,
          district_name: a.name,
          county_name: countyOf(a),
          region_name: REGION[a.region],
        })),
    );
  });

  it('answers the percentage change over each duration, with null for a missing type', async () => {
    const latest = MONTHS - 1;
    for (const duration of ['12', '36', '60', '120', 'max']) {
      const res = await get('/api/reports/hpi', { duration, size: '30' });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.latestMonth).toBe('2024-12-01');
      const n = duration === 'max' ? null : Number(duration);
      expect(body.fromMonth).toBe(n === null ? null : monthOf(latest - n));
      const expected = [...AREAS]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((a) => {
          const change = (s: number) => {
            const first = n === null ? Math.max(a.firstMonth ?? 0, 0) : latest - n;
            return pct(first < 0 ? null : indexOf(a, s, first), indexOf(a, s, latest));
          };
          return {
            districtCode: a.code,
            countyName: countyOf(a),
            districtName: a.name,
            detachedHpi: change(1),
            semiDetachedHpi: change(2),
            terracedHpi: change(3),
            flatHpi: change(4),
            otherHpi: change(0),
            regionName: REGION[a.region],
            source: a.demo ? 'demo' : 'published',
          };
        });
      expect(body.content).toEqual(expected);
      // Published series and one demo series (Salford): the page says both.
      expect(body.source).toBe('mixed');
      expect(body.page.totalElements).toBe(AREAS.length);
    }
    const manchester = (await get('/api/reports/hpi', { duration: '12' }))
      .json()
      .content.find((r: { districtName: string }) => r.districtName === 'Manchester');
    expect(manchester.flatHpi).toBeNull();
  });

  it('pages, sorts (missing last) and searches county or district', async () => {
    const all = (await get('/api/reports/hpi', { duration: '36', size: '30' })).json().content;
    const byTerraced = [...all].sort(
      (a: { terracedHpi: number | null }, b: { terracedHpi: number | null }) =>
        (b.terracedHpi ?? -Infinity) - (a.terracedHpi ?? -Infinity),
    );
    const page1 = (
      await get('/api/reports/hpi', {
        duration: '36',
        size: '2',
        page: '1',
        sort: 'terracedHpi desc',
      })
    ).json();
    expect(page1.content.map((r: { districtCode: string }) => r.districtCode)).toEqual(
      byTerraced.slice(2, 4).map((r: { districtCode: string }) => r.districtCode),
    );
    expect(page1.page).toMatchObject({ number: 1, size: 2, totalElements: 6, totalPages: 3 });
    const flats = (await get('/api/reports/hpi', { duration: '12', sort: 'flatHpi,asc' })).json()
      .content;
    expect(flats.at(-1).districtName).toBe('Manchester');
    const search = (await get('/api/reports/hpi', { search: 'greater man' })).json();
    expect(search.content.map((r: { districtName: string }) => r.districtName)).toEqual([
      'Manchester',
      'Salford',
      'Trafford',
    ]);
    // The region (the page's Region column) is searched and sorted too.
    const northWest = (
      await get('/api/reports/hpi', { search: 'north west', sort: 'regionName,desc' })
    ).json();
    expect(northWest.content).toHaveLength(4);
    const byRegion = (await get('/api/reports/hpi', { sort: 'regionName,desc' })).json().content;
    expect(byRegion.map((r: { regionName: string }) => r.regionName)).toEqual([
      'South East',
      'South East',
      'North West',
      'North West',
      'North West',
      'North West',
    ]);
    const none = (await get('/api/reports/hpi', { search: '100%_' })).json();
    expect(none.content).toEqual([]);
    expect(none.page.totalElements).toBe(0);
  });

  it('charts chosen districts over a duration and the top 5 capital gains', async () => {
    const res = await get('/api/reports/hpi/highest-yields', {
      duration: '12',
      districtCodes: 'E08000003,E06000038',
      propertyType: 'flat',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.series).toHaveLength(13);
    expect(body.series[0]).toBe('2023-12');
    expect(Object.keys(body.data)).toEqual(['Manchester', 'Reading']);
    expect(body.data.Manchester.every((v: number | null) => v === null)).toBe(true);
    expect(body.data.Reading.at(-1)).toBe(indexOf(AREAS[0]!, 4, MONTHS - 1));
    expect(body.source).toBe('published');
    expect(body.districts).toEqual([
      { code: 'E08000003', name: 'Manchester', source: 'published' },
      { code: 'E06000038', name: 'Reading', source: 'published' },
    ]);
    const demo = (
      await get('/api/reports/hpi/highest-yields', {
        duration: '12',
        districtCodes: 'E08000006,E06000038',
      })
    ).json();
    expect(demo.source).toBe('mixed');
    expect(demo.districts.map((d: { source: string }) => d.source)).toEqual(['demo', 'published']);

    const max = (
      await get('/api/reports/hpi/highest-yields', { duration: 'max', districtCodes: 'E08000012' })
    ).json();
    expect(max.series[0]).toBe('2021-09');
    expect(max.series).toHaveLength(MONTHS - 20);

    const top = (
      await get('/api/reports/hpi/highest-yields', { duration: '36', topDistricts: 'true' })
    ).json();
    const from = MONTHS - 1 - 36;
    const expected = AREAS.filter((a) => indexOf(a, 0, from) !== null)
      .map((a) => ({ name: a.name, change: pct(indexOf(a, 0, from), indexOf(a, 0, MONTHS - 1))! }))
      .sort((a, b) => b.change - a.change)
      .slice(0, 5)
      .map((a) => a.name);
    expect(Object.keys(top.data)).toEqual(expected);

    const range = (
      await get('/api/reports/hpi/highest-yields', {
        hpiDateGt: '2021-01-01',
        hpiDateLt: '2021-06-01',
        districtCodes: 'E06000038',
      })
    ).json();
    expect(range.series).toEqual([
      '2021-01',
      '2021-02',
      '2021-03',
      '2021-04',
      '2021-05',
      '2021-06',
    ]);
  });

  it('answers the year-on-year change of the postcode district (public)', async () => {
    const res = await get('/api/aggregates/hpi-yields', { postCode: 'rg15aa', duration: '60' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.series).toHaveLength(60);
    const reading = AREAS[0]!;
    const k = MONTHS - 1;
    expect(body.data.Reading.at(-1)).toBe(pct(indexOf(reading, 0, k - 12), indexOf(reading, 0, k)));
    expect(body.data.Reading[0]).toBeNull(); // 2020-01 has no month a year before
    expect(body.source).toBe('published');
    expect((await get('/api/aggregates/hpi-yields', { postCode: 'ZZ9 9ZZ' })).statusCode).toBe(404);
  });

  it('answers area averages and postcode yields per page, outliers left out', async () => {
    expect((await get('/api/aggregates/area-averages', { areaCode: 'RG1' })).statusCode).toBe(401);
    expect(
      (await get('/api/aggregates/area-averages', { areaCode: 'RG1' }, stranger)).statusCode,
    ).toBe(403);
    const res = await get('/api/aggregates/area-averages', { areaCode: 'rg1' }, other);
    expect(res.statusCode, res.body).toBe(200);
    const included = Array.from({ length: 13 }, (_, i) => 3 + i * 0.37);
    expect(res.json()).toEqual({
      area: 'RG1',
      level: 'district',
      avg_yield: Math.round((included.reduce((a, b) => a + b, 0) / 13) * 100) / 100,
      avg_price: 300000,
      avg_rent: 1200,
      total_listing: 120,
      rent_listings: 80,
      yield_postcodes: 13,
      roomAvg: { roomsWanted: null, roomsAvailable: 7, avgPrice: 650 },
    });
    const area = (await get('/api/aggregates/area-averages', { areaCode: 'RG' }, valuer)).json();
    expect(area.yield_postcodes).toBe(14);

    // The 13 postcodes are split once: the higher 7 are the high list, the lower 6 the low list.
    const high = (
      await get(
        '/api/aggregates/yields',
        { areaCode: 'RG1', order: 'high', page: '0', size: '5' },
        member,
      )
    ).json();
    expect(high.content).toHaveLength(5);
    expect(high.content[0]).toMatchObject({
      area: 'RG1 12AA',
      avg_yield: 3 + 12 * 0.37,
      avg_rent: 1300,
      avg_price: 310000,
    });
    expect(high.page).toMatchObject({ totalElements: 7, totalPages: 2 });
    const high2 = (
      await get(
        '/api/aggregates/yields',
        { areaCode: 'RG1', order: 'high', page: '1', size: '5' },
        member,
      )
    ).json();
    expect(high2.content.map((r: { area: string }) => r.area)).toEqual(['RG1 7AA', 'RG1 6AA']);
    const low = (
      await get('/api/aggregates/yields', { areaCode: 'RG1', order: 'low', size: '10' }, member)
    ).json();
    expect(low.page).toMatchObject({ totalElements: 6, totalPages: 1 });
    expect(low.content.map((r: { area: string }) => r.area)).toEqual([
      'RG1 0AA',
      'RG1 1AA',
      'RG1 2AA',
      'RG1 3AA',
      'RG1 4AA',
      'RG1 5AA',
    ]);
    // A page past the end still says how many the list holds.
    const past = (
      await get('/api/aggregates/yields', { areaCode: 'RG1', order: 'low', page: '3' }, member)
    ).json();
    expect(past.content).toEqual([]);
    expect(past.page).toMatchObject({ totalElements: 6 });
    // One postcode with a yield (RG2) is the high list alone: too few to rank a low one.
    const one = async (order: string) =>
      (await get('/api/aggregates/yields', { areaCode: 'RG2', order }, member)).json();
    expect((await one('high')).content.map((r: { area: string }) => r.area)).toEqual(['RG2 0AA']);
    expect((await one('low')).page).toMatchObject({ totalElements: 0 });
    expect(
      (await get('/api/aggregates/area-averages', { areaCode: 'ZZ9' }, member)).statusCode,
    ).toBe(404);
  });

  it('refuses malformed input with a 400 naming the field', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['/api/reports/hpi', { duration: '7' }, 'duration'],
      ['/api/reports/hpi', { size: '0' }, 'size'],
      ['/api/reports/hpi', { sort: 'password desc' }, 'sort'],
      ['/api/reports/hpi', { sort: 'districtName; DROP TABLE hpi' }, 'sort'],
      ['/api/reports/hpi', { page: '-1' }, 'page'],
      ['/api/reports/hpi', { x: '1' }, 'x'],
      ['/api/reports/hpi/highest-yields', { districtCodes: "E06000038'--" }, 'districtCodes'],
      ['/api/reports/hpi/highest-yields', {}, 'districtCodes'],
      [
        '/api/reports/hpi/highest-yields',
        { hpiDateGt: '2019-13-01', districtCodes: 'E06000038' },
        'hpiDateGt',
      ],
      ['/api/aggregates/hpi-yields', { postCode: 'nope' }, 'postCode'],
      ['/api/aggregates/hpi-yields', { postCode: 'RG1 5AA', duration: '5' }, 'duration'],
    ];
    for (const [url, query, field] of cases) {
      const res = await get(url, query);
      expect(res.statusCode, `${url} ${JSON.stringify(query)}`).toBe(400);
      expect(Object.keys(res.json().errors ?? {})).toContain(field);
    }
    for (const [query, field] of [
      [{ areaCode: 'RG1 5AA5' }, 'areaCode'],
      [{ areaCode: 'RG1', order: 'middle' }, 'order'],
      [{ areaCode: 'RG1', size: '1000' }, 'size'],
    ] as const) {
      const res = await get('/api/aggregates/yields', query, member);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
  });

  const post = (payload: object, user: SignedInUser | null = member) =>
    t.app.inject({
      method: 'POST',
      url: '/api/reports/valuation',
      payload,
      headers: user ? user.headers : { 'x-requested-with': 'yardstick' },
    });

  it('prepares the query text and values it: HPI price, index change, avg price', async () => {
    const q = await get(
      '/api/reports/valuation/query',
      {
        postCode: 'rg15aa',
        soldDate: '2021-01-15',
        soldPrice: '280000',
        sqMts: '80',
        propertyType: 'T',
      },
      member,
    );
    expect(q.statusCode, q.body).toBe(200);
    const query = q.json().query;
    expect(query).toBe(
      'postcode = RG1 5AA\nsold_date = 2021-01-15\nsold_price = 280000\nsq_m = 80\nproperty_type = T\nradius = 1000\nyears = 5',
    );
    const res = await post({ query });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const reading = AREAS[0]!;
    const then = indexOf(reading, 3, 12)!;
    const now = indexOf(reading, 3, MONTHS - 1)!;
    expect(body.hpiPrice).toBe(Math.round(280000 * (now / then)));
    expect(body.hpi).toBe(pct(then, now));
    expect(body.explanation).toMatchObject({
      hpiArea: 'Reading',
      hpiSeries: 'Terraced',
      indexThen: then,
      indexNow: now,
    });
    // Houses of the last 5 years with a floor area: t1, t2, t3 (t4 a flat, t5 too old).
    const series: Record<string, number> = { T: 3, S: 2 };
    const adj = [
      [300000, '2022-03', 'T', 90],
      [320000, '2023-06', 'S', 100],
      [280000, '2021-01', 'T', 80],
    ].map(([price, month, type, area]) => {
      const k =
        (Number(String(month).slice(0, 4)) - 2020) * 12 + Number(String(month).slice(5)) - 1;
      const s = series[type as string]!;
      return Math.round(
        ((price as number) * indexOf(reading, s, MONTHS - 1)!) /
          indexOf(reading, s, k)! /
          (area as number),
      );
    });
    const sorted = [...adj].sort((a, b) => a - b);
    expect(
      body.comparables
        .map((c: { adjustedPpsm: number }) => c.adjustedPpsm)
        .sort((a: number, b: number) => a - b),
    ).toEqual(sorted);
    expect(body.explanation.medianPpsm).toBe(sorted[1]);
    expect(body.avgPrice).toBe(sorted[1]! * 80);

    const edited = await post({ query: query.replace('years = 5', 'years = 1') });
    expect(edited.json().avgPrice).toBeNull();
    expect(edited.json().explanation.avgPriceNote).toMatch(/Fewer than 3/);
  });

  it('refuses hostile or malformed query text with a 400 naming the line', async () => {
    const base =
      'postcode = RG1 5AA\nsold_date = 2021-01-15\nsold_price = 280000\nproperty_type = T';
    const cases: [string, RegExp][] = [
      [`${base}\n'; DROP TABLE users; -- = 1`, /^Line 5: unknown key/],
      [`SELECT * FROM users`, /^Line 1: expected 'key = value'/],
      [base.replace('2021-01-15', '2021-02-30'), /^Line 2: sold_date: Must be a date/],
      [base.replace('2021-01-15', '1990-01-01'), /^Line 2: sold_date: Must be on or after 1995/],
      [base.replace('280000', '-5'), /^Line 3: sold_price/],
      [base.replace('280000', '1e99'), /^Line 3: sold_price/],
      [`${base}\nradius = 99999`, /^Line 5: radius: Must be between/],
      [`${base}\nyears = 0`, /^Line 5: years/],
      [`${base}\nsq_m = 80; DELETE FROM hpi`, /^Line 5: sq_m: Must be a number/],
      [base.replace('T', 'Castle'), /^Line 4: property_type/],
      [`${base}\npostcode = RG1 5AB`, /^Line 5: 'postcode' is given twice/],
      [base.replace('postcode = RG1 5AA\n', ''), /needs 'postcode'/],
      [`${base}\nsq_m = 8\u00000`, /^Line 5: control characters/],
    ];
    for (const [query, message] of cases) {
      const res = await post({ query });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors.query).toMatch(message);
    }
    expect((await post({ query: 'x'.repeat(3000) })).statusCode).toBe(400);
    expect((await post({ query: base, extra: 1 })).statusCode).toBe(400);
    expect((await post({ query: base }, null)).statusCode).toBe(401);
    expect((await post({ query: base }, other)).statusCode).toBe(403);
    const users = await sql<{ n: number }>`SELECT count(*)::int AS n FROM users`.execute(
      t.database.db,
    );
    expect(users.rows[0]!.n).toBeGreaterThan(0);
    const q = await get(
      '/api/reports/valuation/query',
      { postCode: 'RG1 5AA', soldDate: '2021-01-15', soldPrice: 'abc', propertyType: 'T' },
      member,
    );
    expect(q.statusCode).toBe(400);
    expect(Object.keys(q.json().errors)).toContain('soldPrice');
  });

  it("answers the valuation page's postcode analytics and list", async () => {
    const res = await get(
      '/api/reports/valuation/postcode',
      { postCode: 'RG1 5AB', propertyTypes: 'T,S' },
      valuer,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.sales).toBe(3);
    expect(body.rows.map((r: { sold_price: number }) => r.sold_price)).toEqual([
      320000, 300000, 280000,
    ]);
    expect(body.medianPrice).toBe(300000);
    expect(body.medianPpsm).toBe(Math.round(300000 / 90)); // of 280000/80, 300000/90, 320000/100
    expect(body.salesPerYear).toEqual([
      { year: 2021, sales: 1, medianPrice: 280000 },
      { year: 2022, sales: 1, medianPrice: 300000 },
      { year: 2023, sales: 1, medianPrice: 320000 },
    ]);
    const reading = AREAS[0]!;
    expect(body.hpiChange).toEqual({
      area: 'Reading',
      latestMonth: '2024-12-01',
      change12m: pct(indexOf(reading, 0, MONTHS - 13), indexOf(reading, 0, MONTHS - 1)),
      change60m: null,
      source: 'published',
    });
    const priced = (
      await get(
        '/api/reports/valuation/postcode',
        { postCode: 'RG1 5AB', minPrice: '£300,000', maxFloorArea: '95' },
        valuer,
      )
    ).json();
    expect(priced.rows.map((r: { sold_price: number }) => r.sold_price)).toEqual([300000]); // 320000 (100 m²) and 350000 (120 m²) are larger than 95 m²
    expect(
      (
        await get(
          '/api/reports/valuation/postcode',
          { postCode: 'RG1 5AB', propertyTypes: 'X' },
          valuer,
        )
      ).statusCode,
    ).toBe(400);
  });

  it('values each home of the valuation page once, with its past sales beneath', async () => {
    // 1 High Street sold again, earlier: one home, one estimate today, two sales.
    await sql`INSERT INTO sold_prices (transaction_id, price, date_of_transfer, postcode, property_type,
              old_new, duration, paon, street, town, ppd_category, record_status, postcode_sector,
              postcode_district, lat, lng, total_floor_area)
              VALUES ('00000000-0000-4000-8000-000000000011', 150000, '2020-02-10'::date, 'RG1 5AB', 'T', 'N',
              'F', ' 1', 'High Street', 'READING', 'A', 'A', 'RG1 5', 'RG1', 51.451, -0.971, 90)`.execute(
      t.database.db,
    );
    try {
      const body = (
        await get('/api/reports/valuation/postcode', { postCode: 'RG1 5AB' }, valuer)
      ).json();
      // The Sales History rows stay one per sale; the homes are one per address.
      expect(body.rows).toHaveLength(6);
      expect(body.homes).toHaveLength(5);
      const one = body.homes.find(
        (h: { homeKey: string }) => h.homeKey === 'RG1 5AB||1|high street',
      );
      expect(one.sales.map((s: { sold_price: number }) => s.sold_price)).toEqual([300000, 150000]);
      const reading = AREAS[0]!;
      // Indexed by Reading's terraced series from each sale's month to the latest.
      const indexed = (price: number, k: number) =>
        Math.round((price * indexOf(reading, 3, MONTHS - 1)!) / indexOf(reading, 3, k)!);
      expect(one.sales[0].indexedPrice).toBe(indexed(300000, 26));
      expect(one.sales[1].indexedPrice).toBe(indexed(150000, 1));
      // The estimate today once: the newest sale brought to today.
      expect(one).toMatchObject({
        address: '1 High Street, Reading',
        propertyType: 'T',
        range1Price: indexed(300000, 26),
        range2Price: indexed(300000, 26),
        estimateBasis: 'last-sale',
      });
      // A filter that only the older sale passes still lists the home with both sales.
      const old = (
        await get(
          '/api/reports/valuation/postcode',
          { postCode: 'RG1 5AB', maxPrice: '160000' },
          valuer,
        )
      ).json();
      expect(old.rows.map((r: { sold_price: number }) => r.sold_price)).toEqual([150000]);
      expect(old.homes).toHaveLength(1);
      expect(old.homes[0].sales).toHaveLength(2);
    } finally {
      await sql`DELETE FROM sold_prices WHERE transaction_id = '00000000-0000-4000-8000-000000000011'`.execute(
        t.database.db,
      );
    }
  });

  it('keeps preferences per user, signed in only', async () => {
    const url = '/api/preferences';
    const put = (user: SignedInUser | undefined, configJson: string) =>
      t.app.inject({
        method: 'PUT',
        url,
        query: { preferenceType: 'hpi_analytics' },
        payload: { configJson },
        headers: user ? user.headers : { 'x-requested-with': 'yardstick' },
      });
    expect((await get(url, { preferenceType: 'hpi_analytics' })).statusCode).toBe(401);
    expect((await put(undefined, '{}')).statusCode).toBe(401);
    expect(
      (await get(url, { preferenceType: 'hpi_analytics' }, member)).json().configJson,
    ).toBeNull();
    expect((await put(member, '{"view":"list"}')).statusCode).toBe(200);
    expect((await put(member, '{"view":"chart","duration":36}')).statusCode).toBe(200);
    expect((await put(other, '{"view":"list"}')).statusCode).toBe(200);
    expect((await get(url, { preferenceType: 'hpi_analytics' }, member)).json()).toEqual({
      preferenceType: 'hpi_analytics',
      configJson: '{"view":"chart","duration":36}',
    });
    expect((await get(url, { preferenceType: 'hpi_analytics' }, other)).json().configJson).toBe(
      '{"view":"list"}',
    );
    expect((await put(member, 'not json')).statusCode).toBe(400);
    expect((await put(member, '[1]')).statusCode).toBe(400);
    expect((await get(url, { preferenceType: 'other' }, member)).statusCode).toBe(400);
  });
});
