import { z } from 'zod';
import { PROPERTY_TYPES } from '../search/constants.ts';
import { latitudeSchema, longitudeSchema } from '../search/query-params.ts';
import { parseFullPostcode } from './params.ts';

/**
 * POST /api/property/recent/sold (recent sold properties with the energy table). The body
 * is the property details as the page holds them (docs/http-api.md#property-data); only `postCode`, `latitude`,
 * `longitude` and `propertyType` are read and validated, every other key is ignored.
 *
 * Answer: up to MAX_RECENT_SOLD Price Paid sales (standard, not deleted) in the same
 * postcode district within RECENT_SOLD_RADIUS_M of the property, newest first; with
 * `propertyType`, of that type only. Each joined with its matched EPC certificate
 * (`inspection_date` 'YYYY-MM-DD', `current_energy_rating` A-G, `total_floor_area` m2; null
 * when no certificate matched). `distance` in metres from the property; `date_of_transfer`
 * 'YYYY-MM-DD'; `sold_price` pounds; `property_type` the Price Paid code.
 */
export const MAX_RECENT_SOLD = 10;
export const RECENT_SOLD_RADIUS_M = 1_000;

const postcodeText = z.string().transform((text, ctx) => {
  const parsed = parseFullPostcode(text.trim());
  if (parsed.ok) return parsed.value;
  ctx.addIssue({ code: 'custom', message: parsed.message });
  return z.NEVER;
});

export const recentSoldBodySchema = z
  .object({
    postCode: postcodeText,
    latitude: latitudeSchema(),
    longitude: longitudeSchema(),
    propertyType: z.enum(PROPERTY_TYPES).nullish(),
  })
  .meta({ id: 'RecentSoldQuery' });
export type RecentSoldBody = z.output<typeof recentSoldBodySchema>;

export const recentSoldRowSchema = z
  .object({
    post_code: z.string(),
    address: z.string(),
    property_type: z.string(),
    sold_price: z.number(),
    date_of_transfer: z.string(),
    total_floor_area: z.number().nullable(),
    inspection_date: z.string().nullable(),
    current_energy_rating: z.string().nullable(),
    distance: z.number(),
  })
  .meta({ id: 'RecentSoldRow' });
export type RecentSoldRow = z.infer<typeof recentSoldRowSchema>;
export const recentSoldRowsSchema = z.array(recentSoldRowSchema);
