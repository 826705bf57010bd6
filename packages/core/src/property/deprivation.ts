import { z } from 'zod';
import { rejectUnknown, requireParams, scalarParam } from '../search/query-params.ts';
import { parseFullPostcode } from './params.ts';

/**
 * GET /api/property/deprivation?postCode= : the Index of Multiple Deprivation of the
 * postcode's neighbourhood (LSOA). `imdRank` 1 = the most deprived LSOA of its nation;
 * `imdDecile` 1..10 (1 = the most deprived tenth); `moreDeprived` the share of the nation's
 * LSOAs more deprived than this one, in percent, one decimal: `moreDeprivedPercent` of
 * `estimates/figures.ts` (docs/methodology.md "Area and risk figures"; below 30 is shown in the warning
 * colour; `deprivationWording` below says it in words). Our additions: `nationCount` (LSOAs ranked in the nation) and
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
 * The nations whose indices rank LSOAs (by LSOA code prefix): their name, for the wording, and
 * the number of LSOAs their index ranks, the count used when the LSOA table holds no
 * `imd_nation_count`, unless more ranked LSOAs are held (the API's deprivation answer and the
 * pipeline's derive step, packages/engine/src/derive/location.ts, both use it).
 */
const IMD_NATIONS: Readonly<Record<string, { name: string; count: number }>> = {
  E01: { name: 'England', count: 32_844 },
  W01: { name: 'Wales', count: 1_909 },
  S01: { name: 'Scotland', count: 6_976 },
  '95': { name: 'Northern Ireland', count: 890 },
};

export const IMD_NATION_COUNTS: Readonly<Record<string, number>> = Object.fromEntries(
  Object.entries(IMD_NATIONS).map(([prefix, nation]) => [prefix, nation.count]),
);

const nationPrefix = (lsoaCode: string) =>
  Object.keys(IMD_NATIONS).find((p) => lsoaCode.startsWith(p));

/** The nation's LSOA count for an LSOA code, from IMD_NATION_COUNTS and those held. */
export function nationCountOf(lsoaCode: string, held: number | null): number | null {
  const prefix = nationPrefix(lsoaCode);
  const fallback = prefix ? IMD_NATIONS[prefix]!.count : null;
  if (fallback === null) return held !== null && held > 0 ? held : null;
  return Math.max(fallback, held ?? 0);
}

/**
 * How a deprivation index reads in words (IoD: rank 1 is the most deprived neighbourhood). The
 * index (`moreDeprived`, core's `moreDeprivedPercent`, the one rule the derive's SQL and the
 * deprivation call follow) is the share of the nation's neighbourhoods that are MORE deprived
 * than this one, so this one is more deprived than the other `100 - index` percent: rank
 * 5,608 of 32,844 is an index of 17.1, "more deprived than 82.9% of neighbourhoods".
 */
export interface DeprivationWording {
  /** The headline: "More deprived than 82.9% of neighbourhoods". */
  headline: string;
  /** The index's own reading: "17.1% of neighbourhoods are more deprived". */
  detail: string;
}

const onePlace = (n: number) => `${(Math.round(n * 10) / 10).toFixed(1)}%`;

export function deprivationWording(
  moreDeprived: number,
  nation = 'the nation',
): DeprivationWording {
  const index = Math.min(100, Math.max(0, moreDeprived));
  if (index === 0) {
    return {
      headline: `The most deprived neighbourhood in ${nation}`,
      detail: 'No neighbourhood is more deprived',
    };
  }
  if (index === 100) {
    return {
      headline: `The least deprived neighbourhood in ${nation}`,
      detail: 'Every other neighbourhood is more deprived',
    };
  }
  return {
    headline: `More deprived than ${onePlace(100 - index)} of neighbourhoods`,
    detail: `${onePlace(index)} of neighbourhoods in ${nation} are more deprived`,
  };
}

/** The nation an LSOA code belongs to, for the wording; null when the prefix is unknown. */
export function nationOfLsoa(lsoaCode: string): string | null {
  const prefix = nationPrefix(lsoaCode);
  return prefix ? IMD_NATIONS[prefix]!.name : null;
}
