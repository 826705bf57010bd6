import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { MAX_DELAY_MS, QUICK_DEATH_MS, restartDelay } from './process-manager.ts';
import { freePort } from '@yardstick/db/test/free-port';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SERVER = path.join(ROOT, 'apps/api/src/server.ts');

describe('restartDelay', () => {
  it('replaces a process that ran a while at once, and backs off a crash loop', () => {
    expect(restartDelay(QUICK_DEATH_MS, 8_000)).toBe(0);
    expect(restartDelay(500, 0)).toBe(1_000);
    expect(restartDelay(500, 1_000)).toBe(2_000);
    expect(restartDelay(500, 16_000)).toBe(MAX_DELAY_MS);
    expect(restartDelay(500, MAX_DELAY_MS)).toBe(MAX_DELAY_MS);
  });
});

describe('API_PROCESSES', () => {
  it('takes a number or auto, and refuses several processes on the embedded database', () => {
    const base = { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'yardstick-procs-cfg-')) };
    expect(loadConfig({ ...base }).API_PROCESSES).toBe(1);
    const url = 'postgres://postgres@127.0.0.1:5432/x';
    expect(loadConfig({ ...base, DATABASE_URL: url, API_PROCESSES: '3' }).API_PROCESSES).toBe(3);
    expect(
      loadConfig({ ...base, DATABASE_URL: url, API_PROCESSES: 'auto' }).API_PROCESSES,
    ).toBeGreaterThanOrEqual(1);
    expect(() => loadConfig({ ...base, API_PROCESSES: '2' })).toThrow(
      /API_PROCESSES.*DATABASE_URL/s,
    );
    expect(() => loadConfig({ ...base, DATABASE_URL: url, API_PROCESSES: '0' })).toThrow(
      /API_PROCESSES/,
    );
  });
});

/** The API processes the primary forked (tsx's esbuild service is a child too: left out). */
const childrenOf = (pid: number): number[] => {
  try {
    return execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((l) => l.trim().split(/\s+/))
      .filter(([, command]) => command === 'node')
      .map(([child]) => Number(child));
  } catch {
    return [];
  }
};

async function waitFor<T>(check: () => Promise<T | undefined>, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.runIf(process.env.TEST_DB_ENGINE === 'postgres')('the process manager', () => {
  it('serves one port from two API processes and replaces one that is killed', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL as string;
    const dbName = `procs_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${dbName}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'yardstick-procs-'));
    let output = '';
    const primary: ChildProcess = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: url.toString(),
        DATABASE_READ_URL: '',
        API_PROCESSES: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        CAPTCHA_PROVIDER: 'none',
        WEB_DIST_DIR: path.join(dataDir, 'no-web'),
        REDIS_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    primary.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    primary.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // A fresh connection each time (a kept-alive one to the killed process is reset, as
    // with any server process that dies; browsers retry such idempotent requests).
    const health = () =>
      new Promise<true | undefined>((resolve) => {
        const req = http.get(
          { host: '127.0.0.1', port, path: '/api/health', agent: false, timeout: 5_000 },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode === 200 ? true : undefined));
          },
        );
        req.on('timeout', () => req.destroy());
        req.on('error', () => resolve(undefined));
      });
    try {
      // The banner is printed once, by the primary, when both processes listen.
      await waitFor(
        async () => (/2 API processes/.test(output) ? true : undefined),
        120_000,
        'the banner',
      );
      expect(output.match(/Yardstick is running at/g)).toHaveLength(1);
      const workers = childrenOf(primary.pid!);
      expect(workers).toHaveLength(2);

      process.kill(workers[0]!, 'SIGKILL');
      // Once the primary has seen it die, the other answers every request while the killed
      // one is replaced (a connection handed to it in the instant before is lost with it).
      await waitFor(
        async () => (output.includes(`API process ${workers[0]} exited`) ? true : undefined),
        10_000,
        'the primary to see the death',
      );
      for (let i = 0; i < 10; i += 1) expect(await health()).toBe(true);
      const replaced = await waitFor(
        async () => {
          const now = childrenOf(primary.pid!);
          return now.length === 2 && !now.includes(workers[0]!) ? now : undefined;
        },
        60_000,
        'a replacement process',
      );
      expect(replaced).toContain(workers[1]);
      await waitFor(health, 60_000, 'health after the replacement');
      expect(output).toMatch(new RegExp(`API process ${workers[0]} exited \\(SIGKILL\\)`));

      // SIGTERM stops them all.
      const exited = new Promise<number | null>((resolve) => primary.once('exit', resolve));
      primary.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(childrenOf(primary.pid!)).toEqual([]);
    } finally {
      const left = primary.exitCode === null ? childrenOf(primary.pid!) : [];
      if (primary.exitCode === null) primary.kill('SIGKILL');
      for (const pid of left) process.kill(pid, 'SIGKILL');
      await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
      await admin.end();
    }
  }, 240_000);
});
