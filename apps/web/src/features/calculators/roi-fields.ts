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
