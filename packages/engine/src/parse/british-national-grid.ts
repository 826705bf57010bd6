import proj4 from 'proj4';
import type { LatLng } from './coordinates.ts';
import { RowError } from './row-error.ts';
import { parseDecimal } from './numbers.ts';

/**
 * EPSG:27700, OSGB36 / British National Grid: Airy 1830 ellipsoid, transverse Mercator
 * from true origin 49N 2W, with the OS seven-parameter Helmert shift to WGS84 (EPSG
 * transformation 1314: tx 446.448 m, ty -125.157 m, tz 542.060 m, rx 0.1502", ry 0.2470",
 * rz 0.8421", scale -20.4894 ppm). The Helmert shift is good to a few metres across
 * Great Britain, ample for postcode and stop locations (OSTN15 would give centimetres).
 */
export const BRITISH_NATIONAL_GRID =
  '+proj=tmerc +lat_0=49 +lon_0=-2 +k=0.9996012717 +x_0=400000 +y_0=-100000 +ellps=airy ' +
  '+towgs84=446.448,-125.157,542.06,0.1502,0.247,0.8421,-20.4894 +units=m +no_defs';

const toWgs84 = proj4(BRITISH_NATIONAL_GRID, 'WGS84');

/** Grid extent: the National Grid's 700 km x 1300 km false-origin square. */
const MAX_EASTING = 700_000;
const MAX_NORTHING = 1_300_000;

/** WGS84 latitude/longitude of a British National Grid easting/northing in metres. */
export function gridToWgs84(easting: number, northing: number): LatLng {
  const [lng, lat] = toWgs84.forward([easting, northing]) as [number, number];
  return { lat, lng };
}

/** WGS84 back to the grid (for tests and fixtures built from WGS84 sources). */
export function wgs84ToGrid(lat: number, lng: number): { easting: number; northing: number } {
  const [easting, northing] = toWgs84.inverse([lng, lat]) as [number, number];
  return { easting, northing };
}

/**
 * A WGS84 location from easting/northing text, or null when either is blank or both are
 * zero (files use 0,0 for "no grid reference"). Non-numeric or off-grid values throw.
 */
export function parseGridLocation(rawEasting: string, rawNorthing: string): LatLng | null {
  const easting = parseDecimal(rawEasting, 'easting');
  const northing = parseDecimal(rawNorthing, 'northing');
  if (easting === null || northing === null) return null;
  if (easting === 0 && northing === 0) return null;
  if (easting < 0 || easting > MAX_EASTING || northing < 0 || northing > MAX_NORTHING) {
    throw new RowError(`grid reference ${easting},${northing} is outside the National Grid`);
  }
  return gridToWgs84(easting, northing);
}
