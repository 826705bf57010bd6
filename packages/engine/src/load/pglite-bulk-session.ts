import type { PGlite } from '@electric-sql/pglite';
import type { BulkSession } from './bulk-session.ts';
import { quoteIdent } from '@yardstick/db/sql-runner';

/**
 * A bulk session on PGlite: its one connection, COPY ... FROM '/dev/blob' with each batch
 * handed over as a Blob (PGlite's documented way to feed COPY).
 */
export async function openPgliteBulkSession(pglite: PGlite): Promise<BulkSession> {
  await pglite.exec(`SET work_mem = '64MB'`);
  return {
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
    async release() {
      await pglite.exec('RESET work_mem');
    },
  };
}
