import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { LatLng } from '@yardstick/core/search/filter';
import type { Database } from '@yardstick/db/schema';
import {
  distanceSql,
  fromClause,
  isPloSource,
  listingConditions,
  orderByClause,
  sortFlagColumn,
  whereClause,
  type ListingQuery,
} from './listing-query.ts';

/** The cards of every list of listings, built from listing-query.ts: Kysely only. */
type Db = Kysely<Database>;

export interface CardRow {
  id: number;
  main_image: string | null;
  list_price: number | null;
  status: string;
  range1_price: number | null;
  range2_price: number | null;
  /** The estimator's point (listings.estimate_price); core estimatePoint gives the served one. */
  estimate_price: number | null;
  price_variation: number | null;
  postcode: string | null;
  address: string | null;
  rental_demand: string | null;
  property_type: string | null;
  property_sub_type: string | null;
  bedrooms: number | null;
  total_floor_area: number | null;
  agent_contact_phone: string | null;
  listed_on: string | null;
  updated_on: Date;
  avg_bmv: number | null;
  roi: number | null;
  more_deprived: number | null;
  crime_rate: number | null;
  avg_yield: number | null;
  yield_flag: boolean | null;
  bmv_low_confidence: boolean | null;
  price_warnings: string[];
  estimate_confidence: string | null;
  favorite_id: number | null;
  rent_listing_id: number | null;
}

/** What a signed-in viewer adds to each row: their favourite of the property, if any. */
export function viewerFavourite(favouritesList: boolean, viewerId: string | undefined) {
  if (favouritesList) {
    return { select: sql`p.favourite_id AS favorite_id`, join: sql`` };
  }
  if (!viewerId) return { select: sql`NULL::bigint AS favorite_id`, join: sql`` };
  return {
    select: sql`vf.id AS favorite_id`,
    join: sql`LEFT JOIN favourites vf ON vf.user_id = ${viewerId}::uuid AND vf.kind = 'sale' AND vf.sale_listing_id = p.id`,
  };
}

/**
 * The cards of a chosen page of listings. `page` is a query giving, for each card, the
 * listing's `id` and `rent_listing_id` (and `favourite_id` in a favourites list) with
 * whatever `order` sorts by; `order` is the ORDER BY over its rows `p`. The card columns are
 * read for those rows only. Every list of cards is built with it (search pages, PLO pairs'
 * sale sides, favourites lists, similar properties), so a card is the same everywhere.
 */
async function cardsOfPage(
  db: Db,
  page: RawBuilder<unknown>,
  options: { order: RawBuilder<unknown>; favouritesList?: boolean; viewerId?: string | undefined },
): Promise<CardRow[]> {
  const favourite = viewerFavourite(options.favouritesList ?? false, options.viewerId);
  const { rows } = await sql<CardRow>`
    SELECT p.id, l.main_image, l.list_price, l.status, l.range1_price, l.range2_price,
           l.estimate_price, l.price_variation, l.postcode, l.address, l.rental_demand, l.property_type,
           l.property_sub_type, l.bedrooms, l.total_floor_area,
           a.contact_phone AS agent_contact_phone, l.listed_on::text AS listed_on, l.updated_on,
           l.avg_bmv, l.roi, l.more_deprived, l.crime_rate, l.avg_yield, l.yield_flag,
           l.bmv_low_confidence, l.price_warnings, l.estimate_confidence, p.rent_listing_id,
           ${favourite.select}
    FROM (${page}) p
    JOIN listings l ON l.id = p.id
    LEFT JOIN agents a ON a.id = l.agent_id
    ${favourite.join}
    ${options.order}`.execute(db);
  return rows;
}

/**
 * One page of cards in the sort order, of any source (a PLO pair's card is its sale side's,
 * with its rental's id). The page's ids are chosen first, reading only the sort column and the
 * filters (index-only when an index carries them); the card columns are read for those rows
 * only.
 */
export function findCards(
  db: Db,
  q: ListingQuery,
  page: { limit: number; offset: number; viewerId?: string | undefined },
): Promise<CardRow[]> {
  if (isPloSource(q.source)) return findPairCards(db, q, page);
  const favouritesList = q.source.kind === 'sale-favourites';
  const favouriteColumns = favouritesList
    ? sql`, f.id AS favourite_id, f.rent_listing_id`
    : sql`, NULL::bigint AS rent_listing_id`;
  const sortColumn = sql.ref(`l.${q.sort.field}`);
  return cardsOfPage(
    db,
    sql`
      SELECT l.id, ${sortColumn}, ${sortFlagColumn(q)} ${favouriteColumns}
      ${fromClause(q)}
      ${whereClause(q)}
      ${orderByClause(q, 'inner')}
      LIMIT ${page.limit} OFFSET ${page.offset}`,
    {
      order: orderByClause(q, 'outer'),
      favouritesList,
      viewerId: page.viewerId,
    },
  );
}

/** findCards of PLO pairs: the viewer's PLO favourite comes with the pair (fromClause). */
function findPairCards(
  db: Db,
  q: ListingQuery,
  page: { limit: number; offset: number },
): Promise<CardRow[]> {
  const viewer =
    q.source.kind === 'plo-favourites' || (q.source.kind === 'plo-pairs' && q.source.viewerId);
  const favouriteId = viewer ? sql`f.id` : sql`NULL::bigint`;
  return cardsOfPage(
    db,
    sql`
      SELECT l.id, pp.rent_listing_id, ${sql.ref(`l.${q.sort.field}`)},
             ${favouriteId} AS favourite_id
      ${fromClause(q)}
      ${whereClause(q)}
      ${orderByClause(q, 'inner')}
      LIMIT ${page.limit} OFFSET ${page.offset}`,
    { order: orderByClause(q, 'outer'), favouritesList: true },
  );
}

/**
 * Similar properties: the listings the query would list, ordered by distance from `centre`
 * instead of a sort, as cards (the property itself left out with `excludeId`). Over a PLO
 * source, the pairs (a sale with two rentals twice, the rental id breaking the tie), each with
 * the viewer's PLO favourite.
 */
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
  if (isPloSource(q.source)) {
    const viewer =
      q.source.kind === 'plo-favourites' || (q.source.kind === 'plo-pairs' && q.source.viewerId);
    return cardsOfPage(
      db,
      sql`
        SELECT l.id, ${distanceSql(options.centre)} AS d, pp.rent_listing_id,
               ${viewer ? sql`f.id` : sql`NULL::bigint`} AS favourite_id
        ${fromClause(q)}
        WHERE ${sql.join(conditions, sql` AND `)}
        ORDER BY d, l.id, pp.rent_listing_id
        LIMIT ${options.limit}`,
      { order: sql`ORDER BY p.d, p.id, p.rent_listing_id`, favouritesList: true },
    );
  }
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

/**
 * The cards of chosen listings (whatever their state: a saved search's matches, an alert's
 * listings), in the order of `ids`, with the viewer's favourite id.
 */
export async function cardsByIds(
  db: Db,
  ids: number[],
  viewerId?: string | undefined,
): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  return cardsOfPage(
    db,
    sql`SELECT t.id, t.ord, NULL::bigint AS rent_listing_id
          FROM unnest(${ids}::int[]) WITH ORDINALITY AS t(id, ord)`,
    { order: sql`ORDER BY p.ord`, viewerId },
  );
}
