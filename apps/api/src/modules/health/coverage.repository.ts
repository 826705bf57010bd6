import { sql, type Kysely } from 'kysely';
import type { Database } from '@yardstick/db/schema';
import { ON_THE_MARKET } from '../search/search.public.ts';

export interface CoverageRow {
  district: string;
  place: string | null;
  listings: number;
}

/** Sale listings on the market per postcode district, with the district's town: Kysely only. */
export async function listingsByDistrict(db: Kysely<Database>): Promise<CoverageRow[]> {
  const { rows } = await sql<CoverageRow>`
    SELECT l.district,
           nullif(trim(split_part(coalesce(pd.town, ''), ',', 1)), '') AS place,
           count(*)::int AS listings
    FROM listings l
    LEFT JOIN postcode_districts pd ON pd.district = l.district
    WHERE ${ON_THE_MARKET} AND l.district IS NOT NULL
    GROUP BY l.district, pd.town
    ORDER BY listings DESC, l.district`.execute(db);
  return rows;
}
