import { DEFAULT_FILTER } from '@yardstick/core/search/filter';
import type { AppContext } from '../../context.ts';
import { buildListingQuery } from './listing-filter.ts';
import { summariseByDistrict, type DistrictSummaryRow } from './summaries.repository.ts';

export type { DistrictSummaryRow };

/**
 * Each postcode district's sale listings as the estimates search with its default filter
 * finds them when that district is the location (the home page's 'See properties' link):
 * the count and the averages of the same listings, one rule for both (docs/methodology.md
 * "What a count counts"). Districts are postcode district codes ('RG1').
 */
export function districtSummaries(
  ctx: AppContext,
  districts: readonly string[],
): Promise<DistrictSummaryRow[]> {
  if (districts.length === 0) return Promise.resolve([]);
  const codes = [...new Set(districts)].sort();
  const q = buildListingQuery(
    { ...DEFAULT_FILTER, districts: codes },
    {
      postcodes: [],
      sectors: [],
      districts: codes,
      areas: [],
    },
  );
  return summariseByDistrict(ctx.readDatabase.db, q);
}
