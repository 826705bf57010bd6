import { z } from 'zod';
import { hpiSourceSchema } from './hpi-source.ts';
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

/**
 * One home of the postcode (the same SAON, PAON and street: core/property/home-key.ts) with
 * its estimate today once, and its past sales beneath it, newest first: each with its price
 * and that price brought to today by the HPI (`indexedPrice`, null without a series).
 * `range1Price`/`range2Price` are the estimate: the derived range of the sale listing a sale
 * of the home matched (`estimateBasis` 'listing'), else the newest sale's indexed price
 * ('last-sale'), else null. docs/methodology.md "Reports", valuation page.
 */
export const valuationHomeSchema = z
  .object({
    homeKey: z.string(),
    address: z.string(),
    propertyType: z.string(),
    totalFloorArea: z.number().nullable(),
    range1Price: z.number().nullable(),
    range2Price: z.number().nullable(),
    estimateBasis: z.enum(['listing', 'last-sale']).nullable(),
    sales: z.array(
      z.object({
        date_of_transfer: z.string(),
        sold_price: z.number(),
        indexedPrice: z.number().nullable(),
      }),
    ),
  })
  .meta({ id: 'ValuationHome' });
export type ValuationHome = z.infer<typeof valuationHomeSchema>;

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
        /** Where the local authority's HPI months come from (hpi-source.ts). */
        source: hpiSourceSchema,
      })
      .nullable(),
    /** The sales that pass the filters, one row each, newest first (the Sales History rows). */
    rows: z.array(valuationRowSchema),
    /**
     * The same sales by home: each home with at least one sale passing the filters, once, with
     * its estimate today and all its sales beneath (newest sale first). Our addition.
     */
    homes: z.array(valuationHomeSchema),
  })
  .meta({ id: 'PostcodeValuation' });
export type PostcodeValuation = z.infer<typeof postcodeValuationSchema>;
