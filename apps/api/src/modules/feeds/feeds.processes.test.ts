import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freePort } from '@yardstick/db/test/free-port';

/**
 * Issue 27 "two API processes on PostgreSQL import each file exactly once": two real API
 * servers (apps/api/src/server.ts, each starting the feeds scheduler as in production) on one
 * PostgreSQL database, three drop folders of four files each, every feed due at every tick.
 * Each file must be imported once (one `imports` row, its listings' `new` events once), and
 * moved to done/ once. PostgreSQL only: the embedded database opens in one process.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const SERVER = path.join(ROOT, 'apps/api/src/server.ts');

function jsonl(source: string, refs: string[]): string {
  const lines = refs.map((ref) =>
    JSON.stringify({
      ref,
      transactionType: 'sale',
      price: 150000,
      address: { display: 'Elm Road, Reading', postcode: 'RG1 1AF' },
      propertyType: 'T',
    }),
  );
  return [JSON.stringify({ feed: { source } }), ...lines].join('\n') + '\n';
}

async function waitFor(check: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.runIf(process.env.TEST_DB_ENGINE === 'postgres')('feeds across API processes', () => {
  it('two API servers on one PostgreSQL import each dropped file exactly once', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL as string;
    const dbName = `feeds_two_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${dbName}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    const servers: ChildProcess[] = [];
    const client = new pg.Client({ connectionString: url.toString() });
    try {
      const start = async () => {
        const port = await freePort();
        const dataDir = mkdtempSync(path.join(os.tmpdir(), 'yardstick-feeds-proc-'));
        const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
          cwd: ROOT,
          env: {
            ...process.env,
            NODE_ENV: 'test',
            DATABASE_URL: url.toString(),
            DATABASE_READ_URL: '',
            PORT: String(port),
            HOST: '127.0.0.1',
            DATA_DIR: dataDir,
            LOG_LEVEL: 'silent',
            CAPTCHA_PROVIDER: 'none',
            WEB_DIST_DIR: path.join(dataDir, 'no-web'),
            FEEDS_TICK_SECONDS: '1',
            MEMBERSHIP_JOBS_INTERVAL_MINUTES: '0',
            REDIS_URL: '',
          },
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        servers.push(child);
        await waitFor(
          async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok,
          90_000,
          `the API server on port ${port}`,
        );
      };
      // The first server migrates; the second starts on the migrated database.
      await start();
      await start();

      await client.connect();
      const drops = mkdtempSync(path.join(os.tmpdir(), 'yardstick-drops-'));
      const folders: string[] = [];
      for (let f = 0; f < 3; f += 1) {
        const folder = path.join(drops, `feed-${f}`);
        mkdirSync(folder);
        for (let i = 0; i < 4; i += 1)
          writeFileSync(
            path.join(folder, `part-${i}.jsonl`),
            jsonl(`procs-${f}`, [`R${i}a`, `R${i}b`]),
          );
        folders.push(folder);
        await client.query(
          `INSERT INTO feeds (name, kind, location, every_seconds) VALUES ($1, 'jsonl', $2, 60)`,
          [`procs-${f}`, folder],
        );
      }
      // Keep every feed due, so both servers try each one at every tick.
      const keepDue = setInterval(() => {
        client
          .query(`UPDATE feeds SET next_run_at = now() - interval '1 second'`)
          .catch(() => undefined);
      }, 300);
      try {
        await waitFor(
          async () =>
            folders.every((folder) => {
              const done = path.join(folder, 'done');
              try {
                return readdirSync(done).length === 4;
              } catch {
                return false;
              }
            }),
          90_000,
          'every file in done/',
        );
        // Let both schedulers tick a few more times over the emptied folders.
        await new Promise((resolve) => setTimeout(resolve, 3000));
      } finally {
        clearInterval(keepDue);
      }

      for (const folder of folders) {
        expect(readdirSync(folder).sort()).toEqual(['done']);
        expect(readdirSync(path.join(folder, 'done')).sort()).toEqual([
          'part-0.jsonl',
          'part-1.jsonl',
          'part-2.jsonl',
          'part-3.jsonl',
        ]);
      }
      const imports = await client.query<{ file_name: string; n: number }>(
        `SELECT file_name, count(*)::int AS n FROM imports
          WHERE file_name LIKE 'part-%' GROUP BY file_name ORDER BY file_name`,
      );
      // Four file names, three feeds each: every file imported once.
      expect(imports.rows).toEqual(
        ['part-0.jsonl', 'part-1.jsonl', 'part-2.jsonl', 'part-3.jsonl'].map((file_name) => ({
          file_name,
          n: 3,
        })),
      );
      const events = await client.query<{ n: number; listings: number }>(
        `SELECT count(*)::int AS n, count(DISTINCT listing_id)::int AS listings
           FROM listing_events WHERE kind = 'new'`,
      );
      expect(events.rows[0]).toEqual({ n: 24, listings: 24 });
    } finally {
      for (const server of servers) server.kill('SIGTERM');
      await Promise.all(
        servers.map(
          (s) =>
            new Promise((resolve) =>
              s.exitCode !== null ? resolve(null) : s.once('exit', resolve),
            ),
        ),
      );
      await client.end().catch(() => undefined);
      await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
      await admin.end();
    }
  }, 240_000);
});
