import { describe, expect, it } from 'vitest';
import { normalisePostcode, parseOutcode, parsePostcode } from './postcodes.ts';

describe('postcodes', () => {
  it('normalises every spacing the files use', () => {
    expect(normalisePostcode('WC1A1AA')).toBe('WC1A 1AA');
    expect(normalisePostcode('M1  1AD')).toBe('M1 1AD');
    expect(normalisePostcode(' rg1 1af ')).toBe('RG1 1AF');
    expect(normalisePostcode('NOT A POSTCODE')).toBeNull();
    expect(normalisePostcode('')).toBeNull();
  });

  it('splits into outcode, sector and area', () => {
    expect(parsePostcode('M211AA')).toEqual({
      postcode: 'M21 1AA',
      outcode: 'M21',
      sector: 'M21 1',
      area: 'M',
    });
    expect(parsePostcode('')).toBeNull();
    expect(() => parsePostcode('ZZZ')).toThrow('"ZZZ" is not a valid UK postcode');
  });

  it('reads outward codes alone', () => {
    expect(parseOutcode(' m21 ')).toBe('M21');
    expect(parseOutcode('')).toBeNull();
    expect(() => parseOutcode('21M')).toThrow('not a valid outward code');
  });
});
