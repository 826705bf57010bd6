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
  withCircleChange,
  withPolygon,
  withRadius,
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

  it('a new radius keeps the typed location and the centre', () => {
    const typed = { ...DEFAULT_FILTER, searchText: 'RG1 7JB', minBeds: 2, page: 2 };
    const wider = withRadius(typed, 2000.4);
    expect(wider).toMatchObject({ searchText: 'RG1 7JB', minBeds: 2, radius: 2000 });
    const place = { lat: 51.4545, lng: -0.983 };
    expect(searchAreaOf(wider, place)).toEqual({ kind: 'circle', centre: place, radius: 2000 });
    const moved = withCircle(DEFAULT_FILTER, place, 500);
    expect(withRadius(moved, 10000)).toMatchObject({ center: moved.center, radius: 10000 });
  });

  it('the edge handle changes the radius only, the centre handle moves the circle', () => {
    const typed = { ...DEFAULT_FILTER, postCodes: ['RG1 7JB'], searchText: 'RG1 7JB' };
    const place = { lat: 51.4545, lng: -0.983 };
    const area = searchAreaOf(typed, place);
    const resized = withCircleChange(typed, area, { ...place }, 750);
    expect(resized).toMatchObject({ postCodes: ['RG1 7JB'], searchText: 'RG1 7JB', radius: 750 });
    const moved = withCircleChange(typed, area, { lat: 51.46, lng: -0.983 }, 500);
    expect(moved.searchText).toBeUndefined();
    expect(moved.postCodes).toBeUndefined();
    expect(moved).toMatchObject({ center: { lat: 51.46, lng: -0.983 }, radius: 500 });
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
