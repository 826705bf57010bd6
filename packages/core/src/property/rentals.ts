import { z } from 'zod';
import { idSchema } from '../search/estimate-card.ts';
import {
  numberParam,
  parseNumber,
  rejectUnknown,
  requireParams,
  scalarParam,
  scalarParamWithDefault,
} from '../search/query-params.ts';
import { latitudeParam, longitudeParam, parseListingId } from './params.ts';
import { parseAreaCode } from './similar.ts';

/**
 * GET /api/property/rental?areaCode&bedrooms&latitude&longitude&limit=5&excludePropertyId (nearby
 * rentals):
 * whole-property rental listings (room lets left out, as the rent estimates do) that are
 * not withdrawn, nearest to the point first, within RENTAL_RADIUS_M; with the same bedroom
 * count when `bedrooms` is given; inside `areaCode` (a postcode area 'RG' or district 'RG1')
 * when given. `limit` 1..20, default 5.
 *
 * `excludePropertyId` (our addition, optional) leaves one rental out: the PLO details page's
 * own rental, which would otherwise head the list at 0 m.
 *
 * Rows (docs/http-api.md#property-data): `price_amount` the monthly rent in pounds (the
 * importers store every rent per month), `distance` in metres from the point. Our additions:
 * `property_id`, `address`, `property_url`, `status` (listing status code, e.g.
 * 'let_agreed').
 */
export const RENTAL_RADIUS_M = 5_000;
export const DEFAULT_RENTALS = 5;
export const MAX_RENTALS = 20;

export const rentalQuerySchema = rejectUnknown(
  z.object({
    areaCode: scalarParam(parseAreaCode),
    bedrooms: numberParam({ min: 0, max: 50, integer: true }),
    latitude: latitudeParam(),
    longitude: longitudeParam(),
    limit: scalarParamWithDefault(
      (t) => parseNumber(t, { min: 1, max: MAX_RENTALS, integer: true }),
      DEFAULT_RENTALS,
    ),
    excludePropertyId: scalarParam(parseListingId),
  }),
).superRefine(requireParams(['latitude', 'longitude']));
export type RentalQuery = z.output<typeof rentalQuerySchema>;

export const rentalRowSchema = z
  .object({
    main_image: z.string().nullable(),
    post_code: z.string().nullable(),
    property_type: z.string().nullable(),
    price_amount: z.number().nullable(),
    bedrooms: z.number().nullable(),
    distance: z.number(),
    property_id: idSchema,
    address: z.string().nullable(),
    property_url: z.string().nullable(),
    status: z.string(),
  })
  .meta({ id: 'RentalRow' });
export type RentalRow = z.infer<typeof rentalRowSchema>;
export const rentalRowsSchema = z.array(rentalRowSchema);
