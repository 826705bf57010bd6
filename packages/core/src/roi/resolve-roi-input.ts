import { estimatePoint } from '../estimates/yield-band.ts';
import type { Nation } from '../tax/transaction-tax.ts';
import { HMO_RUNNING_DEFAULTS } from './hmo-costs.ts';
import {
  ROI_DEFAULTS,
  SQM_PER_BEDROOM,
  type RoiInput,
  type RoiResolvedInput,
} from './roi-schema.ts';

/** What a listing contributes to the calculator's defaults. */
export interface RoiPropertyDefaults {
  postCode?: string | null;
  address?: string | null;
  nation?: Nation | null;
  listPrice?: number | null;
  bedrooms?: number | null;
  totalFloorArea?: number | null;
  /** Monthly rent estimate of the whole property. */
  rentEstimate?: number | null;
  /** Monthly rent of one room in the area (HMO room market), when known. */
  roomRent?: number | null;
  range1Price?: number | null;
  range2Price?: number | null;
  /** The point estimate (listings.estimate_price): the remortgage value's default. */
  estimatePrice?: number | null;
}

const pick = <T>(...values: (T | null | undefined)[]): T | undefined =>
  values.find((v) => v !== undefined && v !== null) ?? undefined;

/**
 * Fills every calculator input: what the user typed wins, then the property's figures, then
 * the methodology defaults. The derive step uses this same function with no user input, so a
 * listing's ROI equals the calculator's finalRoi for the default inputs.
 */
export function resolveRoiInput(
  input: RoiInput,
  property: RoiPropertyDefaults = {},
): RoiResolvedInput {
  const listPrice = pick(input.listPrice, property.listPrice) ?? 0;
  const areaRooms =
    property.totalFloorArea && property.totalFloorArea > 0
      ? Math.max(1, Math.round(property.totalFloorArea / SQM_PER_BEDROOM))
      : undefined;
  const bedrooms = pick(input.bedrooms, property.bedrooms, areaRooms) ?? 0;
  const avgPropertyRent = pick(input.avgPropertyRent, property.rentEstimate) ?? 0;
  const avgRentInArea =
    pick(
      input.avgRentInArea,
      property.roomRent,
      property.rentEstimate && bedrooms > 0
        ? Math.round(property.rentEstimate / bedrooms)
        : undefined,
    ) ?? 0;
  const renovationCost = pick(input.renovationCost) ?? ROI_DEFAULTS.renovationCost;
  // The point estimate, else the middle of the range (BMV's rule, core estimatePoint).
  const estimate =
    estimatePoint(
      property.estimatePrice ?? null,
      property.range1Price || null,
      property.range2Price || null,
    ) ?? undefined;
  const calculatorType = input.calculatorType ?? 'SINGLE_LET';
  // An HMO's management and voids default higher than a single let's (hmo-costs.ts).
  const running = calculatorType === 'HMO' ? HMO_RUNNING_DEFAULTS : ROI_DEFAULTS;
  return {
    calculatorType,
    nation: pick(input.nation, property.nation) ?? 'england',
    listPrice,
    bedrooms,
    avgPropertyRent,
    avgRentInArea,
    renovationCost,
    roiLegalCosts: pick(input.roiLegalCosts) ?? ROI_DEFAULTS.roiLegalCosts,
    roiPerRoomMaintenance: pick(input.roiPerRoomMaintenance) ?? ROI_DEFAULTS.roiPerRoomMaintenance,
    roiMortgageRate: pick(input.roiMortgageRate) ?? ROI_DEFAULTS.roiMortgageRate,
    roiDownpaymentPercentage:
      pick(input.roiDownpaymentPercentage) ?? ROI_DEFAULTS.roiDownpaymentPercentage,
    roiPerRoomMgmtCostPercentage:
      pick(input.roiPerRoomMgmtCostPercentage) ?? running.roiPerRoomMgmtCostPercentage,
    roiPerRoomVoidsCostPercentage:
      pick(input.roiPerRoomVoidsCostPercentage) ?? running.roiPerRoomVoidsCostPercentage,
    reMortgageHousePrice:
      pick(input.reMortgageHousePrice) ?? (estimate ?? listPrice) + renovationCost,
    remortgagePercentage: pick(input.remortgagePercentage) ?? ROI_DEFAULTS.remortgagePercentage,
    hmoUtilities: pick(input.hmoUtilities) ?? ROI_DEFAULTS.hmoUtilities,
    hmoCouncilTax: pick(input.hmoCouncilTax) ?? ROI_DEFAULTS.hmoCouncilTax,
    hmoBroadband: pick(input.hmoBroadband) ?? ROI_DEFAULTS.hmoBroadband,
    hmoLicenceFee: pick(input.hmoLicenceFee) ?? ROI_DEFAULTS.hmoLicenceFee,
    taxBand: input.taxBand ?? null,
  };
}
