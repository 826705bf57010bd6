import { z } from 'zod';
import { PROPERTY_TYPES } from '../search/constants.ts';
import { estimateCardSchema } from '../search/estimate-card.ts';
import {
  fail,
  ok,
  parseChoice,
  rejectUnknown,
  scalarParam,
  type Parsed,
} from '../search/query-params.ts';
import { latitudeParam, longitudeParam, parseFullPostcode, parseListingId } from './params.ts';

/**
 * GET /api/property/similar?postCode&areaCode&propertyType&latitude&longitude (similar
 * properties): up to MAX_SIMILAR estimate cards (the search's EstimateCard, with the
 * viewer's favoriteId) of sale listings of the same `propertyType`, inside `areaCode` (a
 * postcode area 'RG' or district 'RG1'; default the district of `postCode`), nearest to the
 * point first (default: the postcode's centroid) and within SIMILAR_RADIUS_M of it.
 * `propertyId` (our addition, optional) leaves the property itself out.
 * Needs the point or a postcode.
 */
export const MAX_SIMILAR = 12;
export const SIMILAR_RADIUS_M = 5_000;

const AREA_CODE = /^[A-Z]{1,2}(\d[A-Z\d]?)?$/;

/** A postcode area ('RG') or district ('RG1', 'SW1A'), upper case. */
export function parseAreaCode(text: string): Parsed<string> {
  const code = text.trim().toUpperCase();
  return AREA_CODE.test(code)
    ? ok(code)
    : fail("Must be a postcode area or district such as 'RG' or 'RG1'");
}

export const similarQuerySchema = rejectUnknown(
  z.object({
    postCode: scalarParam(parseFullPostcode),
    areaCode: scalarParam(parseAreaCode),
    propertyType: scalarParam(parseChoice(PROPERTY_TYPES)),
    latitude: latitudeParam(),
    longitude: longitudeParam(),
    propertyId: scalarParam(parseListingId),
  }),
).superRefine((q, ctx) => {
  if ((q.latitude === undefined) !== (q.longitude === undefined)) {
    const key = q.latitude === undefined ? 'latitude' : 'longitude';
    ctx.addIssue({ code: 'custom', path: [key], message: 'Give latitude with longitude' });
  }
  if (q.latitude === undefined && q.postCode === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['latitude'],
      message: 'Required: latitude and longitude, or postCode',
    });
  }
});
export type SimilarQuery = z.output<typeof similarQuerySchema>;

export const similarCardsSchema = z.array(estimateCardSchema);
