import { describe, expect, it } from 'vitest';
import { comparableWhy, rangeReason, saleAgeYears } from './estimate-evidence.ts';

describe('rangeReason', () => {
  const base = { band: 'High' as const, wideCount: 40, postcodeCount: 5, calibrated: true };

  it("states the last sale's age and its real share of the estimate", () => {
    expect(
      rangeReason({ ...base, hasLastSale: true, lastSaleYears: 2.3, anchorWeight: 0.32 }),
    ).toContain('its own last sale is 2 years old and carries 32% of the estimate');
    expect(
      rangeReason({ ...base, hasLastSale: true, lastSaleYears: 0.4, anchorWeight: 0.7 }),
    ).toContain('under a year old and, indexed, carries 70% of the estimate');
  });

  it('says when only comparables value the property, and how the range was sized', () => {
    const text = rangeReason({
      ...base,
      band: 'Low',
      hasLastSale: false,
      lastSaleYears: null,
      anchorWeight: 0,
      postcodeCount: 1,
      calibrated: false,
    });
    expect(text).toMatch(/^Low confidence: there is no earlier sale/);
    expect(text).toContain('the spread of the wider area counts');
    expect(text).toContain('no backtest calibration held yet');
  });
});

describe('saleAgeYears', () => {
  it('is the years from the sale to the valuation month, one decimal', () => {
    expect(saleAgeYears('2013-03-15', '2026-11')).toBe(13.6);
    expect(saleAgeYears('2021-05-14', '2024-12')).toBe(3.6);
    expect(saleAgeYears('2024-12-20', '2024-12')).toBe(0);
  });
});

describe('comparableWhy (issue 40: a semi listed flats without saying why)', () => {
  it("says a sale of another type counts only for the postcode's level, never for the price", () => {
    expect(comparableWhy('S', { type: 'F', building: false })).toBe(
      'A flat, a different type: its price is not used; it counts only for how far this postcode sells above or below its area, measured against the flats of the area.',
    );
  });
  it('says a sale of the same type, building or row what it counts for', () => {
    expect(comparableWhy('S', { type: 'S', building: false })).toMatch(
      /^A semi-detached house, the same type: counts for how far this postcode sells/,
    );
    expect(comparableWhy('F', { type: 'F', building: true })).toBe(
      'A flat in the same building: counts for its postcode and again for its building.',
    );
    expect(comparableWhy('T', { type: 'T', building: true })).toMatch(/again for its row\.$/);
  });
  it('names no type it does not know', () => {
    expect(comparableWhy(null, { type: 'F', building: false })).toMatch(
      /^A flat of the same postcode: counts for/,
    );
    expect(comparableWhy('S', { type: 'O', building: false })).toMatch(/^A sale of unknown type/);
  });
});
