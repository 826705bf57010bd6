import { z } from 'zod';
import { idInputSchema } from '../search/estimate-card.ts';
import { nationSchema } from '../tax/transaction-tax.ts';
import { HMO_COST_DEFAULTS } from './hmo-costs.ts';
import { rentalTaxBandSchema } from './rental-tax.ts';

/**
 * ROI calculator defaults (docs/methodology.md "Rent, yield and ROI"). Percentages are in
 * percent. An HMO's management and voids are its own (core/roi/hmo-costs.ts
 * HMO_RUNNING_DEFAULTS); its bills apply to an HMO only.
 */
export const ROI_DEFAULTS = {
  roiDownpaymentPercentage: 25,
  roiMortgageRate: 5.5,
  roiLegalCosts: 1_500,
  renovationCost: 0,
  roiPerRoomMgmtCostPercentage: 10,
  roiPerRoomVoidsCostPercentage: 5,
  roiPerRoomMaintenance: 50,
  remortgagePercentage: 75,
  ...HMO_COST_DEFAULTS,
} as const;

/** One bedroom averages 26 m2: the default room count of an HMO can come from floor area. */
export const SQM_PER_BEDROOM = 26;
/** Refurbishment hint: £300 per m2 of floor area. */
export const RENOVATION_COST_PER_SQM = 300;

export const calculatorTypeSchema = z.enum(['SINGLE_LET', 'HMO']);
export type CalculatorType = z.infer<typeof calculatorTypeSchema>;

/**
 * The bounds of the calculator's inputs: money in pounds, percentages in percent, rooms whole.
 * The API's schema and the page's inputs both hold them (issue 25: a deposit could be typed as
 * 250150%).
 */
export const ROI_INPUT_BOUNDS = {
  money: { min: 0, max: 100_000_000 },
  percent: { min: 0, max: 100 },
  rooms: { min: 0, max: 50 },
} as const;

const money = z.number().min(ROI_INPUT_BOUNDS.money.min).max(ROI_INPUT_BOUNDS.money.max);
const percent = z.number().min(ROI_INPUT_BOUNDS.percent.min).max(ROI_INPUT_BOUNDS.percent.max);

/** A listing's id as the calculator takes it (the page checks the address's id with it). */
export const roiPropertyIdSchema = idInputSchema;

/** Inputs named as in docs/http-api.md#calculators. */
export const roiInputSchema = z
  .object({
    propertyId: roiPropertyIdSchema.optional(),
    calculatorType: calculatorTypeSchema.default('SINGLE_LET'),
    postCode: z.string().max(10).optional(),
    address: z.string().max(300).optional(),
    nation: nationSchema.optional(),
    listPrice: money.optional(),
    avgRentInArea: money.optional(),
    avgPropertyRent: money.optional(),
    bedrooms: z
      .number()
      .int()
      .min(ROI_INPUT_BOUNDS.rooms.min)
      .max(ROI_INPUT_BOUNDS.rooms.max)
      .optional(),
    roiLegalCosts: money.optional(),
    roiPerRoomMaintenance: money.optional(),
    roiMortgageRate: percent.optional(),
    renovationCost: money.optional(),
    roiDownpaymentPercentage: percent.optional(),
    roiPerRoomMgmtCostPercentage: percent.optional(),
    roiPerRoomVoidsCostPercentage: percent.optional(),
    reMortgageHousePrice: money.optional(),
    remortgagePercentage: percent.optional(),
    /** An HMO's gas, electricity and water paid by the landlord, £ a month. */
    hmoUtilities: money.optional(),
    /** An HMO's council tax paid by the landlord, £ a month. */
    hmoCouncilTax: money.optional(),
    /** An HMO's broadband, £ a month. */
    hmoBroadband: money.optional(),
    /** An HMO's licence fee, £ for one five-year licence. */
    hmoLicenceFee: money.optional(),
    /** The tax view: an individual's income tax band, or a company; none: before tax only. */
    taxBand: rentalTaxBandSchema.optional(),
  })
  .meta({ id: 'RoiInput' });
export type RoiInput = z.input<typeof roiInputSchema>;
/** The body as the route reads it (the id its decimal string). */
export type RoiBody = z.output<typeof roiInputSchema>;

/** Fully resolved inputs: every value the formulas need. */
export interface RoiResolvedInput {
  calculatorType: CalculatorType;
  nation: z.infer<typeof nationSchema>;
  listPrice: number;
  avgRentInArea: number;
  avgPropertyRent: number;
  bedrooms: number;
  roiLegalCosts: number;
  roiPerRoomMaintenance: number;
  roiMortgageRate: number;
  renovationCost: number;
  roiDownpaymentPercentage: number;
  roiPerRoomMgmtCostPercentage: number;
  roiPerRoomVoidsCostPercentage: number;
  reMortgageHousePrice: number;
  remortgagePercentage: number;
  hmoUtilities: number;
  hmoCouncilTax: number;
  hmoBroadband: number;
  hmoLicenceFee: number;
  taxBand: z.infer<typeof rentalTaxBandSchema> | null;
}

export const roiOutputSchema = z
  .object({
    loanAmount: z.number(),
    stampDuty: z.number(),
    totalEquity: z.number(),
    finalRoi: z.number().nullable(),
    monthlyInterest: z.number(),
    mortgagePerAnnum: z.number(),
    monthlyRoomMaintenance: z.number(),
    yearlyRoomMaintenance: z.number(),
    monthlyRentRequired: z.number().nullable(),
    mortgageExpensePerAnnum: z.number(),
    monthlyRentExpected: z.number(),
    avgRentPerAnnum: z.number(),
    monthlyCashflow: z.number(),
    yearlyCashflow: z.number(),
    remortgageLoanAmount: z.number(),
    reMortgageInterestPerAnnum: z.number(),
    reMortgageAvgRentPerAnnum: z.number(),
    reMortgageExpensePerAnnum: z.number(),
    remortgageCashflow: z.number(),
    equityLeft: z.number(),
    remortgageRoi: z.number().nullable(),
    /** An HMO's bills paid by the landlord (utilities, council tax, broadband, licence / 5 years); 0 for a single let. */
    monthlyHmoCosts: z.number(),
    yearlyHmoCosts: z.number(),
    /** Rent less every running cost but the mortgage interest, per year. */
    profitBeforeFinanceCosts: z.number(),
    /** Section 24's basic-rate credit on the interest, per year (a company: 0); null without a tax band. */
    financeCostCredit: z.number().nullable(),
    /** Income tax (after the credit) or corporation tax, per year; null without a tax band. */
    taxPerAnnum: z.number().nullable(),
    /** yearlyCashflow - taxPerAnnum; null without a tax band. */
    cashflowAfterTax: z.number().nullable(),
  })
  .meta({ id: 'RoiOutput' });
export type RoiOutput = z.infer<typeof roiOutputSchema>;

/** The calculator's answer: the inputs it used (they replace the form) and every output. */
export const roiResponseSchema = z
  .object({
    propertyId: z.string().nullable(),
    postCode: z.string().nullable(),
    address: z.string().nullable(),
    calculatorType: calculatorTypeSchema,
    nation: nationSchema,
    listPrice: z.number(),
    avgRentInArea: z.number(),
    avgPropertyRent: z.number(),
    bedrooms: z.number(),
    roiLegalCosts: z.number(),
    roiPerRoomMaintenance: z.number(),
    roiMortgageRate: z.number(),
    renovationCost: z.number(),
    roiDownpaymentPercentage: z.number(),
    roiPerRoomMgmtCostPercentage: z.number(),
    roiPerRoomVoidsCostPercentage: z.number(),
    reMortgageHousePrice: z.number(),
    remortgagePercentage: z.number(),
    hmoUtilities: z.number(),
    hmoCouncilTax: z.number(),
    hmoBroadband: z.number(),
    hmoLicenceFee: z.number(),
    taxBand: rentalTaxBandSchema.nullable(),
    totalFloorArea: z.number().nullable(),
  })
  .extend(roiOutputSchema.shape)
  .meta({ id: 'RoiResult' });
export type RoiResponse = z.infer<typeof roiResponseSchema>;
