import { sql, type Kysely } from 'kysely';

/**
 * The plausibility flags of the investment figures (issue 15; docs/methodology.md "Rent, yield
 * and ROI", "BMV"; rules in packages/core/src/estimates/yield-band.ts), stored by the derive
 * step so the search sorts on them:
 *
 * - `yield_flag`: the gross yield lies outside the plausible band (true), inside it (false),
 *   or there is no yield (null). The yield and ROI sorts order by it first (false, true,
 *   null), so a flagged figure never leads them.
 * - `bmv_low_confidence`: the BMV stands on a low-confidence estimate (true), on a medium or
 *   high one (false), or there is no BMV (null). The BMV sort orders by it first.
 *
 * The search indexes of those three sorts (migration 0061) are replaced by ones that lead
 * with the flag, so a nationwide page in either direction still reads only the rows it
 * shows: `flag ASC NULLS LAST, col ASC|DESC NULLS LAST, id ASC|DESC`.
 */
const SEARCHABLE = `transaction_type = 'sale' AND status <> 'withdrawn'`;
const SORTS = [
  { column: 'avg_yield', flag: 'yield_flag' },
  { column: 'roi', flag: 'yield_flag' },
  { column: 'avg_bmv', flag: 'bmv_low_confidence' },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE listings ADD COLUMN IF NOT EXISTS yield_flag boolean`.execute(db);
  await sql`ALTER TABLE listings ADD COLUMN IF NOT EXISTS bmv_low_confidence boolean`.execute(db);
  for (const { column, flag } of SORTS) {
    for (const dir of ['asc', 'desc'] as const) {
      await sql.raw(`DROP INDEX IF EXISTS listings_search_${column}_${dir}_idx`).execute(db);
      await sql
        .raw(
          `CREATE INDEX listings_search_${column}_${dir}_idx ON listings
             (${flag} ASC NULLS LAST, ${column} ${dir.toUpperCase()} NULLS LAST, id ${dir.toUpperCase()})
             WHERE ${SEARCHABLE}`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { column } of SORTS) {
    for (const dir of ['asc', 'desc'] as const) {
      await sql.raw(`DROP INDEX IF EXISTS listings_search_${column}_${dir}_idx`).execute(db);
      await sql
        .raw(
          `CREATE INDEX listings_search_${column}_${dir}_idx ON listings
             (${column} ${dir.toUpperCase()} NULLS LAST, id ${dir.toUpperCase()}) WHERE ${SEARCHABLE}`,
        )
        .execute(db);
    }
  }
  await sql`ALTER TABLE listings DROP COLUMN IF EXISTS bmv_low_confidence`.execute(db);
  await sql`ALTER TABLE listings DROP COLUMN IF EXISTS yield_flag`.execute(db);
}
