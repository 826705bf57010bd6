import { sql, type Kysely } from 'kysely';

/**
 * Reports (issue 18, docs/methodology.md "Reports"):
 * - `user_preferences`: a signed-in user's saved choices per page (`preferenceType`, e.g. the
 *   House Price Index report's districts, duration and view), as the JSON the page wrote
 *   (`configJson`), one row per user and type, removed with the user;
 * - an index of the UK HPI by area and month that carries the five index series the reports
 *   read (all types, detached, semi-detached, terraced, flat), so the report's lookups of one
 *   area at two months, and a chart's series, are answered from the index alone.
 */
const statements = [
  `CREATE TABLE IF NOT EXISTS user_preferences (
     user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     preference_type text NOT NULL,
     config_json text NOT NULL,
     updated_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (user_id, preference_type)
   )`,
  `CREATE INDEX IF NOT EXISTS hpi_area_date_series_idx ON hpi (area_code, date)
     INCLUDE (index, detached_index, semi_detached_index, terraced_index, flat_index)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP INDEX IF EXISTS hpi_area_date_series_idx').execute(db);
  await db.schema.dropTable('user_preferences').ifExists().execute();
}
