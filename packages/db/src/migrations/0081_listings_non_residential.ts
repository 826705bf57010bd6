import { sql, type Kysely } from 'kysely';

/**
 * `listings.non_residential`: whether the listing's sub type names a commercial, mixed-use,
 * land or parking unit (core's NON_RESIDENTIAL_SUB_TYPE_PATTERN, estimates/estimate-scope.ts),
 * kept by PostgreSQL itself as a stored generated column. Every default search leaves these
 * listings out; matching the pattern row by row cost about 8 µs a row (a dense 1.5 km map
 * area: 1.3 ms without it, 10.8 ms with it), reading the column costs nothing.
 *
 * The pattern is written here as it stood when the column was made (a migration never
 * changes); a test holds the column's expression to core's constant, so a change of the
 * pattern needs a new migration that redefines the column.
 */
export const NON_RESIDENTIAL_PATTERN_0081 =
  '(^|[^a-z])(commercial|mixed[ -]?use|retail|shops?|offices?|industrial|warehouses?|restaurants?|hotels?|guest ?house|leisure|land|plots?|parking|car park|garages?)([^a-z]|$)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `ALTER TABLE listings ADD COLUMN IF NOT EXISTS non_residential boolean
         GENERATED ALWAYS AS (coalesce(property_sub_type, '') ~* '${NON_RESIDENTIAL_PATTERN_0081}') STORED`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE listings DROP COLUMN IF EXISTS non_residential`.execute(db);
}
