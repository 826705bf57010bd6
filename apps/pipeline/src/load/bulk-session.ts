import type { DatabaseHandle } from '@yardstick/db/database';
import type { SqlRunner } from '@yardstick/db/sql-runner';
import { openPgliteBulkSession } from './pglite-bulk-session.ts';
import { openPostgresBulkSession } from './postgres-bulk-session.ts';

/**
 * One connection held for a whole import: COPY into temporary staging tables and the merge
 * statements must share a session. PostgreSQL: a client from the pool with COPY FROM STDIN
 * (pg-copy-streams). PGlite: its single connection with COPY FROM '/dev/blob'.
 */
export interface BulkSession {
  engine: DatabaseHandle['engine'];
  sql: SqlRunner;
  /** Loads COPY text (tab-separated lines, see copy-text.ts) into `table` (`columns` in order). */
  copyIn(table: string, columns: readonly string[], chunks: readonly string[]): Promise<number>;
  release(): Promise<void>;
}

export async function openBulkSession(handle: DatabaseHandle): Promise<BulkSession> {
  if (handle.engine === 'pglite') {
    if (!handle.pglite) throw new Error('PGlite handle without its PGlite instance');
    return openPgliteBulkSession(handle.pglite);
  }
  if (!handle.pool) throw new Error('PostgreSQL handle without its pool');
  return openPostgresBulkSession(handle.pool);
}
