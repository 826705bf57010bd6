import { describe, expect, it } from 'vitest';
import { addressWithPostcode, composeAddress } from './address.ts';

describe('composeAddress', () => {
  it('writes a number before its street and a name with a comma', () => {
    expect(composeAddress({ paon: '7', street: 'Oak Grove', town: 'Reading' })).toBe(
      '7 Oak Grove, Reading',
    );
    expect(
      composeAddress({ saon: 'Flat 7', paon: '41A', street: 'Oak Grove', town: 'Reading' }),
    ).toBe('Flat 7, 41A Oak Grove, Reading');
    expect(composeAddress({ paon: 'The Poplars', street: 'Oak Grove' })).toBe(
      'The Poplars, Oak Grove',
    );
    expect(composeAddress({ street: 'Elm Road', locality: 'Reading', town: 'reading' })).toBe(
      'Elm Road, Reading',
    );
  });

  it('is null without any part', () => {
    expect(composeAddress({})).toBeNull();
    expect(composeAddress({ paon: ' ', town: null })).toBeNull();
  });
});

describe('addressWithPostcode', () => {
  it('adds the postcode once', () => {
    expect(addressWithPostcode('Grove Lane, Reading', 'RG1 5LF')).toBe(
      'Grove Lane, Reading, RG1 5LF',
    );
    expect(addressWithPostcode('Grove Lane, Reading RG1 5LF', 'RG1 5LF')).toBe(
      'Grove Lane, Reading RG1 5LF',
    );
    expect(addressWithPostcode('Grove Lane, Reading rg15lf', 'RG1 5LF')).toBe(
      'Grove Lane, Reading rg15lf',
    );
  });

  it('falls back to the postcode, then the fallback', () => {
    expect(addressWithPostcode(null, 'RG1 5LF')).toBe('RG1 5LF');
    expect(addressWithPostcode('', null)).toBe('Address not given');
    expect(addressWithPostcode(null, null, 'A listing')).toBe('A listing');
    expect(addressWithPostcode('Elm Road', null)).toBe('Elm Road');
  });
});
