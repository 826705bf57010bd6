import { z } from 'zod';
import { RENTAL_DEMAND_LEVELS } from './constants.ts';
import {
  estimatedPriceFields,
  figureFlagFields,
  investmentFields,
  priceRangeFields,
  priceWarningFields,
  propertyKindFields,
  sizeFields,
} from './listing-fields.ts';
import { hitsSchema, pageSchema } from './responses.ts';

/** Ids of listings and favourites travel as decimal strings (bigint in the database). */
export const idSchema = z.string().regex(/^\d{1,18}$/, 'Must be an id');

/**
 * An id as the API and the MCP tools accept it (decision 0025): the decimal string every
 * answer carries, or leniently the same id as a JSON number; always read as the string.
 */
export const idInputSchema = z
  .union([z.string(), z.number().int().nonnegative()])
  .transform((v) => String(v).trim())
  .pipe(idSchema);

/**
 * The estimate card (docs/http-api.md#estimate-card): one sale listing with its derived
 * figures. Money in whole pounds, areas in m2, percentages in percent; `status` is a
 * SEARCH_STATUSES code (STATUS_LABELS gives its label); `addedOn` is the date first listed,
 * `updatedOn` the last change; `favoriteId` is the signed-in user's favourite of this
 * property, null when not a favourite or signed out. `residential` is false for commercial,
 * mixed-use, land and parking listings, which are not estimated (no range, BMV, yield or
 * ROI); `yieldFlag` marks a gross yield outside the plausible band (its ROI stands on the
 * same rent) and `bmvLowConfidence` a BMV shown "check the estimate" by the one BMV rule (core
 * estimates/bmv-check.ts: a Low band, or a discount beyond its band's measured error).
 * `estimatedPrice` is the point estimate the BMV is measured against and `priceWarnings` the
 * reasons the asking price is no bargain (listing-fields.ts).
 */
export const estimateCardSchema = z
  .object({
    propertyId: idSchema,
    salePropertyId: idSchema,
    rentPropertyId: idSchema.nullable(),
    mainImage: z.string().nullable(),
    listPrice: z.number().nullable(),
    status: z.string(),
    ...estimatedPriceFields,
    ...priceRangeFields,
    priceVariation: z.number().nullable(),
    postCode: z.string().nullable(),
    address: z.string().nullable(),
    rentalDemand: z.enum(RENTAL_DEMAND_LEVELS).nullable(),
    ...propertyKindFields,
    ...sizeFields,
    agentContactPhone: z.string().nullable(),
    addedOn: z.string().nullable(),
    updatedOn: z.string(),
    ...investmentFields,
    crimeRate: z.number().nullable(),
    avgYield: z.number().nullable(),
    ...figureFlagFields,
    ...priceWarningFields,
    estimateConfidence: z.enum(['High', 'Medium', 'Low']).nullable(),
    residential: z.boolean(),
    favoriteId: idSchema.nullable(),
  })
  .meta({ id: 'EstimateCard' });
export type EstimateCard = z.infer<typeof estimateCardSchema>;

/** Cards as a page (the estimates grid, the favourites lists) and as search-index hits. */
export const estimateCardPageSchema = pageSchema(estimateCardSchema).meta({
  id: 'EstimateCardPage',
});
export const estimateCardHitsSchema = hitsSchema(estimateCardSchema).meta({
  id: 'EstimateCardHits',
});
