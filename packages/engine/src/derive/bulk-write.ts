import { sql } from 'kysely';
import type { DeriveSession } from './derive-session.ts';

/**
 * Writing most rows of a big table is far cheaper with its secondary indexes rebuilt after
 * the write than maintained row by row (listings has some forty search indexes; an UPDATE of
 * every row would insert into each of them). When a write touches more than
 * REBUILD_SHARE of a table holding at least REBUILD_MIN_ROWS rows, the secondary indexes
 * (not primary keys, unique or constraint indexes) are dropped, the write runs, and every
 * index is created again from its own definition, all in one transaction: readers wait for
 * the commit and see the old rows or the new, never a table without its indexes.
 */
export const REBUILD_SHARE = 0.2;
export const REBUILD_MIN_ROWS = 50_000;

export async function writeRows(
  s: DeriveSession,
  table: 'listings' | 'sold_prices',
  rowsToWrite: number,
  write: () => Promise<number>,
): Promise<number> {
  if (rowsToWrite === 0) return 0;
  const size = await s.one(sql<{ n: number }>`
    SELECT greatest(reltuples, 0)::bigint AS n FROM pg_class WHERE oid = ${table}::regclass`);
  const tableRows = Math.max(Number(size?.n ?? 0), rowsToWrite);
  if (tableRows < REBUILD_MIN_ROWS || rowsToWrite < tableRows * REBUILD_SHARE) return write();

  // Inside a run that is one transaction already, the rebuild joins it.
  const own = !s.inTransaction;
  if (own) await s.exec(sql`BEGIN`);
  try {
    const { rows: indexes } = await s.exec<{ name: string; definition: string }>(sql`
      SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
      FROM pg_index i
      WHERE i.indrelid = ${table}::regclass AND NOT i.indisprimary AND NOT i.indisunique
        AND NOT i.indisexclusion
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
      ORDER BY 1`);
    for (const index of indexes) await s.exec(sql`DROP INDEX ${sql.raw(index.name)}`);
    const written = await write();
    await s.exec(sql`SET LOCAL maintenance_work_mem = '512MB'`);
    for (const index of indexes) await s.exec(sql.raw(index.definition));
    if (own) await s.exec(sql`COMMIT`);
    return written;
  } catch (error) {
    if (own) await s.exec(sql`ROLLBACK`).catch(() => {});
    throw error;
  }
}
