import { sql, type RawBuilder } from 'kysely';
import { EARTH_RADIUS_M, METRES_PER_DEGREE } from '@yardstick/core/geo/haversine';

/**
 * SQL fragments both apps write: great-circle distance, the index box around a point and
 * JavaScript's rounding. Each mirrors packages/core exactly (same Earth radius, same
 * rounding), so "within r metres" in SQL is what core's haversineMetres says and a figure
 * rounded in SQL equals the one core rounds (decision 0008).
 *
 * Column arguments are SQL text written in this code base (`'l.lat'`), never user input;
 * values from a request reach SQL only as numbers checked by `float8`.
 */

/** Metres per degree of latitude on core's sphere (defined in core). */
export { METRES_PER_DEGREE };

/**
 * A JavaScript number as a float8 literal. Only finite numbers are accepted, so the text
 * can hold nothing but a number (String() of a number is what pg would send as a parameter).
 */
export function float8(value: number): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new TypeError(`not a finite number: ${String(value)}`);
  }
  return `${String(value)}::float8`;
}

/** JavaScript's Math.round (half up) on a double: floor(x + 0.5). */
export function jsRound(expr: string): string {
  return `floor((${expr})::float8 + 0.5)`;
}

/** Math.round(x * 10) / 10 as in core's one-decimal figures. */
export function jsRound1(expr: string): string {
  return `(floor((${expr})::float8 * 10 + 0.5) / 10)`;
}

/** Math.round(x * 100) / 100. */
export function jsRound2(expr: string): string {
  return `(floor((${expr})::float8 * 100 + 0.5) / 100)`;
}

/** Great-circle distance in metres between two points given as SQL expressions (core's haversineMetres). */
export function haversine(lat1: string, lng1: string, lat2: string, lng2: string): string {
  return `(2 * ${float8(EARTH_RADIUS_M)} * asin(least(1, sqrt(
    power(sin(radians((${lat2}) - (${lat1})) / 2), 2) +
    cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians((${lng2}) - (${lng1})) / 2), 2)))))`;
}

/**
 * A box (in the point(lng, lat) space of the GiST indexes) holding every point within
 * `metres` of (lat, lng) given as SQL expressions: the candidate filter before the exact
 * haversine test, for joins where the centre is a column.
 */
export function boxAround(lat: string, lng: string, metres: number): string {
  const dLat = (metres / METRES_PER_DEGREE) * 1.001;
  return `box(point((${lng}) - ${dLat} / greatest(cos(radians(${lat})), 1e-6), (${lat}) - ${dLat}),
              point((${lng}) + ${dLat} / greatest(cos(radians(${lat})), 1e-6), (${lat}) + ${dLat}))`;
}

/**
 * Whether two points are within `metres` (a number written by the caller's code) of each
 * other, exactly as the haversine distance says, computed cheaply: the local flat-earth
 * distance decides unless it is within 0.5% of the limit, where the haversine formula does.
 */
export function withinMetres(
  lat1: string,
  lng1: string,
  lat2: string,
  lng2: string,
  metres: number,
): string {
  const d2 = `(power((${lat2}) - (${lat1}), 2) + power(((${lng2}) - (${lng1})) * cos(radians(${lat1})), 2))`;
  const inner = Math.pow((metres * 0.995) / METRES_PER_DEGREE, 2);
  const outer = Math.pow((metres * 1.005) / METRES_PER_DEGREE, 2);
  return `(CASE WHEN ${d2} <= ${inner} THEN true WHEN ${d2} > ${outer} THEN false
               ELSE ${haversine(lat1, lng1, lat2, lng2)} <= ${metres} END)`;
}

export interface LatLngValue {
  lat: number;
  lng: number;
}

export interface LatLngBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/** Distance in metres from the row's coordinate columns to a point (a query's centre). */
export function distanceToPoint(
  latColumn: string,
  lngColumn: string,
  point: LatLngValue,
): RawBuilder<number> {
  return sql.raw<number>(haversine(latColumn, lngColumn, float8(point.lat), float8(point.lng)));
}

/** `point(lng, lat) <@ box`: the condition the GiST index on point(lng, lat) serves. */
export function pointInBox(
  latColumn: string,
  lngColumn: string,
  box: LatLngBox,
): RawBuilder<boolean> {
  return sql.raw<boolean>(
    `point(${lngColumn}, ${latColumn}) <@ box(point(${float8(box.minLng)}, ${float8(box.minLat)}), point(${float8(box.maxLng)}, ${float8(box.maxLat)}))`,
  );
}
