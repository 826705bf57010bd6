import { sql, type Kysely } from 'kysely';

/**
 * Price warnings (issue 26; docs/methodology.md "Price warnings"; rules in
 * packages/core/src/listings/price-warnings.ts):
 *
 * - `price_warnings`: the codes of the reasons a sale listing's asking price is not comparable
 *   with whole homes (shared ownership, retirement, auction, ...), written by the derive step;
 *   '{}' when none and for rentals.
 * - `bmv_sort_tier`: the BMV sort's leading key, kept by PostgreSQL as a stored generated
 *   column: 0 a clean BMV on a medium or high confidence estimate, 1 a clean BMV on a
 *   low-confidence one, 2 a warned BMV, 3 a warned BMV on a low-confidence estimate; null
 *   without a BMV (as `bmv_low_confidence`, which it extends). A warned BMV therefore sorts
 *   after every clean one in either direction, as a low-confidence one already did.
 *
 * The BMV sort's indexes (migration 0071) lead with the tier instead of the flag, so a
 * nationwide BMV page still reads only the rows it shows.
 */
const SEARCHABLE = `transaction_type = 'sale' AND status <> 'withdrawn'`;
const DIRECTIONS = ['asc', 'desc'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE listings ADD COLUMN IF NOT EXISTS price_warnings text[] NOT NULL DEFAULT '{}'`.execute(
    db,
  );
  await sql`
    ALTER TABLE listings ADD COLUMN IF NOT EXISTS bmv_sort_tier smallint
      GENERATED ALWAYS AS (
        CASE WHEN bmv_low_confidence IS NULL THEN NULL
             ELSE (CASE WHEN cardinality(price_warnings) > 0 THEN 2 ELSE 0 END
                   + CASE WHEN bmv_low_confidence THEN 1 ELSE 0 END)::smallint END) STORED`.execute(
    db,
  );
  for (const dir of DIRECTIONS) {
    await sql.raw(`DROP INDEX IF EXISTS listings_search_avg_bmv_${dir}_idx`).execute(db);
    await sql
      .raw(
        `CREATE INDEX listings_search_avg_bmv_${dir}_idx ON listings
           (bmv_sort_tier ASC NULLS LAST, avg_bmv ${dir.toUpperCase()} NULLS LAST, id ${dir.toUpperCase()})
           WHERE ${SEARCHABLE}`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const dir of DIRECTIONS) {
    await sql.raw(`DROP INDEX IF EXISTS listings_search_avg_bmv_${dir}_idx`).execute(db);
  }
  await sql`ALTER TABLE listings DROP COLUMN IF EXISTS bmv_sort_tier`.execute(db);
  await sql`ALTER TABLE listings DROP COLUMN IF EXISTS price_warnings`.execute(db);
  for (const dir of DIRECTIONS) {
    await sql
      .raw(
        `CREATE INDEX listings_search_avg_bmv_${dir}_idx ON listings
           (bmv_low_confidence ASC NULLS LAST, avg_bmv ${dir.toUpperCase()} NULLS LAST, id ${dir.toUpperCase()})
           WHERE ${SEARCHABLE}`,
      )
      .execute(db);
  }
}
