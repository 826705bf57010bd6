import { nationFromPostcode } from '@yardstick/core/geo/postcode';
import { roiDefaultsOfListing } from '@yardstick/core/roi/listing-roi-defaults';
import { calculateRoi } from '@yardstick/core/roi/roi-calculator';
import type { RoiBody, RoiResponse } from '@yardstick/core/roi/roi-schema';
import { resolveRoiInput, type RoiPropertyDefaults } from '@yardstick/core/roi/resolve-roi-input';
import type { StampDutyQuery, StampDutyResponse } from '@yardstick/core/tax/stamp-duty-schema';
import { transactionTax } from '@yardstick/core/tax/transaction-tax';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { findPropertyForRoi } from './calculator.repository.ts';

export function stampDuty(query: StampDutyQuery): StampDutyResponse {
  return transactionTax(query.price, query.nation, query.buyer);
}

/**
 * Runs the ROI calculator. With a propertyId, the listing's figures fill every input the user
 * left empty; a postcode typed without a property still decides the nation for the tax.
 */
export async function roi(ctx: AppContext, input: RoiBody): Promise<RoiResponse> {
  let defaults: RoiPropertyDefaults = {};
  let totalFloorArea: number | null = null;
  if (input.propertyId) {
    const property = await findPropertyForRoi(ctx.readDatabase.db, input.propertyId);
    if (!property) throw notFound('Property has been removed by the agent');
    totalFloorArea = property.totalFloorArea;
    defaults = roiDefaultsOfListing(property);
  }
  const postCode = input.postCode ?? defaults.postCode ?? null;
  const nation =
    input.nation ?? defaults.nation ?? (postCode ? nationFromPostcode(postCode) : null);
  const resolved = resolveRoiInput({ ...input, nation: nation ?? undefined }, defaults);
  return {
    propertyId: input.propertyId ?? null,
    postCode,
    address: input.address ?? defaults.address ?? null,
    totalFloorArea,
    ...resolved,
    ...calculateRoi(resolved),
  };
}
