import { describe, expect, it } from 'vitest';
import { rangeReason, saleAgeYears } from './estimate-evidence.ts';

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
