import { z } from 'zod';
import { RENTAL_DEMAND_LEVELS } from '../search/constants.ts';
import { idSchema } from '../search/estimate-card.ts';
import {
  estimatedPriceFields,
  figureFlagFields,
  investmentFields,
  priceRangeFields,
  priceWarningFields,
  propertyKindFields,
  sizeFields,
} from '../search/listing-fields.ts';
import { nearestFacilityFields } from './nearby.ts';
import { statedIncomeSchema } from '../listings/stated-income.ts';

/**
 * The property details (GET /api/property-estimates/{id}; docs/http-api.md#property-details-answer,
 * field names exactly as listed there). One sale listing with its
 * derived figures (docs/methodology.md).
 *
 * Units: money in whole pounds; `totalFloorArea` in m2; `*PPSM` in pounds per m2;
 * `ppsmRadius` and every `...DistanceMts` in metres; `avgBmv`, `roi`, `moreDeprived`,
 * `priceVariation` in percent; `crimeRate` a count (crimes within 500 m in the latest 12
 * months of data). `status` is a listing status code (SEARCH_STATUSES; STATUS_LABELS gives
 * its label); `propertyType` D, S, T, F or O. Dates 'YYYY-MM-DD'.
 *
 * As the contract has them: `images` is a comma list of image URLs ('' when none);
 * `floorPlanImages` a comma list, or 'NA' when the listing has no floor plan.
 *
 * `summary` is the description: when it is longer than 500 characters, its first 500
 * characters only (no '...': the page adds it) with `isDescLoaded: false` (the page's Show
 * More then calls GET /api/property/reload, which answers the full text with
 * `isDescLoaded: true`); otherwise the full text with `isDescLoaded: true`.
 *
 * Our additions (not in the contract's original list, needed by the page):
 * - `estimateConfidence` (High/Medium/Low, methodology "Confidence") and
 *   `estimateComparables` (how many sales the range used), shown beside the range;
 * - `district` (postcode district, e.g. 'RG1') and `sector` ('RG1 5'): `area` is the postcode
 *   area ('RG'); pass `district` as `areaCode` to the similar and rental calls;
 * - `updatedOn` (ISO date-time of the listing's last change), `avgYield` (gross, percent) and
 *   `rentEstimate` (monthly, pounds);
 * - `hpiValuation` = totalFloorArea x hpiPPSM, rounded to the pound (methodology "HPI-based
 *   valuation"), null when either is unknown;
 * - `residential` (false: commercial, mixed-use, land or parking, not estimated), `yieldFlag`
 *   (the gross yield lies outside the plausible band; null without a yield) and
 *   `bmvLowConfidence` (the BMV stands on a low-confidence estimate), methodology "Rent,
 *   yield and ROI" and "BMV";
 * - `estimatedPrice` (the point estimate `avgBmv` is measured against) and `priceWarnings`
 *   (reasons the asking price is no bargain, methodology "Price warnings"), listing-fields.ts.
 * The favourite state is NOT part of the details: GET /api/property/favorite?propertyId=
 * answers it (docs/http-api.md#favourites).
 */
export const DESCRIPTION_PREVIEW_LENGTH = 500;
export const FLOOR_PLAN_NONE = 'NA';
export const PROPERTY_REMOVED_MESSAGE = 'Property has been removed by the agent';

export const PRICE_ESTIMATE_TYPES = ['SPB', 'CSB'] as const;
export const ESTIMATE_CONFIDENCES = ['High', 'Medium', 'Low'] as const;

export const propertyDetailsSchema = z
  .object({
    propertyId: idSchema,
    listPrice: z.number().nullable(),
    ...estimatedPriceFields,
    ...priceRangeFields,
    range1PPSM: z.number().nullable(),
    range2PPSM: z.number().nullable(),
    priceEstimateType: z.enum(PRICE_ESTIMATE_TYPES).nullable(),
    ppsmRadius: z.number().nullable(),
    address: z.string().nullable(),
    postCode: z.string().nullable(),
    area: z.string().nullable(),
    propertyUrl: z.string().nullable(),
    rentalDemand: z.enum(RENTAL_DEMAND_LEVELS).nullable(),
    status: z.string(),
    images: z.string(),
    mainImage: z.string().nullable(),
    summary: z.string(),
    isDescLoaded: z.boolean(),
    ...sizeFields,
    ...propertyKindFields,
    addedOn: z.string().nullable(),
    ...investmentFields,
    hpiPPSM: z.number().nullable(),
    dateOfTransfer: z.string().nullable(),
    soldPrice: z.number().nullable(),
    soldPPSM: z.number().nullable(),
    crimeRate: z.number().nullable(),
    priceVariation: z.number().nullable(),
    plotAreaId: idSchema.nullable(),
    agentId: idSchema.nullable(),
    floorPlanImages: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    ...nearestFacilityFields,
    // ---- our additions (see above) ----
    estimateConfidence: z.enum(ESTIMATE_CONFIDENCES).nullable(),
    estimateComparables: z.number().nullable(),
    district: z.string().nullable(),
    sector: z.string().nullable(),
    updatedOn: z.string(),
    avgYield: z.number().nullable(),
    rentEstimate: z.number().nullable(),
    hpiValuation: z.number().nullable(),
    residential: z.boolean(),
    ...figureFlagFields,
    /**
     * The rental income the listing's own text states (description and features), per month
     * and per year, with the clause that states it; null when it states none
     * (core/listings/stated-income.ts, docs/methodology.md "Stated income").
     */
    statedIncome: statedIncomeSchema.nullable(),
    ...priceWarningFields,
  })
  .meta({ id: 'PropertyDetails' });
export type PropertyDetails = z.infer<typeof propertyDetailsSchema>;

/** GET /api/property-estimates/{id}: a malformed id is a 400, an unknown one a 404. */
export const propertyDetailsParamsSchema = z.object({ id: idSchema });

/** The comma list of a `images`/`floorPlanImages` field as URLs ('NA' and blanks dropped). */
export function splitImageList(list: string | null | undefined): string[] {
  if (!list || list === FLOOR_PLAN_NONE) return [];
  return list
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '' && s !== FLOOR_PLAN_NONE);
}

/**
 * The description as the details answer it: the first 500 characters (never splitting a
 * surrogate pair) and isDescLoaded false when it is longer, else all of it.
 */
export function previewDescription(text: string): { summary: string; isDescLoaded: boolean } {
  if (text.length <= DESCRIPTION_PREVIEW_LENGTH) return { summary: text, isDescLoaded: true };
  let end = DESCRIPTION_PREVIEW_LENGTH;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return { summary: text.slice(0, end), isDescLoaded: false };
}
