import type { RoiResponse } from '@yardstick/core/roi/roi-schema';
import {
  CORPORATION_TAX,
  FINANCE_COST_CREDIT_RATE,
  INCOME_TAX_RATES,
  type RentalTaxBand,
} from '@yardstick/core/roi/rental-tax';
import { formatGBP } from '../../lib/format.ts';

/** The tax selector's choice: a band, or none (figures before tax only). */
export type TaxChoice = RentalTaxBand | 'none';

export const TAX_CHOICES: readonly { value: TaxChoice; label: string }[] = [
  { value: 'none', label: 'Before tax' },
  { value: 'basic', label: `Individual, basic rate (${INCOME_TAX_RATES.basic}%)` },
  { value: 'higher', label: `Individual, higher rate (${INCOME_TAX_RATES.higher}%)` },
  { value: 'additional', label: `Individual, additional rate (${INCOME_TAX_RATES.additional}%)` },
  { value: 'company', label: 'Limited company (corporation tax)' },
];

/** The band the API takes for a choice (none: no taxBand sent). */
export const taxBandOf = (choice: TaxChoice): RentalTaxBand | undefined =>
  choice === 'none' ? undefined : choice;

export interface TaxRow {
  label: string;
  value: string;
  strong?: boolean;
  /** A figure below zero (shown red, as the cash flow is). */
  negative?: boolean;
}

/**
 * The After tax card's rows, each a step a user can check: an individual's tax is the band's
 * rate on the profit before mortgage interest less the 20% credit (Section 24); a company's is
 * corporation tax on the profit after the interest. Null without a band in the answer.
 */
export function taxRows(r: RoiResponse): TaxRow[] | null {
  if (r.taxBand === null || r.taxPerAnnum === null || r.cashflowAfterTax === null) return null;
  const after: TaxRow[] = [
    { label: 'Tax per year', value: formatGBP(r.taxPerAnnum) },
    {
      label: 'Cash flow after tax per year',
      value: formatGBP(r.cashflowAfterTax),
      strong: true,
      negative: r.cashflowAfterTax < 0,
    },
    {
      label: 'Cash flow after tax per month',
      value: formatGBP(r.cashflowAfterTax / 12),
      negative: r.cashflowAfterTax < 0,
    },
  ];
  if (r.taxBand === 'company') {
    return [
      {
        label: 'Profit after mortgage interest',
        value: formatGBP(r.profitBeforeFinanceCosts - r.mortgagePerAnnum),
        negative: r.profitBeforeFinanceCosts < r.mortgagePerAnnum,
      },
      ...after,
    ];
  }
  const credit = r.financeCostCredit ?? 0;
  // The credit is on the interest, but on no more than the profit before it (HMRC's limit).
  const limited = r.profitBeforeFinanceCosts < r.mortgagePerAnnum;
  const creditBase = Math.max(0, Math.min(r.mortgagePerAnnum, r.profitBeforeFinanceCosts));
  return [
    {
      label: 'Profit before mortgage interest',
      value: formatGBP(r.profitBeforeFinanceCosts),
      negative: r.profitBeforeFinanceCosts < 0,
    },
    {
      label: `Income tax at ${INCOME_TAX_RATES[r.taxBand]}%`,
      value: formatGBP(r.taxPerAnnum + credit),
    },
    {
      label: limited
        ? `Less ${FINANCE_COST_CREDIT_RATE}% credit on ${formatGBP(creditBase)} (interest ${formatGBP(r.mortgagePerAnnum)}, limited to the profit)`
        : `Less ${FINANCE_COST_CREDIT_RATE}% credit on ${formatGBP(r.mortgagePerAnnum)} of interest`,
      value: `-${formatGBP(credit)}`,
    },
    ...after,
  ];
}

/** One or two sentences under the card saying what the figures assume. */
export function taxExplanation(band: RentalTaxBand): string {
  if (band === 'company') {
    const c = CORPORATION_TAX;
    return `A company deducts its mortgage interest in full and pays corporation tax: ${c.smallProfitsRate}% up to ${formatGBP(c.lowerLimit)} of profit, ${c.mainRate}% above ${formatGBP(c.upperLimit)}, with marginal relief between. Tax on taking the money out (dividends or salary) is not included.`;
  }
  return `Section 24: since April 2020 an individual landlord cannot deduct mortgage interest. The profit before interest is taxed at your band, then a ${FINANCE_COST_CREDIT_RATE}% credit on the interest (at most on that profit) is taken off. Assumes all the rental profit falls in the band chosen.`;
}
