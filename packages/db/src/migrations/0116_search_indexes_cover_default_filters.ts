import { sql, type Kysely } from 'kysely';

/**
 * The search's sort indexes (migrations 0061, 0071, 0097) carry the two columns every default
 * search tests besides their predicate: `status` (the search leaves sold listings out since
 * issue 27) and `non_residential` (commercial listings are left out unless asked, migration
 * 0081). Without them a page in one of these orders read the table for every index entry it
 * passed, to test those two conditions, where it had been an index-only scan: a place-name
 * search (the default order, filtered to the place's districts) took 1.7 times as long as on
 * main of 2026-11-22 (issue 31), and the nationwide page in any other order read the table too.
 *
 * Each index is rebuilt as it stands with the missing columns added to its INCLUDE list (the
 * default order's index already includes `status` and the filter columns); its keys and
 * predicate are unchanged, so every plan that used it still can.
 *
 * The count of a place's listings (a town's districts, a postcode area) read the table for
 * each of them through `listings_district_idx` / `listings_area_idx`: `non_residential` is the
 * 91st column, so each row was taken apart up to it (a county's 11,000 listings: 11 ms, 5 ms on
 * 2026-11-22's main). Two partial indexes on the searchable listings carry the two columns, so
 * the count of a place with the default filters reads the index alone.
 */
const COVERED = ['status', 'non_residential'];
const SEARCHABLE = `transaction_type = 'sale' AND status <> 'withdrawn'`;
/** The place columns whose counts run long (a town's districts, a postcode area). */
const PLACE_COLUMNS = ['district', 'area'];

interface IndexRow {
  name: string;
  definition: string;
}

/** The definition with `columns` included (added to its INCLUDE list, or a new one). */
export function withIncluded(definition: string, columns: readonly string[]): string {
  const include = /INCLUDE \(([^)]*)\)/.exec(definition);
  if (include) {
    const present = include[1]!.split(',').map((c) => c.trim());
    const missing = columns.filter((c) => !present.includes(c));
    if (missing.length === 0) return definition;
    return definition.replace(include[0], `INCLUDE (${[...present, ...missing].join(', ')})`);
  }
  const where = definition.indexOf(' WHERE ');
  const at = where < 0 ? definition.length : where;
  return `${definition.slice(0, at)} INCLUDE (${columns.join(', ')})${definition.slice(at)}`;
}

async function searchIndexes(db: Kysely<unknown>): Promise<IndexRow[]> {
  const { rows } = await sql<IndexRow>`
    SELECT c.relname AS name, pg_get_indexdef(c.oid) AS definition
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
    WHERE i.indrelid = to_regclass('listings') AND c.relname LIKE 'listings\\_search\\_%'
    ORDER BY c.relname`.execute(db);
  return rows;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { name, definition } of await searchIndexes(db)) {
    const wanted = withIncluded(definition, COVERED);
    if (wanted === definition) continue;
    await sql.raw(`DROP INDEX ${name}`).execute(db);
    await sql.raw(wanted).execute(db);
  }
  for (const column of PLACE_COLUMNS) {
    await sql
      .raw(
        `CREATE INDEX IF NOT EXISTS listings_search_${column}_idx ON listings (${column})
           INCLUDE (${COVERED.join(', ')}) WHERE ${SEARCHABLE}`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of PLACE_COLUMNS) {
    await sql.raw(`DROP INDEX IF EXISTS listings_search_${column}_idx`).execute(db);
  }
  for (const { name, definition } of await searchIndexes(db)) {
    if (name === 'listings_search_updated_on_idx') {
      const without = definition.replace(', non_residential)', ')');
      if (without === definition) continue;
      await sql.raw(`DROP INDEX ${name}`).execute(db);
      await sql.raw(without).execute(db);
      continue;
    }
    const without = definition.replace(` INCLUDE (${COVERED.join(', ')})`, '');
    if (without === definition) continue;
    await sql.raw(`DROP INDEX ${name}`).execute(db);
    await sql.raw(without).execute(db);
  }
}
