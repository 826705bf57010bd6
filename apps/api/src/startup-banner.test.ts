import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppDatabases } from '@yardstick/db/database';
import { migrateToLatest } from '@yardstick/db/migrate';
import { loadConfig } from './config.ts';

/**
 * What `npm start` prints once the server listens (issue 25): the demo login and the address
 * as one block, with no JSON log line before or inside it; the request logs come after it, at
 * the configured level. server.ts runs as `npm start` runs it, on an embedded database that
 * holds the demo's data mode (so the banner carries the demo login).
 */
const API_DIR = path.resolve(import.meta.dirname, '..');
const isJson = (line: string) => line.trimStart().startsWith('{');

describe.skipIf(process.env.TEST_DB_ENGINE === 'postgres')('the start-up banner', () => {
  let dataDir: string;
  let server: ChildProcess | undefined;
  let output = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'yardstick-banner-'));
    const env = { DATA_DIR: dataDir, DATABASE_URL: '', CAPTCHA_PROVIDER: 'none' };
    const databases = await openAppDatabases(loadConfig({ ...env, NODE_ENV: 'test' }));
    await migrateToLatest(databases.primary.db);
    await sql`INSERT INTO app_settings (key, value) VALUES ('data_mode', '"demo"'::jsonb)`.execute(
      databases.primary.db,
    );
    await databases.close();
  });

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Resolves once the output matches, with the match. */
  async function waitForOutput(pattern: RegExp, timeoutMs = 45_000): Promise<RegExpMatchArray> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const match = pattern.exec(output);
      if (match) return match;
      if (server?.exitCode !== null) throw new Error(`The server exited:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`No ${pattern} in:\n${output}`);
  }

  it('prints the demo login and the address whole, and the logs after them', async () => {
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        CAPTCHA_PROVIDER: 'none',
        WEB_DIST_DIR: path.join(dataDir, 'no-web'),
        MEMBERSHIP_JOBS_INTERVAL_MINUTES: '0',
        DEMO_USER_EMAIL: '',
        DEMO_USER_PASSWORD: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));

    const [, address] = await waitForOutput(/Yardstick is running at (\S+)/);
    // PORT=0: the banner names the port the system chose.
    expect(address).toMatch(/^http:\/\/localhost:\d+$/);
    const port = new URL(address!).port;
    // No PUBLIC_URL: the banner says where the emails will link (the same address; issue 40).
    expect(output).toContain(`PUBLIC_URL is not set: emails will link to ${address}.`);
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.ok).toBe(true);
    await waitForOutput(/"msg":"request completed"/);

    const lines = output.split('\n');
    const first = lines.findIndex((l) => l.includes('Demo data in use'));
    const last = lines.findIndex((l) => l.includes('Yardstick is running at'));
    expect(first).toBeGreaterThanOrEqual(0);
    expect(last).toBeGreaterThan(first);
    // Nothing of the log before the banner or inside it ...
    expect(lines.slice(0, last + 1).filter(isJson)).toEqual([]);
    expect(lines.slice(first, last + 1).join('\n')).toMatch(
      /Email: +demo@yardstick\.local\n {2}Password: +\S+/,
    );
    // ... and the requests' logs after it, at the configured level. The start-up's own info
    // lines ('Server listening at', which the banner says in words) are left out: written
    // from another thread, they landed anywhere in the banner.
    const logged = lines.slice(last + 1).filter(isJson);
    expect(logged[0]).toMatch(/"msg":"incoming request"/);
    expect(logged.some((l) => l.includes('"url":"/api/health"'))).toBe(true);
    expect(output).not.toMatch(/Server listening at/);
  });
});
