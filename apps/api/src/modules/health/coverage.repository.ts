import { sql, type Kysely } from 'kysely';
import type { Database } from '@yardstick/db/schema';
import { saleOnMarketSql } from '@yardstick/db/listing-states';

export interface CoverageRow {
  district: string;
  place: string | null;
  listings: number;
}

/**
 * Sale listings on the market per postcode district, with the district's place: the post town
 * most of its listings give (Manchester for M21 and its neighbours), else the first town the
 * district table names. Kysely only.
 */
export async function listingsByDistrict(db: Kysely<Database>): Promise<CoverageRow[]> {
  const { rows } = await sql<CoverageRow>`
    SELECT c.district,
           coalesce(c.town, nullif(trim(split_part(coalesce(pd.town, ''), ',', 1)), '')) AS place,
           c.listings
    FROM (
      SELECT l.district, count(*)::int AS listings,
             mode() WITHIN GROUP (ORDER BY nullif(trim(l.town), '')) AS town
      FROM listings l
      WHERE ${saleOnMarketSql('l')} AND l.district IS NOT NULL
      GROUP BY l.district
    ) c
    LEFT JOIN postcode_districts pd ON pd.district = c.district
    ORDER BY c.listings DESC, c.district`.execute(db);
  return rows;
}
