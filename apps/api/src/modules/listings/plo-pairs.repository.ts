import { sql, type Kysely } from 'kysely';
import type { Database } from '@yardstick/db/schema';
import { livePloPairSql } from '@yardstick/db/listing-states';
import type { LatLng } from '@yardstick/core/search/filter';
import { findCards, nearestCards, type CardRow } from './cards.repository.ts';
import type { ListingQuery } from './listing-query.ts';

/** The rental side of PLO pairs, for a page of pairs: Kysely only. */
type Db = Kysely<Database>;

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

export interface PloPairRow {
  card: CardRow;
  rent: RentSideRow;
}

/**
 * One page of PLO pairs (a PLO source) in the sort order: the pairs are chosen first (sort
 * column and filters only), then the sale side is read as cards (findCards) and the rental
 * side and the sale's link and location for those pairs only.
 */
export async function findPloPairs(
  db: Db,
  q: ListingQuery,
  page: { limit: number; offset: number },
): Promise<PloPairRow[]> {
  return withRentSides(db, await findCards(db, q, page));
}

/**
 * The PLO pairs (a PLO source) nearest to `centre`, nearest first (the PLO details page's
 * similar pairs): the pairs of `excludeSaleId` left out.
 */
export async function nearestPloPairs(
  db: Db,
  q: ListingQuery,
  options: { centre: LatLng; limit: number; excludeSaleId?: string | undefined },
): Promise<PloPairRow[]> {
  const cards = await nearestCards(db, q, {
    centre: options.centre,
    limit: options.limit,
    excludeId: options.excludeSaleId,
  });
  return withRentSides(db, cards);
}

/** The rental side (and the sale's link and location) of each pair's card, in their order. */
async function withRentSides(db: Db, cards: CardRow[]): Promise<PloPairRow[]> {
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

/**
 * The rental side of a held PLO pair when the pair is live (core's isLivePloPair: its sale on
 * the market, its rental live), else undefined: the PLO details page and the PLO reload read
 * it, so they answer exactly the pairs the PLO lists show.
 */
export async function findLivePloPair(
  db: Db,
  saleId: string,
  rentId: string,
): Promise<RentSideRow | undefined> {
  const { rows } = await sql<RentSideRow>`
    SELECT s.id AS sale_id, r.id AS rent_id, r.list_price AS rent_price, r.status AS rent_status,
           r.property_url AS rent_url, r.listed_on::text AS rent_listed_on,
           s.property_url AS sale_url, s.lat, s.lng, s.district
    FROM plo_pairs pp
    JOIN listings s ON s.id = pp.sale_listing_id
    JOIN listings r ON r.id = pp.rent_listing_id
    WHERE pp.sale_listing_id = ${saleId}::bigint AND pp.rent_listing_id = ${rentId}::bigint
      AND ${livePloPairSql('pp', 's')}`.execute(db);
  return rows[0];
}
