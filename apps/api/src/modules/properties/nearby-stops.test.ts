import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haversineMetres, offsetMetres } from '@yardstick/core/geo/haversine';
import type { StopRow } from '@yardstick/core/property/nearby';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { signedInUser, type SignedInUser } from '../../../test/search-fixtures.ts';

/**
 * POST /api/property/nearest/stops/explorer on a real database: active stops of the asked
 * kind nearest first, within 2 km (bus) or 20 km (rail), distances as haversine in metres.
 */

const URL = '/api/property/nearest/stops/explorer';
const centre = { lat: 54.5, lng: -3.1 };

type Stop = {
  atco_code: string;
  name: string;
  type: 'bus' | 'rail' | 'tram';
  status?: string;
  at: number[];
};

/** Bus stops 130 m apart in turning directions, listed out of order; then the odd ones. */
const STOPS: Stop[] = [
  ...Array.from({ length: 13 }, (_, i): Stop => {
    const n = 12 - i;
    const metres = 130 * (n + 1);
    const angle = (n * 47 * Math.PI) / 180;
    return {
      atco_code: `TB${String(n).padStart(2, '0')}`,
      name: `Bus ${n}`,
      type: 'bus',
      at: [metres * Math.cos(angle), metres * Math.sin(angle)],
    };
  }),
  { atco_code: 'TBFAR', name: 'Bus beyond 2 km', type: 'bus', at: [0, 2_100] },
  { atco_code: 'TBOLD', name: 'Bus inactive', type: 'bus', status: 'inactive', at: [50, 0] },
  { atco_code: 'TBACT', name: 'Bus act', type: 'bus', status: 'act', at: [-60, 0] },
  { atco_code: 'TTRAM', name: 'Tram stop', type: 'tram', at: [40, 0] },
  { atco_code: 'TR1', name: 'Station 1', type: 'rail', at: [900, 0] },
  { atco_code: 'TR1BUS', name: 'Station 1', type: 'rail', at: [950, 0] },
  { atco_code: 'TR2', name: 'Station 2', type: 'rail', at: [-7_000, 3_000] },
  { atco_code: 'TR3', name: 'Station 3', type: 'rail', at: [0, -19_500] },
  { atco_code: 'TRFAR', name: 'Station beyond 20 km', type: 'rail', at: [20_500, 0] },
  { atco_code: 'TROLD', name: 'Station closed', type: 'rail', status: 'del', at: [100, 0] },
];

describe('POST /api/property/nearest/stops/explorer', () => {
  let t: TestApp;
  let searcher: SignedInUser;
  let noAttributes: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    searcher = await signedInUser(db, ['property_estimates_es']);
    noAttributes = await signedInUser(db, ['favorite_properties']);
    await db
      .insertInto('transport_stops')
      .values(
        STOPS.map((s) => {
          const p = offsetMetres(centre, s.at[0]!, s.at[1]!);
          return {
            atco_code: s.atco_code,
            name: s.name,
            type: s.type,
            status: s.status ?? null,
            lat: p.lat,
            lng: p.lng,
          };
        }),
      )
      .execute();
  });
  afterAll(() => t?.close());

  const post = (payload: unknown, user?: SignedInUser) =>
    t.app.inject({
      method: 'POST',
      url: URL,
      payload: payload as Record<string, unknown>,
      headers: user ? user.headers : { 'x-requested-with': 'yardstick' },
    });
  const stops = async (payload: Record<string, unknown>) => {
    const res = await post({ latitude: centre.lat, longitude: centre.lng, ...payload }, searcher);
    expect(res.statusCode).toBe(200);
    return res.json() as StopRow[];
  };

  it('answers the 10 nearest active bus stops, nearest first, with haversine distances', async () => {
    const rows = await stops({ kind: 'bus' });
    expect(rows.map((r) => r.stop_code)).toEqual([
      'TBACT',
      'TB00',
      'TB01',
      'TB02',
      'TB03',
      'TB04',
      'TB05',
      'TB06',
      'TB07',
      'TB08',
    ]);
    expect(rows.every((r) => r.kind === 'bus')).toBe(true);
    expect(rows[1]).toMatchObject({ stop_name: 'Bus 0', stop_code: 'TB00', stop_distance: 130 });
    for (const r of rows) {
      expect(r.stop_distance).toBe(
        Math.round(haversineMetres(centre.lat, centre.lng, r.stop_latitude, r.stop_longitude)),
      );
    }
  });

  it('leaves out inactive stops, other kinds and stops beyond 2 km', async () => {
    const names = (await stops({ kind: 'bus', limit: 10 })).map((r) => r.stop_name);
    expect(names).not.toContain('Bus inactive');
    expect(names).not.toContain('Tram stop');
    // The far stop lies 2.1 km east of the centre; every other bus stop within 1.7 km of it.
    const at = (east: number) => {
      const p = offsetMetres(centre, 0, east);
      return stops({ kind: 'bus', latitude: p.lat, longitude: p.lng });
    };
    expect((await at(4_050)).map((r) => [r.stop_code, r.stop_distance])).toEqual([
      ['TBFAR', 1_950],
    ]);
    expect(await at(4_150)).toEqual([]);
  });

  it('answers only stations for rail, within 20 km, active only, each name once', async () => {
    const rows = await stops({ kind: 'rail' });
    expect(rows.map((r) => r.stop_code)).toEqual(['TR1', 'TR2', 'TR3']);
    expect(rows.every((r) => r.kind === 'rail')).toBe(true);
    // Straight offsets north and west are exact; the diagonal one is checked by haversine.
    expect([rows[0]!.stop_distance, rows[2]!.stop_distance]).toEqual([900, 19_500]);
    for (const r of rows) {
      expect(r.stop_distance).toBe(
        Math.round(haversineMetres(centre.lat, centre.lng, r.stop_latitude, r.stop_longitude)),
      );
    }
  });

  it('respects the limit', async () => {
    const bus = await stops({ kind: 'bus', limit: 3 });
    expect(bus.map((r) => r.stop_code)).toEqual(['TBACT', 'TB00', 'TB01']);
    expect(await stops({ kind: 'rail', limit: 1 })).toHaveLength(1);
  });

  it('answers an empty list where nothing is near', async () => {
    expect(await stops({ kind: 'rail', latitude: 50.1, longitude: -5.6 })).toEqual([]);
  });

  it.each([
    [{ latitude: 54.5, longitude: -3.1, kind: 'tram' }, 'kind'],
    [{ latitude: 54.5, longitude: -3.1 }, 'kind'],
    [{ latitude: 91, longitude: -3.1, kind: 'bus' }, 'latitude'],
    [{ latitude: 54.5, longitude: -181, kind: 'bus' }, 'longitude'],
    [{ latitude: 54.5, longitude: -3.1, kind: 'bus', limit: 0 }, 'limit'],
    [{ latitude: 54.5, longitude: -3.1, kind: 'bus', limit: 11 }, 'limit'],
    [{ latitude: 54.5, longitude: -3.1, kind: 'bus', limit: 2.5 }, 'limit'],
    [{ latitude: 54.5, longitude: -3.1, kind: 'bus', radius: 5 }, 'radius'],
  ])('%j is a 400 naming %s', async (body, field) => {
    const res = await post(body, searcher);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(field);
  });

  it('answers 401 without a session and 403 without property_estimates_es', async () => {
    const body = { latitude: centre.lat, longitude: centre.lng, kind: 'bus' };
    expect((await post(body)).statusCode).toBe(401);
    expect((await post(body, noAttributes)).statusCode).toBe(403);
  });
});
