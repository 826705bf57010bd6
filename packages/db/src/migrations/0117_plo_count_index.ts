import { sql, type Kysely } from 'kysely';

/**
 * `listings_plo_count_idx`: the paired sales (about 58,000 at a million listings) keyed by
 * bedrooms and price, carrying only the columns of the search bar's filters (property type,
 * status, residential, BMV, yield, ROI, rental demand) and the live-pair count.
 *
 * The PLO list's count is exact up to 10,000 pairs, and a filtered nationwide list is nearly
 * always under it, so it reads every paired sale that might match. Through the paired sales'
 * default-order index (0115), which carries some 25 filter columns, that took 15-22 ms: each
 * entry is a wide tuple taken apart up to the columns the filter tests. This index is a
 * quarter as wide, and its keys turn a bedrooms or price bound into a range of it: the same
 * counts took 3.4-8 ms (issue 31). A filter on a column it lacks (floor area, schools, ...)
 * still counts through 0115's index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX IF NOT EXISTS listings_plo_count_idx ON listings (bedrooms, list_price)
      INCLUDE (property_type, status, non_residential, avg_bmv, avg_yield, roi, rental_demand,
               plo_live_pairs)
      WHERE plo_paired AND transaction_type = 'sale' AND status <> 'withdrawn'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS listings_plo_count_idx`.execute(db);
}
