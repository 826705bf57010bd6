import { sql, type Kysely } from 'kysely';
import type { Database } from '@yardstick/db/schema';
import { ploRentLive } from '@yardstick/db/listing-states';
import { viewerFavourite } from './cards.repository.ts';
import * as query from './listing-query.ts';
import type { ListingQuery } from './listing-query.ts';

/** Map markers of sale listings and of PLO pairs, built from listing-query.ts: Kysely only. */
type Db = Kysely<Database>;

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
  /** The BMV is shown "check the estimate" (core estimates/bmv-check.ts). */
  bmv_low_confidence: boolean | null;
  /** The listing's price warning codes. */
  price_warnings: string[];
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
  const favouritesList = q.source.kind === 'sale-favourites';
  const favourite = viewerFavourite(favouritesList, options.viewerId);
  const favouriteColumns = favouritesList ? sql`, f.id AS favourite_id` : sql``;
  const total = options.withTotal ? sql`, count(*) OVER ()::int AS total_matches` : sql``;
  const { rows } = await sql<MarkerRow>`
    SELECT p.id, p.address, p.postcode, p.lat, p.lng, p.range1_price, p.range2_price,
           p.estimate_price, p.roi, p.avg_bmv, p.property_type, p.plot_area, p.price_variation, p.list_price,
           p.bmv_low_confidence, p.price_warnings,
           ${favourite.select}
           ${options.withTotal ? sql`, p.total_matches` : sql``}
    FROM (
      SELECT l.id, l.address, l.postcode, l.lat, l.lng, l.range1_price, l.range2_price,
             l.estimate_price, l.roi, l.avg_bmv, l.property_type, l.plot_area, l.price_variation, l.updated_on,
             l.bedrooms, l.list_price, l.crime_rate, l.avg_yield, l.more_deprived,
             l.bmv_low_confidence, l.price_warnings,
             ${query.sortFlagColumn(q)} ${favouriteColumns} ${total}
      ${query.fromClause(q)}
      ${query.whereClause(q)} AND l.lat IS NOT NULL AND l.lng IS NOT NULL
      ${query.orderByClause(q, 'inner')}
      LIMIT ${options.limit}
    ) p
    ${favourite.join}
    ${query.orderByClause(q, 'outer')}`.execute(db);
  return rows;
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
 * The PLO pairs' FROM read from the sale side: the place's paired sales (their partial index),
 * then each one's live pairs by a probe of plo_pairs_live_idx. The join of fromClause lets the
 * planner choose, and it estimates a place's pairs as a few (it cannot know that every paired
 * sale has a pair): whenever an index-only probe of plo_pairs costs as much as an index scan
 * (pages of plo_pairs not yet marked all-visible, as after a derive rewrote the pairs and
 * before a vacuum), it hashed all 58,000 pairs for a place's few hundred (bench: 28-47 ms
 * where the probes take 4-14 ms; docs/methodology.md "PLO (issue 16)"). OFFSET 0 keeps the
 * subquery from being flattened back into that join.
 */
const salesFirstPloFrom = sql`FROM listings l CROSS JOIN LATERAL (
      SELECT p.rent_listing_id FROM plo_pairs p
      WHERE p.sale_listing_id = l.id AND ${sql.raw(ploRentLive('p'))} OFFSET 0) pp`;

/**
 * Up to `limit` PLO pairs (a PLO source: `q.source` is plo-pairs without a viewer) with a location in the sort order. `withTotal` counts every match too:
 * 'located' the matches with a location (for a circle or polygon, where every match has one),
 * 'all' every match, located or not (one read of a place's pairs for both the markers and the
 * count, driven by the place's sales: salesFirstPloFrom). The rental's price is read for the
 * returned pairs only (after the sort and limit).
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
                   row_number() OVER (${query.orderByClause(q, 'inner')}) AS n
            ${q.source.kind === 'plo-pairs' && !q.source.viewerId ? salesFirstPloFrom : query.fromClause(q)}
            ${query.whereClause(q)}) m
      WHERE m.lat IS NOT NULL AND m.lng IS NOT NULL
      ORDER BY m.n
      LIMIT ${options.limit}`.execute(db);
    return rows;
  }
  const total = options.withTotal ? sql`, count(*) OVER ()::int AS total_matches` : sql``;
  const { rows } = await sql<PloMarkerRow>`
    SELECT ${columns}, ${rentPrice('pp.rent_listing_id')} ${total}
    ${query.fromClause(q)}
    ${query.whereClause(q)} AND l.lat IS NOT NULL AND l.lng IS NOT NULL
    ${query.orderByClause(q, 'inner')}
    LIMIT ${options.limit}`.execute(db);
  return rows;
}
