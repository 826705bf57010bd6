import { sql, type Kysely } from 'kysely';
import type { Database } from '@yardstick/db/schema';
import { DERIVE_STATE_KEY } from '@yardstick/db/derive-state';
import type {
  HistoryEventRow,
  HistoryListing,
  HistoryPriceRow,
} from '@yardstick/core/property/property-history';

/** Reads of a home's history (listing_homes, listing_events, listing_price_history): Kysely only. */
type Db = Kysely<Database>;

export interface HomeOfListing {
  homeId: string;
  transactionType: string;
}

/** The listing's home (its own id while not linked yet) and kind; undefined when no such listing. */
export async function homeOf(db: Db, listingId: string): Promise<HomeOfListing | undefined> {
  const row = await db
    .selectFrom('listings as l')
    .leftJoin('listing_homes as h', 'h.listing_id', 'l.id')
    .select(['l.id', 'h.home_id', 'l.transaction_type'])
    .where('l.id', '=', Number(listingId))
    .executeTakeFirst();
  return row
    ? { homeId: String(row.home_id ?? row.id), transactionType: row.transaction_type }
    : undefined;
}

/** The home's listings of one kind, oldest first (by first listed date, then id). */
export async function homeListings(
  db: Db,
  homeId: string,
  transactionType: string,
): Promise<HistoryListing[]> {
  const { rows } = await sql<HistoryListing>`
    SELECT l.id::text AS id, l.status, to_char(l.listed_on, 'YYYY-MM-DD') AS "listedOn",
           to_char(l.removed_on, 'YYYY-MM-DD') AS "removedOn",
           to_char(l.updated_on, 'YYYY-MM-DD') AS "updatedOn", l.list_price AS "listPrice",
           l.first_listed_price AS "firstListedPrice"
    FROM listings l
    WHERE (l.id IN (SELECT h.listing_id FROM listing_homes h WHERE h.home_id = ${Number(homeId)})
           OR l.id = ${Number(homeId)})
      AND l.transaction_type = ${transactionType}
    ORDER BY l.listed_on NULLS LAST, l.id`.execute(db);
  return rows;
}

/** The listings' recorded events, oldest first. */
export async function listingEvents(db: Db, ids: readonly string[]): Promise<HistoryEventRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<HistoryEventRow>`
    SELECT e.listing_id::text AS "listingId", e.kind, to_char(e.occurred_at, 'YYYY-MM-DD') AS date,
           e.old_price AS "oldPrice", e.new_price AS "newPrice", e.old_status AS "oldStatus",
           e.new_status AS "newStatus"
    FROM listing_events e
    WHERE e.listing_id = ANY(${`{${ids.join(',')}}`}::int[])
    ORDER BY e.occurred_at, e.id`.execute(db);
  return rows;
}

/** The listings' feed-dated asking prices (listing_price_history), oldest first. */
export async function listingPrices(db: Db, ids: readonly string[]): Promise<HistoryPriceRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<HistoryPriceRow>`
    SELECT h.listing_id::text AS "listingId", h.price, to_char(h.recorded_at, 'YYYY-MM-DD') AS date
    FROM listing_price_history h
    WHERE h.listing_id = ANY(${`{${ids.join(',')}}`}::int[])
    ORDER BY h.listing_id, h.recorded_at, h.id`.execute(db);
  return rows;
}

/**
 * The date a home still on the market counts its days to: the listings' date the figures were
 * derived with (derive.state's listingsAsOf: today on a live feed, the data's date on a
 * dataset such as the demo's), never after today.
 */
export async function historyAsOf(db: Db): Promise<string> {
  const { rows } = await sql<{ as_of: string }>`
    SELECT to_char(least(current_date,
                         coalesce((SELECT (value->>'listingsAsOf')::date FROM app_settings
                                   WHERE key = ${DERIVE_STATE_KEY}), current_date)),
                   'YYYY-MM-DD') AS as_of`.execute(db);
  return rows[0]!.as_of;
}
