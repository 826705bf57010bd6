import { quoteIdent, type SqlRunner } from './sql-runner.ts';

/**
 * "Index after load": a first load into an empty table drops the table's secondary indexes
 * (never a primary key or unique index: the merge needs them) and builds them once at the
 * end, several times faster than maintaining them row by row. Their definitions are kept
 * in app_settings under `deferred_indexes:<table>` until rebuilt, so an import that crashed
 * half-way has them rebuilt by the next import (restoreDeferredIndexes).
 */
interface DeferredIndex {
  name: string;
  definition: string;
}

const KEY_PREFIX = 'deferred_indexes:';

export async function deferSecondaryIndexes(sql: SqlRunner, table: string): Promise<number> {
  const { rows } = await sql.query<DeferredIndex>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i
      WHERE i.indrelid = to_regclass($1) AND NOT i.indisunique AND NOT i.indisprimary
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
    [table],
  );
  if (rows.length === 0) return 0;
  await sql.query('BEGIN');
  try {
    await sql.query(
      `INSERT INTO app_settings (key, value) VALUES ($1, $2::jsonb)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [`${KEY_PREFIX}${table}`, JSON.stringify(rows)],
    );
    for (const index of rows) await sql.query(`DROP INDEX ${index.name}`);
    await sql.query('COMMIT');
  } catch (error) {
    await sql.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
  return rows.length;
}

/** Rebuilds the deferred indexes of `table` (or of every table when absent), then ANALYZEs. */
export async function restoreDeferredIndexes(
  sql: SqlRunner,
  table?: string,
  engine: 'postgres' | 'pglite' = 'postgres',
): Promise<void> {
  const { rows } = await sql.query<{ key: string; value: DeferredIndex[] | string }>(
    table
      ? `SELECT key, value FROM app_settings WHERE key = $1`
      : `SELECT key, value FROM app_settings WHERE key LIKE $1`,
    [table ? `${KEY_PREFIX}${table}` : `${KEY_PREFIX}%`],
  );
  if (rows.length === 0) return;
  await sql.query(`SET maintenance_work_mem = '${engine === 'postgres' ? '512MB' : '128MB'}'`);
  for (const row of rows) {
    const indexes = (
      typeof row.value === 'string' ? JSON.parse(row.value) : row.value
    ) as DeferredIndex[];
    for (const index of indexes) {
      const { rows: existing } = await sql.query<{ found: boolean }>(
        `SELECT to_regclass($1) IS NOT NULL AS found`,
        [index.name],
      );
      if (!existing[0]?.found) await sql.query(index.definition);
    }
    await sql.query(`DELETE FROM app_settings WHERE key = $1`, [row.key]);
    await sql.query(`ANALYZE ${quoteIdent(row.key.slice(KEY_PREFIX.length))}`);
  }
  await sql.query('RESET maintenance_work_mem');
}

/** True when the table holds no row (a first load). */
export async function isEmptyTable(sql: SqlRunner, table: string): Promise<boolean> {
  const { rows } = await sql.query<{ empty: boolean }>(
    `SELECT NOT EXISTS (SELECT 1 FROM ${quoteIdent(table)}) AS empty`,
  );
  return rows[0]?.empty === true;
}
