import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROPERTY_TYPES } from './constants.ts';
import { filterInputSchema, filterToJson, filterToParams } from './filter-json.ts';

/** A typed filter in its canonical form (what filterToJson answers). */
const typedFilter = fc.record(
  {
    minPrice: fc.integer({ min: 0, max: 500_000 }),
    maxPrice: fc.integer({ min: 500_000, max: 1_000_000_000 }),
    minBeds: fc.integer({ min: 0, max: 5 }),
    // In the schema's own order, which the typed form answers.
    propertyTypes: fc.subarray([...PROPERTY_TYPES], { minLength: 1 }),
    areaCodes: fc.uniqueArray(fc.constantFrom('RG1', 'M21', 'SW1A', 'EH1'), { minLength: 1 }),
    maxMarketValue: fc.integer({ min: -100, max: 100 }),
    bmv: fc.boolean(),
    noPriceWarnings: fc.boolean(),
    sort: fc.constantFrom('avg_bmv,asc', 'roi,desc', 'list_price,asc'),
  },
  { requiredKeys: [] },
);

describe('the search filter in its typed JSON form and its URL form', () => {
  it('converts { maxPrice: 400000 } to the URL form and back', () => {
    const params = filterInputSchema.parse({ maxPrice: 400000, areaCodes: ['RG1', 'M21'] });
    expect(params).toEqual({ maxPrice: '400000', areaCodes: 'RG1,M21' });
    expect(filterToJson(params)).toEqual({ maxPrice: 400000, areaCodes: ['RG1', 'M21'] });
  });

  it('takes the URL form as it is (compatibility)', () => {
    const url = { maxPrice: '400000', propertyTypes: 'S,T', bmv: 'true' };
    expect(filterInputSchema.parse(url)).toEqual(url);
    expect(filterToJson(url)).toEqual({ maxPrice: 400000, propertyTypes: ['T', 'S'], bmv: true });
  });

  it('answers a filter the schema refuses as it is stored, so an old row stays readable', () => {
    expect(filterToJson({ maxPrice: 'lots' })).toEqual({ maxPrice: 'lots' });
  });

  it('round-trips any typed filter: JSON -> URL -> JSON and URL -> JSON -> URL', () => {
    fc.assert(
      fc.property(typedFilter, (json) => {
        const params = filterToParams(json);
        expect(filterToJson(params)).toEqual(json);
        expect(filterToParams(filterToJson(params))).toEqual(params);
      }),
      { numRuns: 300 },
    );
  });
});
