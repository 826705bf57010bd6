import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PROPERTY_TYPES,
  RENTAL_DEMAND_LEVELS,
  SCHOOL_RATINGS,
  SEARCH_STATUSES,
  SORT_FIELDS,
} from './constants.ts';
import {
  DEFAULT_FILTER,
  estimatesPageQuerySchema,
  filterToQueryParams,
  queryParamsToFilter,
  searchFilterSchema,
  type SearchFilter,
} from './filter.ts';
import { classifyLocationTerm } from './location-terms.ts';
import { suggestionToFilter } from './location-suggestion.ts';

const parse = (params: Record<string, string | string[]>) => searchFilterSchema.safeParse(params);

describe('search filter', () => {
  it('parses query-string values into typed ones', () => {
    const result = parse({
      minPrice: '£250,000',
      maxBeds: '4',
      propertyTypes: 't, s,T',
      areaCodes: 'RG1,,M21 ',
      center: '51.45, -0.97',
      polygon: '51 0,52 0,52 1,51 0',
      status: 'Sold STC,available',
      soldSTC: 'false',
      bmv: 'TRUE',
      schoolRating: 'outstanding,requires improvement',
      rentalDemand: 'high',
      propertiesAfter: '2024-05-01T10:00:00Z',
      sort: 'avgBmv desc',
      page: '2',
      size: '30',
    });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      minPrice: 250_000,
      maxBeds: 4,
      propertyTypes: ['T', 'S'],
      areaCodes: ['RG1', 'M21'],
      center: { lat: 51.45, lng: -0.97 },
      polygon: [
        { lat: 51, lng: 0 },
        { lat: 52, lng: 0 },
        { lat: 52, lng: 1 },
      ],
      status: ['available', 'sold_stc'],
      soldSTC: false,
      bmv: true,
      schoolRating: ['Outstanding', 'Requires improvement'],
      rentalDemand: ['High'],
      propertiesAfter: '2024-05-01',
      sort: { field: 'avg_bmv', direction: 'desc' },
      page: 2,
      size: 30,
      isCountRequired: true,
    });
  });

  it('has the documented defaults', () => {
    expect(DEFAULT_FILTER).toEqual({
      isCountRequired: true,
      page: 0,
      size: 12,
      sort: { field: 'updated_on', direction: 'desc' },
    });
    expect(parse({ propertyTypes: 'all', minPrice: '' }).data).toEqual(DEFAULT_FILTER);
    expect(parse({ sort: 'list_price' }).data?.sort).toEqual({
      field: 'list_price',
      direction: 'asc',
    });
    expect(parse({ sort: 'price_variation,ASC' }).data?.sort).toEqual({
      field: 'price_variation',
      direction: 'asc',
    });
  });

  it('names the parameter of every problem', () => {
    const cases: [Record<string, string | string[]>, string][] = [
      [{ nope: '1' }, 'nope'],
      [{ minPrice: '12abc' }, 'minPrice'],
      [{ minPrice: ['1', '2'] }, 'minPrice'],
      [{ size: '500' }, 'size'],
      [{ page: '834' }, 'page'],
      [{ minBeds: '5', maxBeds: '2' }, 'maxBeds'],
      [{ longitude: '1' }, 'latitude'],
      [{ polygon: '1 2,3 4' }, 'polygon'],
      [{ propertiesAfter: '2023-02-29' }, 'propertiesAfter'],
      [{ districts: 'RG1,Reading' }, 'districts'],
      [{ matchAllKeywords: 'a'.repeat(101) }, 'matchAllKeywords'],
    ];
    for (const [params, field] of cases) {
      const result = parse(params);
      expect(result.success, JSON.stringify(params)).toBe(false);
      expect(result.error!.issues.map((i) => i.path[0])).toContain(field);
    }
    expect(estimatesPageQuerySchema.safeParse({ projection: 'everything' }).success).toBe(false);
    expect(estimatesPageQuerySchema.safeParse({ marketValueMax: '-1' }).data?.marketValueMax).toBe(
      -1,
    );
  });

  it('classifies location terms', () => {
    expect(classifyLocationTerm('rg15aq')).toEqual({ kind: 'postcode', code: 'RG1 5AQ' });
    expect(classifyLocationTerm('rg1  5')).toEqual({ kind: 'sector', code: 'RG1 5' });
    expect(classifyLocationTerm('RG15')).toEqual({ kind: 'district', code: 'RG15' });
    expect(classifyLocationTerm('ec1a')).toEqual({ kind: 'district', code: 'EC1A' });
    expect(classifyLocationTerm('rg')).toEqual({ kind: 'area', code: 'RG' });
    expect(classifyLocationTerm('e06000038')).toEqual({ kind: 'place', code: 'E06000038' });
    expect(classifyLocationTerm(' Chorlton-cum-Hardy ')).toEqual({
      kind: 'name',
      name: 'Chorlton-cum-Hardy',
    });
  });

  it('maps a chosen suggestion onto the filter', () => {
    expect(
      suggestionToFilter({ type: 'postcode', code: 'RG1 5AQ', label: 'RG1 5AQ, Reading' }),
    ).toEqual({
      searchText: 'RG1 5AQ, Reading',
      postCodes: ['RG1 5AQ'],
    });
    expect(
      suggestionToFilter({ type: 'district', code: 'RG1', label: 'RG1, Reading' }),
    ).toMatchObject({
      districts: ['RG1'],
    });
    expect(suggestionToFilter({ type: 'town', code: 'E06000038', label: 'Reading' })).toMatchObject(
      {
        areaCodes: ['E06000038'],
      },
    );
  });

  it('sends only values that differ from the defaults', () => {
    expect(filterToQueryParams(DEFAULT_FILTER)).toEqual({});
    expect(
      filterToQueryParams({
        ...DEFAULT_FILTER,
        bmv: false,
        soldSTC: true,
        inSelectedLocation: true,
        propertyTypes: undefined,
        minPrice: 0,
        size: 24,
        sort: { field: 'roi', direction: 'desc' },
        center: { lat: 51.4, lng: -0.9 },
      }),
    ).toEqual({ minPrice: '0', size: '24', sort: 'roi,desc', center: '51.4,-0.9' });
  });

  it('reads a filter back from its query parameters (round trip)', () => {
    const latLng = fc.record({
      lat: fc.double({ min: 49, max: 61, noNaN: true }),
      lng: fc.double({ min: -8, max: 2, noNaN: true }),
    });
    const word = fc.stringMatching(/^[a-z][a-z ]{0,10}[a-z]$/);
    const filterArb: fc.Arbitrary<Partial<SearchFilter>> = fc.record(
      {
        minPrice: fc.integer({ min: 0, max: 1_000_000 }),
        maxBeds: fc.integer({ min: 0, max: 50 }),
        minFloorArea: fc.double({ min: 0, max: 1000, noNaN: true }),
        propertyTypes: fc.subarray([...PROPERTY_TYPES], { minLength: 1 }),
        areaCodes: fc.uniqueArray(word, { minLength: 1, maxLength: 3 }),
        districts: fc.uniqueArray(fc.constantFrom('RG1', 'M21', 'EC1A', 'L24'), { minLength: 1 }),
        searchText: word,
        center: latLng,
        radius: fc.integer({ min: 1, max: 100_000 }),
        polygon: fc.array(latLng, { minLength: 3, maxLength: 6 }),
        status: fc.subarray([...SEARCH_STATUSES], { minLength: 1 }),
        soldSTC: fc.boolean(),
        maxTrainDist: fc.double({ min: 0, max: 10, noNaN: true }),
        minMarketValue: fc.double({ min: -200, max: 0, noNaN: true }),
        matchAllKeywords: fc.uniqueArray(word, { minLength: 1, maxLength: 3 }),
        schoolRating: fc.subarray([...SCHOOL_RATINGS], { minLength: 1 }),
        rentalDemand: fc.subarray([...RENTAL_DEMAND_LEVELS], { minLength: 1 }),
        negativeEquity: fc.boolean(),
        commercial: fc.boolean(),
        propertiesAfter: fc
          .integer({ min: 0, max: 3000 })
          .map((d) => new Date(Date.UTC(2020, 0, 1) + d * 86_400_000).toISOString().slice(0, 10)),
        inSelectedLocation: fc.boolean(),
        isCountRequired: fc.boolean(),
        page: fc.integer({ min: 0, max: 50 }),
        size: fc.integer({ min: 1, max: 100 }),
        sort: fc.record({
          field: fc.constantFrom(...SORT_FIELDS),
          direction: fc.constantFrom('asc' as const, 'desc' as const),
        }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(filterArb, (partial) => {
        // Normalise first (polygons drop a closing point, toggles off mean absent, ...).
        const normalised = searchFilterSchema.safeParse(filterToQueryParams(partial));
        fc.pre(normalised.success);
        const params = filterToQueryParams(normalised.data);
        const search = new URLSearchParams(params).toString();
        const back = queryParamsToFilter(search);
        expect(back.invalid).toEqual([]);
        expect(filterToQueryParams(back.filter)).toEqual(params);
        expect(back.filter).toEqual(normalised.data);
      }),
      { numRuns: 300 },
    );
  });

  it('drops only the invalid parameters of a hand-edited address', () => {
    const { filter, invalid } = queryParamsToFilter(
      'minPrice=abc&maxPrice=5000&colour=red&bmv=true',
    );
    expect(invalid.sort()).toEqual(['colour', 'minPrice']);
    expect(filter).toMatchObject({ maxPrice: 5000, bmv: true });
  });
});
