import { describe, expect, it } from 'vitest';
import { addressParts } from './address-parts.ts';

describe('addressParts', () => {
  it('splits a numbered house', () => {
    expect(addressParts('14 Oak Road, Reading, RG1 5AA')).toEqual({
      saon: null,
      paon: '14',
      street: 'Oak Road',
    });
  });
  it('splits a flat', () => {
    expect(addressParts('Flat 2, 14 Oak Road, Reading')).toEqual({
      saon: 'Flat 2',
      paon: '14',
      street: 'Oak Road',
    });
    expect(addressParts('Flat 2 14 Oak Road')).toEqual({
      saon: 'Flat 2',
      paon: '14',
      street: 'Oak Road',
    });
  });
  it('splits a named house', () => {
    expect(addressParts('Rose Cottage, Mill Lane, Hale')).toEqual({
      saon: null,
      paon: 'Rose Cottage',
      street: 'Mill Lane',
    });
  });
});
