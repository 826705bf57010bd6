import { describe, expect, it } from 'vitest';
import { haversineMetres } from '@yardstick/core/geo/haversine';
import { gridToWgs84, parseGridLocation, wgs84ToGrid } from './british-national-grid.ts';
import type { LatLng } from './coordinates.ts';

/** Ground distance in metres between two points. */
const metresBetween = (a: LatLng, b: LatLng) => haversineMetres(a.lat, a.lng, b.lat, b.lng);

/**
 * Ordnance Survey's OSTN15 test points (ETRS89, which matches WGS84 to well under a metre
 * in Britain, against their exact National Grid coordinates). The Helmert shift is good to
 * a few metres, so each point must come within 5 m.
 */
const OS_TEST_POINTS = [
  {
    id: 'TP01 St Mary’s, Scilly',
    lat: 49.9222639373,
    lng: -6.29977752014,
    e: 91492.146,
    n: 11318.804,
  },
  {
    id: 'TP04 St Catherine’s Point',
    lat: 50.57563665,
    lng: -1.2978227724,
    e: 449816.371,
    n: 75335.861,
  },
  { id: 'TP05 former OS HQ', lat: 50.9312793791, lng: -1.450514337, e: 438710.92, n: 114792.25 },
  {
    id: 'TP20 near Bradford',
    lat: 53.8002151963,
    lng: -1.66379168242,
    e: 422242.186,
    n: 433818.701,
  },
];

describe('British National Grid to WGS84', () => {
  it.each(OS_TEST_POINTS)('places $id within 5 m', ({ lat, lng, e, n }) => {
    expect(metresBetween(gridToWgs84(e, n), { lat, lng })).toBeLessThan(5);
  });

  it('agrees with a Code-Point Open postcode in Reading converted independently', () => {
    // RG1 1AF, 471712 173672 -> 51.457494, -0.969244 (data/README.md, Helmert method)
    expect(
      metresBetween(gridToWgs84(471712, 173672), { lat: 51.457494, lng: -0.969244 }),
    ).toBeLessThan(1);
  });

  it('round-trips through the inverse', () => {
    const { easting, northing } = wgs84ToGrid(53.4389, -2.27342);
    const back = gridToWgs84(easting, northing);
    expect(metresBetween(back, { lat: 53.4389, lng: -2.27342 })).toBeLessThan(0.01);
  });

  it('treats blank or 0,0 as no location and refuses off-grid values', () => {
    expect(parseGridLocation('', '')).toBeNull();
    expect(parseGridLocation('0', '0')).toBeNull();
    expect(() => parseGridLocation('abc', '1')).toThrow('is not a number');
    expect(() => parseGridLocation('900000', '100')).toThrow('outside the National Grid');
  });
});
