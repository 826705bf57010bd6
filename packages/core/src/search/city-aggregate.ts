import { z } from 'zod';
import { isOutcode } from '../geo/postcode.ts';
import { fail, listParam, ok, rejectUnknown, requireParams } from './query-params.ts';

/**
 * Top-city aggregates for the home page (GET /api/aggregates/top/cities/estimate): per
 * postcode district, the sale listings on the market (not withdrawn) with their average
 * asking price, BMV % and ROI %, in the order the districts were asked for.
 */
export const cityAggregateSchema = z
  .object({
    district_code: z.string(),
    district_name: z.string(),
    total: z.number().int(),
    avg_price: z.number().nullable(),
    avg_bmv: z.number().nullable(),
    avg_roi: z.number().nullable(),
  })
  .meta({ id: 'CityAggregate' });
export type CityAggregate = z.infer<typeof cityAggregateSchema>;
export const cityAggregatesSchema = z.array(cityAggregateSchema);

/** The six districts of the home page's top cities. */
export const TOP_CITY_DISTRICTS = ['RG1', 'M21', 'L24', 'M20', 'M14', 'M15'] as const;

export const cityAggregateQuerySchema = rejectUnknown(
  z.object({
    districtCodes: listParam((t) => {
      const upper = t.toUpperCase();
      return isOutcode(upper) ? ok(upper) : fail('Must be a postcode district such as RG1');
    }, 20),
  }),
).superRefine(requireParams(['districtCodes']));
export type CityAggregateQuery = z.output<typeof cityAggregateQuerySchema>;
