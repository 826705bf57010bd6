import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '@yardstick/db/schema';
import { isRentComparable } from '@yardstick/db/listing-kinds';
import {
  cardsOfPage,
  listingConditions,
  orderByClause,
  type CardRow,
  type ListingQuery,
} from '../search/search.public.ts';

/**
 * PLO queries: the search's ListingQuery applied to the sale side `l` of each pair
 * (`plo_pairs pp`) whose rental is not withdrawn (pp.rent_withdrawn, kept from the rental's
 * status by triggers: migration 0087). Kysely only.
 */
type Db = Kysely<Database>;

/** Whose PLO favourites the list is restricted to, or whose favourite ids to show. */
export interface PloViewer {
  /** The viewer's favourite id is answered on every item (null when not saved). */
  viewerId?: string | undefined;
  /** Only the viewer's PLO favourites (the favourites list). */
  favouritesOnly?: boolean;
}

/** The pair join, with the viewer's PLO favourite as `f` when there is a viewer. */
function pairsFrom(viewer: PloViewer): RawBuilder<unknown> {
  const favourite = viewer.viewerId
    ? sql`${viewer.favouritesOnly ? sql`JOIN` : sql`LEFT JOIN`} favourites f
            ON f.user_id = ${viewer.viewerId}::uuid AND f.kind = 'plo'
           AND f.sale_listing_id = pp.sale_listing_id AND f.rent_listing_id = pp.rent_listing_id`
    : sql``;
  return sql`FROM plo_pairs pp
    JOIN listings l ON l.id = pp.sale_listing_id AND NOT pp.rent_withdrawn
    ${favourite}`;
}

/**
 * The search's conditions on the sale listing and its flag of being paired with a rental that
 * is not withdrawn (listings.plo_paired, kept by triggers: migrations 0086 and 0087), which the
 * PLO partial indexes state, so every PLO query reads paired sale listings only.
 */
function where(q: ListingQuery): RawBuilder<unknown> {
  return sql`WHERE ${sql.join([...listingConditions(q), sql<boolean>`l.plo_paired`], sql` AND `)}`;
}

/** The search's ORDER BY on the sale listing, then the rental in the same direction. */
function order(q: ListingQuery, level: 'inner' | 'outer'): RawBuilder<unknown> {
  const dir = sql.raw(q.sort.direction === 'asc' ? 'ASC' : 'DESC');
  return sql`${orderByClause(q, level)}, ${sql.ref(level === 'inner' ? 'pp.rent_listing_id' : 'p.rent_listing_id')} ${dir}`;
}

export interface RentSideRow {
  sale_id: number;
  rent_id: number;
  rent_price: number | null;
  rent_status: string;
  rent_url: string | null;
  rent_listed_on: string | null;
  sale_url: string | null;
  lat: number | null;
  lng: number | null;
  district: string | null;
}

export interface PloRow {
  card: CardRow;
  rent: RentSideRow;
}

/**
 * One page of PLO pairs in the sort order: the pairs are chosen first (sort column and
 * filters only), then the sale side is read as the search's cards (cardsOfPage) and the
 * rental side and the sale's link and location for those pairs only.
 */
export async function findPloRows(
  db: Db,
  q: ListingQuery,
  page: { limit: number; offset: number } & PloViewer,
): Promise<PloRow[]> {
  const favouriteId = page.viewerId ? sql`f.id` : sql`NULL::bigint`;
  const cards = await cardsOfPage(
    db,
    sql`
      SELECT l.id, pp.rent_listing_id, ${sql.ref(`l.${q.sort.field}`)},
             ${favouriteId} AS favourite_id
      ${pairsFrom(page)}
      ${where(q)}
      ${order(q, 'inner')}
      LIMIT ${page.limit} OFFSET ${page.offset}`,
    { order: order(q, 'outer'), favouritesList: true },
  );
  if (cards.length === 0) return [];
  const saleIds = cards.map((c) => c.id);
  const rentIds = cards.map((c) => c.rent_listing_id!);
  const { rows } = await sql<RentSideRow>`
    SELECT s.id AS sale_id, r.id AS rent_id, r.list_price AS rent_price, r.status AS rent_status,
           r.property_url AS rent_url, r.listed_on::text AS rent_listed_on,
           s.property_url AS sale_url, s.lat, s.lng, s.district
    FROM unnest(${saleIds}::bigint[], ${rentIds}::bigint[]) AS k(sale_id, rent_id)
    JOIN listings s ON s.id = k.sale_id
    JOIN listings r ON r.id = k.rent_id`.execute(db);
  const byPair = new Map(rows.map((r) => [`${r.sale_id}|${r.rent_id}`, r]));
  return cards.flatMap((card) => {
    const rent = byPair.get(`${card.id}|${card.rent_listing_id}`);
    return rent ? [{ card, rent }] : [];
  });
}

/** How many pairs match, counting no further than `cap`. */
export async function countPloUpTo(
  db: Db,
  q: ListingQuery,
  cap: number,
  viewer: PloViewer,
): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM (
      SELECT 1 ${pairsFrom(viewer)} ${where(q)} LIMIT ${cap}
    ) c`.execute(db);
  return rows[0]?.n ?? 0;
}

/**
 * An estimate of how many pairs match: the share of a fixed block sample of plo_pairs that
 * matches, times the table's row count (the search's estimateCount, over the pairs).
 */
export async function estimatePloCount(db: Db, q: ListingQuery): Promise<number> {
  const { rows: stats } = await sql<{ reltuples: number }>`
    SELECT reltuples::float8 AS reltuples FROM pg_class WHERE oid = to_regclass('plo_pairs')`.execute(
    db,
  );
  const tuples = stats[0]?.reltuples ?? -1;
  const percent = tuples > 0 ? Math.min(100, Math.max(0.01, (2_000 / tuples) * 100)) : 100;
  const conditions = sql.join(listingConditions(q), sql` AND `);
  const { rows } = await sql<{ matches: number; sampled: number }>`
    SELECT count(*) FILTER (WHERE ${conditions} AND NOT pp.rent_withdrawn)::int AS matches,
           count(*)::int AS sampled
    FROM plo_pairs pp TABLESAMPLE SYSTEM (${percent}::float4) REPEATABLE (17)
    JOIN listings l ON l.id = pp.sale_listing_id`.execute(db);
  const { matches = 0, sampled = 0 } = rows[0] ?? {};
  if (sampled === 0) return 0;
  const total = tuples > 0 ? tuples : (sampled * 100) / percent;
  return Math.round((matches / sampled) * total);
}

export interface PloMarkerRow {
  sale_id: number;
  rent_id: number;
  lat: number;
  lng: number;
  postcode: string | null;
  address: string | null;
  sale_price: number | null;
  rent_price: number | null;
  more_deprived: number | null;
  property_type: string | null;
  total_matches?: number;
}

/**
 * Up to `limit` pairs with a location in the sort order. `withTotal` counts every match too:
 * 'located' the matches with a location (for a circle or polygon, where every match has one),
 * 'all' every match, located or not (one read of a place's pairs for both the markers and the
 * count). The rental's price is read for the returned pairs only (after the sort and limit).
 */
export async function findPloMarkers(
  db: Db,
  q: ListingQuery,
  options: { limit: number; withTotal?: 'located' | 'all' },
): Promise<PloMarkerRow[]> {
  const columns = sql`l.id AS sale_id, pp.rent_listing_id AS rent_id, l.lat, l.lng, l.postcode,
    l.address, l.list_price AS sale_price, l.more_deprived, l.property_type`;
  const rentPrice = (pair: string) =>
    sql`(SELECT r.list_price FROM listings r WHERE r.id = ${sql.ref(pair)}) AS rent_price`;
  if (options.withTotal === 'all') {
    const { rows } = await sql<PloMarkerRow>`
      SELECT m.sale_id, m.rent_id, m.lat, m.lng, m.postcode, m.address, m.sale_price,
             ${rentPrice('m.rent_id')}, m.more_deprived, m.property_type, m.total_matches
      FROM (SELECT ${columns}, count(*) OVER ()::int AS total_matches,
                   row_number() OVER (${order(q, 'inner')}) AS n
            ${pairsFrom({})}
            ${where(q)}) m
      WHERE m.lat IS NOT NULL AND m.lng IS NOT NULL
      ORDER BY m.n
      LIMIT ${options.limit}`.execute(db);
    return rows;
  }
  const total = options.withTotal ? sql`, count(*) OVER ()::int AS total_matches` : sql``;
  const { rows } = await sql<PloMarkerRow>`
    SELECT ${columns}, ${rentPrice('pp.rent_listing_id')} ${total}
    ${pairsFrom({})}
    ${where(q)} AND l.lat IS NOT NULL AND l.lng IS NOT NULL
    ${order(q, 'inner')}
    LIMIT ${options.limit}`.execute(db);
  return rows;
}

export interface AreaRentRow {
  district: string;
  bedrooms: number;
  median_rent: number;
  rentals: number;
}

/** Months of rentals the area median rent reads (the pairing's window: docs/methodology.md). */
export const AREA_RENT_MONTHS = 12;

/**
 * The median monthly rent of whole-home rentals (core's rent evidence: not room, student or
 * commercial lets; not withdrawn) listed in the AREA_RENT_MONTHS months to the latest rental's
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
    JOIN listings l ON l.transaction_type = 'rent' AND l.district = k.district
                   AND l.bedrooms = k.bedrooms AND l.list_price > 0
                   AND l.status <> 'withdrawn'
                   AND l.listed_on >= (
                     SELECT (coalesce(max(m.listed_on), current_date)
                             - make_interval(months => ${AREA_RENT_MONTHS}))::date
                     FROM listings m WHERE m.transaction_type = 'rent')
                   AND ${sql.raw(isRentComparable('l'))}
    GROUP BY k.district, k.bedrooms`.execute(db);
  return rows;
}
