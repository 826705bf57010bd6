import { sql, type Kysely } from 'kysely';
import type { LatLng } from '@yardstick/core/search/filter';
import type { Database } from '@yardstick/db/schema';
import { distanceSql, listingConditions, type ListingQuery } from '../search/listing-query.ts';
import type { CardRow } from '../search/search.repository.ts';

/**
 * Similar properties: the estimates search's own conditions (search/listing-query.ts, so a
 * similar card is a listing the search would show) ordered by distance from the property
 * instead of a search sort. The card columns are those of search.repository.ts findCards.
 */
type Db = Kysely<Database>;

export async function nearestCards(
  db: Db,
  q: ListingQuery,
  options: { centre: LatLng; limit: number; excludeId?: string | undefined; viewerId?: string },
): Promise<CardRow[]> {
  const conditions = listingConditions(q);
  if (options.excludeId !== undefined) {
    conditions.push(sql<boolean>`l.id <> ${options.excludeId}::bigint`);
  }
  conditions.push(sql<boolean>`l.lat IS NOT NULL AND l.lng IS NOT NULL`);
  const favourite = options.viewerId
    ? {
        select: sql`vf.id AS favorite_id`,
        join: sql`LEFT JOIN favourites vf ON vf.user_id = ${options.viewerId}::uuid AND vf.kind = 'sale' AND vf.sale_listing_id = p.id`,
      }
    : { select: sql`NULL::bigint AS favorite_id`, join: sql`` };
  const { rows } = await sql<CardRow>`
    SELECT p.id, l.main_image, l.list_price, l.status, l.range1_price, l.range2_price,
           l.price_variation, l.postcode, l.address, l.rental_demand, l.property_type,
           l.property_sub_type, l.bedrooms, l.total_floor_area,
           a.contact_phone AS agent_contact_phone, l.listed_on::text AS listed_on, l.updated_on,
           l.avg_bmv, l.roi, l.more_deprived, l.crime_rate, l.avg_yield,
           NULL::bigint AS rent_listing_id, ${favourite.select}
    FROM (
      SELECT l.id, ${distanceSql(options.centre)} AS d
      FROM listings l
      WHERE ${sql.join(conditions, sql` AND `)}
      ORDER BY d, l.id
      LIMIT ${options.limit}
    ) p
    JOIN listings l ON l.id = p.id
    LEFT JOIN agents a ON a.id = l.agent_id
    ${favourite.join}
    ORDER BY p.d, p.id`.execute(db);
  return rows;
}
