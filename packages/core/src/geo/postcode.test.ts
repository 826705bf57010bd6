import { describe, expect, it } from 'vitest';
import {
  isOutcode,
  nationFromCountryCode,
  nationFromPostcode,
  normalisePostcode,
  parsePostcode,
} from './postcode.ts';

describe('postcodes', () => {
  it('parses and normalises', () => {
    expect(parsePostcode(' rg15aq ')).toEqual({
      postcode: 'RG1 5AQ',
      outcode: 'RG1',
      area: 'RG',
      district: 'RG1',
      sector: 'RG1 5',
    });
    expect(normalisePostcode('m218ab')).toBe('M21 8AB');
    expect(parsePostcode('not a postcode')).toBeNull();
    expect(isOutcode('L24')).toBe(true);
    expect(isOutcode('L24 1')).toBe(false);
  });

  it('finds the nation, including border districts', () => {
    expect(nationFromPostcode('RG1 5AQ')).toBe('england');
    expect(nationFromPostcode('EH1 1YZ')).toBe('scotland');
    expect(nationFromPostcode('G1 1XQ')).toBe('scotland');
    expect(nationFromPostcode('CF10 1EP')).toBe('wales');
    expect(nationFromPostcode('BT1 5GS')).toBe('northern-ireland');
    expect(nationFromPostcode('TD15 1BN')).toBe('england');
    expect(nationFromPostcode('CH7 1AA')).toBe('wales');
    expect(nationFromPostcode('SY1 1AA')).toBe('england');
    expect(nationFromPostcode('L24')).toBe('england');
    expect(nationFromPostcode('???')).toBeNull();
  });

  it('maps ONS country codes', () => {
    expect(nationFromCountryCode('W92000004')).toBe('wales');
    expect(nationFromCountryCode('S92000003')).toBe('scotland');
    expect(nationFromCountryCode(null)).toBeNull();
  });
});
