import { sql, type RawBuilder } from 'kysely';
import { boundingBox } from '@yardstick/core/geo/haversine';
import type { LatLng } from '@yardstick/core/search/filter';

/**
 * Spatial pieces of the property data queries. Every table with coordinates has a GiST
 * index on point(lng, lat): `inBoxSql` is the index condition (a box holding every point
 * within the radius), `haversineSql` the exact great-circle distance in metres, computed as
 * core/geo/haversine.ts does (same Earth radius), so a row is "within r metres" exactly when
 * haversineMetres says so.
 */

/** Mean Earth radius of core/geo/haversine.ts (IUGG), in metres. */
const EARTH_RADIUS_M = 6_371_008.8;

/** Distance in metres from the row's `alias.lat`/`alias.lng` to the point. */
export function haversineSql(alias: string, point: LatLng): RawBuilder<number> {
  const lat = sql.ref(`${alias}.lat`);
  const lng = sql.ref(`${alias}.lng`);
  return sql<number>`(2 * ${EARTH_RADIUS_M}::float8 * asin(least(1, sqrt(
    power(sin(radians(${lat} - ${point.lat}::float8) / 2), 2) +
    cos(radians(${point.lat}::float8)) * cos(radians(${lat})) *
    power(sin(radians(${lng} - ${point.lng}::float8) / 2), 2)))))`;
}

/** `point(alias.lng, alias.lat)` inside the box around the point: the GiST index condition. */
export function inBoxSql(alias: string, point: LatLng, metres: number): RawBuilder<boolean> {
  const box = boundingBox(point.lat, point.lng, metres);
  const lat = sql.ref(`${alias}.lat`);
  const lng = sql.ref(`${alias}.lng`);
  return sql<boolean>`point(${lng}, ${lat}) <@ box(point(${box.minLng}::float8, ${box.minLat}::float8), point(${box.maxLng}::float8, ${box.maxLat}::float8))`;
}

/**
 * Nearest-first search by growing radius: runs `within(r)` (which answers rows within r
 * metres, nearest first, at most `want`) for each radius in turn until one answers `want`
 * rows or the radii run out. Exact: any row within r lies in r's box, so the first `want`
 * rows within r are the nearest `want` overall.
 */
export async function nearestByRadius<T>(
  radii: readonly number[],
  want: number,
  within: (metres: number) => Promise<T[]>,
): Promise<T[]> {
  let rows: T[] = [];
  for (const metres of radii) {
    rows = await within(metres);
    if (rows.length >= want) return rows;
  }
  return rows;
}
