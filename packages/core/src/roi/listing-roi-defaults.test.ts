import { describe, expect, it } from 'vitest';
import { roiDefaultsOfListing, type RoiListing } from './listing-roi-defaults.ts';
import { calculateRoi } from './roi-calculator.ts';
import { resolveRoiInput } from './resolve-roi-input.ts';

describe('roiDefaultsOfListing', () => {
  const listing: RoiListing = {
    postcode: 'M21 9XY',
    address: 'Flat 4, 20 Egerton Road, Manchester',
    countryCode: 'E92000001',
    listPrice: 185_000,
    bedrooms: 2,
    totalFloorArea: 62,
    rentEstimate: 1_050,
    range1Price: 175_000,
    range2Price: 195_000,
  };

  it("maps the listing's figures to the calculator's property defaults", () => {
    expect(roiDefaultsOfListing(listing)).toEqual({
      postCode: 'M21 9XY',
      address: 'Flat 4, 20 Egerton Road, Manchester',
      nation: 'england',
      listPrice: 185_000,
      bedrooms: 2,
      totalFloorArea: 62,
      rentEstimate: 1_050,
      roomRent: null,
      range1Price: 175_000,
      range2Price: 195_000,
      estimatePrice: null,
    });
  });

  it("takes the nation from the postcode's country code, else from the postcode", () => {
    const nation = (l: Partial<RoiListing>) => roiDefaultsOfListing({ ...listing, ...l }).nation;
    // The country code wins over the postcode (a border district's exact answer).
    expect(nation({ postcode: 'CH5 1AA', countryCode: 'E92000001' })).toBe('england');
    expect(nation({ countryCode: 'W92000004' })).toBe('wales');
    expect(nation({ countryCode: 'S92000003' })).toBe('scotland');
    expect(nation({ countryCode: 'N92000002' })).toBe('northern-ireland');
    // Without a country code (postcode not held): from the postcode.
    expect(nation({ postcode: 'CF10 1AA', countryCode: null })).toBe('wales');
    expect(nation({ postcode: 'EH1 1AA', countryCode: null })).toBe('scotland');
    expect(nation({ postcode: 'CH5 1AA', countryCode: null })).toBe('wales');
    expect(nation({ postcode: null, countryCode: null })).toBeNull();
  });

  it("decides the tax, so the listing's ROI depends on its nation", () => {
    const roi = (l: Partial<RoiListing>) =>
      calculateRoi(resolveRoiInput({}, roiDefaultsOfListing({ ...listing, ...l }))).finalRoi;
    expect(roi({ countryCode: 'S92000003' })).not.toBe(roi({}));
  });

  it("fills the rent per room from the area's room rent, which a single let's ROI does not use", () => {
    const withRoomRent = roiDefaultsOfListing({ ...listing, roomRent: 520 });
    const without = roiDefaultsOfListing(listing);
    expect(resolveRoiInput({}, withRoomRent).avgRentInArea).toBe(520);
    expect(resolveRoiInput({}, without).avgRentInArea).toBe(525); // 1,050 / 2 bedrooms
    // The listing's roi (single let, the default) is the same with or without it...
    expect(calculateRoi(resolveRoiInput({}, withRoomRent)).finalRoi).toBe(
      calculateRoi(resolveRoiInput({}, without)).finalRoi,
    );
    // ...while the HMO calculation lets the rooms at that rent.
    const hmo = { calculatorType: 'HMO' as const };
    expect(calculateRoi(resolveRoiInput(hmo, withRoomRent)).finalRoi).not.toBe(
      calculateRoi(resolveRoiInput(hmo, without)).finalRoi,
    );
  });
});
