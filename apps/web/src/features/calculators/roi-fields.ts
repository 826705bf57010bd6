import type { CalculatorType } from '@yardstick/core/roi/roi-schema';

export type RoiFieldName =
  | 'listPrice'
  | 'avgPropertyRent'
  | 'avgRentInArea'
  | 'bedrooms'
  | 'roiPerRoomMaintenance'
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
  { name: 'roiLegalCosts', label: 'Legal costs', unit: '£' },
  { name: 'renovationCost', label: 'Renovation cost', unit: '£' },
  { name: 'roiDownpaymentPercentage', label: 'Deposit', unit: '%' },
  { name: 'roiMortgageRate', label: 'Mortgage rate (interest only)', unit: '%' },
  { name: 'roiPerRoomMgmtCostPercentage', label: 'Management (of rent)', unit: '%' },
  { name: 'roiPerRoomVoidsCostPercentage', label: 'Voids (of rent)', unit: '%' },
  { name: 'reMortgageHousePrice', label: 'Value after refurbishment', unit: '£' },
  { name: 'remortgagePercentage', label: 'Remortgage loan to value', unit: '%' },
];

export type RoiFormValues = Partial<Record<RoiFieldName, number>>;

/** Colour of the ROI in the banner: green above 20%, red below 0, amber otherwise. */
export function roiColour(roi: number | null | undefined): 'green' | 'red' | 'orange' {
  if (roi === null || roi === undefined) return 'orange';
  if (roi > 20) return 'green';
  if (roi < 0) return 'red';
  return 'orange';
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
