import { transactionTax } from '../tax/transaction-tax.ts';
import { yearlyHmoCosts as hmoCostsPerYear } from './hmo-costs.ts';
import { rentalTax } from './rental-tax.ts';
import { monthlyCostParts } from './roi-costs.ts';
import type { RoiOutput, RoiResolvedInput } from './roi-schema.ts';

const r2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The ROI calculator (docs/methodology.md): interest-only mortgage, additional-dwelling
 * transaction tax, single let or HMO (whose landlord also pays the bills, council tax,
 * broadband and licence), a remortgage scenario, and with a tax band the year's tax (Section 24
 * for an individual, corporation tax for a company). A listing's `roi` is this function's
 * `finalRoi` with the default inputs, so the card and the calculator agree.
 */
export function calculateRoi(input: RoiResolvedInput): RoiOutput {
  const hmo = input.calculatorType === 'HMO';
  const rooms = Math.max(0, input.bedrooms);
  const rate = input.roiMortgageRate / 100;
  const runningShare =
    (input.roiPerRoomMgmtCostPercentage + input.roiPerRoomVoidsCostPercentage) / 100;

  const deposit = (input.listPrice * input.roiDownpaymentPercentage) / 100;
  const loanAmount = input.listPrice - deposit;
  const stampDuty = transactionTax(input.listPrice, input.nation, 'additional').tax;
  const totalEquity = deposit + stampDuty + input.roiLegalCosts + input.renovationCost;

  const monthlyInterest = (loanAmount * rate) / 12;
  const mortgagePerAnnum = monthlyInterest * 12;
  const monthlyRentExpected = hmo ? input.avgRentInArea * rooms : input.avgPropertyRent;
  const avgRentPerAnnum = monthlyRentExpected * 12;
  const monthlyRoomMaintenance = input.roiPerRoomMaintenance * (hmo ? rooms : 1);
  const yearlyRoomMaintenance = monthlyRoomMaintenance * 12;
  const yearlyHmoCosts = hmo ? hmoCostsPerYear(input) : 0;
  const monthlyHmoCosts = yearlyHmoCosts / 12;

  // The same parts the pages list as the cost rows (core/roi/roi-costs.ts).
  const monthlyCosts = Object.values(
    monthlyCostParts({
      ...input,
      monthlyInterest,
      monthlyRoomMaintenance,
      monthlyHmoCosts,
      monthlyRentExpected,
    }),
  ).reduce((a, b) => a + b, 0);
  const mortgageExpensePerAnnum = monthlyCosts * 12;
  const monthlyRentRequired =
    runningShare < 1
      ? (monthlyInterest + monthlyRoomMaintenance + monthlyHmoCosts) / (1 - runningShare)
      : null;
  const monthlyCashflow = monthlyRentExpected - monthlyCosts;
  const yearlyCashflow = monthlyCashflow * 12;
  const finalRoi = totalEquity > 0 ? (yearlyCashflow / totalEquity) * 100 : null;

  const remortgageLoanAmount = (input.reMortgageHousePrice * input.remortgagePercentage) / 100;
  const reMortgageInterestPerAnnum = remortgageLoanAmount * rate;
  const reMortgageAvgRentPerAnnum = avgRentPerAnnum;
  const reMortgageExpensePerAnnum =
    reMortgageInterestPerAnnum +
    yearlyRoomMaintenance +
    yearlyHmoCosts +
    avgRentPerAnnum * runningShare;
  const remortgageCashflow = reMortgageAvgRentPerAnnum - reMortgageExpensePerAnnum;
  const equityLeft = totalEquity - (remortgageLoanAmount - loanAmount);
  const remortgageRoi = equityLeft > 0 ? (remortgageCashflow / equityLeft) * 100 : null;

  // The tax view (docs/methodology.md "Tax view: Section 24"): every running cost is
  // deductible but the interest, which Section 24 turns into a 20% credit for an individual.
  const profitBeforeFinanceCosts =
    avgRentPerAnnum * (1 - runningShare) - yearlyRoomMaintenance - yearlyHmoCosts;
  const tax = input.taxBand
    ? rentalTax(input.taxBand, r2(profitBeforeFinanceCosts), r2(mortgagePerAnnum))
    : null;

  return {
    loanAmount: r2(loanAmount),
    stampDuty,
    totalEquity: r2(totalEquity),
    finalRoi: finalRoi === null ? null : r2(finalRoi),
    monthlyInterest: r2(monthlyInterest),
    mortgagePerAnnum: r2(mortgagePerAnnum),
    monthlyRoomMaintenance: r2(monthlyRoomMaintenance),
    yearlyRoomMaintenance: r2(yearlyRoomMaintenance),
    monthlyRentRequired: monthlyRentRequired === null ? null : r2(monthlyRentRequired),
    mortgageExpensePerAnnum: r2(mortgageExpensePerAnnum),
    monthlyRentExpected: r2(monthlyRentExpected),
    avgRentPerAnnum: r2(avgRentPerAnnum),
    monthlyCashflow: r2(monthlyCashflow),
    yearlyCashflow: r2(yearlyCashflow),
    remortgageLoanAmount: r2(remortgageLoanAmount),
    reMortgageInterestPerAnnum: r2(reMortgageInterestPerAnnum),
    reMortgageAvgRentPerAnnum: r2(reMortgageAvgRentPerAnnum),
    reMortgageExpensePerAnnum: r2(reMortgageExpensePerAnnum),
    remortgageCashflow: r2(remortgageCashflow),
    equityLeft: r2(equityLeft),
    remortgageRoi: remortgageRoi === null ? null : r2(remortgageRoi),
    monthlyHmoCosts: r2(monthlyHmoCosts),
    yearlyHmoCosts: r2(yearlyHmoCosts),
    profitBeforeFinanceCosts: r2(profitBeforeFinanceCosts),
    financeCostCredit: tax ? r2(tax.financeCostCredit) : null,
    taxPerAnnum: tax ? r2(tax.taxPerAnnum) : null,
    cashflowAfterTax: tax ? r2(yearlyCashflow - tax.taxPerAnnum) : null,
  };
}
