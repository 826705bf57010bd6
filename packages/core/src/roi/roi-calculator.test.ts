import { describe, expect, it } from 'vitest';
import { calculateRoi } from './roi-calculator.ts';
import { ROI_DEFAULTS, type RoiResolvedInput } from './roi-schema.ts';

const base: RoiResolvedInput = {
  ...ROI_DEFAULTS,
  calculatorType: 'SINGLE_LET',
  nation: 'england',
  listPrice: 200_000,
  avgPropertyRent: 1_200,
  avgRentInArea: 500,
  bedrooms: 3,
  reMortgageHousePrice: 220_000,
  taxBand: null,
};

describe('calculateRoi', () => {
  it('computes a single let by the methodology formulas', () => {
    const out = calculateRoi(base);
    // deposit 50,000; loan 150,000; SDLT additional on 200k: 125k@5% + 75k@7% = 6,250 + 5,250
    expect(out.loanAmount).toBe(150_000);
    expect(out.stampDuty).toBe(11_500);
    expect(out.totalEquity).toBe(50_000 + 11_500 + 1_500);
    expect(out.monthlyInterest).toBe(687.5); // 150,000 x 5.5% / 12
    expect(out.monthlyRoomMaintenance).toBe(50); // per property for a single let
    // costs: 687.5 + 50 + 1,200 x 15% = 917.5; cashflow 282.5/month, 3,390/year
    expect(out.monthlyCashflow).toBe(282.5);
    expect(out.yearlyCashflow).toBe(3_390);
    expect(out.finalRoi).toBe(Math.round((3_390 / 63_000) * 100 * 100) / 100);
    expect(out.monthlyRentRequired).toBe(Math.round(((687.5 + 50) / 0.85) * 100) / 100);
  });

  it('computes an HMO from rent per room and rooms', () => {
    const out = calculateRoi({ ...base, calculatorType: 'HMO', bedrooms: 5, avgRentInArea: 550 });
    expect(out.monthlyRentExpected).toBe(2_750);
    expect(out.monthlyRoomMaintenance).toBe(250);
    expect(out.yearlyRoomMaintenance).toBe(3_000);
  });

  it("charges an HMO's bills to the landlord, and none to a single let", () => {
    const hmo = { ...base, calculatorType: 'HMO' as const, bedrooms: 5, avgRentInArea: 550 };
    const out = calculateRoi(hmo);
    // (270 + 169 + 30) x 12 + 1,000 / 5 = 5,828 a year
    expect(out.yearlyHmoCosts).toBe(5_828);
    const edited = calculateRoi({ ...hmo, hmoUtilities: 370, hmoLicenceFee: 1_500 });
    // +100 a month of utilities, +100 a year of licence: 1,300 a year less cash flow
    expect(edited.yearlyHmoCosts).toBe(7_128);
    expect(edited.yearlyCashflow).toBeCloseTo(out.yearlyCashflow - 1_300, 2);
    expect(edited.reMortgageExpensePerAnnum).toBeCloseTo(out.reMortgageExpensePerAnnum + 1_300, 2);
    // The same bills typed for a single let change nothing: its tenant pays them.
    const single = calculateRoi(base);
    expect(calculateRoi({ ...base, hmoUtilities: 999 }).yearlyCashflow).toBe(single.yearlyCashflow);
    expect(single.yearlyHmoCosts).toBe(0);
  });

  it('answers no tax figures without a tax band', () => {
    const out = calculateRoi(base);
    expect(out.taxPerAnnum).toBeNull();
    expect(out.cashflowAfterTax).toBeNull();
    expect(out.financeCostCredit).toBeNull();
    expect(calculateRoi({ ...base, taxBand: 'basic' }).taxPerAnnum).toBeGreaterThan(0);
  });

  it('models the remortgage and money left in the deal', () => {
    const out = calculateRoi(base);
    expect(out.remortgageLoanAmount).toBe(165_000); // 75% of 220,000
    expect(out.equityLeft).toBe(63_000 - (165_000 - 150_000));
    expect(out.reMortgageInterestPerAnnum).toBe(9_075);
    expect(out.remortgageCashflow).toBe(14_400 - (9_075 + 600 + 14_400 * 0.15));
    expect(out.remortgageRoi).toBeCloseTo((out.remortgageCashflow / out.equityLeft) * 100, 2);
  });

  it('reports all money out as a null remortgage ROI', () => {
    const out = calculateRoi({ ...base, reMortgageHousePrice: 400_000 });
    expect(out.equityLeft).toBeLessThanOrEqual(0);
    expect(out.remortgageRoi).toBeNull();
  });

  it('uses the nation of the postcode for stamp duty', () => {
    expect(calculateRoi({ ...base, nation: 'scotland' }).stampDuty).toBe(1_100 + 16_000);
  });
});
