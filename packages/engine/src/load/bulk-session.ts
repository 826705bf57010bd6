import type { DatabaseHandle } from '@yardstick/db/database';
import type { SqlRunner } from '@yardstick/db/sql-runner';

/**
 * One connection held for a whole import: COPY into temporary staging tables and the merge
 * statements must share a session. PostgreSQL: a client from the pool with COPY FROM STDIN
 * (pg-copy-streams, postgres-bulk-session.ts). PGlite: its single connection with COPY FROM
 * '/dev/blob' (pglite-bulk-session.ts). open-bulk-session.ts opens the one a handle needs;
 * this file holds only the contract, so the two engines import it without a cycle.
 */
export interface BulkSession {
  engine: DatabaseHandle['engine'];
  sql: SqlRunner;
  /** Loads COPY text (tab-separated lines, see copy-text.ts) into `table` (`columns` in order). */
  copyIn(table: string, columns: readonly string[], chunks: readonly string[]): Promise<number>;
  release(): Promise<void>;
}
