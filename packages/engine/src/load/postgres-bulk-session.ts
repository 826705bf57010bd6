import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { BulkSession } from './bulk-session.ts';
import { quoteIdent } from '@yardstick/db/sql-runner';

/** A bulk session on PostgreSQL: one pooled client, COPY ... FROM STDIN for the data. */
export async function openPostgresBulkSession(pool: pg.Pool): Promise<BulkSession> {
  const client = await pool.connect();
  let broken = false;
  // Bulk-load settings for this session only: batches commit without waiting for the WAL
  // flush (a crash loses at most the last batches, which a re-run restores), and sorts and
  // staging tables of a batch stay in memory. temp_buffers can only change before the
  // session first touches a temporary table, hence the guard.
  await client.query(`SET synchronous_commit = off; SET work_mem = '64MB'`);
  await client.query(`SET temp_buffers = '128MB'`).catch(() => undefined);
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
      if (!broken) {
        await client.query('RESET synchronous_commit; RESET work_mem').catch(() => {
          broken = true;
        });
      }
      client.release(broken);
    },
  };
}

function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === 'ECONNRESET' || code === 'EPIPE' || code === '57P01';
}
