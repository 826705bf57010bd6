import { RowError } from './row-error.ts';
import { parseDecimal } from './numbers.ts';

export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * The box every UK and Crown Dependency postcode lies in (Scilly and St Kilda to
 * Shetland and Lowestoft, Jersey to Unst). A coordinate outside it is a placeholder or a
 * mistake, never a place we can show on the map.
 */
const UK = { minLat: 49.0, maxLat: 61.0, minLng: -8.8, maxLng: 2.0 };

export function isInUk(lat: number, lng: number): boolean {
  return lat >= UK.minLat && lat <= UK.maxLat && lng >= UK.minLng && lng <= UK.maxLng;
}

/**
 * A WGS84 location from latitude and longitude text, or null when either is blank or the
 * pair is a "no grid reference" placeholder (ONS uses 99.999999 / 0.000000). A pair that
 * is not numeric throws; a numeric pair outside the UK is also treated as unknown.
 */
export function parseUkLatLng(rawLat: string, rawLng: string): LatLng | null {
  const lat = parseDecimal(rawLat, 'latitude');
  const lng = parseDecimal(rawLng, 'longitude');
  if (lat === null || lng === null) return null;
  if (!isInUk(lat, lng)) return null;
  return { lat, lng };
}

/** Like parseUkLatLng, but a numeric pair outside the UK is an error rather than unknown. */
export function parseStrictUkLatLng(rawLat: string, rawLng: string): LatLng | null {
  const lat = parseDecimal(rawLat, 'latitude');
  const lng = parseDecimal(rawLng, 'longitude');
  if (lat === null || lng === null) return null;
  if (!isInUk(lat, lng)) {
    throw new RowError(`location ${lat},${lng} is outside the United Kingdom`);
  }
  return { lat, lng };
}
