import type { RawBuilder } from 'kysely';
import { distanceToPoint, pointInBox } from '@yardstick/db/sql-fragments';
import { boundingBox } from '@yardstick/core/geo/haversine';
import type { LatLng } from '@yardstick/core/search/filter';

/**
 * Spatial pieces of the property data queries. Every table with coordinates has a GiST
 * index on point(lng, lat): `inBoxSql` is the index condition (a box holding every point
 * within the radius), `haversineSql` the exact great-circle distance in metres, computed as
 * core/geo/haversine.ts does (the shared fragments of @yardstick/db), so a row is "within r metres" exactly when
 * haversineMetres says so.
 */

/** Distance in metres from the row's `alias.lat`/`alias.lng` to the point. */
export function haversineSql(alias: string, point: LatLng): RawBuilder<number> {
  return distanceToPoint(`${alias}.lat`, `${alias}.lng`, point);
}

/** `point(alias.lng, alias.lat)` inside the box around the point: the GiST index condition. */
export function inBoxSql(alias: string, point: LatLng, metres: number): RawBuilder<boolean> {
  return pointInBox(`${alias}.lat`, `${alias}.lng`, boundingBox(point.lat, point.lng, metres));
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
