import { DEFAULT_FILTER } from '@yardstick/core/search/filter';
import { haversineMetres } from '@yardstick/core/geo/haversine';
import { describe, expect, it } from 'vitest';
import {
  areaRequestFilter,
  hasNextPage,
  hasPreviousPage,
  mapCountLine,
  markerLimitWarning,
  MAP_DEFAULTS,
  searchAreaOf,
  showsPlotPolygons,
  withCircle,
  withPolygon,
} from './map-search.ts';

const triangle = [
  { lat: 51.46, lng: -0.99 },
  { lat: 51.46, lng: -0.97 },
  { lat: 51.45, lng: -0.98 },
];

describe('map search area', () => {
  it('defaults to 500 m around Reading', () => {
    expect(searchAreaOf(DEFAULT_FILTER)).toEqual({
      kind: 'circle',
      centre: { lat: 51.4542645, lng: -0.9781303 },
      radius: 500,
    });
  });

  it('a moved circle replaces the location names and keeps the other filters', () => {
    const filter = {
      ...DEFAULT_FILTER,
      districts: ['RG1'],
      searchText: 'RG1, Reading',
      minBeds: 2,
      page: 3,
    };
    const next = withCircle(filter, { lat: 51.45123456789, lng: -0.97 }, 812.4);
    expect(next.districts).toBeUndefined();
    expect(next.searchText).toBeUndefined();
    expect(next).toMatchObject({
      minBeds: 2,
      center: { lat: 51.4512346, lng: -0.97 },
      radius: 812,
    });
    expect(searchAreaOf(next)).toMatchObject({ kind: 'circle', radius: 812 });
  });

  it('a drawn area replaces the circle', () => {
    const circle = withCircle(DEFAULT_FILTER, MAP_DEFAULTS.centre, 900);
    const drawn = withPolygon(circle, triangle);
    expect(drawn.center).toBeUndefined();
    expect(drawn.radius).toBeUndefined();
    expect(searchAreaOf(drawn)).toEqual({ kind: 'polygon', points: triangle });
  });

  it('the circle calls get a covering circle with the drawn area', () => {
    const area = { kind: 'polygon' as const, points: triangle };
    expect(areaRequestFilter(DEFAULT_FILTER, area).center).toBeUndefined();
    const sent = areaRequestFilter(DEFAULT_FILTER, area, { needsCircle: true });
    expect(sent.polygon).toEqual(triangle);
    for (const p of triangle) {
      expect(haversineMetres(sent.center!.lat, sent.center!.lng, p.lat, p.lng)).toBeLessThanOrEqual(
        sent.radius!,
      );
    }
  });
});

describe('count line and warning', () => {
  const circle = { kind: 'circle' as const, centre: MAP_DEFAULTS.centre, radius: 1500 };
  it('reads as docs/product.md#search-area says', () => {
    expect(mapCountLine(1234, circle)).toBe('Total 1,234 Properties in 1,500 mts radius');
    expect(mapCountLine(1, circle)).toBe('Total 1 Property in 1,500 mts radius');
    expect(mapCountLine(7, { kind: 'polygon', points: triangle })).toBe(
      'Total 7 Properties in the drawn area',
    );
  });
  it('warns from 500 on', () => {
    expect(markerLimitWarning(499, circle)).toBeUndefined();
    expect(markerLimitWarning(500, circle)).toBe(
      'More than 500 Properties in 1,500 mts radius. Reduce the radius/search area',
    );
  });
});

describe('list paging (docs/product.md#map-list)', () => {
  it('offers next while the total exceeds size * (page + 1)', () => {
    expect(hasNextPage(25, 12, 0)).toBe(true);
    expect(hasNextPage(25, 12, 1)).toBe(true);
    expect(hasNextPage(25, 12, 2)).toBe(false);
    expect(hasNextPage(24, 12, 1)).toBe(false);
    expect(hasNextPage(0, 12, 0)).toBe(false);
  });
  it('offers previous after the first page', () => {
    expect(hasPreviousPage(0)).toBe(false);
    expect(hasPreviousPage(1)).toBe(true);
  });
  it('collects plot polygons below 200 markers', () => {
    expect(showsPlotPolygons(199)).toBe(true);
    expect(showsPlotPolygons(200)).toBe(false);
  });
});
