import { sql, type Kysely } from 'kysely';
import { PLO_WINDOW_MONTHS } from '@yardstick/core/listings/listing-states';
import type { Database } from '@yardstick/db/schema';
import { isRentComparable } from '@yardstick/db/listing-kinds';
import { liveRentalSql } from '@yardstick/db/listing-states';

/**
 * The PLO module's own reads (the pairs themselves are listed by the listing engine,
 * listings.public.ts): the area median rents. Kysely only.
 */
type Db = Kysely<Database>;

export interface AreaRentRow {
  district: string;
  bedrooms: number;
  median_rent: number;
  rentals: number;
}

/**
 * The median monthly rent of whole-home rentals (core's rent evidence: not room, student or
 * commercial lets; not withdrawn) listed in core's PLO_WINDOW_MONTHS months to the latest rental's
 * listing date (the data's own clock, as the derive's listingsAsOf), per postcode district and
 * bedroom count, for the asked pairs of both (indexes: migration 0085).
 */
export async function areaMedianRents(
  db: Db,
  keys: { district: string; bedrooms: number }[],
): Promise<AreaRentRow[]> {
  if (keys.length === 0) return [];
  const { rows } = await sql<AreaRentRow>`
    SELECT k.district, k.bedrooms,
           round((percentile_cont(0.5) WITHIN GROUP (ORDER BY l.list_price))::numeric)::int AS median_rent,
           count(*)::int AS rentals
    FROM (SELECT DISTINCT * FROM unnest(${keys.map((k) => k.district)}::text[],
                                         ${keys.map((k) => k.bedrooms)}::int[]) AS u(district, bedrooms)) k
    JOIN listings l ON ${liveRentalSql('l')} AND l.district = k.district
                   AND l.bedrooms = k.bedrooms AND l.list_price > 0
                   AND l.listed_on >= (
                     SELECT (coalesce(max(m.listed_on), current_date)
                             - make_interval(months => ${PLO_WINDOW_MONTHS}))::date
                     FROM listings m WHERE m.transaction_type = 'rent')
                   AND ${sql.raw(isRentComparable('l'))}
    GROUP BY k.district, k.bedrooms`.execute(db);
  return rows;
}
