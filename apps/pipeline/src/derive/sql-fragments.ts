import { sql, type RawBuilder } from 'kysely';

/**
 * SQL fragments shared by the derive step and the backtest. Each mirrors a function of
 * packages/core exactly (same constants, same rounding), so a figure computed in SQL equals
 * the one the core function gives for the same inputs; the tests check that they agree.
 * Fragments take column references (trusted SQL text written in this folder), never user input.
 */

/** Mean Earth radius of packages/core/src/geo/haversine.ts. */
export const EARTH_RADIUS_M = 6_371_008.8;
/** Metres per degree of latitude on that sphere. */
export const METRES_PER_DEGREE = (EARTH_RADIUS_M * Math.PI) / 180;

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

/** Great-circle distance in metres, as core's haversineMetres. */
export function haversine(lat1: string, lng1: string, lat2: string, lng2: string): string {
  return `(2 * ${EARTH_RADIUS_M} * asin(least(1, sqrt(
    power(sin(radians((${lat2}) - (${lat1})) / 2), 2) +
    cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians((${lng2}) - (${lng1})) / 2), 2)))))`;
}

/**
 * A box (in the point(lng, lat) space of the GiST indexes) holding every point within
 * `metres` of (lat, lng): the candidate filter before the exact haversine test.
 */
export function boxAround(lat: string, lng: string, metres: number): string {
  const dLat = (metres / METRES_PER_DEGREE) * 1.001;
  return `box(point((${lng}) - ${dLat} / greatest(cos(radians(${lat})), 1e-6), (${lat}) - ${dLat}),
              point((${lng}) + ${dLat} / greatest(cos(radians(${lat})), 1e-6), (${lat}) + ${dLat}))`;
}

/**
 * Whether two points are within `metres` (a number written by this module) of each other,
 * exactly as the haversine distance says, computed cheaply: the local flat-earth distance
 * decides unless it is within 0.5% of the limit, where the haversine formula does.
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

/**
 * One part of a normalised address: lower case, every run of other characters than a-z and
 * 0-9 to one space, trimmed (the normalisation of listings.address_key).
 */
export function normPart(expr: string): string {
  return `btrim(regexp_replace(lower(coalesce(${expr}, '')), '[^a-z0-9]+', ' ', 'g'))`;
}

/**
 * The normalised address key of a Price Paid record or listing from its SAON, PAON and street:
 * 'flat 2|14|oak road' (the format of listings.address_key).
 */
export function addressKey(saon: string, paon: string, street: string): string {
  return `(${normPart(saon)} || '|' || ${normPart(paon)} || '|' || ${normPart(street)})`;
}

/** An address's words in order, for matching EPC addresses (address1..3) against a sale. */
export function addressWords(...parts: string[]): string {
  return normPart(`concat_ws(' ', ${parts.join(', ')})`);
}

/** The words of an address key ('flat 2|14|oak road' -> 'flat 2 14 oak road'), as addressWords. */
export function wordsOfKey(key: string): string {
  return `concat_ws(' ', nullif(split_part(${key}, '|', 1), ''), nullif(split_part(${key}, '|', 2), ''),
                    nullif(split_part(${key}, '|', 3), ''))`;
}

/** Confidence of core's estimateConfidence from the count, quartiles and median. */
export function confidence(n: string, q1: string, q3: string, med: string): string {
  const spread = `(CASE WHEN (${med}) > 0 THEN ((${q3}) - (${q1})) / (${med}) ELSE 'Infinity'::float8 END)`;
  return `(CASE WHEN (${n}) < 8 OR ${spread} > 0.5 THEN 'Low'
               WHEN (${n}) >= 20 AND ${spread} < 0.25 THEN 'High'
               ELSE 'Medium' END)`;
}

/** Houses (D, S, T) are compared together, flats (F) apart; other types ('O') with every type. */
export function typeGroup(propertyType: string): string {
  return `(CASE WHEN (${propertyType}) IN ('D', 'S', 'T') THEN 'H' WHEN (${propertyType}) = 'F' THEN 'F' ELSE 'A' END)`;
}

/** A rental listing that lets a room rather than a whole property (the HMO room market). */
export function isRoomLet(alias: string): string {
  return `(coalesce(${alias}.property_sub_type, '') ~* '(^|[^a-z])(room|house share|flat share)' OR coalesce(${alias}.let_type, '') ~* 'room')`;
}

/** A listing still on the market (not withdrawn, sold, let, or removed by the feed). */
export function isActive(alias: string): string {
  return `(${alias}.removed_on IS NULL AND ${alias}.status NOT IN ('withdrawn', 'sold', 'let'))`;
}

/** A let agreed (or completed) listing. */
export function isLetAgreed(alias: string): string {
  return `(${alias}.status IN ('let_agreed', 'let'))`;
}

export const raw = (text: string): RawBuilder<unknown> => sql.raw(text);

/**
 * The address key a listing is matched on: built from its SAON, PAON and street when the
 * feed split the address, else the feed's own `address_key`.
 */
export function listingKey(alias: string): string {
  return `(CASE WHEN coalesce(${alias}.paon, '') <> ''
               THEN ${addressKey(`${alias}.saon`, `${alias}.paon`, `${alias}.street`)}
               ELSE ${alias}.address_key END)`;
}
