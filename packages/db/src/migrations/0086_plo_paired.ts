import { sql, type Kysely } from 'kysely';

/**
 * `listings.plo_paired`: whether the sale listing is the sale side of a row of plo_pairs, so
 * the PLO queries read only paired sale listings (about 6% of the sales) instead of walking
 * every sale listing in sort or location order and keeping the few with a pair
 * (docs/methodology.md "PLO (issue 16), measured").
 *
 * PostgreSQL keeps the flag itself: statement-level triggers on plo_pairs (insert, update,
 * delete, truncate) set it for the sale listings whose pairs were written and clear it when a
 * sale listing's last pair goes, so every writer of plo_pairs (the derive, the demo loader,
 * the bench loader, tests) keeps it exact. The rental's status is not part of the flag: the
 * PLO queries still check that the rental is not withdrawn.
 *
 * Partial indexes over the paired, searchable sale listings mirror the search's sort and
 * location indexes (migrations 0003 and 0061) for the PLO sorts (updated_on, bedrooms,
 * list_price, both ways; the default order carries the filters' columns as 0061's does), circles
 * (point) and places (district, sector).
 */
const PAIRED = `plo_paired AND transaction_type = 'sale' AND status <> 'withdrawn'`;

/**
 * Columns the filters read (migration 0061's list as it stood), carried by the default-order
 * index so a nationwide PLO page with selective filters is an index-only scan of the pairs.
 */
const FILTER_COLUMNS = [
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
];

const statements = [
  `ALTER TABLE listings ADD COLUMN IF NOT EXISTS plo_paired boolean NOT NULL DEFAULT false`,
  `UPDATE listings l SET plo_paired = true
     WHERE NOT l.plo_paired AND EXISTS (SELECT 1 FROM plo_pairs p WHERE p.sale_listing_id = l.id)`,
  `CREATE FUNCTION plo_paired_sync() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP = 'TRUNCATE' THEN
       UPDATE listings SET plo_paired = false WHERE plo_paired;
       RETURN NULL;
     END IF;
     IF TG_OP IN ('INSERT', 'UPDATE') THEN
       UPDATE listings l SET plo_paired = true
         FROM (SELECT DISTINCT sale_listing_id FROM plo_new) n
        WHERE l.id = n.sale_listing_id AND NOT l.plo_paired;
     END IF;
     IF TG_OP IN ('DELETE', 'UPDATE') THEN
       UPDATE listings l SET plo_paired = false
         FROM (SELECT DISTINCT sale_listing_id FROM plo_old) o
        WHERE l.id = o.sale_listing_id AND l.plo_paired
          AND NOT EXISTS (SELECT 1 FROM plo_pairs p WHERE p.sale_listing_id = l.id);
     END IF;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER plo_paired_insert AFTER INSERT ON plo_pairs
     REFERENCING NEW TABLE AS plo_new FOR EACH STATEMENT EXECUTE FUNCTION plo_paired_sync()`,
  `CREATE TRIGGER plo_paired_update AFTER UPDATE ON plo_pairs
     REFERENCING NEW TABLE AS plo_new OLD TABLE AS plo_old
     FOR EACH STATEMENT EXECUTE FUNCTION plo_paired_sync()`,
  `CREATE TRIGGER plo_paired_delete AFTER DELETE ON plo_pairs
     REFERENCING OLD TABLE AS plo_old FOR EACH STATEMENT EXECUTE FUNCTION plo_paired_sync()`,
  `CREATE TRIGGER plo_paired_truncate AFTER TRUNCATE ON plo_pairs
     FOR EACH STATEMENT EXECUTE FUNCTION plo_paired_sync()`,
  `CREATE INDEX listings_plo_updated_on_idx ON listings (updated_on, id)
     INCLUDE (${FILTER_COLUMNS.join(', ')}) WHERE ${PAIRED}`,
  ...['bedrooms', 'list_price'].flatMap((column) => [
    `CREATE INDEX listings_plo_${column}_asc_idx
       ON listings (${column} ASC NULLS LAST, id ASC) WHERE ${PAIRED}`,
    `CREATE INDEX listings_plo_${column}_desc_idx
       ON listings (${column} DESC NULLS LAST, id DESC) WHERE ${PAIRED}`,
  ]),
  `CREATE INDEX listings_plo_location_idx ON listings USING gist (point(lng, lat)) WHERE ${PAIRED}`,
  `CREATE INDEX listings_plo_district_idx ON listings (district) WHERE ${PAIRED}`,
  `CREATE INDEX listings_plo_sector_idx ON listings (sector) WHERE ${PAIRED}`,
  `ANALYZE listings`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `DROP TRIGGER IF EXISTS plo_paired_truncate ON plo_pairs`,
    `DROP TRIGGER IF EXISTS plo_paired_delete ON plo_pairs`,
    `DROP TRIGGER IF EXISTS plo_paired_update ON plo_pairs`,
    `DROP TRIGGER IF EXISTS plo_paired_insert ON plo_pairs`,
    `DROP FUNCTION IF EXISTS plo_paired_sync()`,
    `ALTER TABLE listings DROP COLUMN IF EXISTS plo_paired`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
