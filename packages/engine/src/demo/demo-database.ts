import type { SqlRunner } from '@yardstick/db/sql-runner';
import { quoteIdent } from '@yardstick/db/sql-runner';

/**
 * The database side of a demo run: the real-data guard, emptying the data tables, the
 * "demo" label in app_settings, identity sequences, and the index rebuild used at large
 * scales. Everything runs on the run's single bulk session (inside its transaction).
 */

export const DEMO_SOURCE = 'demo';
export const DATA_MODE_KEY = 'data_mode';

/** Every table the demo fills (and empties first), children before parents. */
export const DEMO_TABLES = [
  'area_stats',
  'plo_pairs',
  'listing_price_history',
  'listings',
  'plot_polygons',
  'agents',
  'crimes',
  'epc_certificates',
  'sold_prices',
  'hpi',
  'schools',
  'transport_stops',
  'postcodes',
  'postcode_districts',
  'lsoas',
  'local_authorities',
  'counties',
  'regions',
  'imports',
] as const;

/** Why the database counts as holding real imported data, or null when it does not. */
export async function realDataReason(sql: SqlRunner): Promise<string | null> {
  const imports = await sql.query<{ source: string; n: number }>(
    `SELECT source, count(*)::int AS n FROM imports WHERE source <> $1 GROUP BY source ORDER BY source`,
    [DEMO_SOURCE],
  );
  if (imports.rows.length > 0) {
    return `it holds imported data (${imports.rows.map((r) => `${r.source}: ${r.n} import${r.n === 1 ? '' : 's'}`).join(', ')})`;
  }
  const mode = await sql.query<{ value: unknown }>(
    `SELECT value FROM app_settings WHERE key = $1`,
    [DATA_MODE_KEY],
  );
  if (mode.rows[0]?.value === 'real') return `app_settings.data_mode is "real"`;
  const listings = await sql.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM listings WHERE source <> $1 LIMIT 1) x`,
    [DEMO_SOURCE],
  );
  if ((listings.rows[0]?.n ?? 0) > 0) return 'it holds listings from a real source';
  return null;
}

export interface LastDemoImport {
  checksum: string | null;
  finishedAt: Date | null;
}

/** The latest successful demo load, if the database is still labelled demo. */
export async function lastDemoImport(sql: SqlRunner): Promise<LastDemoImport | null> {
  const mode = await sql.query<{ value: unknown }>(
    `SELECT value FROM app_settings WHERE key = $1`,
    [DATA_MODE_KEY],
  );
  if (mode.rows[0]?.value !== 'demo') return null;
  const { rows } = await sql.query<{ checksum: string | null; finished_at: Date | null }>(
    `SELECT checksum, finished_at FROM imports WHERE source = $1 AND status = 'succeeded'
      ORDER BY id DESC LIMIT 1`,
    [DEMO_SOURCE],
  );
  const row = rows[0];
  return row ? { checksum: row.checksum, finishedAt: row.finished_at } : null;
}

/**
 * Empties every table the demo fills. CASCADE also empties tables that reference them
 * (e.g. users' favourites of listings): the listings they pointed at are being replaced.
 */
export async function emptyDemoTables(sql: SqlRunner): Promise<void> {
  await sql.query(`TRUNCATE ${DEMO_TABLES.map(quoteIdent).join(', ')} RESTART IDENTITY CASCADE`);
  // The replaced listings' events (written by triggers, dated when written, so not part of
  // the dataset's rows) and homes (the link run's, after the load): the new listings reuse
  // their ids, so a home's history would otherwise read another listing's.
  await sql.query(`TRUNCATE listing_events, listing_homes RESTART IDENTITY`);
}

export async function setDataMode(sql: SqlRunner, mode: 'demo'): Promise<void> {
  await sql.query(
    `INSERT INTO app_settings (key, value, updated_at) VALUES ($1, $2::jsonb, now())
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [DATA_MODE_KEY, JSON.stringify(mode)],
  );
}

/** After rows were copied in with explicit ids, continue identity sequences past them. */
export async function advanceIdentity(sql: SqlRunner, table: string, column = 'id'): Promise<void> {
  await sql.query(
    `SELECT setval(pg_get_serial_sequence($1, $2), GREATEST((SELECT max(${quoteIdent(column)}) FROM ${quoteIdent(table)}), 0) + 1, false)`,
    [table, column],
  );
}

interface IndexDefinition {
  name: string;
  definition: string;
}

/**
 * Drops the secondary indexes (not those of primary keys or unique constraints) of the
 * given tables and returns their definitions, so that a very large load can build them once
 * at the end instead of row by row.
 */
export async function dropSecondaryIndexes(
  sql: SqlRunner,
  tables: readonly string[],
): Promise<IndexDefinition[]> {
  const { rows } = await sql.query<{ name: string; definition: string }>(
    `SELECT i.relname AS name, pg_get_indexdef(i.oid) AS definition
       FROM pg_index x
       JOIN pg_class i ON i.oid = x.indexrelid
       JOIN pg_class t ON t.oid = x.indrelid
      WHERE t.relname = ANY($1::text[])
        AND t.relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = current_schema())
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.oid)
      ORDER BY i.relname`,
    [tables],
  );
  for (const r of rows) await sql.query(`DROP INDEX ${quoteIdent(r.name)}`);
  return rows;
}

export async function createIndexes(
  sql: SqlRunner,
  indexes: readonly IndexDefinition[],
): Promise<void> {
  for (const index of indexes) await sql.query(index.definition);
}
