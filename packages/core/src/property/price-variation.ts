import { z } from 'zod';
import { rejectUnknown, requireParams, scalarParam } from '../search/query-params.ts';
import { parseListingId } from './params.ts';

/** GET /api/property/price/variation?propertyId= (the price-history modal). */
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
