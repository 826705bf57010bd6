/** Mean Earth radius (IUGG), in metres: every distance in Yardstick, in code and in SQL, uses it. */
export const EARTH_RADIUS_M = 6_371_008.8;
export const METRES_PER_MILE = 1_609.344;
/** Metres per degree of latitude on that sphere. */
export const METRES_PER_DEGREE = (EARTH_RADIUS_M * Math.PI) / 180;

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres between two WGS84 points. */
export function haversineMetres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = rad(lat2 - lat1);
  const dLng = rad(lng2 - lng1);
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

export const milesToMetres = (miles: number) => miles * METRES_PER_MILE;
export const metresToMiles = (metres: number) => metres / METRES_PER_MILE;

/**
 * A latitude/longitude box that contains every point within `metres` of the centre: the
 * candidate filter for a GiST index before the exact haversine test.
 */
export function boundingBox(lat: number, lng: number, metres: number) {
  const dLat = (metres / EARTH_RADIUS_M) * (180 / Math.PI);
  const dLng = dLat / Math.max(Math.cos(rad(lat)), 1e-6);
  return { minLat: lat - dLat, maxLat: lat + dLat, minLng: lng - dLng, maxLng: lng + dLng };
}

/**
 * The point `north` and `east` metres from `from`, taking the Earth as flat around it: for
 * small offsets (test fixtures place points this way; haversineMetres measures them back).
 */
export function offsetMetres(
  from: { lat: number; lng: number },
  north: number,
  east: number,
): { lat: number; lng: number } {
  return {
    lat: from.lat + north / METRES_PER_DEGREE,
    lng: from.lng + east / (METRES_PER_DEGREE * Math.cos(rad(from.lat))),
  };
}

/**
 * How far `to` lies north and east of `from`, in metres, taking the Earth as flat around
 * `from`: offsetMetres undone (the deal pack's locator map places nearby sales this way).
 */
export function northEastMetres(
  from: { lat: number; lng: number },
  to: { lat: number; lng: number },
): { north: number; east: number } {
  return {
    north: (to.lat - from.lat) * METRES_PER_DEGREE,
    east: (to.lng - from.lng) * METRES_PER_DEGREE * Math.cos(rad(from.lat)),
  };
}
