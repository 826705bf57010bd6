import { z } from 'zod';
import { rejectUnknown, requireParams, scalarParam } from '../search/query-params.ts';
import { parseFullPostcode } from './params.ts';

/**
 * GET /api/property/valuation?postCode= (the Sales History / valuation modal): the
 * postcode's sales, newest first. Query strings follow the search's rules: blank counts as
 * absent, unknown parameters are refused by name.
 */
export const valuationQuerySchema = rejectUnknown(
  z.object({ postCode: scalarParam(parseFullPostcode) }),
).superRefine(requireParams(['postCode']));
export type ValuationQuery = z.output<typeof valuationQuerySchema>;

/**
 * One sale of the postcode (HM Land Registry Price Paid), newest first. `property_type` is
 * the Price Paid code (D, S, T, F, O); `total_floor_area` in m2 when a certificate or
 * listing matched; `range1_price`/`range2_price` the estimate of the property today (see
 * the API's properties.service.ts); `date_of_transfer` 'YYYY-MM-DD'.
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
