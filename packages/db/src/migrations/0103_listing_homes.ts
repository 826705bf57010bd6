import { sql, type Kysely } from 'kysely';

/**
 * `listings.home_id` (issue 27 "A home's history across relisting"): the listings of one home
 * share the id of the home's first listing (the first the database received: the smallest
 * id); a first listing holds its own id. Written by the pipeline's link run
 * (apps/pipeline/src/homes/link-homes.ts, docs/methodology.md "A home across relisting");
 * null until a run has linked the listing, which is how a run finds the listings written
 * since the last one (the partial index).
 *
 * A column rather than a `homes` table: a home has no facts of its own that its listings do
 * not already carry (its address, type and bedrooms are its listings'), so a table would be a
 * second copy to keep in step; the history reads one index (`home_id`) and the link run
 * updates one column, which fires none of the listing_events triggers (they watch price and
 * status only).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE listings ADD COLUMN IF NOT EXISTS home_id integer`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS listings_home_idx ON listings (home_id)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS listings_home_unlinked_idx ON listings (id)
    WHERE home_id IS NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS listings_home_unlinked_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS listings_home_idx`.execute(db);
  await sql`ALTER TABLE listings DROP COLUMN IF EXISTS home_id`.execute(db);
}
