import { describe, expect, it } from 'vitest';
import { HMO_COST_DEFAULTS } from './hmo-costs.ts';
import { rentalTax } from './rental-tax.ts';
import { resolveRoiInput } from './resolve-roi-input.ts';
import { calculateRoi } from './roi-calculator.ts';

/**
 * docs/methodology.md "Worked example: an HMO and a single let, before and after tax": every
 * figure below is the one written there by hand, line by line. A change to the formulas or the
 * defaults must change the document too.
 */
describe('the methodology worked example', () => {
  // A £200,000 house in England: five rooms at £500 a month as an HMO, or £1,200 a month let whole.
  const deal = { listPrice: 200_000, nation: 'england' as const };

  it('derives the HMO cost defaults from their sources', () => {
    // (1,755 x 1.5 + 603) / 12 = 3,235.50 / 12 = 269.625 -> £270
    expect(HMO_COST_DEFAULTS.hmoUtilities).toBe(270);
    // 2,280 x 8/9 = 2,026.67; / 12 = 168.89 -> £169
    expect(HMO_COST_DEFAULTS.hmoCouncilTax).toBe(169);
    expect(HMO_COST_DEFAULTS.hmoBroadband).toBe(30);
    expect(HMO_COST_DEFAULTS.hmoLicenceFee).toBe(1_000);
  });

  it('computes the HMO with its bills, higher management and voids', () => {
    const input = resolveRoiInput({
      ...deal,
      calculatorType: 'HMO',
      avgRentInArea: 500,
      bedrooms: 5,
      taxBand: 'higher',
    });
    expect(input.roiPerRoomMgmtCostPercentage).toBe(15);
    expect(input.roiPerRoomVoidsCostPercentage).toBe(8);
    const out = calculateRoi(input);
    // Cash in: deposit 25% = 50,000; SDLT additional 125,000 x 5% + 75,000 x 7% = 11,500;
    // legal 1,500: 63,000.
    expect(out.loanAmount).toBe(150_000);
    expect(out.stampDuty).toBe(11_500);
    expect(out.totalEquity).toBe(63_000);
    // Rent 5 x 500 = 2,500 a month, 30,000 a year.
    expect(out.monthlyRentExpected).toBe(2_500);
    expect(out.avgRentPerAnnum).toBe(30_000);
    // Interest 150,000 x 5.5% = 8,250 a year, 687.50 a month.
    expect(out.mortgagePerAnnum).toBe(8_250);
    expect(out.monthlyInterest).toBe(687.5);
    // Maintenance 5 x 50 = 250 a month, 3,000 a year.
    expect(out.monthlyRoomMaintenance).toBe(250);
    expect(out.yearlyRoomMaintenance).toBe(3_000);
    // Bills (270 + 169 + 30) x 12 = 5,628, licence 1,000 / 5 = 200: 5,828 a year, 485.67 a month.
    expect(out.yearlyHmoCosts).toBe(5_828);
    expect(out.monthlyHmoCosts).toBe(485.67);
    // Management and voids (15% + 8%) x 30,000 = 6,900.
    // All costs 8,250 + 3,000 + 6,900 + 5,828 = 23,978.
    expect(out.mortgageExpensePerAnnum).toBe(23_978);
    // Cash flow 30,000 - 23,978 = 6,022 a year, 501.83 a month; ROI 6,022 / 63,000 = 9.56%.
    expect(out.yearlyCashflow).toBe(6_022);
    expect(out.monthlyCashflow).toBe(501.83);
    expect(out.finalRoi).toBe(9.56);
    // Break-even rent (687.50 + 250 + 485.67) / (1 - 0.23) = 1,848.27.
    expect(out.monthlyRentRequired).toBe(1_848.27);
    // Tax, higher rate: profit before interest 30,000 - 3,000 - 6,900 - 5,828 = 14,272;
    // 40% = 5,708.80; credit 20% x min(8,250, 14,272) = 1,650; tax 4,058.80.
    expect(out.profitBeforeFinanceCosts).toBe(14_272);
    const tax = rentalTax('higher', 14_272, 8_250);
    expect(tax.taxBeforeCredit).toBe(5_708.8);
    expect(tax.financeCostCredit).toBe(1_650);
    expect(tax.taxPerAnnum).toBe(4_058.8);
    expect(out.financeCostCredit).toBe(1_650);
    expect(out.taxPerAnnum).toBe(4_058.8);
    // After tax 6,022 - 4,058.80 = 1,963.20.
    expect(out.cashflowAfterTax).toBe(1_963.2);
  });

  it('taxes the HMO for each band', () => {
    const at = (taxBand: 'basic' | 'additional' | 'company') =>
      calculateRoi(
        resolveRoiInput({
          ...deal,
          calculatorType: 'HMO',
          avgRentInArea: 500,
          bedrooms: 5,
          taxBand,
        }),
      );
    // Basic: 20% x 14,272 = 2,854.40 - 1,650 = 1,204.40; after tax 4,817.60.
    expect(at('basic').taxPerAnnum).toBe(1_204.4);
    expect(at('basic').cashflowAfterTax).toBe(4_817.6);
    // Additional: 45% x 14,272 = 6,422.40 - 1,650 = 4,772.40; after tax 1,249.60.
    expect(at('additional').taxPerAnnum).toBe(4_772.4);
    expect(at('additional').cashflowAfterTax).toBe(1_249.6);
    // Company: profit after interest 14,272 - 8,250 = 6,022; 19% = 1,144.18; after tax 4,877.82.
    expect(at('company').taxPerAnnum).toBe(1_144.18);
    expect(at('company').financeCostCredit).toBe(0);
    expect(at('company').cashflowAfterTax).toBe(4_877.82);
  });

  it('computes the single let of the same house, which pays no bills', () => {
    const out = calculateRoi(
      resolveRoiInput({ ...deal, avgPropertyRent: 1_200, taxBand: 'higher' }),
    );
    // Costs 687.50 + 50 + 15% x 1,200 = 917.50 a month; cash flow 282.50, 3,390 a year.
    expect(out.monthlyHmoCosts).toBe(0);
    expect(out.yearlyHmoCosts).toBe(0);
    expect(out.monthlyCashflow).toBe(282.5);
    expect(out.yearlyCashflow).toBe(3_390);
    expect(out.finalRoi).toBe(5.38); // 3,390 / 63,000
    // Profit before interest 14,400 - 600 - 2,160 = 11,640; 40% = 4,656; credit 1,650: 3,006.
    expect(out.profitBeforeFinanceCosts).toBe(11_640);
    expect(out.taxPerAnnum).toBe(3_006);
    // After tax 3,390 - 3,006 = 384.
    expect(out.cashflowAfterTax).toBe(384);
    // Had the interest still been deductible: 40% x 3,390 = 1,356, leaving 2,034.
  });

  it('limits the credit to the profit when the interest is larger', () => {
    // The single let at 8% interest: 12,000 a year of interest against 11,640 of profit.
    const out = calculateRoi(
      resolveRoiInput({ ...deal, avgPropertyRent: 1_200, roiMortgageRate: 8, taxBand: 'basic' }),
    );
    expect(out.mortgagePerAnnum).toBe(12_000);
    expect(out.yearlyCashflow).toBe(-360); // 11,640 - 12,000
    // 20% x 11,640 = 2,328; credit 20% x min(12,000, 11,640) = 2,328; tax 0.
    expect(out.financeCostCredit).toBe(2_328);
    expect(out.taxPerAnnum).toBe(0);
    expect(out.cashflowAfterTax).toBe(-360);
    // A higher-rate payer still pays 40% x 11,640 - 2,328 = 2,328 on a loss-making let.
    const higher = calculateRoi(
      resolveRoiInput({ ...deal, avgPropertyRent: 1_200, roiMortgageRate: 8, taxBand: 'higher' }),
    );
    expect(higher.taxPerAnnum).toBe(2_328);
    expect(higher.cashflowAfterTax).toBe(-2_688);
  });
});
