import { sql, type Kysely } from 'kysely';

/**
 * `listing_homes` (issue 27 "A home's history across relisting"): each listing's home, the id
 * of the home's first listing (the first the database received: the smallest id); a first
 * listing's home is its own id. Written by the pipeline's link run
 * (packages/engine/src/homes/link-homes.ts, docs/methodology.md "A home across relisting"); a
 * listing without a row has not been linked yet, which is how a run finds the listings written
 * since the last one.
 *
 * A narrow table of its own rather than a `listings.home_id` column: linking is then an
 * INSERT of two integers per listing instead of an UPDATE of the wide listings row, which
 * carries some sixty indexes (an indexed column's update is never HOT, so every index gains an
 * entry): measured on the demo data on PGlite, the column's UPDATE of 4,007 listings took 3.1 s,
 * and on a national dataset the first link would rewrite a million listings. Nor is a `homes`
 * table of homes needed: a home has no facts of its own beyond its listings'. No foreign key,
 * as `listing_events`: a home's history outlives a listing's row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS listing_homes (
    listing_id integer PRIMARY KEY,
    home_id integer NOT NULL,
    linked_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS listing_homes_home_idx ON listing_homes (home_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS listing_homes`.execute(db);
}
