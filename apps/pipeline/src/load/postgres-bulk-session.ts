import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { BulkSession } from './bulk-session.ts';
import { quoteIdent } from './sql-runner.ts';

/** A bulk session on PostgreSQL: one pooled client, COPY ... FROM STDIN for the data. */
export async function openPostgresBulkSession(pool: pg.Pool): Promise<BulkSession> {
  const client = await pool.connect();
  let broken = false;
  return {
    engine: 'postgres',
    sql: {
      async query<R>(text: string, params?: unknown[]) {
        try {
          const result = await client.query(text, params);
          return { rows: result.rows as R[], rowCount: result.rowCount ?? 0 };
        } catch (error) {
          if (isConnectionError(error)) broken = true;
          throw error;
        }
      },
    },
    async copyIn(table, columns, chunks) {
      const statement = `COPY ${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')}) FROM STDIN`;
      const stream = client.query(copyFrom(statement));
      await pipeline(Readable.from(chunks), stream);
      return stream.rowCount;
    },
    async release() {
      client.release(broken);
    },
  };
}

function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === 'ECONNRESET' || code === 'EPIPE' || code === '57P01';
}
