import { z } from 'zod';
import { PRICE_WARNING_CODES } from '../listings/price-warnings.ts';
import { idSchema } from './estimate-card.ts';
import { figureFlagFields, priceWarningFields } from './listing-fields.ts';
import { hitsTotalSchema } from './responses.ts';

/**
 * Map markers (docs/http-api.md#map-markers). At most SEARCH_LIMITS.maxMarkers
 * per answer, in the filter's sort order; the total counts every match. `avgPrice` is the
 * point estimate in whole pounds (core estimatePoint: listings.estimate_price, the range's
 * middle where none), the value `bmv` (the card's avgBmv) is measured against; our
 * `estimatedPrice` carries the same value under the card's name. `plotArea` in m2.
 * `bmvLowConfidence` and `priceWarnings` (our additions, the card's fields) let the info window
 * show the BMV as the card does: "check the estimate" by the one BMV rule (core
 * estimates/bmv-check.ts), "warning" beside a price warning.
 */
export const mapMarkerSchema = z
  .object({
    postCode: z.string().nullable(),
    location: z.string(),
    avgPrice: z
      .number()
      .nullable()
      .describe('The point estimate, whole pounds: the value bmv is measured against.'),
    roi: z.number().nullable(),
    bmv: z.number().nullable(),
    propertyType: z.string().nullable(),
    plotArea: z.number().nullable(),
    propertyId: idSchema,
    priceVariation: z.number().nullable(),
    favoriteId: idSchema.nullable(),
    /** The asking price (our addition: the info window shows it). */
    listPrice: z.number().nullable(),
    /** The point estimate (our addition, the card's name for avgPrice). */
    estimatedPrice: z.number().nullable(),
    /** The BMV is shown "check the estimate" (our addition, the card's field). */
    bmvLowConfidence: figureFlagFields.bmvLowConfidence,
    /** The listing's price warnings (our addition, the card's field). */
    priceWarnings: priceWarningFields.priceWarnings,
  })
  .meta({ id: 'MapMarker' });
export type MapMarker = z.infer<typeof mapMarkerSchema>;

/**
 * Index order of the array marker: [title, lat, lng, id, roi, bmv, estPrice, type], then our
 * additions at the end, so readers of the first eight are unaffected: listPrice, bmvCheck (the
 * BMV is shown "check the estimate", the card's bmvLowConfidence) and priceWarnings (the
 * listing's price warning codes, [] when none).
 */
export const MARKER_INDEX = {
  title: 0,
  latitude: 1,
  longitude: 2,
  id: 3,
  roi: 4,
  bmv: 5,
  estPrice: 6,
  type: 7,
  listPrice: 8,
  bmvCheck: 9,
  priceWarnings: 10,
} as const;

/** The non-search-index marker: title is the address (or the postcode when unknown). */
export const markerArraySchema = z.tuple([
  z.string(),
  z.number(),
  z.number(),
  idSchema,
  z.number().nullable(),
  z.number().nullable(),
  z.number().nullable(),
  z.string().nullable(),
  z.number().nullable(),
  z.boolean().nullable(),
  z.array(z.enum(PRICE_WARNING_CODES)),
]);
export type MarkerArray = z.infer<typeof markerArraySchema>;

export const markerArrayResponseSchema = z
  .object({
    content: z.array(markerArraySchema),
    total: z.number().int(),
    relation: z.enum(['eq', 'gte']),
  })
  .meta({ id: 'MarkerArrays' });
export type MarkerArrayResponse = z.infer<typeof markerArrayResponseSchema>;

export const mapHitsSchema = z
  .object({
    hits: z.object({
      total: hitsTotalSchema,
      hits: z.array(z.object({ _id: z.string(), _source: mapMarkerSchema })),
    }),
  })
  .meta({ id: 'MapHits' });
export type MapHits = z.infer<typeof mapHitsSchema>;
