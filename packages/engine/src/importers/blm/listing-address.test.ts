import { describe, expect, it } from 'vitest';
import { listingPostcode } from './listing-address.ts';

describe('listingPostcode', () => {
  it('reads a full postcode in any case and spacing (docs/listings-jsonl.md)', () => {
    const rg1 = { postcode: 'RG1 4DX', area: 'RG', district: 'RG1', sector: 'RG1 4' };
    for (const text of ['RG1 4DX', 'RG14DX', 'rg14dx', ' rg1  4dx ']) {
      expect(listingPostcode(text), text).toEqual(rg1);
    }
    expect(listingPostcode('M219AA')).toEqual({
      postcode: 'M21 9AA',
      area: 'M',
      district: 'M21',
      sector: 'M21 9',
    });
    expect(listingPostcode('RG1', '4DX')).toEqual(rg1);
  });

  it('reads an outward code alone, and blank as nothing', () => {
    expect(listingPostcode('rg1')).toEqual({
      postcode: null,
      area: 'RG',
      district: 'RG1',
      sector: null,
    });
    expect(listingPostcode(' ')).toEqual({
      postcode: null,
      area: null,
      district: null,
      sector: null,
    });
  });

  it('refuses what is neither, naming the field', () => {
    expect(() => listingPostcode('RG1 XYZ', '', 'address.postcode')).toThrow(
      'address.postcode: "RG1 XYZ" is not a valid UK postcode',
    );
    expect(() => listingPostcode('ZZZZZZZZ')).toThrow(
      'postcode: "ZZZZZZZZ" is not a valid UK postcode or outward code',
    );
  });
});
