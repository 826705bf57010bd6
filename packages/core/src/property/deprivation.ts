import { z } from 'zod';
import { rejectUnknown, requireParams, scalarParam } from '../search/query-params.ts';
import { parseFullPostcode } from './params.ts';

/**
 * GET /api/property/deprivation?postCode= : the Index of Multiple Deprivation of the
 * postcode's neighbourhood (LSOA). `imdRank` 1 = the most deprived LSOA of its nation;
 * `imdDecile` 1..10 (1 = the most deprived tenth); `moreDeprived` the share of the nation's
 * LSOAs more deprived than this one, in percent, one decimal:
 * (rank - 1) / (count - 1) x 100 (docs/methodology.md "moreDeprived"; below 30 is shown in
 * the warning colour). Our additions: `nationCount` (LSOAs ranked in the nation) and
 * `vintage` (the IMD edition, e.g. '2019'). 404 when the postcode is not held or has no
 * ranked LSOA.
 */
export const deprivationQuerySchema = rejectUnknown(
  z.object({ postCode: scalarParam(parseFullPostcode) }),
).superRefine(requireParams(['postCode']));
export type DeprivationQuery = z.output<typeof deprivationQuerySchema>;

export const deprivationSchema = z
  .object({
    lsoaCode: z.string(),
    lsoaName: z.string().nullable(),
    imdRank: z.number(),
    imdDecile: z.number().nullable(),
    moreDeprived: z.number().nullable(),
    nationCount: z.number().nullable(),
    vintage: z.string().nullable(),
  })
  .meta({ id: 'Deprivation' });
export type Deprivation = z.infer<typeof deprivationSchema>;

/**
 * LSOAs ranked by each nation's index (by LSOA code prefix): the count used when the LSOA
 * table holds no `imd_nation_count`, unless more ranked LSOAs are held (the API's deprivation
 * answer and the pipeline's derive step, apps/pipeline/src/derive/location.ts, both use it).
 */
export const IMD_NATION_COUNTS: Readonly<Record<string, number>> = {
  E01: 32_844,
  W01: 1_909,
  S01: 6_976,
  '95': 890,
};

/** The nation's LSOA count for an LSOA code, from IMD_NATION_COUNTS and those held. */
export function nationCountOf(lsoaCode: string, held: number | null): number | null {
  const prefix = Object.keys(IMD_NATION_COUNTS).find((p) => lsoaCode.startsWith(p));
  const fallback = prefix ? IMD_NATION_COUNTS[prefix]! : null;
  if (fallback === null) return held !== null && held > 0 ? held : null;
  return Math.max(fallback, held ?? 0);
}

/** (rank - 1) / (count - 1) x 100, one decimal; null without a count of at least 2. */
export function moreDeprivedPercent(rank: number, count: number | null): number | null {
  if (count === null || count < 2 || rank < 1 || rank > count) return null;
  return Math.round(((rank - 1) / (count - 1)) * 1000) / 10;
}
