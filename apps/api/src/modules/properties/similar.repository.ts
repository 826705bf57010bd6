import { sql, type Kysely } from 'kysely';
import type { LatLng } from '@yardstick/core/search/filter';
import type { Database } from '@yardstick/db/schema';
import {
  cardsOfPage,
  distanceSql,
  listingConditions,
  type CardRow,
  type ListingQuery,
} from '../search/search.public.ts';

/**
 * Similar properties: the estimates search's own conditions (so a similar card is a listing
 * the search would show) ordered by distance from the property instead of a search sort,
 * as the search's cards (cardsOfPage), all through the search's public face.
 */
type Db = Kysely<Database>;

export function nearestCards(
  db: Db,
  q: ListingQuery,
  options: { centre: LatLng; limit: number; excludeId?: string | undefined; viewerId?: string },
): Promise<CardRow[]> {
  const conditions = listingConditions(q);
  if (options.excludeId !== undefined) {
    conditions.push(sql<boolean>`l.id <> ${options.excludeId}::bigint`);
  }
  conditions.push(sql<boolean>`l.lat IS NOT NULL AND l.lng IS NOT NULL`);
  return cardsOfPage(
    db,
    sql`
      SELECT l.id, ${distanceSql(options.centre)} AS d, NULL::bigint AS rent_listing_id
      FROM listings l
      WHERE ${sql.join(conditions, sql` AND `)}
      ORDER BY d, l.id
      LIMIT ${options.limit}`,
    { order: sql`ORDER BY p.d, p.id`, viewerId: options.viewerId },
  );
}
