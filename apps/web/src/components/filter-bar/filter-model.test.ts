import { DEFAULT_FILTER, type SearchFilter } from '@yardstick/core/search/filter';
import { describe, expect, it } from 'vitest';
import {
  filterFromParams,
  filterParams,
  hasFilterParams,
  hasKeyword,
  isUnrestricted,
  locationLabel,
  requestParams,
  withField,
  withKeyword,
  withLocationRule,
  withLocationText,
  withSuggestion,
} from './filter-model.ts';

const located: SearchFilter = {
  ...DEFAULT_FILTER,
  areaCodes: ['RG1 5'],
  districts: ['RG1'],
  postCodes: ['RG1 1AF'],
  latitude: 51.45,
  longitude: -0.97,
  center: { lat: 51.45, lng: -0.97 },
  searchText: 'Reading',
  minBeds: 2,
};

describe('location text rule (docs/product.md#location-box)', () => {
  it('sends the part before the first comma as postCodes when longer than 5 characters', () => {
    const f = withLocationRule({ ...DEFAULT_FILTER, searchText: 'RG1 5AQ, Reading' });
    expect(f.postCodes).toEqual(['RG1 5AQ']);
    expect(f.areaCodes).toBeUndefined();
    expect(withLocationRule({ ...DEFAULT_FILTER, searchText: 'Manchester' }).postCodes).toEqual([
      'Manchester',
    ]);
  });

  it('sends it as areaCodes when 5 characters or fewer', () => {
    expect(withLocationRule({ ...DEFAULT_FILTER, searchText: 'RG1' }).areaCodes).toEqual(['RG1']);
    expect(
      withLocationRule({ ...DEFAULT_FILTER, searchText: 'M21 0, Chorlton' }).areaCodes,
    ).toEqual(['M21 0']);
    expect(withLocationRule({ ...DEFAULT_FILTER, searchText: 'Leeds' }).areaCodes).toEqual([
      'Leeds',
    ]);
  });

  it('leaves a filter alone when it already names a location by code, centre or polygon', () => {
    const chosen = { ...DEFAULT_FILTER, districts: ['RG1'], searchText: 'RG1, Reading' };
    expect(withLocationRule(chosen)).toBe(chosen);
    const circle = { ...DEFAULT_FILTER, latitude: 51, longitude: 0, searchText: 'Somewhere long' };
    expect(withLocationRule(circle)).toBe(circle);
    expect(withLocationRule(DEFAULT_FILTER)).toBe(DEFAULT_FILTER);
  });

  it('is applied to what is sent, not to the address', () => {
    const f = withLocationText(DEFAULT_FILTER, 'RG1');
    expect(filterParams(f)).toEqual({ searchText: 'RG1' });
    expect(requestParams(f, { source: '/estimates-es' })).toEqual({
      searchText: 'RG1',
      areaCodes: 'RG1',
      source: '/estimates-es',
    });
  });
});

describe('the location box', () => {
  it('typing resets coordinates, area and district, and keeps the other filters', () => {
    const f = withLocationText(located, '  M21   0AA ');
    expect(f).toEqual({ ...DEFAULT_FILTER, minBeds: 2, searchText: 'M21 0AA' });
  });

  it('clearing leaves no location at all', () => {
    expect(withLocationText(located, '')).toEqual({ ...DEFAULT_FILTER, minBeds: 2 });
  });

  it('a chosen suggestion sets the filter by its type', () => {
    const base = { ...located };
    expect(withSuggestion(base, { type: 'postcode', code: 'RG1 1AF', label: 'RG1 1AF' })).toEqual({
      ...DEFAULT_FILTER,
      minBeds: 2,
      postCodes: ['RG1 1AF'],
      searchText: 'RG1 1AF',
    });
    expect(withSuggestion(base, { type: 'district', code: 'RG1', label: 'RG1, Reading' })).toEqual({
      ...DEFAULT_FILTER,
      minBeds: 2,
      districts: ['RG1'],
      searchText: 'RG1, Reading',
    });
    expect(
      withSuggestion(base, { type: 'sector', code: 'RG1 5', label: 'RG1 5, Reading' }),
    ).toMatchObject({
      areaCodes: ['RG1 5'],
    });
    const town = withSuggestion(base, { type: 'town', code: 'E06000038', label: 'Reading' });
    expect(town).toMatchObject({ areaCodes: ['E06000038'], searchText: 'Reading' });
    expect(town.latitude).toBeUndefined();
    expect(town.districts).toBeUndefined();
  });

  it('names the location for the count line', () => {
    expect(
      locationLabel({ ...DEFAULT_FILTER, searchText: 'RG1, Reading', districts: ['RG1'] }),
    ).toBe('RG1, Reading');
    expect(locationLabel({ ...DEFAULT_FILTER, districts: ['RG1', 'M21'] })).toBe('RG1, M21');
    expect(locationLabel(DEFAULT_FILTER)).toBeUndefined();
  });
});

describe('quick toggles', () => {
  it('Cash Only, HMO and Auction add their keyword to matchAllKeywords and take it away', () => {
    let f = withKeyword(DEFAULT_FILTER, 'cashOnly', true);
    f = withKeyword(f, 'hmo', true);
    f = withKeyword(f, 'auction', true);
    expect(f.matchAllKeywords).toEqual(['cash', 'hmo', 'auction']);
    expect(hasKeyword(f, 'hmo')).toBe(true);
    f = withKeyword(f, 'hmo', false);
    expect(f.matchAllKeywords).toEqual(['cash', 'auction']);
    f = withKeyword(withKeyword(f, 'cashOnly', false), 'auction', false);
    expect('matchAllKeywords' in f).toBe(false);
    expect(filterParams(f)).toEqual({});
  });

  it('keeps keywords typed in the panel', () => {
    const f = withKeyword({ ...DEFAULT_FILTER, matchAllKeywords: ['garden'] }, 'auction', true);
    expect(f.matchAllKeywords).toEqual(['garden', 'auction']);
  });
});

describe('only filters that differ from the defaults are sent', () => {
  it('leaves out defaults, switched-off toggles and empty lists', () => {
    let f = withField(DEFAULT_FILTER, 'bmv', true);
    f = withField(f, 'negativeEquity', undefined);
    f = withField(f, 'propertyTypes', []);
    expect(requestParams(f)).toEqual({ bmv: 'true' });
    expect(requestParams({ ...DEFAULT_FILTER, bmv: false, soldSTC: true })).toEqual({});
    expect(requestParams({ ...DEFAULT_FILTER, soldSTC: false, minPrice: 100000 })).toEqual({
      soldSTC: 'false',
      minPrice: '100000',
    });
  });

  it('sends the page, a count only when wanted, and the calling page', () => {
    expect(
      requestParams(DEFAULT_FILTER, { page: 3, isCountRequired: false, source: '/x' }),
    ).toEqual({
      page: '3',
      isCountRequired: 'false',
      source: '/x',
    });
  });

  it('round-trips through the address', () => {
    const f: SearchFilter = {
      ...DEFAULT_FILTER,
      propertyTypes: ['T', 'F'],
      minPrice: 100_000,
      maxPrice: 350_000,
      matchAllKeywords: ['cash'],
      propertiesAfter: '2024-06-01',
      sort: { field: 'avg_bmv', direction: 'asc' },
    };
    const params = new URLSearchParams(filterParams(f));
    expect(hasFilterParams(params)).toBe(true);
    expect(filterFromParams(params)).toEqual(f);
    expect(hasFilterParams(new URLSearchParams('utm_source=mail'))).toBe(false);
  });

  it('knows an unrestricted filter (sort and page aside)', () => {
    expect(isUnrestricted(DEFAULT_FILTER)).toBe(true);
    expect(
      isUnrestricted({ ...DEFAULT_FILTER, page: 4, sort: { field: 'roi', direction: 'desc' } }),
    ).toBe(true);
    expect(isUnrestricted({ ...DEFAULT_FILTER, minBeds: 1 })).toBe(false);
  });
});
