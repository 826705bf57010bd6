import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { connectionSettings, openAppDatabases, openDatabase } from './database.ts';

describe('connectionSettings', () => {
  it('passes the settings as startup options', () => {
    expect(
      connectionSettings('postgres://reader@replica:5432/yardstick', {
        default_transaction_read_only: 'on',
      }),
    ).toEqual({
      connectionString: 'postgres://reader@replica:5432/yardstick',
      options: '-c default_transaction_read_only=on',
    });
    expect(connectionSettings('postgres://app@db/yardstick', {})).toEqual({
      connectionString: 'postgres://app@db/yardstick',
    });
  });

  it("keeps the URL's own options and adds the settings after them (the last one wins)", () => {
    const url =
      'postgres://reader@replica:5432/yardstick?sslmode=require&options=-c%20statement_timeout%3D5s';
    expect(connectionSettings(url, { default_transaction_read_only: 'on' })).toEqual({
      connectionString: 'postgres://reader@replica:5432/yardstick?sslmode=require',
      options: '-c statement_timeout=5s -c default_transaction_read_only=on',
    });
  });
});

describe('openAppDatabases', () => {
  it('refuses a read replica without a primary', async () => {
    await expect(
      openAppDatabases({ DATABASE_READ_URL: 'postgres://reader@replica/yardstick', DATA_DIR: '.' }),
    ).rejects.toThrow(/DATABASE_READ_URL needs DATABASE_URL/);
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.runIf(postgresUrl)(
  'a PostgreSQL pool whose idle connection is cut (TEST_DATABASE_URL)',
  () => {
    it('does not crash the process, reports it once, and answers the next query', async () => {
      const reported: string[] = [];
      const handle = await openDatabase({
        url: postgresUrl!,
        onConnectionLost: (err) => reported.push(err.message),
      });
      const uncaught: unknown[] = [];
      const onUncaught = (err: unknown) => uncaught.push(err);
      process.on('uncaughtException', onUncaught);
      try {
        const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(
          handle.db,
        );
        // The connection is idle in the pool now; a server restart ends it from the other side.
        const admin = new pg.Client({ connectionString: postgresUrl });
        await admin.connect();
        await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
        await admin.end();
        await new Promise((r) => setTimeout(r, 300));
        expect(uncaught).toEqual([]);
        expect(reported).toHaveLength(1);
        expect(reported[0]).toMatch(/terminating connection/);
        const again = await sql<{ one: number }>`SELECT 1 AS one`.execute(handle.db);
        expect(again.rows[0]?.one).toBe(1);
      } finally {
        process.off('uncaughtException', onUncaught);
        await handle.close();
      }
    });

    it('survives a connection cut while a transaction holds it (checked out, between statements)', async () => {
      const handle = await openDatabase({ url: postgresUrl!, onConnectionLost: () => undefined });
      const uncaught: unknown[] = [];
      const onUncaught = (err: unknown) => uncaught.push(err);
      process.on('uncaughtException', onUncaught);
      try {
        const outcome = await handle.db
          .transaction()
          .execute(async (trx) => {
            const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(
              trx,
            );
            const admin = new pg.Client({ connectionString: postgresUrl });
            await admin.connect();
            await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
            await admin.end();
            // The server's FATAL arrives while no query runs on this connection.
            await new Promise((r) => setTimeout(r, 300));
            await sql`SELECT 1`.execute(trx);
          })
          .then(
            () => 'committed',
            (err: Error) => err.message,
          );
        expect(uncaught).toEqual([]);
        expect(outcome).not.toBe('committed');
        const again = await sql<{ one: number }>`SELECT 1 AS one`.execute(handle.db);
        expect(again.rows[0]?.one).toBe(1);
      } finally {
        process.off('uncaughtException', onUncaught);
        await handle.close();
      }
    });
  },
);
