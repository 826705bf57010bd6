import { z } from 'zod';
import { parsePostcode } from '@yardstick/core/geo/postcode';
import {
  fail,
  ok,
  rejectUnknown,
  requireParams,
  scalarParam,
  type Parsed,
} from '@yardstick/core/search/query-params';

/**
 * Schemas of the property data calls this module answers (api.md "Property data"):
 * the postcode's sale history with today's estimate (valuation modal) and a listing's
 * asking-price history (price-history modal). Query strings follow the search's rules:
 * blank counts as absent, unknown parameters are refused by name.
 *
 * These belong in packages/core beside the search schemas once that is free to change;
 * the web app mirrors the two row types in components/estimates/api.
 */

function parseFullPostcode(text: string): Parsed<string> {
  const parsed = parsePostcode(text);
  return parsed ? ok(parsed.postcode) : fail('Must be a full UK postcode such as RG1 1AF');
}

function parseListingId(text: string): Parsed<string> {
  return /^\d{1,18}$/.test(text) ? ok(text) : fail('Must be an id');
}

export const valuationQuerySchema = rejectUnknown(
  z.object({ postCode: scalarParam(parseFullPostcode) }),
).superRefine(requireParams(['postCode']));
export type ValuationQuery = z.output<typeof valuationQuerySchema>;

/**
 * One sale of the postcode (HM Land Registry Price Paid), newest first. `property_type` is
 * the Price Paid code (D, S, T, F, O); `total_floor_area` in m2 when a certificate or
 * listing matched; `range1_price`/`range2_price` the estimate of the property today (see
 * properties.service.ts); `date_of_transfer` 'YYYY-MM-DD'.
 */
export const valuationRowSchema = z
  .object({
    property_address: z.string(),
    sold_price: z.number(),
    total_floor_area: z.number().nullable(),
    property_type: z.string(),
    range1_price: z.number().nullable(),
    range2_price: z.number().nullable(),
    date_of_transfer: z.string(),
  })
  .meta({ id: 'ValuationRow' });
export type ValuationRow = z.infer<typeof valuationRowSchema>;
export const valuationRowsSchema = z.array(valuationRowSchema);

export const priceVariationQuerySchema = rejectUnknown(
  z.object({ propertyId: scalarParam(parseListingId) }),
).superRefine(requireParams(['propertyId']));
export type PriceVariationQuery = z.output<typeof priceVariationQuerySchema>;

/** An asking price and when it took effect (ISO date-time), oldest first. */
export const priceVariationRowSchema = z
  .object({ price_amount: z.number(), updated_dt: z.string() })
  .meta({ id: 'PriceVariationRow' });
export type PriceVariationRow = z.infer<typeof priceVariationRowSchema>;
export const priceVariationRowsSchema = z.array(priceVariationRowSchema);
