import { describe, expect, it } from 'vitest';
import { calculateRoi } from './roi-calculator.ts';
import { roiCostBreakdown, wholePoundsSummingTo } from './roi-costs.ts';
import { ROI_DEFAULTS, type RoiResolvedInput } from './roi-schema.ts';

const base: RoiResolvedInput = {
  ...ROI_DEFAULTS,
  calculatorType: 'SINGLE_LET',
  nation: 'england',
  listPrice: 169_950,
  avgPropertyRent: 1_400,
  avgRentInArea: 520,
  bedrooms: 3,
  reMortgageHousePrice: 180_000,
  taxBand: null,
};

/** What the page has: the inputs it used and the calculator's outputs. */
const answer = (input: RoiResolvedInput) => ({ ...input, ...calculateRoi(input) });

describe('roiCostBreakdown', () => {
  it('lists every cost that "All costs" counts: interest, maintenance, management and voids', () => {
    // Issue 40: "All costs £10,130" listed only interest £7,010 and maintenance £600.
    const r = answer(base);
    const costs = roiCostBreakdown(r);
    expect(costs.rows.map((row) => row.key)).toEqual([
      'interest',
      'maintenance',
      'management',
      'voids',
    ]);
    expect(costs.rows.map((row) => row.label)).toEqual([
      'Mortgage interest',
      'Maintenance',
      'Management (10% of rent)',
      'Voids (5% of rent)',
    ]);
    // 1,400 x 12 x 10% = 1,680 management, x 5% = 840 voids
    expect(costs.rows.find((row) => row.key === 'management')?.yearly).toBeCloseTo(1_680, 2);
    expect(costs.rows.find((row) => row.key === 'voids')?.yearly).toBeCloseTo(840, 2);
    expect(costs.yearly).toBeCloseTo(r.mortgageExpensePerAnnum, 1);
  });

  it("adds an HMO's bills as a row of their own", () => {
    const r = answer({ ...base, calculatorType: 'HMO', bedrooms: 5, avgRentInArea: 550 });
    const costs = roiCostBreakdown(r);
    expect(costs.rows.map((row) => row.key)).toContain('hmoBills');
    expect(costs.yearly).toBeCloseTo(r.mortgageExpensePerAnnum, 1);
  });

  it("sums to the calculator's total for every deal, and in whole pounds to the total shown", () => {
    const checked: number[] = [];
    for (const calculatorType of ['SINGLE_LET', 'HMO'] as const)
      for (const listPrice of [45_000, 123_457, 169_950, 412_345, 1_250_000])
        for (const rent of [333, 750, 1_234, 2_950])
          for (const rate of [0, 3.99, 5.5, 7.25])
            for (const [mgmt, voids] of [
              [10, 5],
              [0, 0],
              [12.5, 7.3],
              [100, 0],
            ] as const) {
              const r = answer({
                ...base,
                calculatorType,
                listPrice,
                avgPropertyRent: rent,
                avgRentInArea: rent / 3,
                bedrooms: 4,
                roiMortgageRate: rate,
                roiPerRoomMgmtCostPercentage: mgmt,
                roiPerRoomVoidsCostPercentage: voids,
              });
              const exact = roiCostBreakdown(r);
              // The rows come from the rounded outputs: within a penny a row of the total.
              expect(Math.abs(exact.yearly - r.mortgageExpensePerAnnum)).toBeLessThan(0.12 * 5);
              expect(Math.abs(exact.monthly * 12 - r.mortgageExpensePerAnnum)).toBeLessThan(0.6);
              const shown = roiCostBreakdown(r, { wholePounds: true });
              const sum = (key: 'monthly' | 'yearly') =>
                shown.rows.reduce((a, row) => a + row[key], 0);
              expect(sum('yearly')).toBe(shown.yearly);
              expect(sum('monthly')).toBe(shown.monthly);
              expect(shown.rows.every((row) => Number.isInteger(row.yearly))).toBe(true);
              expect(Math.abs(shown.yearly - r.mortgageExpensePerAnnum)).toBeLessThanOrEqual(1);
              checked.push(shown.yearly);
            }
    expect(checked.length).toBe(2 * 5 * 4 * 4 * 4);
  });
});

describe('wholePoundsSummingTo', () => {
  it('rounds each amount so the rounded amounts add up to the rounded sum', () => {
    expect(wholePoundsSummingTo([0.5, 0.5, 0.5])).toEqual([1, 1, 0]);
    expect(wholePoundsSummingTo([7_010.4, 600, 1_679.7, 839.9])).toEqual([7_010, 600, 1_680, 840]);
    expect(wholePoundsSummingTo([])).toEqual([]);
  });
});
