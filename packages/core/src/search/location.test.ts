import { describe, expect, it } from 'vitest';
import { SEARCH_LIMITS } from './constants.ts';
import { DEFAULT_FILTER, type SearchFilter } from './filter.ts';
import { filterLocation, LOCATION_FIELDS } from './location.ts';

const f = (over: Partial<SearchFilter>): SearchFilter => ({ ...DEFAULT_FILTER, ...over });
const square = [
  { lat: 51, lng: 0 },
  { lat: 52, lng: 0 },
  { lat: 52, lng: 1 },
];

describe('filterLocation', () => {
  it('finds no location in the default filter', () => {
    expect(filterLocation(DEFAULT_FILTER)).toEqual({
      kind: 'none',
      terms: [],
      termsFrom: undefined,
      circle: undefined,
      polygon: undefined,
    });
  });

  it('takes the code lists as terms, areaCodes then districts then postCodes', () => {
    const location = filterLocation(
      f({ postCodes: ['RG1 1AF'], districts: ['RG1', 'M21'], areaCodes: ['Reading'] }),
    );
    expect(location.kind).toBe('terms');
    expect(location.terms).toEqual(['Reading', 'RG1', 'M21', 'RG1 1AF']);
    expect(location.termsFrom).toBe('codes');
  });

  it('uses the searchText only when the lists are empty: its part before the first comma', () => {
    expect(filterLocation(f({ searchText: 'RG1 5AQ, Reading' }))).toMatchObject({
      kind: 'terms',
      terms: ['RG1 5AQ'],
      termsFrom: 'text',
    });
    expect(filterLocation(f({ searchText: 'RG1, Reading', districts: ['RG1'] }))).toMatchObject({
      terms: ['RG1'],
      termsFrom: 'codes',
    });
    expect(filterLocation(f({ searchText: 'Leeds', areaCodes: [] }))).toMatchObject({
      terms: ['Leeds'],
      termsFrom: 'text',
    });
  });

  it('finds no term in a text whose part before the comma is empty', () => {
    expect(filterLocation(f({ searchText: ' , Reading' }))).toMatchObject({
      kind: 'none',
      terms: [],
      termsFrom: undefined,
    });
  });

  it('reads the circle from latitude/longitude or center, 500 m unless a radius is given', () => {
    const centre = { lat: 51.45, lng: -0.97 };
    expect(filterLocation(f({ latitude: 51.45, longitude: -0.97 })).circle).toEqual({
      centre,
      radius: SEARCH_LIMITS.defaultRadius,
    });
    expect(filterLocation(f({ center: centre, radius: 2000 }))).toMatchObject({
      kind: 'circle',
      circle: { centre, radius: 2000 },
    });
    expect(filterLocation(f({ radius: 2000 }))).toMatchObject({ kind: 'none', circle: undefined });
  });

  it('shows the polygon, else the circle, else the terms, and reports every part', () => {
    const all = f({ polygon: square, center: { lat: 51.5, lng: 0.5 }, districts: ['RG1'] });
    expect(filterLocation(all)).toMatchObject({
      kind: 'polygon',
      polygon: square,
      circle: { centre: { lat: 51.5, lng: 0.5 } },
      terms: ['RG1'],
    });
    const circled = f({ latitude: 51, longitude: 0, searchText: 'Somewhere long' });
    expect(filterLocation(circled)).toMatchObject({
      kind: 'circle',
      terms: ['Somewhere long'],
      termsFrom: 'text',
    });
  });

  it('lists the fields the location is read from; not the radius (a circle keeps its size)', () => {
    const located = f({
      areaCodes: ['RG1 5'],
      districts: ['RG1'],
      postCodes: ['RG1 1AF'],
      searchText: 'Reading',
      latitude: 51.45,
      longitude: -0.97,
      center: { lat: 51.45, lng: -0.97 },
      polygon: square,
      radius: 900,
      minBeds: 2,
    });
    const cleared: Partial<SearchFilter> = { ...located };
    for (const key of LOCATION_FIELDS) delete cleared[key];
    expect(cleared).toEqual(f({ radius: 900, minBeds: 2 }));
    expect(filterLocation(cleared as SearchFilter).kind).toBe('none');
  });
});
