import { describe, expect, it } from 'vitest';
import {
  barHeights,
  EMPTY_POSTCODE_FORM,
  estimateText,
  postcodeFilterOf,
} from './valuation-view.ts';

describe('the valuation page view', () => {
  it('asks for a full postcode', () => {
    expect(postcodeFilterOf({ ...EMPTY_POSTCODE_FORM, location: 'RG1' })).toEqual({
      error: 'Enter a full postcode such as RG1 4AY',
    });
  });

  it('reads the fields into the call filter, blanks left out', () => {
    expect(
      postcodeFilterOf({
        ...EMPTY_POSTCODE_FORM,
        location: 'rg14ay, Reading',
        types: ['T'],
        minPrice: '£200,000',
        maxArea: '90',
      }),
    ).toEqual({
      filter: {
        postCode: 'RG1 4AY',
        propertyTypes: ['T'],
        minPrice: 200_000,
        maxPrice: undefined,
        minFloorArea: undefined,
        maxFloorArea: 90,
      },
    });
  });

  it('shows the estimate as one price or a range', () => {
    expect(estimateText(null, null)).toBe('-');
    expect(estimateText(250_000, 250_000)).toBe('£250,000');
    expect(estimateText(250_000, 270_000)).toBe('£250,000 - £270,000');
  });

  it('scales the bars to the busiest year', () => {
    expect(barHeights([1, 4, 2])).toEqual([25, 100, 50]);
    expect(barHeights([0])).toEqual([0]);
  });
});
