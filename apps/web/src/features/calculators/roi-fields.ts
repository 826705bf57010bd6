import {
  ROI_INPUT_BOUNDS,
  roiPropertyIdSchema,
  type CalculatorType,
} from '@yardstick/core/roi/roi-schema';
import type { Tone } from '../../components/estimates/figures.ts';
import { formatGBP, formatPercent } from '../../lib/format.ts';

export type RoiFieldName =
  | 'listPrice'
  | 'avgPropertyRent'
  | 'avgRentInArea'
  | 'bedrooms'
  | 'roiPerRoomMaintenance'
  | 'hmoUtilities'
  | 'hmoCouncilTax'
  | 'hmoBroadband'
  | 'hmoLicenceFee'
  | 'roiLegalCosts'
  | 'renovationCost'
  | 'roiDownpaymentPercentage'
  | 'roiMortgageRate'
  | 'roiPerRoomMgmtCostPercentage'
  | 'roiPerRoomVoidsCostPercentage'
  | 'reMortgageHousePrice'
  | 'remortgagePercentage';

export interface RoiField {
  name: RoiFieldName;
  label: string;
  unit: '£' | '%' | 'rooms';
  /** Disabled in this calculator mode (docs/product.md#roi-calculator: single let disables per-room inputs; HMO the house rent). */
  disabledIn?: CalculatorType;
  /** Shown in this mode only: an HMO's bills, which a single let's tenant pays. */
  onlyIn?: CalculatorType;
}

export const ROI_FIELDS: readonly RoiField[] = [
  { name: 'listPrice', label: 'Purchase price', unit: '£' },
  { name: 'avgPropertyRent', label: 'House rent (per month)', unit: '£', disabledIn: 'HMO' },
  {
    name: 'avgRentInArea',
    label: 'Rent per room (per month)',
    unit: '£',
    disabledIn: 'SINGLE_LET',
  },
  { name: 'bedrooms', label: 'Bedrooms (rooms let)', unit: 'rooms', disabledIn: 'SINGLE_LET' },
  {
    name: 'roiPerRoomMaintenance',
    label: 'Costs per room (per month)',
    unit: '£',
    disabledIn: 'SINGLE_LET',
  },
  { name: 'hmoUtilities', label: 'Utilities (per month)', unit: '£', onlyIn: 'HMO' },
  { name: 'hmoCouncilTax', label: 'Council tax (per month)', unit: '£', onlyIn: 'HMO' },
  { name: 'hmoBroadband', label: 'Broadband (per month)', unit: '£', onlyIn: 'HMO' },
  { name: 'hmoLicenceFee', label: 'HMO licence fee (5 years)', unit: '£', onlyIn: 'HMO' },
  { name: 'roiLegalCosts', label: 'Legal costs', unit: '£' },
  { name: 'renovationCost', label: 'Renovation cost', unit: '£' },
  { name: 'roiDownpaymentPercentage', label: 'Deposit', unit: '%' },
  { name: 'roiMortgageRate', label: 'Mortgage rate (interest only)', unit: '%' },
  { name: 'roiPerRoomMgmtCostPercentage', label: 'Management (of rent)', unit: '%' },
  { name: 'roiPerRoomVoidsCostPercentage', label: 'Voids (of rent)', unit: '%' },
  { name: 'reMortgageHousePrice', label: 'Value after refurbishment', unit: '£' },
  { name: 'remortgagePercentage', label: 'Remortgage loan to value', unit: '%' },
];

/** The inputs of a mode: an HMO's bills only for an HMO. */
export const fieldsOf = (calculatorType: CalculatorType): readonly RoiField[] =>
  ROI_FIELDS.filter((f) => f.onlyIn === undefined || f.onlyIn === calculatorType);

export type RoiFormValues = Partial<Record<RoiFieldName, number>>;

/** The ROI badge's Mantine colour per tone: green above 20%, red below 0, amber otherwise. */
const BADGE_COLOURS: Record<Tone, string> = {
  good: 'green',
  bad: 'red',
  warning: 'orange',
  neutral: 'gray',
};

/**
 * The ROI in the banner (docs/product.md#figure-colours): its text with 2 decimals and its
 * tone, decided by the value shown (20.004 shows 20.00%: amber, not green); no figure is '-'
 * in a neutral grey, never amber.
 */
export function roiBadge(roi: number | null | undefined): {
  text: string;
  tone: Tone;
  colour: string;
} {
  if (roi === null || roi === undefined || !Number.isFinite(roi)) {
    return { text: '-', tone: 'neutral', colour: BADGE_COLOURS.neutral };
  }
  const shown = Number(roi.toFixed(2));
  const tone: Tone = shown > 20 ? 'good' : shown < 0 ? 'bad' : 'warning';
  return { text: formatPercent(shown, 2), tone, colour: BADGE_COLOURS[tone] };
}

const BOUNDS = {
  '£': ROI_INPUT_BOUNDS.money,
  '%': ROI_INPUT_BOUNDS.percent,
  rooms: ROI_INPUT_BOUNDS.rooms,
} as const;

/** The least and most an input takes (core's ROI_INPUT_BOUNDS, which the API holds too). */
export const fieldBounds = (field: RoiField) => BOUNDS[field.unit];

/** Whether a value fits the input's bounds. */
export function fieldWithin(field: RoiField, value: number): boolean {
  const { min, max } = fieldBounds(field);
  return value >= min && value <= max;
}

/** The input's bounds in the words on the screen, said beside it when a value is refused. */
export function fieldBoundMessage(field: RoiField): string {
  const { min, max } = fieldBounds(field);
  switch (field.unit) {
    case '%':
      return `${field.label} is a percentage from ${min} to ${max}`;
    case '£':
      return `${field.label} is an amount from ${formatGBP(min)} to ${formatGBP(max)}`;
    case 'rooms':
      return `${field.label} is a whole number from ${min} to ${max}`;
  }
}

/**
 * The server's field errors (a 400's `errors`, keyed by the API's names) as messages beside
 * the inputs, in their labels' words; keys of no input are left out.
 */
export function roiFieldErrors(
  errors: Record<string, string>,
): Partial<Record<RoiFieldName, string>> {
  const out: Partial<Record<RoiFieldName, string>> = {};
  for (const field of ROI_FIELDS) {
    if (errors[field.name] !== undefined) out[field.name] = fieldBoundMessage(field);
  }
  return out;
}

/** What is wrong with the address's property id (null: none given, or a valid one). */
export function propertyIdProblem(propertyId: string | undefined): string | null {
  if (propertyId === undefined) return null;
  return roiPropertyIdSchema.safeParse(propertyId).success
    ? null
    : `“${propertyId.slice(0, 40)}” is not a property id`;
}

/**
 * Whether there is a deal to show a return for: a property (its figures fill the form), or
 * the user's own purchase price and rent (house rent for a single let; rent per room and
 * rooms for an HMO). Until then the page shows an empty state, never the ROI of zeros and
 * defaults (issue 14: a blank page showed a red "ROI -40.00%").
 */
export function roiInputsReady(
  propertyId: string | undefined,
  calculatorType: CalculatorType,
  values: RoiFormValues,
): boolean {
  if (propertyId) return true;
  const positive = (v: number | undefined) => v !== undefined && v > 0;
  if (!positive(values.listPrice)) return false;
  return calculatorType === 'HMO'
    ? positive(values.avgRentInArea) && positive(values.bedrooms)
    : positive(values.avgPropertyRent);
}
