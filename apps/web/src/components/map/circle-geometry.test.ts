import { haversineMetres } from '@yardstick/core/geo/haversine';
import { describe, expect, it } from 'vitest';
import {
  circleNeedsFit,
  coveringCircle,
  destination,
  edgeHandle,
  MIN_RADIUS,
  radiusFromEdge,
} from './circle-geometry.ts';

const reading = { lat: 51.4542645, lng: -0.9781303 };

describe('circle geometry', () => {
  it('puts the edge handle due east of the centre at the radius', () => {
    const edge = edgeHandle(reading, 500);
    expect(edge.lng).toBeGreaterThan(reading.lng);
    expect(Math.abs(edge.lat - reading.lat)).toBeLessThan(1e-5);
    expect(haversineMetres(reading.lat, reading.lng, edge.lat, edge.lng)).toBeCloseTo(500, 3);
  });

  it('gives back the radius from the handle position (round trip)', () => {
    for (const radius of [50, 500, 1234, 20_000]) {
      expect(radiusFromEdge(reading, edgeHandle(reading, radius))).toBe(radius);
    }
  });

  it('measures the radius in any direction the handle is dragged', () => {
    expect(radiusFromEdge(reading, destination(reading, 800, 0))).toBe(800);
    expect(radiusFromEdge(reading, destination(reading, 800, 225))).toBe(800);
  });

  it('keeps the radius within its limits', () => {
    expect(radiusFromEdge(reading, destination(reading, 3, 90))).toBe(MIN_RADIUS);
    expect(radiusFromEdge(reading, destination(reading, 400_000, 90))).toBe(100_000);
  });

  it('covers every point of a drawn area', () => {
    const points = [
      destination(reading, 300, 0),
      destination(reading, 700, 120),
      destination(reading, 500, 240),
    ];
    const { centre, radius } = coveringCircle(points);
    for (const p of points) {
      expect(haversineMetres(centre.lat, centre.lng, p.lat, p.lng)).toBeLessThanOrEqual(radius);
    }
  });
});

describe('circleNeedsFit', () => {
  const reading = { centre: { lat: 51.4542645, lng: -0.9781303 }, radius: 500 };
  const following = { follow: true, wholeInView: true };

  it('fits the first circle', () => {
    expect(circleNeedsFit(undefined, reading, { follow: false, wholeInView: true })).toBe(true);
  });

  it('refits when the radius changes, in view or not', () => {
    expect(circleNeedsFit(reading, { ...reading, radius: 2000 }, following)).toBe(true);
    expect(circleNeedsFit(reading, { ...reading, radius: 250 }, following)).toBe(true);
    expect(
      circleNeedsFit(reading, { ...reading, radius: 10000 }, { follow: true, wholeInView: false }),
    ).toBe(true);
  });

  it('leaves the view alone when nothing changed or a move stays in view', () => {
    expect(circleNeedsFit(reading, { ...reading }, { follow: true, wholeInView: false })).toBe(
      false,
    );
    const moved = { ...reading, centre: { lat: 51.455, lng: -0.978 } };
    expect(circleNeedsFit(reading, moved, following)).toBe(false);
    expect(circleNeedsFit(reading, moved, { follow: true, wholeInView: false })).toBe(true);
  });

  it('does not follow a drawn area', () => {
    expect(
      circleNeedsFit(reading, { ...reading, radius: 900 }, { follow: false, wholeInView: false }),
    ).toBe(false);
  });
});
