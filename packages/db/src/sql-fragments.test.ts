import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundingBox, haversineMetres } from '@yardstick/core/geo/haversine';
import type { DatabaseHandle } from './database.ts';
import {
  boxAround,
  distanceToPoint,
  float8,
  haversine,
  jsRound,
  jsRound1,
  jsRound2,
  pointInBox,
  withinMetres,
} from './sql-fragments.ts';
import { createTestDatabase } from '../test/test-database.ts';

describe('shared SQL fragments agree with packages/core', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase({ migrate: false });
  });
  afterAll(() => handle.close());

  const one = async <T>(expr: string): Promise<T> => {
    const { rows } = await sql<{ v: T }>`SELECT ${sql.raw(expr)} AS v`.execute(handle.db);
    return rows[0]!.v;
  };

  const pairs: [number, number, number, number][] = [
    [51.4543, -0.9781, 51.4613, -0.9712],
    [53.43, -2.27, 53.48, -2.24],
    [55.95, -3.19, 51.48, -3.18],
    [50.1, -5.5, 50.1000001, -5.5000001],
  ];

  it.each(pairs)('haversine(%f, %f, %f, %f) equals haversineMetres', async (a, b, c, d) => {
    const v = await one<number>(haversine(float8(a), float8(b), float8(c), float8(d)));
    expect(v).toBeCloseTo(haversineMetres(a, b, c, d), 6);
    const viaPoint = await one<number>(
      `(SELECT ${distanceToPoint('p.lat', 'p.lng', { lat: c, lng: d }).compile(handle.db).sql} FROM (SELECT ${a}::float8 AS lat, ${b}::float8 AS lng) p)`,
    );
    expect(viaPoint).toBeCloseTo(haversineMetres(a, b, c, d), 6);
  });

  it.each(pairs)('withinMetres and boxAround hold the haversine answer', async (a, b, c, d) => {
    const metres = haversineMetres(a, b, c, d);
    for (const limit of [metres * 0.99, metres * 1.01]) {
      const within = await one<boolean>(
        withinMetres(float8(a), float8(b), float8(c), float8(d), limit),
      );
      expect(within).toBe(metres <= limit);
    }
    const inBox = await one<boolean>(
      `point(${float8(d)}, ${float8(c)}) <@ ${boxAround(float8(a), float8(b), metres * 1.001)}`,
    );
    expect(inBox).toBe(true);
    const box = boundingBox(a, b, metres * 1.001);
    const inCoreBox = await one<boolean>(
      `(SELECT ${pointInBox('p.lat', 'p.lng', box).compile(handle.db).sql} FROM (SELECT ${c}::float8 AS lat, ${d}::float8 AS lng) p)`,
    );
    expect(inCoreBox).toBe(true);
  });

  it.each([0.5, 1.5, -0.5, -1.5, 2.345, 1234.5678, -7.05])(
    'rounds %f as JavaScript does',
    async (x) => {
      expect(await one<number>(jsRound(float8(x)))).toBe(Math.round(x) + 0); // SQL has no -0
      expect(await one<number>(jsRound1(float8(x)))).toBeCloseTo(Math.round(x * 10) / 10, 9);
      expect(await one<number>(jsRound2(float8(x)))).toBeCloseTo(Math.round(x * 100) / 100, 9);
    },
  );

  it('refuses anything but a finite number as a literal', () => {
    expect(() => float8(Number.NaN)).toThrow(TypeError);
    expect(() => float8(Infinity)).toThrow(TypeError);
    expect(() => float8('1; DROP TABLE x' as unknown as number)).toThrow(TypeError);
    expect(float8(-0.5)).toBe('-0.5::float8');
  });
});
