import { z } from 'zod';
import { parseFullPostcode } from '../property/params.ts';
import { valuationRowSchema } from '../property/valuation.ts';
import {
  listParam,
  numberParam,
  parseChoice,
  rejectUnknown,
  requireParams,
  scalarParam,
} from '../search/query-params.ts';

/**
 * GET /api/reports/valuation/postcode (the valuation page `/valuation`, spec §2 "Property
 * valuation page"): a postcode's sales filtered by property type, price and floor area, each
 * with the estimate of the property today, and their analytics.
 */
export const postcodeValuationQuerySchema = rejectUnknown(
  z.object({
    postCode: scalarParam(parseFullPostcode),
    propertyTypes: listParam(parseChoice(['D', 'S', 'T', 'F', 'O'] as const), 5),
    minPrice: numberParam({ min: 0, max: 100_000_000, money: true }),
    maxPrice: numberParam({ min: 0, max: 100_000_000, money: true }),
    minFloorArea: numberParam({ min: 0, max: 5_000 }),
    maxFloorArea: numberParam({ min: 0, max: 5_000 }),
  }),
).superRefine(requireParams(['postCode']));
export type PostcodeValuationQuery = z.output<typeof postcodeValuationQuerySchema>;

export const postcodeValuationSchema = z
  .object({
    postCode: z.string(),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    sales: z.number(),
    /** Sales of the last 5 years (to the newest HPI month held): what the medians read. */
    recentSales: z.number(),
    medianPrice: z.number().nullable(),
    medianPpsm: z.number().nullable(),
    salesPerYear: z.array(
      z.object({ year: z.number(), sales: z.number(), medianPrice: z.number() }),
    ),
    hpiChange: z
      .object({
        area: z.string(),
        latestMonth: z.string(),
        change12m: z.number().nullable(),
        change60m: z.number().nullable(),
      })
      .nullable(),
    rows: z.array(valuationRowSchema),
  })
  .meta({ id: 'PostcodeValuation' });
export type PostcodeValuation = z.infer<typeof postcodeValuationSchema>;
