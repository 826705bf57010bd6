import { quoteIdent, type SqlRunner } from '@yardstick/db/sql-runner';

/**
 * "Index after load": a first load into an empty table drops the table's secondary indexes
 * and, when nothing references the table, its primary key, and builds them once at the end:
 * a sorted build is several times cheaper than maintaining a btree row by row (random keys
 * such as Price Paid GUIDs especially). What was dropped is kept in app_settings under
 * `deferred_indexes:<table>` until rebuilt, so an import that crashed half-way has it rebuilt
 * by the next import (restoreDeferredIndexes).
 *
 * Without its primary key the table cannot refuse a repeated key, so restoring the key
 * first removes duplicates, keeping the row loaded last (the merge's "last row wins").
 */
interface DeferredIndex {
  name: string;
  definition: string;
}

interface DeferredKey {
  constraint: string;
  /** e.g. PRIMARY KEY (transaction_id) */
  definition: string;
  columns: string[];
}

interface Deferred {
  indexes: DeferredIndex[];
  primaryKey?: DeferredKey;
}

const KEY_PREFIX = 'deferred_indexes:';

export interface DeferOutcome {
  indexes: number;
  primaryKey: boolean;
}

export async function deferIndexes(
  sql: SqlRunner,
  table: string,
  options: { primaryKey: boolean },
): Promise<DeferOutcome> {
  const { rows: indexes } = await sql.query<DeferredIndex>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i
      WHERE i.indrelid = to_regclass($1) AND NOT i.indisunique AND NOT i.indisprimary
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
    [table],
  );
  let primaryKey: DeferredKey | undefined;
  if (options.primaryKey) {
    // Only a table no foreign key points at, with no other unique constraint or index.
    const { rows } = await sql.query<DeferredKey & { uniques: number; referenced: boolean }>(
      `SELECT c.conname AS "constraint", pg_get_constraintdef(c.oid) AS definition,
              array(SELECT a.attname::text FROM unnest(c.conkey) WITH ORDINALITY k(n, o)
                      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.n
                     ORDER BY k.o) AS columns,
              (SELECT count(*)::int FROM pg_index i
                WHERE i.indrelid = c.conrelid AND i.indisunique) AS uniques,
              EXISTS (SELECT 1 FROM pg_constraint f
                       WHERE f.contype = 'f' AND f.confrelid = c.conrelid) AS referenced
         FROM pg_constraint c
        WHERE c.conrelid = to_regclass($1) AND c.contype = 'p'`,
      [table],
    );
    const key = rows[0];
    if (key && key.uniques === 1 && !key.referenced) {
      primaryKey = { constraint: key.constraint, definition: key.definition, columns: key.columns };
    }
  }
  if (indexes.length === 0 && !primaryKey) return { indexes: 0, primaryKey: false };

  const deferred: Deferred = { indexes, ...(primaryKey ? { primaryKey } : {}) };
  await sql.query('BEGIN');
  try {
    await sql.query(
      `INSERT INTO app_settings (key, value) VALUES ($1, $2::jsonb)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [`${KEY_PREFIX}${table}`, JSON.stringify(deferred)],
    );
    for (const index of indexes) await sql.query(`DROP INDEX ${index.name}`);
    if (primaryKey) {
      await sql.query(
        `ALTER TABLE ${quoteIdent(table)} DROP CONSTRAINT ${quoteIdent(primaryKey.constraint)}`,
      );
    }
    await sql.query('COMMIT');
  } catch (error) {
    await sql.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
  return { indexes: indexes.length, primaryKey: Boolean(primaryKey) };
}

const UNIQUE_VIOLATION = '23505';

/**
 * Puts back a deferred primary key; returns how many duplicate rows had to go first. Runs
 * inside the caller's transaction: adding the key is tried first (the usual file repeats no
 * key), and only when that fails on a repeated key are the older duplicates deleted (a
 * window over the whole table, about as costly as the key's own build) and the key added.
 */
async function restorePrimaryKey(sql: SqlRunner, table: string, key: DeferredKey) {
  const { rows } = await sql.query<{ present: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM pg_constraint
                     WHERE conrelid = to_regclass($1) AND contype = 'p') AS present`,
    [table],
  );
  if (rows[0]?.present) return 0;
  const addKey = `ALTER TABLE ${quoteIdent(table)} ADD CONSTRAINT ${quoteIdent(key.constraint)} ${key.definition}`;
  await sql.query('SAVEPOINT restore_primary_key');
  try {
    await sql.query(addKey);
    await sql.query('RELEASE SAVEPOINT restore_primary_key');
    return 0;
  } catch (error) {
    if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
    await sql.query('ROLLBACK TO SAVEPOINT restore_primary_key');
  }
  const columns = key.columns.map(quoteIdent).join(', ');
  // The rows of one key, newest last: COPY appends, so physical order is load order.
  const { rowCount: duplicates } = await sql.query(
    `DELETE FROM ${quoteIdent(table)} WHERE ctid IN (
       SELECT ctid FROM (
         SELECT ctid, row_number() OVER (PARTITION BY ${columns} ORDER BY ctid DESC) AS n
           FROM ${quoteIdent(table)}) d
        WHERE d.n > 1)`,
  );
  await sql.query(addKey);
  return duplicates;
}

/** Runs `work` in a transaction of its own (the session is otherwise in autocommit). */
async function inTransaction<T>(sql: SqlRunner, work: () => Promise<T>): Promise<T> {
  await sql.query('BEGIN');
  try {
    const result = await work();
    await sql.query('COMMIT');
    return result;
  } catch (error) {
    await sql.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

async function readDeferred(sql: SqlRunner, table?: string) {
  const { rows } = await sql.query<{ key: string; value: Deferred | DeferredIndex[] | string }>(
    table
      ? `SELECT key, value FROM app_settings WHERE key = $1`
      : `SELECT key, value FROM app_settings WHERE key LIKE $1`,
    [table ? `${KEY_PREFIX}${table}` : `${KEY_PREFIX}%`],
  );
  return rows.map((row) => {
    const value = typeof row.value === 'string' ? JSON.parse(row.value) : row.value;
    const deferred: Deferred = Array.isArray(value) ? { indexes: value } : value;
    return { key: row.key, table: row.key.slice(KEY_PREFIX.length), deferred };
  });
}

/**
 * Puts back only the deferred primary key of `table` (before a merge needs it), inside the
 * caller's transaction; returns how many duplicate rows were removed. The secondary indexes
 * stay deferred.
 */
export async function restoreDeferredPrimaryKey(sql: SqlRunner, table: string): Promise<number> {
  const [entry] = await readDeferred(sql, table);
  if (!entry?.deferred.primaryKey) return 0;
  const duplicates = await restorePrimaryKey(sql, table, entry.deferred.primaryKey);
  const { primaryKey: _restored, ...rest } = entry.deferred;
  await sql.query(`UPDATE app_settings SET value = $2::jsonb WHERE key = $1`, [
    entry.key,
    JSON.stringify(rest),
  ]);
  return duplicates;
}

/**
 * Rebuilds what was deferred for `table` (or for every table when absent), then ANALYZEs
 * it. Returns how many duplicate rows were removed to put a primary key back.
 */
export async function restoreDeferredIndexes(
  sql: SqlRunner,
  table?: string,
  engine: 'postgres' | 'pglite' = 'postgres',
): Promise<number> {
  const entries = await readDeferred(sql, table);
  if (entries.length === 0) return 0;
  let duplicates = 0;
  await sql.query(`SET maintenance_work_mem = '${engine === 'postgres' ? '512MB' : '128MB'}'`);
  for (const { key, table: name, deferred } of entries) {
    const primaryKey = deferred.primaryKey;
    if (primaryKey) {
      duplicates += await inTransaction(sql, () => restorePrimaryKey(sql, name, primaryKey));
    }
    for (const index of deferred.indexes) {
      const { rows: existing } = await sql.query<{ found: boolean }>(
        `SELECT to_regclass($1) IS NOT NULL AS found`,
        [index.name],
      );
      if (!existing[0]?.found) await sql.query(index.definition);
    }
    await sql.query(`DELETE FROM app_settings WHERE key = $1`, [key]);
    await sql.query(`ANALYZE ${quoteIdent(name)}`);
  }
  await sql.query('RESET maintenance_work_mem');
  return duplicates;
}

/** True when the table holds no row (a first load). */
export async function isEmptyTable(sql: SqlRunner, table: string): Promise<boolean> {
  const { rows } = await sql.query<{ empty: boolean }>(
    `SELECT NOT EXISTS (SELECT 1 FROM ${quoteIdent(table)}) AS empty`,
  );
  return rows[0]?.empty === true;
}
