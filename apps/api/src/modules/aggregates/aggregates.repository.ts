import { sql, type Kysely } from 'kysely';
import type { Database } from '@yardstick/db/schema';
import { ON_THE_MARKET } from '../search/search.public.ts';

/** Aggregates over sale listings: Kysely only. */
export interface DistrictAggregateRow {
  district_code: string;
  district_name: string | null;
  total: number;
  avg_price: number | null;
  avg_bmv: number | null;
  avg_roi: number | null;
}

/** Per district: sale listings on the market (neither withdrawn nor sold), their average price, BMV % and ROI %. */
export async function districtAggregates(
  db: Kysely<Database>,
  districts: string[],
): Promise<DistrictAggregateRow[]> {
  const { rows } = await sql<DistrictAggregateRow>`
    SELECT d.code AS district_code,
           nullif(trim(split_part(coalesce(pd.town, ''), ',', 1)), '') AS district_name,
           coalesce(s.total, 0)::int AS total, s.avg_price, s.avg_bmv, s.avg_roi
    FROM unnest(${districts}::text[]) AS d(code)
    LEFT JOIN postcode_districts pd ON pd.district = d.code
    LEFT JOIN (
      SELECT l.district, count(*)::int AS total,
             round(avg(l.list_price))::int AS avg_price,
             round(avg(l.avg_bmv), 1)::float8 AS avg_bmv,
             round(avg(l.roi), 2)::float8 AS avg_roi
      FROM listings l
      WHERE ${ON_THE_MARKET}
        AND l.district = ANY(${districts}::text[])
      GROUP BY l.district
    ) s ON s.district = d.code`.execute(db);
  return rows;
}
