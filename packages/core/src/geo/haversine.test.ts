import { describe, expect, it } from 'vitest';
import {
  boundingBox,
  haversineMetres,
  metresToMiles,
  milesToMetres,
  northEastMetres,
  offsetMetres,
} from './haversine.ts';

describe('haversine', () => {
  it('measures known distances', () => {
    // Reading station to London Paddington: about 58 km in a straight line.
    const d = haversineMetres(51.4588, -0.9719, 51.5154, -0.1755);
    expect(d).toBeGreaterThan(55_000);
    expect(d).toBeLessThan(57_000);
    expect(haversineMetres(51.45, -0.97, 51.45, -0.97)).toBe(0);
  });
  it('converts miles', () => {
    expect(milesToMetres(1)).toBeCloseTo(1609.344, 3);
    expect(metresToMiles(1609.344)).toBeCloseTo(1, 6);
  });
  it('builds a box that contains the circle', () => {
    const box = boundingBox(51.4542645, -0.9781303, 500);
    const corners: [number, number][] = [
      [box.maxLat, -0.9781303],
      [51.4542645, box.maxLng],
    ];
    for (const [lat, lng] of corners) {
      expect(haversineMetres(51.4542645, -0.9781303, lat, lng)).toBeGreaterThanOrEqual(499.9);
    }
  });
  it('offsets a point by metres north and east', () => {
    const from = { lat: 51.45, lng: -0.97 };
    const p = offsetMetres(from, 300, -400);
    expect(haversineMetres(from.lat, from.lng, p.lat, p.lng)).toBeCloseTo(500, 1);
    expect(haversineMetres(from.lat, from.lng, p.lat, from.lng)).toBeCloseTo(300, 3);
    expect(p.lng).toBeLessThan(from.lng);
    expect(offsetMetres(from, 0, 0)).toEqual(from);
  });
  it('measures the metres north and east back from an offset point', () => {
    const from = { lat: 51.45, lng: -0.97 };
    const back = northEastMetres(from, offsetMetres(from, 300, -400));
    expect(back.north).toBeCloseTo(300, 6);
    expect(back.east).toBeCloseTo(-400, 6);
    expect(northEastMetres(from, from)).toEqual({ north: 0, east: 0 });
  });
});
