import { describe, expect, it } from 'vitest';
import { corporationTax, rentalTax } from './rental-tax.ts';

describe('rentalTax', () => {
  it('charges an individual on the profit before interest, less a 20% credit on the interest', () => {
    expect(rentalTax('basic', 10_000, 4_000)).toEqual({
      profitBeforeFinanceCosts: 10_000,
      financeCosts: 4_000,
      taxableProfit: 10_000,
      taxBeforeCredit: 2_000,
      financeCostCredit: 800,
      taxPerAnnum: 1_200,
    });
    expect(rentalTax('higher', 10_000, 4_000).taxPerAnnum).toBe(3_200);
    expect(rentalTax('additional', 10_000, 4_000).taxPerAnnum).toBe(3_700);
  });

  it('limits the credit to the property profit', () => {
    const t = rentalTax('higher', 5_000, 9_000);
    expect(t.financeCostCredit).toBe(1_000);
    expect(t.taxPerAnnum).toBe(1_000);
  });

  it('charges nothing on a loss before interest', () => {
    expect(rentalTax('higher', -2_000, 5_000)).toMatchObject({
      taxableProfit: 0,
      financeCostCredit: 0,
      taxPerAnnum: 0,
    });
    expect(rentalTax('company', -2_000, 5_000).taxPerAnnum).toBe(0);
  });

  it('lets a company deduct the interest in full', () => {
    expect(rentalTax('company', 10_000, 4_000)).toEqual({
      profitBeforeFinanceCosts: 10_000,
      financeCosts: 4_000,
      taxableProfit: 6_000,
      taxBeforeCredit: 1_140,
      financeCostCredit: 0,
      taxPerAnnum: 1_140,
    });
    expect(rentalTax('company', 4_000, 9_000).taxPerAnnum).toBe(0);
  });
});

describe('corporationTax', () => {
  it('is 19% to £50,000, 25% from £250,000 and marginally relieved between', () => {
    expect(corporationTax(0)).toBe(0);
    expect(corporationTax(50_000)).toBe(9_500);
    // 25% x 100,000 = 25,000 less 3/200 x 150,000 = 2,250
    expect(corporationTax(100_000)).toBe(22_750);
    expect(corporationTax(250_000)).toBe(62_500);
    expect(corporationTax(300_000)).toBe(75_000);
    // Continuous at both limits.
    expect(corporationTax(50_001)).toBeCloseTo(9_500 + 0.265, 6);
  });
});
