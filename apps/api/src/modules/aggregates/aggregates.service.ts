import type { CityAggregate, CityAggregateQuery } from '@yardstick/core/search/city-aggregate';
import type { AppContext } from '../../context.ts';
import { districtAggregates } from './aggregates.repository.ts';

/**
 * Top-city figures for the home page: each asked district in the order given, its name
 * (the first place postcode_districts lists for it, else the code) and its sale listings'
 * count and averages (null when it has none).
 */
export async function topCities(
  ctx: AppContext,
  query: CityAggregateQuery,
): Promise<CityAggregate[]> {
  const districts = query.districtCodes ?? [];
  const rows = await districtAggregates(ctx.readDatabase.db, districts);
  const byCode = new Map(rows.map((r) => [r.district_code, r]));
  return districts.map((code) => {
    const row = byCode.get(code);
    return {
      district_code: code,
      district_name: row?.district_name ?? code,
      total: row?.total ?? 0,
      avg_price: row?.avg_price ?? null,
      avg_bmv: row?.avg_bmv ?? null,
      avg_roi: row?.avg_roi ?? null,
    };
  });
}
