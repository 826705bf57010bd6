import { sql, type Kysely } from 'kysely';

/**
 * `plo_pairs.rent_withdrawn`: whether the pair's rental is withdrawn, and `listings.plo_paired`
 * redefined as "the sale side of a pair whose rental is not withdrawn", so the PLO queries
 * (list, count, estimate, markers) read the paired sale listings' indexes (0086) and the live
 * pairs' index below without fetching each pair's rental to check it
 * (docs/methodology.md "PLO (issue 16), measured").
 *
 * PostgreSQL keeps both: a row trigger on plo_pairs sets rent_withdrawn from the rental when a
 * pair is written; a row trigger on listings, fired only when a listing's status enters or
 * leaves 'withdrawn', updates its pairs; 0086's statement-level triggers on plo_pairs (now
 * counting only pairs whose rental is not withdrawn) keep plo_paired. So a rental withdrawn by
 * an import drops its pairs from every PLO answer at once, and a restored one brings them back.
 */
const statements = [
  `ALTER TABLE plo_pairs ADD COLUMN IF NOT EXISTS rent_withdrawn boolean NOT NULL DEFAULT false`,
  `CREATE OR REPLACE FUNCTION plo_pair_rent_status() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     NEW.rent_withdrawn := coalesce(
       (SELECT r.status IS NOT DISTINCT FROM 'withdrawn' FROM listings r WHERE r.id = NEW.rent_listing_id),
       false);
     RETURN NEW;
   END $$`,
  `CREATE TRIGGER plo_pair_rent_status BEFORE INSERT OR UPDATE OF rent_listing_id ON plo_pairs
     FOR EACH ROW EXECUTE FUNCTION plo_pair_rent_status()`,
  `CREATE OR REPLACE FUNCTION plo_rent_withdrawn_sync() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     UPDATE plo_pairs SET rent_withdrawn = (NEW.status IS NOT DISTINCT FROM 'withdrawn')
      WHERE rent_listing_id = NEW.id
        AND rent_withdrawn <> (NEW.status IS NOT DISTINCT FROM 'withdrawn');
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER plo_rent_withdrawn AFTER UPDATE OF status ON listings FOR EACH ROW
     WHEN ((OLD.status IS NOT DISTINCT FROM 'withdrawn') <> (NEW.status IS NOT DISTINCT FROM 'withdrawn'))
     EXECUTE FUNCTION plo_rent_withdrawn_sync()`,
  `CREATE OR REPLACE FUNCTION plo_paired_sync() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP = 'TRUNCATE' THEN
       UPDATE listings SET plo_paired = false WHERE plo_paired;
       RETURN NULL;
     END IF;
     IF TG_OP IN ('INSERT', 'UPDATE') THEN
       UPDATE listings l SET plo_paired = true
         FROM (SELECT DISTINCT sale_listing_id FROM plo_new WHERE NOT rent_withdrawn) n
        WHERE l.id = n.sale_listing_id AND NOT l.plo_paired;
     END IF;
     IF TG_OP = 'UPDATE' THEN
       UPDATE listings l SET plo_paired = false
         FROM (SELECT sale_listing_id FROM plo_old UNION SELECT sale_listing_id FROM plo_new) o
        WHERE l.id = o.sale_listing_id AND l.plo_paired
          AND NOT EXISTS (SELECT 1 FROM plo_pairs p
                           WHERE p.sale_listing_id = l.id AND NOT p.rent_withdrawn);
     END IF;
     IF TG_OP = 'DELETE' THEN
       UPDATE listings l SET plo_paired = false
         FROM (SELECT DISTINCT sale_listing_id FROM plo_old) o
        WHERE l.id = o.sale_listing_id AND l.plo_paired
          AND NOT EXISTS (SELECT 1 FROM plo_pairs p
                           WHERE p.sale_listing_id = l.id AND NOT p.rent_withdrawn);
     END IF;
     RETURN NULL;
   END $$`,
  // Backfill: fires plo_paired_update, which clears the flag of sales left without a live pair.
  `UPDATE plo_pairs p SET rent_withdrawn = true
     FROM listings r WHERE r.id = p.rent_listing_id AND r.status = 'withdrawn' AND NOT p.rent_withdrawn`,
  `CREATE INDEX IF NOT EXISTS plo_pairs_live_idx ON plo_pairs (sale_listing_id, rent_listing_id)
     WHERE NOT rent_withdrawn`,
  `ANALYZE plo_pairs`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
