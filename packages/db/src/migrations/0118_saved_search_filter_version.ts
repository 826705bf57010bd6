import { sql, type Kysely } from 'kysely';

/**
 * `saved_searches.filter_version`: the version of the stored filter's shape (issue 37,
 * decision 0025). Version 1 is the URL form every row has held since 0108 (a JSON object of
 * the search's query parameters, each a string), so the existing rows are version 1 and read
 * as before; a later shape takes the next number and the reader converts by version.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE saved_searches
      ADD COLUMN IF NOT EXISTS filter_version smallint NOT NULL DEFAULT 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE saved_searches DROP COLUMN IF EXISTS filter_version`.execute(db);
}
