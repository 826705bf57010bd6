import { describe, expect, it } from 'vitest';
import { transactionTax } from './transaction-tax.ts';

describe('SDLT (England and Northern Ireland)', () => {
  it('matches the official main-residence example: £295,000 = £4,750', () => {
    expect(transactionTax(295_000, 'england', 'main').tax).toBe(4_750);
    expect(transactionTax(295_000, 'northern-ireland', 'main').tax).toBe(4_750);
  });

  it('matches the first-time buyer examples', () => {
    expect(transactionTax(500_000, 'england', 'first-time').tax).toBe(10_000);
    expect(transactionTax(450_000, 'england', 'first-time').tax).toBe(7_500);
    expect(transactionTax(300_000, 'england', 'first-time').tax).toBe(0);
    // Above £500,000 the relief is lost entirely: standard rates.
    expect(transactionTax(510_000, 'england', 'first-time').tax).toBe(
      transactionTax(510_000, 'england', 'main').tax,
    );
  });

  it('adds the 5% higher rates on every band for additional dwellings', () => {
    // 125,000 x 5% + 125,000 x 7% + 45,000 x 10% = 6,250 + 8,750 + 4,500
    expect(transactionTax(295_000, 'england', 'additional').tax).toBe(19_500);
    // 0-125k @5%, 125-250k @7%, 250-925k @10%, 925k-1.5m @15%, above @17%
    expect(transactionTax(2_000_000, 'england', 'additional').tax).toBe(
      6_250 + 8_750 + 67_500 + 86_250 + 85_000,
    );
  });

  it('applies no surcharge under £40,000', () => {
    expect(transactionTax(39_999, 'england', 'additional').tax).toBe(0);
    expect(transactionTax(40_000, 'england', 'additional').tax).toBe(2_000);
  });

  it('reports bands that add up and an effective rate', () => {
    const result = transactionTax(1_600_000, 'england', 'main');
    expect(result.bands.map((b) => b.rate)).toEqual([0, 2, 5, 10, 12]);
    expect(result.bands.at(-1)).toMatchObject({ from: 1_500_000, to: null, tax: 12_000 });
    expect(result.tax).toBe(0 + 2_500 + 33_750 + 57_500 + 12_000);
    expect(result.effectiveRate).toBeCloseTo((result.tax / 1_600_000) * 100, 2);
  });
});

describe('LTT (Wales)', () => {
  it('applies the main rates', () => {
    expect(transactionTax(225_000, 'wales', 'main').tax).toBe(0);
    // 175,000 x 6% = 10,500
    expect(transactionTax(400_000, 'wales', 'main').tax).toBe(10_500);
  });
  it('applies the higher rates for additional dwellings', () => {
    // 180,000 x 5% + 70,000 x 8.5% + 50,000 x 10% = 9,000 + 5,950 + 5,000
    expect(transactionTax(300_000, 'wales', 'additional').tax).toBe(19_950);
  });
});

describe('LBTT (Scotland)', () => {
  it('applies the main rates', () => {
    // 105,000 x 2% + 50,000 x 5% = 2,100 + 2,500
    expect(transactionTax(300_000, 'scotland', 'main').tax).toBe(4_600);
  });
  it('adds the 8% Additional Dwelling Supplement on the whole price', () => {
    expect(transactionTax(300_000, 'scotland', 'additional').tax).toBe(4_600 + 24_000);
  });
  it('gives first-time buyers the £175,000 nil band', () => {
    // 75,000 x 2% + 50,000 x 5% = 1,500 + 2,500
    expect(transactionTax(300_000, 'scotland', 'first-time').tax).toBe(4_000);
  });
});

it('refuses a negative price', () => {
  expect(() => transactionTax(-1, 'england', 'main')).toThrow(RangeError);
});
