import { describe, expect, it } from 'vitest';
import { isCommercialLet, isNonResidential } from './estimate-scope.ts';

describe('isNonResidential', () => {
  it.each([
    'Commercial Property',
    'Mixed Use',
    'Mixed-use',
    'Land',
    'Building Plot',
    'Parking',
    'Garages',
    'Car Park',
    'Retail Unit',
    'Shop',
    'Offices',
    'Hotel',
    'Guest House',
    'Warehouse',
  ])('%s is not valued as a home', (subType) => {
    expect(isNonResidential({ propertySubType: subType })).toBe(true);
  });

  it.each([
    'Terraced',
    'End of Terrace',
    'Semi-Detached Bungalow',
    'Detached',
    'Flat',
    'Studio',
    'Maisonette',
    'Town House',
    'Barn Conversion',
    'Cottage',
    'Island Cottage',
    'Highland Lodge',
    'Workshop Conversion',
    'House Share',
  ])('%s is a home', (subType) => {
    expect(isNonResidential({ propertySubType: subType })).toBe(false);
  });

  it('treats a missing sub type as a home', () => {
    expect(isNonResidential({ propertySubType: null })).toBe(false);
  });

  it('recognises a commercial let type', () => {
    expect(isCommercialLet('Commercial')).toBe(true);
    expect(isCommercialLet('Long term')).toBe(false);
    expect(isCommercialLet(null)).toBe(false);
  });
});
