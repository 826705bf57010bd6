import { sql, type Kysely } from 'kysely';

/**
 * `listings.plo_live_pairs`: how many pairs with a live rental (`NOT plo_pairs.rent_withdrawn`)
 * the sale listing is the sale side of, so the PLO list's count (of pairs, not of sales) is an
 * index-only sum over the paired sales' `(updated_on, id)` index, which now carries it, with no
 * join to plo_pairs (docs/methodology.md "PLO (issue 16), measured").
 *
 * 0086's statement-level triggers on plo_pairs keep it with `plo_paired` (which stays
 * `plo_live_pairs > 0`): each statement adds the live pairs it wrote and takes off the live
 * pairs it removed, per sale listing, from the transition tables. So a pair inserted, deleted,
 * moved to another sale or rental, or whose rental is withdrawn or restored (0087's row trigger
 * on listings updates the pair's rent_withdrawn) changes the count at once; TRUNCATE clears it.
 * The change is applied as `plo_live_pairs + delta` on the row, which PostgreSQL re-reads when a
 * concurrent transaction updated it first, so concurrent writers of one sale's pairs add up.
 */
/** 0086's INCLUDE columns of the index, unchanged (the filters' columns), then the count. */
const INCLUDED = [
  'status',
  'list_price',
  'bedrooms',
  'property_type',
  'property_sub_type',
  'total_floor_area',
  'avg_bmv',
  'more_deprived',
  'plot_area',
  'nearest_school_distance_m',
  'nearest_bus_stop_distance_m',
  'nearest_station_distance_m',
  'nearest_school_rating',
  'rental_demand',
  'negative_equity',
  'with_sale_history',
  'listed_on',
  'postcode',
  'sector',
  'district',
  'area',
  'lat',
  'lng',
  'non_residential',
  'plo_live_pairs',
];

const statements = [
  // A constant default: no table rewrite.
  `ALTER TABLE listings ADD COLUMN IF NOT EXISTS plo_live_pairs integer NOT NULL DEFAULT 0`,
  `UPDATE listings l SET plo_live_pairs = c.n
     FROM (SELECT sale_listing_id, count(*)::int AS n FROM plo_pairs
            WHERE NOT rent_withdrawn GROUP BY sale_listing_id) c
    WHERE l.id = c.sale_listing_id AND l.plo_live_pairs <> c.n`,
  `CREATE OR REPLACE FUNCTION plo_paired_sync() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP = 'TRUNCATE' THEN
       UPDATE listings SET plo_paired = false, plo_live_pairs = 0
        WHERE plo_paired OR plo_live_pairs <> 0;
       RETURN NULL;
     END IF;
     IF TG_OP = 'INSERT' THEN
       UPDATE listings l SET plo_live_pairs = l.plo_live_pairs + d.n,
                             plo_paired = l.plo_live_pairs + d.n > 0
         FROM (SELECT sale_listing_id AS id, count(*)::int AS n FROM plo_new
                WHERE NOT rent_withdrawn GROUP BY sale_listing_id) d
        WHERE l.id = d.id;
     ELSIF TG_OP = 'DELETE' THEN
       UPDATE listings l SET plo_live_pairs = l.plo_live_pairs - d.n,
                             plo_paired = l.plo_live_pairs - d.n > 0
         FROM (SELECT sale_listing_id AS id, count(*)::int AS n FROM plo_old
                WHERE NOT rent_withdrawn GROUP BY sale_listing_id) d
        WHERE l.id = d.id;
     ELSE
       UPDATE listings l SET plo_live_pairs = l.plo_live_pairs + d.n,
                             plo_paired = l.plo_live_pairs + d.n > 0
         FROM (SELECT id, sum(n)::int AS n
                 FROM (SELECT sale_listing_id AS id, 1 AS n FROM plo_new WHERE NOT rent_withdrawn
                       UNION ALL
                       SELECT sale_listing_id, -1 FROM plo_old WHERE NOT rent_withdrawn) x
                GROUP BY id HAVING sum(n) <> 0) d
        WHERE l.id = d.id;
     END IF;
     RETURN NULL;
   END $$`,
  // The paired sales' default-order index (0086), now carrying the live-pair count.
  `DROP INDEX IF EXISTS listings_plo_updated_on_idx`,
  `CREATE INDEX listings_plo_updated_on_idx ON listings (updated_on, id)
     INCLUDE (${INCLUDED.join(', ')})
     WHERE plo_paired AND transaction_type = 'sale' AND status <> 'withdrawn'`,
];

/** The backfill rewrites every paired sale: vacuumed after the migrations (migrate.ts). */
export const vacuumAfter = ['listings'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
