import { describe, expect, it } from 'vitest';
import { offsetMetres } from '../geo/haversine.ts';
import {
  isRentComparable,
  isRoomLet,
  isStudentLet,
  RENT_NEAREST,
  rentEstimate,
  rentOfUsed,
  rentWeight,
  typeMatches,
  weightedMedian,
  type RentalEvidence,
} from './rent-comparables.ts';

const HOME = { lat: 53.3568, lng: -2.874 };
let nextId = 1;
const rental = (
  type: string,
  bedrooms: number,
  rent: number,
  north: number,
  extra: Partial<RentalEvidence> = {},
): RentalEvidence => ({
  id: nextId++,
  ...offsetMetres(HOME, north, 0),
  sector: 'L24 9',
  type,
  bedrooms,
  rent,
  listedOn: '2025-01-15',
  letAgreed: false,
  ...extra,
});
const terrace = { ...HOME, sector: 'L24 9', type: 'T', bedrooms: 4 };

describe('weightedMedian', () => {
  it('is the lowest value reaching half the weight', () => {
    expect(weightedMedian([])).toBeNull();
    expect(weightedMedian([{ value: 900, weight: 1 }])).toBe(900);
    const equal = [1_425, 1_200, 1_750, 1_725].map((value) => ({ value, weight: 1 }));
    expect(weightedMedian(equal)).toBe(1_425); // the lower middle of an even count
    expect(
      weightedMedian([
        { value: 1_200, weight: 0.97 },
        { value: 1_725, weight: 0.3 },
        { value: 1_750, weight: 0.35 },
      ]),
    ).toBe(1_200);
    // Ties share their weight.
    expect(
      weightedMedian([
        { value: 800, weight: 1 },
        { value: 900, weight: 1 },
        { value: 900, weight: 1 },
      ]),
    ).toBe(900);
  });
});

describe('rentWeight and typeMatches', () => {
  it('halves the weight at 500 m', () => {
    expect(rentWeight(0)).toBe(1);
    expect(rentWeight(500)).toBe(0.5);
    expect(rentWeight(null)).toBe(1);
  });
  it('compares D, S, T, F with their own type, then houses together', () => {
    expect(typeMatches('same-type', 'T', 'T')).toBe(true);
    expect(typeMatches('same-type', 'T', 'D')).toBe(false);
    expect(typeMatches('same-type', 'O', 'D')).toBe(true);
    expect(typeMatches('type-group', 'T', 'D')).toBe(true);
    expect(typeMatches('type-group', 'T', 'F')).toBe(false);
    expect(typeMatches('type-group', null, 'F')).toBe(true);
  });
});

describe('which lets are evidence', () => {
  const base = { propertySubType: 'Terraced', letType: 'Long term', summary: '3 bedroom house' };
  it('keeps whole-home lets', () => expect(isRentComparable(base)).toBe(true));
  it.each([
    { propertySubType: 'House Share' },
    { propertySubType: 'Flat Share' },
    { letType: 'Room only' },
    { summary: 'Double room to rent in a shared house' },
    { summary: 'Room in a 5 bed HMO, bills included' },
  ])('leaves out room lets: %j', (change) => {
    expect(isRoomLet({ ...base, ...change })).toBe(true);
    expect(isRentComparable({ ...base, ...change })).toBe(false);
  });
  it.each([
    { letType: 'Student' },
    { summary: 'Student let 2025/26' },
    { summary: 'Four bed house, students only' },
  ])('leaves out student lets: %j', (change) => {
    expect(isStudentLet({ ...base, ...change })).toBe(true);
    expect(isRentComparable({ ...base, ...change })).toBe(false);
  });
  it('leaves out commercial lets and non-residential sub types', () => {
    expect(isRentComparable({ ...base, letType: 'Commercial' })).toBe(false);
    expect(isRentComparable({ ...base, propertySubType: 'Mixed Use' })).toBe(false);
  });
  it('does not mistake a living room for a room let', () => {
    expect(isRoomLet({ ...base, summary: 'House with a large living room and garden' })).toBe(
      false,
    );
  });
});

describe('rentEstimate', () => {
  it('values a 4-bed terrace on 4-bed terraces, not on the detached houses of its sector', () => {
    const rentals = [
      rental('D', 4, 1_725, 900),
      rental('D', 4, 1_775, 1_500),
      rental('D', 4, 1_750, 600),
      rental('S', 4, 1_200, 20),
      rental('T', 4, 850, 300),
      rental('T', 4, 625, 1_200),
      rental('T', 4, 825, -1_300),
      rental('T', 4, 950, -900),
      rental('T', 4, 775, 1_700),
    ];
    const estimate = rentEstimate(terrace, rentals, '2025-02-28');
    expect(estimate?.step).toMatchObject({ radius: 0, type: 'same-type' });
    expect(estimate?.comparables).toBe(5);
    // Weights 1/(1+d/500): 625 0.294, 775 0.227, 825 0.278, 850 0.625, 950 0.357 (total
    // 1.781): the cumulative weight passes half at 850, the nearest.
    expect(estimate?.rent).toBe(850);
    // The rentals it used are the five terraces, nearest first, and their weighted median is
    // the rent (what the details page lists as 'Rentals this estimate used').
    expect(estimate!.used.map((u) => u.rental.rent)).toEqual([850, 950, 625, 825, 775]);
    expect(estimate!.used.every((u) => u.rental.type === 'T')).toBe(true);
    expect(estimate!.used[0]!.weight).toBeCloseTo(1 / (1 + estimate!.used[0]!.metres! / 500), 12);
    expect(rentOfUsed(estimate!.used)).toBe(estimate!.rent);
  });

  it('widens to houses of any type only when its own type is too thin', () => {
    const rentals = [
      rental('S', 4, 1_200, 20),
      rental('D', 4, 1_725, 900),
      rental('S', 4, 1_250, 1_100),
      rental('T', 4, 800, 1_800),
    ];
    const estimate = rentEstimate(terrace, rentals, '2025-02-28');
    expect(estimate?.step).toMatchObject({ radius: 2000, months: 24, type: 'type-group' });
    expect(estimate?.rent).toBe(1_200);
  });

  it('uses let-agreed rents alone when five are known, the nearest ten at most', () => {
    const asking = Array.from({ length: 8 }, (_, i) => rental('T', 4, 1_000, 10 + i));
    const agreed = Array.from({ length: 12 }, (_, i) =>
      rental('T', 4, 800 + i * 10, 100 + i * 50, { letAgreed: true }),
    );
    const estimate = rentEstimate(terrace, [...asking, ...agreed], '2025-02-28');
    expect(estimate?.letAgreedOnly).toBe(true);
    expect(estimate?.comparables).toBe(RENT_NEAREST);
    expect(estimate!.used).toHaveLength(RENT_NEAREST);
    expect(estimate!.used.every((u) => u.rental.letAgreed)).toBe(true);
    expect(rentOfUsed(estimate!.used)).toBe(estimate!.rent);
    expect(estimate!.rent).toBeLessThan(1_000);
  });

  it('ignores rentals outside the window and publishes nothing from two', () => {
    const rentals = [
      rental('T', 4, 800, 100),
      rental('T', 4, 820, 200),
      rental('T', 4, 400, 50, { listedOn: '2022-12-31' }),
    ];
    expect(rentEstimate(terrace, rentals, '2025-02-28')).toBeNull();
  });

  it('uses the sector alone for a listing without a location', () => {
    const rentals = [800, 820, 840, 860, 880].map((r, i) => rental('T', 4, r, i * 5000));
    const estimate = rentEstimate({ ...terrace, lat: null, lng: null }, rentals, '2025-02-28');
    expect(estimate?.step).toMatchObject({ radius: 0, located: false });
    expect(estimate?.rent).toBe(840);
  });
});
