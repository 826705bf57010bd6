import { z } from 'zod';

/**
 * The calculator's tax view (docs/methodology.md "Tax view: Section 24"): who owns the let and,
 * for an individual, the income tax band the rental profit falls in. No band: figures before
 * tax only.
 */
export const rentalTaxBandSchema = z.enum(['basic', 'higher', 'additional', 'company']);
export type RentalTaxBand = z.infer<typeof rentalTaxBandSchema>;

/**
 * Income tax rates on non-savings income, percent (England, Wales and Northern Ireland,
 * 2025-26; a Scottish taxpayer pays the Scottish rates, which the calculator does not model).
 */
export const INCOME_TAX_RATES = { basic: 20, higher: 40, additional: 45 } as const;

/**
 * Section 24 (Finance Act 2015 s.24, fully in force from 6 April 2020): an individual landlord
 * deducts no finance costs and instead takes a tax credit at the basic rate on the lesser of
 * the finance costs and the property profits (HMRC's third limit, adjusted total income above
 * the personal allowance, is assumed not to bind: the landlord's other income uses the
 * allowance).
 */
export const FINANCE_COST_CREDIT_RATE = 20;

/**
 * Corporation tax from 1 April 2023: 19% up to £50,000 of profit, 25% above £250,000, and in
 * between the main rate less marginal relief of 3/200 x (£250,000 - profit). One company with
 * no associated companies and a 12-month accounting period.
 */
export const CORPORATION_TAX = {
  smallProfitsRate: 19,
  mainRate: 25,
  lowerLimit: 50_000,
  upperLimit: 250_000,
  marginalReliefFraction: 3 / 200,
} as const;

/** The tax of one year of a let, with the steps a user can check by hand. */
export interface RentalTax {
  /** Rent less every running cost but the mortgage interest, per year. */
  profitBeforeFinanceCosts: number;
  /** The mortgage interest, per year. */
  financeCosts: number;
  /** What the rate is charged on: the profit before finance costs (individual) or after (company), never below 0. */
  taxableProfit: number;
  /** The band's rate on the taxable profit (a company: the corporation tax). */
  taxBeforeCredit: number;
  /** Section 24's basic-rate credit (a company: 0, it deducts the interest instead). */
  financeCostCredit: number;
  /** What is paid: the tax less the credit, never below 0. */
  taxPerAnnum: number;
}

/** Corporation tax on one year's profit (a loss pays none). */
export function corporationTax(profit: number): number {
  const c = CORPORATION_TAX;
  if (profit <= 0) return 0;
  if (profit <= c.lowerLimit) return (profit * c.smallProfitsRate) / 100;
  const main = (profit * c.mainRate) / 100;
  if (profit >= c.upperLimit) return main;
  return main - c.marginalReliefFraction * (c.upperLimit - profit);
}

/**
 * The year's tax on a let. An individual pays the band's rate on the profit before finance
 * costs (the whole profit assumed taxed at that band) less 20% of the lesser of the finance
 * costs and that profit; a company pays corporation tax on the profit after deducting the
 * interest in full (extracting it as dividends is taxed again and is not included).
 */
export function rentalTax(
  band: RentalTaxBand,
  profitBeforeFinanceCosts: number,
  financeCosts: number,
): RentalTax {
  if (band === 'company') {
    const taxableProfit = Math.max(0, profitBeforeFinanceCosts - financeCosts);
    const tax = corporationTax(taxableProfit);
    return {
      profitBeforeFinanceCosts,
      financeCosts,
      taxableProfit,
      taxBeforeCredit: tax,
      financeCostCredit: 0,
      taxPerAnnum: tax,
    };
  }
  const taxableProfit = Math.max(0, profitBeforeFinanceCosts);
  const taxBeforeCredit = (taxableProfit * INCOME_TAX_RATES[band]) / 100;
  const financeCostCredit =
    (Math.min(Math.max(0, financeCosts), taxableProfit) * FINANCE_COST_CREDIT_RATE) / 100;
  return {
    profitBeforeFinanceCosts,
    financeCosts,
    taxableProfit,
    taxBeforeCredit,
    financeCostCredit,
    taxPerAnnum: Math.max(0, taxBeforeCredit - financeCostCredit),
  };
}
