import { z } from 'zod';
import { isOutcode } from '../geo/postcode.ts';
import { pageSchema } from '../search/responses.ts';
import {
  fail,
  ok,
  parseChoice,
  rejectUnknown,
  requireParams,
  scalarParam,
  scalarParamWithDefault,
  wholeNumberParam,
  type Parsed,
} from '../search/query-params.ts';

/**
 * Area analytics (docs/methodology.md "Reports"; spec §2 "Area analytics", §3 "Area
 * averages", §7, §9): a postcode district ('RG1') or area ('RG'), its averages from the
 * derive step's `area_stats`, and its unit postcodes ranked by gross yield.
 */

/** Rows per page of the yield tables (spec §9: size 10, 10 rows per page). */
export const AREA_YIELDS_PAGE_SIZE = 10;
/** The gauge of the average yield runs from 0 to 30 (spec §9). */
export const YIELD_GAUGE_MAX = 30;

export interface AreaCode {
  level: 'district' | 'area';
  code: string;
}

/** 'RG1' (a postcode district) or 'RG' (a postcode area), any case. */
export function parseAreaCode(text: string): Parsed<AreaCode> {
  const code = text.trim().toUpperCase().replace(/\s+/g, '');
  if (/^[A-Z]{1,2}$/.test(code)) return ok({ level: 'area', code });
  if (isOutcode(code)) return ok({ level: 'district', code });
  return fail('Must be a postcode district such as RG1 or an area such as RG');
}

export const areaAveragesQuerySchema = rejectUnknown(
  z.object({ areaCode: scalarParam(parseAreaCode) }),
).superRefine(requireParams(['areaCode']));
export type AreaAveragesQuery = z.output<typeof areaAveragesQuerySchema>;

/** The spec's area averages (snake case as listed) with roomAvg. */
export const areaAveragesSchema = z
  .object({
    area: z.string(),
    level: z.enum(['district', 'area']),
    /** Mean of the included postcodes' gross yields, %, 2 decimals; null when none qualify. */
    avg_yield: z.number().nullable(),
    avg_price: z.number().nullable(),
    avg_rent: z.number().nullable(),
    /** Sale listings on the market (residential). */
    total_listing: z.number(),
    rent_listings: z.number(),
    /** Postcodes whose yield the average includes. */
    yield_postcodes: z.number(),
    roomAvg: z.object({
      /** Room-wanted adverts: none of our sources carries them, so always null. */
      roomsWanted: z.number().nullable(),
      roomsAvailable: z.number(),
      /** Average monthly rent of a room, £; null without room lets. */
      avgPrice: z.number().nullable(),
    }),
  })
  .meta({ id: 'AreaAverages' });
export type AreaAverages = z.infer<typeof areaAveragesSchema>;

export const areaYieldsQuerySchema = rejectUnknown(
  z.object({
    areaCode: scalarParam(parseAreaCode),
    order: scalarParamWithDefault(parseChoice(['high', 'low'] as const), 'high' as const),
    page: wholeNumberParam(0, 10_000, 0),
    size: wholeNumberParam(1, 100, AREA_YIELDS_PAGE_SIZE),
  }),
).superRefine(requireParams(['areaCode']));
export type AreaYieldsQuery = z.output<typeof areaYieldsQuerySchema>;

/** One unit postcode: gross yield %, average monthly rent and asking price, £. */
export const yieldRowSchema = z
  .object({
    area: z.string(),
    avg_yield: z.number(),
    avg_rent: z.number(),
    avg_price: z.number(),
    sale_listings: z.number(),
    rent_listings: z.number(),
  })
  .meta({ id: 'YieldRow' });
export type YieldRow = z.infer<typeof yieldRowSchema>;
export const yieldPageSchema = pageSchema(yieldRowSchema).meta({ id: 'YieldPage' });
export type YieldPage = z.infer<typeof yieldPageSchema>;
