import type { PGlite } from '@electric-sql/pglite';
import type { BulkSession } from './bulk-session.ts';
import { quoteIdent } from './sql-runner.ts';

/**
 * A bulk session on PGlite: its one connection, COPY ... FROM '/dev/blob' with each batch
 * handed over as a Blob (PGlite's documented way to feed COPY).
 */
export function openPgliteBulkSession(pglite: PGlite): Promise<BulkSession> {
  return Promise.resolve({
    engine: 'pglite',
    sql: {
      async query<R>(text: string, params?: unknown[]) {
        const result = await pglite.query<R>(text, params);
        return { rows: result.rows, rowCount: result.affectedRows ?? 0 };
      },
    },
    async copyIn(table, columns, chunks) {
      const statement = `COPY ${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')}) FROM '/dev/blob'`;
      const result = await pglite.query(statement, [], { blob: new Blob(chunks as string[]) });
      return result.affectedRows ?? 0;
    },
    async release() {},
  });
}
