import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '@yardstick/db/schema';
import {
  fromClause,
  listingConditions,
  orderByClause,
  sortFlagColumn,
  whereClause,
  type ListingQuery,
} from './listing-query.ts';

/** Search queries over listings, all built from listing-query.ts: Kysely only. */
type Db = Kysely<Database>;

/** Rows a count estimate samples: about 1.4% error at 50% selectivity, 14% at 1%. */
const SAMPLE_ROWS = 5_000;

export interface CardRow {
  id: number;
  main_image: string | null;
  list_price: number | null;
  status: string;
  range1_price: number | null;
  range2_price: number | null;
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
  estimate_confidence: string | null;
  favorite_id: number | null;
  rent_listing_id: number | null;
}

/** What a signed-in viewer adds to each row: their favourite of the property, if any. */
function viewerFavourite(favouritesList: boolean, viewerId: string | undefined) {
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
 * read for those rows only. Every list of cards is built with it (search pages, favourites
 * lists, similar properties), so a card is the same everywhere.
 */
export async function cardsOfPage(
  db: Db,
  page: RawBuilder<unknown>,
  options: { order: RawBuilder<unknown>; favouritesList?: boolean; viewerId?: string | undefined },
): Promise<CardRow[]> {
  const favourite = viewerFavourite(options.favouritesList ?? false, options.viewerId);
  const { rows } = await sql<CardRow>`
    SELECT p.id, l.main_image, l.list_price, l.status, l.range1_price, l.range2_price,
           l.price_variation, l.postcode, l.address, l.rental_demand, l.property_type,
           l.property_sub_type, l.bedrooms, l.total_floor_area,
           a.contact_phone AS agent_contact_phone, l.listed_on::text AS listed_on, l.updated_on,
           l.avg_bmv, l.roi, l.more_deprived, l.crime_rate, l.avg_yield, l.yield_flag,
           l.bmv_low_confidence, l.estimate_confidence, p.rent_listing_id,
           ${favourite.select}
    FROM (${page}) p
    JOIN listings l ON l.id = p.id
    LEFT JOIN agents a ON a.id = l.agent_id
    ${favourite.join}
    ${options.order}`.execute(db);
  return rows;
}

/**
 * One page of estimate cards in the sort order. The page's ids are chosen first, reading
 * only the sort column and the filters (index-only when an index carries them); the card
 * columns are read for those rows only.
 */
export function findCards(
  db: Db,
  q: ListingQuery,
  page: { limit: number; offset: number; viewerId?: string | undefined },
): Promise<CardRow[]> {
  const favouriteColumns = q.favourites
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
      favouritesList: q.favourites !== undefined,
      viewerId: page.viewerId,
    },
  );
}

export interface MarkerRow {
  id: number;
  address: string | null;
  postcode: string | null;
  lat: number;
  lng: number;
  range1_price: number | null;
  range2_price: number | null;
  /** The point estimate (listings.estimate_price), which the marker's avgPrice shows. */
  estimate_price: number | null;
  roi: number | null;
  avg_bmv: number | null;
  property_type: string | null;
  plot_area: number | null;
  price_variation: number | null;
  list_price: number | null;
  favorite_id: number | null;
  /** With `withTotal`: how many listings match in all (the same for every row). */
  total_matches?: number;
}

/**
 * Up to `limit` markers (listings with a location) in the sort order. `withTotal` also
 * counts every match in the same pass (a window count): for an area search (circle or
 * polygon) the sort reads every match anyway, so this saves the separate count query.
 * Not for unbounded searches, where the sort is served by an index and stops at `limit`.
 */
export async function findMarkers(
  db: Db,
  q: ListingQuery,
  options: { limit: number; viewerId?: string | undefined; withTotal?: boolean },
): Promise<MarkerRow[]> {
  const favourite = viewerFavourite(q.favourites !== undefined, options.viewerId);
  const favouriteColumns = q.favourites ? sql`, f.id AS favourite_id` : sql``;
  const total = options.withTotal ? sql`, count(*) OVER ()::int AS total_matches` : sql``;
  const { rows } = await sql<MarkerRow>`
    SELECT p.id, p.address, p.postcode, p.lat, p.lng, p.range1_price, p.range2_price,
           p.estimate_price, p.roi, p.avg_bmv, p.property_type, p.plot_area, p.price_variation, p.list_price,
           ${favourite.select}
           ${options.withTotal ? sql`, p.total_matches` : sql``}
    FROM (
      SELECT l.id, l.address, l.postcode, l.lat, l.lng, l.range1_price, l.range2_price,
             l.estimate_price, l.roi, l.avg_bmv, l.property_type, l.plot_area, l.price_variation, l.updated_on,
             l.bedrooms, l.list_price, l.crime_rate, l.avg_yield, l.more_deprived,
             ${sortFlagColumn(q)} ${favouriteColumns} ${total}
      ${fromClause(q)}
      ${whereClause(q)} AND l.lat IS NOT NULL AND l.lng IS NOT NULL
      ${orderByClause(q, 'inner')}
      LIMIT ${options.limit}
    ) p
    ${favourite.join}
    ${orderByClause(q, 'outer')}`.execute(db);
  return rows;
}

/** How many listings match, counting no further than `cap`. */
export async function countUpTo(db: Db, q: ListingQuery, cap: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM (
      SELECT 1 ${fromClause(q)} ${whereClause(q)} LIMIT ${cap}
    ) c`.execute(db);
  return rows[0]?.n ?? 0;
}

/**
 * An estimate of how many listings match, from a block sample of the table (PostgreSQL's
 * TABLESAMPLE SYSTEM, with a fixed seed so that repeated calls agree): the share of
 * sampled rows that match, times the table's row count. About SAMPLE_ROWS rows are read
 * (their blocks at random), whatever the size of the table.
 */
export async function estimateCount(db: Db, q: ListingQuery): Promise<number> {
  const { rows: stats } = await sql<{ reltuples: number }>`
    SELECT reltuples::float8 AS reltuples FROM pg_class WHERE oid = to_regclass('listings')`.execute(
    db,
  );
  const tuples = stats[0]?.reltuples ?? -1;
  const percent = tuples > 0 ? Math.min(100, Math.max(0.01, (SAMPLE_ROWS / tuples) * 100)) : 100;
  const conditions = sql.join(listingConditions(q), sql` AND `);
  const { rows } = await sql<{ matches: number; sampled: number }>`
    SELECT count(*) FILTER (WHERE ${conditions})::int AS matches, count(*)::int AS sampled
    FROM listings AS l TABLESAMPLE SYSTEM (${percent}::float4) REPEATABLE (17)`.execute(db);
  const { matches = 0, sampled = 0 } = rows[0] ?? {};
  if (sampled === 0) return 0;
  const total = tuples > 0 ? tuples : (sampled * 100) / percent;
  return Math.round((matches / sampled) * total);
}

/** The districts near the given ones (postcode_districts.nearby_districts), with them. */
export async function withNearbyDistricts(db: Db, districts: string[]): Promise<string[]> {
  if (districts.length === 0) return [];
  const { rows } = await sql<{ district: string }>`
    SELECT DISTINCT x.district FROM (
      SELECT unnest(${districts}::text[]) AS district
      UNION ALL
      SELECT unnest(nearby_districts) FROM postcode_districts
      WHERE district = ANY(${districts}::text[]) AND nearby_districts IS NOT NULL
    ) x ORDER BY x.district`.execute(db);
  return rows.map((r) => r.district);
}
