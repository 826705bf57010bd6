import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  appendFileSync,
  chownSync,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import { createConnection } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '@yardstick/db/database';
import { migrateToLatest } from '@yardstick/db/migrate';
import { postgresBinDir } from '@yardstick/db/test/replica-cluster';
import {
  DISTRICTS,
  generateListings,
  insertListings,
  seedGeography,
  signedInUser,
} from '../test/search-fixtures.ts';
import { flag, numberOption, textOption } from './bench-args.ts';
import { SEARCH_URL } from './bench-requests.ts';
import { freePort } from '@yardstick/db/test/free-port';

/**
 * `npm run bench:faults [-- --rate 30] [--listings 3000] [--only kill,postgres,redis,disk]`:
 * issue 31's fault runs, with a steady mixed load running (docs/deployment.md#faults-measured).
 *
 * It starts its own throwaway PostgreSQL (initdb + pg_ctl on a free port, as the `postgres`
 * user when run as root) and its own redis-server on a free port (never the machine's own),
 * seeds a small dataset (the search tests' geography and a few thousand listings), starts
 * `apps/api/src/server.ts` with API_PROCESSES=2, DATABASE_URL and REDIS_URL, and sends an
 * open-loop load: radius searches, property details and a writer adding favourites (every
 * favourite acknowledged with 201 is remembered). Then, one after another:
 *
 *   a. kill -9 one API process: the other keeps answering, the process manager starts another;
 *   b. restart PostgreSQL (stop -m fast, 5 s down, start): 503 DATABASE_UNAVAILABLE with
 *      Retry-After meanwhile (no 500), then 200 again by itself, the same API processes;
 *   c. kill Redis: the rate limits fail open (a probe past a 120-a-minute limit gets no 429)
 *      and the outage is logged once, not per request; Redis back: the limit applies again;
 *   d. the embedded default (PGlite, no DATABASE_URL) with DATA_DIR on a small tmpfs: an
 *      import that fills it fails saying the disk of the database folder is full, and the
 *      database then opens with everything committed before (skipped when no tmpfs can be
 *      mounted: it needs root);
 *   e. every acknowledged favourite is in the database.
 *
 * Prints a table per scenario (requests, ok, errors by status, p95 during and after, time to
 * recover), writes a JSON report, and exits 1 when an expectation failed.
 */

const ONLY = new Set(
  flag('only') ? (textOption('only') ?? '').split(',') : ['kill', 'postgres', 'redis', 'disk'],
);
const RATE = numberOption('rate', 30);
const LISTINGS = Math.round(numberOption('listings', 3000));
const MEMBERS = 16;
const PROCESSES = 2;
/** The probe route's limit: /api/shared/deals/:token, 120 a minute (deals.routes.ts). */
const PROBE_LIMIT = 120;

const run = promisify(execFile);
const repo = fileURLToPath(new URL('../../../', import.meta.url));
const log = (message: string) => console.log(`[bench:faults] ${message}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.now();

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

// ---- the throwaway PostgreSQL ----

interface Postgres {
  url: (database: string) => string;
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
}

async function startPostgres(base: string): Promise<Postgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('no PostgreSQL server binaries (initdb, pg_ctl)');
  const root = process.getuid?.() === 0;
  const dir = path.join(base, 'postgres');
  mkdirSync(dir);
  if (root) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(base, uid, gid);
    chownSync(dir, uid, gid);
  }
  const tool = async (name: string, args: string[]) => {
    const [command, rest] = root
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, name), ...args]]
      : [path.join(bin, name), args];
    try {
      await run(command, rest, { cwd: base, timeout: 120_000 });
    } catch (err) {
      const e = err as Error & { stderr?: string };
      throw new Error(`${name} failed: ${e.stderr || e.message}`);
    }
  };
  const port = await freePort();
  const data = path.join(dir, 'data');
  await tool('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  appendFileSync(
    path.join(data, 'postgresql.conf'),
    `\nport = ${port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${dir}'\n` +
      'fsync = off\nshared_buffers = 64MB\nmax_connections = 60\n',
  );
  const pgLog = path.join(dir, 'server.log');
  const start = () => tool('pg_ctl', ['start', '-D', data, '-l', pgLog, '-w', '-t', '60']);
  await start();
  const stopped = { done: false };
  const stopNow = () => {
    if (stopped.done) return;
    const args = ['stop', '-D', data, '-m', 'immediate'];
    const [command, rest] = root
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), ...args]]
      : [path.join(bin, 'pg_ctl'), args];
    try {
      execFileSync(command, rest, { cwd: base, stdio: 'ignore', timeout: 30_000 });
    } catch {
      // already stopped
    }
  };
  process.on('exit', stopNow);
  log(`PostgreSQL on 127.0.0.1:${port} (${bin})`);
  return {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: async (mode) => {
      await tool('pg_ctl', ['stop', '-D', data, '-m', mode, '-w']);
    },
    start,
  };
}

// ---- the throwaway Redis ----

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 10_000;
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = createConnection(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (up) return child;
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('redis-server did not start within 10 s');
    await sleep(100);
  }
}

// ---- the API ----

interface Api {
  child: ChildProcess;
  port: number;
  output: () => string;
  workers: () => number[];
}

async function startApi(
  env: Record<string, string>,
  dataDir: string,
  logFile: string,
): Promise<Api> {
  const port = await freePort();
  let text = '';
  const file = createWriteStream(logFile);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repo,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'off',
      CAPTCHA_PROVIDER: 'none',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      file.write(chunk);
    });
  }
  process.on('exit', () => child.kill('SIGKILL'));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}:\n${text}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok && (env.API_PROCESSES ? /API processes/.test(text) : true)) break;
    if (Date.now() > deadline) throw new Error(`the API did not start within 90 s:\n${text}`);
    await sleep(250);
  }
  return {
    child,
    port,
    output: () => text,
    workers: () => {
      try {
        // The API processes are the primary's node children (tsx adds an esbuild child).
        return execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(child.pid)], {
          encoding: 'utf8',
        })
          .split('\n')
          .map((line) => line.trim().split(/\s+/))
          .filter(([pid, comm]) => Number(pid) > 0 && comm === 'node')
          .map(([pid]) => Number(pid))
          .sort((a, b) => a - b);
      } catch {
        return [];
      }
    },
  };
}

// ---- the load ----

interface Outcome {
  kind: 'search' | 'details' | 'write';
  /** Scheduled departure, ms since the load started. */
  at: number;
  ms: number;
  status: number;
  code?: string;
  retryAfter?: string;
  error?: string;
}

interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
  error?: string;
}

function send(
  agent: http.Agent,
  port: number,
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Answer> {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent,
        headers: {
          accept: 'application/json',
          ...headers,
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            headers: res.headers,
          }),
        );
        res.on('error', (e) => resolve({ status: 0, body: '', headers: {}, error: e.message }));
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('timed out after 30 s')));
    req.on('error', (e) => resolve({ status: 0, body: '', headers: {}, error: e.message }));
    req.end(payload);
  });
}

interface Member {
  userId: string;
  cookie: string;
}

class Load {
  readonly outcomes: Outcome[] = [];
  readonly acknowledged: { favoriteId: string; userId: string; listingId: number }[] = [];
  private running = false;
  private pending: Promise<void>[] = [];
  private startedAt = 0;
  private writes = 0;
  /** Requests sent and not answered yet, by number: their scheduled time. */
  private readonly inFlight = new Map<number, number>();
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

  constructor(
    private readonly port: number,
    private readonly members: Member[],
    private readonly searchCentres: { lat: number; lng: number }[],
    private readonly detailIds: number[],
    private readonly favouriteIds: number[],
  ) {}

  /** ms since the load started. */
  clock(): number {
    return now() - this.startedAt;
  }

  start(): void {
    this.running = true;
    this.startedAt = now();
    void this.loop();
  }

  private async loop(): Promise<void> {
    for (let n = 0; this.running; n++) {
      const due = this.startedAt + (n * 1000) / RATE;
      const wait = due - now();
      if (wait > 1) await sleep(wait);
      if (!this.running) break;
      this.inFlight.set(n, due - this.startedAt);
      this.pending.push(this.one(n, due).finally(() => this.inFlight.delete(n)));
    }
  }

  private async one(n: number, due: number): Promise<void> {
    const member = this.members[n % this.members.length]!;
    const headers = { cookie: member.cookie, 'x-requested-with': 'yardstick' };
    const slot = n % 20;
    let kind: Outcome['kind'];
    let answer: Answer;
    if (slot < 10) {
      kind = 'search';
      const c = this.searchCentres[n % this.searchCentres.length]!;
      const q = new URLSearchParams({
        latitude: String(c.lat),
        longitude: String(c.lng),
        radius: '3000',
      });
      answer = await send(this.agent, this.port, 'GET', `${SEARCH_URL}?${q}`, headers);
    } else if (slot < 17) {
      kind = 'details';
      const id = this.detailIds[(n * 7919) % this.detailIds.length]!;
      answer = await send(this.agent, this.port, 'GET', `/api/property-estimates/${id}`, headers);
    } else {
      kind = 'write';
      // Each write is a new (member, listing) pair: write w is member w % M, listing w / M.
      const w = this.writes++;
      const writer = this.members[w % this.members.length]!;
      const listingId = this.favouriteIds[Math.floor(w / this.members.length)]!;
      answer = await send(
        this.agent,
        this.port,
        'POST',
        '/api/favorite-properties',
        { cookie: writer.cookie, 'x-requested-with': 'yardstick' },
        { estimatePropertyId: String(listingId) },
      );
      if (answer.status === 201) {
        const { favoriteId } = JSON.parse(answer.body) as { favoriteId: string };
        this.acknowledged.push({ favoriteId, userId: writer.userId, listingId });
      }
    }
    const outcome: Outcome = {
      kind,
      at: due - this.startedAt,
      ms: now() - due,
      status: answer.status,
    };
    if (answer.status >= 300 || answer.status === 0) {
      try {
        outcome.code = (JSON.parse(answer.body) as { code?: string }).code;
      } catch {
        // not JSON
      }
      const retryAfter = answer.headers['retry-after'];
      if (retryAfter) outcome.retryAfter = String(retryAfter);
      if (answer.error) outcome.error = answer.error;
    }
    this.outcomes.push(outcome);
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.pending);
    this.agent.destroy();
  }

  /** Waits until every request scheduled before `to` has its answer (30 s at most). */
  async settle(to: number): Promise<void> {
    const deadline = Date.now() + 35_000;
    while (Date.now() < deadline && [...this.inFlight.values()].some((at) => at < to)) {
      await sleep(50);
    }
  }

  between(from: number, to: number): Outcome[] {
    return this.outcomes.filter((o) => o.at >= from && o.at < to);
  }
}

// ---- figures ----

interface Window {
  requests: number;
  ok: number;
  errors: Record<string, number>;
  p95: number;
}

function windowOf(outcomes: Outcome[]): Window {
  const errors: Record<string, number> = {};
  for (const o of outcomes) {
    if (o.status >= 200 && o.status < 300) continue;
    const key =
      o.status === 0 ? `conn: ${o.error ?? '?'}` : `${o.status}${o.code ? ` ${o.code}` : ''}`;
    errors[key] = (errors[key] ?? 0) + 1;
  }
  return {
    requests: outcomes.length,
    ok: outcomes.filter((o) => o.status >= 200 && o.status < 300).length,
    errors,
    p95:
      Math.round(
        quantile(
          outcomes.map((o) => o.ms),
          0.95,
        ) * 10,
      ) / 10,
  };
}

interface Scenario {
  name: string;
  during: Window;
  after: Window;
  /** ms from the end of the fault (or the kill) to the first second with only 2xx answers. */
  recoverMs?: number;
  notes: string[];
  expectations: { what: string; ok: boolean }[];
}

/** The first moment from `from` on after which every answer for `holdMs` is 2xx. */
function recoveredAt(load: Load, from: number, holdMs = 1000): number | undefined {
  const later = load.outcomes.filter((o) => o.at >= from).sort((a, b) => a.at - b.at);
  let candidate: number | undefined;
  for (const o of later) {
    const ok = o.status >= 200 && o.status < 300;
    if (!ok) candidate = undefined;
    else if (candidate === undefined) candidate = o.at;
    if (candidate !== undefined && o.at - candidate >= holdMs) return candidate;
  }
  return undefined;
}

function printScenario(s: Scenario): void {
  console.log(`\n== ${s.name}`);
  const row = (label: string, w: Window) =>
    console.log(
      `  ${label.padEnd(7)} requests ${String(w.requests).padStart(5)}  ok ${String(w.ok).padStart(5)}  p95 ${String(w.p95).padStart(7)} ms  errors ${
        Object.entries(w.errors)
          .map(([k, v]) => `${k} ×${v}`)
          .join(', ') || 'none'
      }`,
    );
  row('during', s.during);
  row('after', s.after);
  if (s.recoverMs !== undefined) console.log(`  recovered after ${Math.round(s.recoverMs)} ms`);
  for (const note of s.notes) console.log(`  ${note}`);
  for (const e of s.expectations) console.log(`  [${e.ok ? 'ok' : 'FAILED'}] ${e.what}`);
}

// ---- the scenarios ----

async function probeLimit(port: number, times: number): Promise<Record<number, number>> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const counts: Record<number, number> = {};
  for (let i = 0; i < times; i++) {
    const r = await send(agent, port, 'GET', '/api/shared/deals/faults-probe-token', {});
    counts[r.status] = (counts[r.status] ?? 0) + 1;
  }
  agent.destroy();
  return counts;
}

async function scenarioKill(load: Load, api: Api): Promise<Scenario> {
  const before = api.workers();
  const victim = before[0]!;
  await sleep(3000);
  const killedAt = load.clock();
  process.kill(victim, 'SIGKILL');
  log(`killed API process ${victim} (of ${before.join(', ')})`);
  let replacedMs: number | undefined;
  let replacement: number | undefined;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const pids = api.workers();
    const fresh = pids.filter((p) => !before.includes(p));
    if (fresh.length > 0 && pids.length === PROCESSES) {
      replacement = fresh[0];
      replacedMs = load.clock() - killedAt;
      break;
    }
    await sleep(50);
  }
  const logged = await waitFor(() => /exited \(SIGKILL\)/.test(api.output()), 5000);
  await sleep(10_000);
  const end = load.clock();
  await load.settle(end);
  const during = load.between(killedAt - 500, killedAt + 5000);
  const after = load.between(killedAt + 5000, end);
  const failed = during.filter((o) => o.status < 200 || o.status >= 300);
  const serverErrors = load
    .between(killedAt - 500, end)
    .filter((o) => o.status >= 500 || (o.status >= 300 && o.status !== 0));
  return {
    name: 'a. kill -9 one API process',
    during: windowOf(during),
    after: windowOf(after),
    recoverMs: (recoveredAt(load, killedAt) ?? NaN) - killedAt,
    notes: [
      `killed ${victim}; replacement ${replacement ?? 'none'} forked after ${replacedMs === undefined ? '?' : Math.round(replacedMs)} ms`,
      `the process manager logged the exit: ${logged ? 'yes' : 'no'}`,
    ],
    expectations: [
      { what: 'a replacement process appears within 30 s', ok: replacement !== undefined },
      {
        what: 'only requests on the killed process fail (≤ 10 connection errors, no HTTP error)',
        ok: failed.length <= 10 && serverErrors.length === 0,
      },
      {
        what: 'everything answers 2xx after the first 5 s',
        ok: windowOf(after).ok === after.length,
      },
    ],
  };
}

async function waitFor(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (check()) return true;
    await sleep(100);
  }
  return check();
}

async function scenarioPostgres(load: Load, api: Api, postgres: Postgres): Promise<Scenario> {
  const before = api.workers();
  await sleep(3000);
  const stopAt = load.clock();
  await postgres.stop('fast');
  log(`PostgreSQL stopped (fast) in ${Math.round(load.clock() - stopAt)} ms; down for 5 s`);
  await sleep(5000);
  const startAt = load.clock();
  await postgres.start();
  const upAt = load.clock();
  log(`PostgreSQL started in ${Math.round(upAt - startAt)} ms`);
  await sleep(15_000);
  const end = load.clock();
  await load.settle(end);
  const recovered = recoveredAt(load, upAt);
  const during = load.between(stopAt, recovered ?? end);
  const after = load.between(recovered ?? end, end);
  const unavailable = during.filter((o) => o.status === 503);
  const clear = unavailable.filter((o) => o.code === 'DATABASE_UNAVAILABLE' && o.retryAfter);
  const internal = load.between(stopAt, end).filter((o) => o.status === 500);
  const after2 = api.workers();
  const sameProcesses = before.join() === after2.join();
  const failedAt = load
    .between(stopAt, end)
    .filter((o) => o.status < 200 || o.status >= 300)
    .map((o) => o.at);
  const seen = failedAt.length
    ? `clients saw failures from ${((Math.min(...failedAt) - stopAt) / 1000).toFixed(1)} s to ` +
      `${((Math.max(...failedAt) - stopAt) / 1000).toFixed(1)} s after the stop (PostgreSQL back at ` +
      `${((upAt - stopAt) / 1000).toFixed(1)} s)`
    : 'clients saw no failure';
  return {
    name: 'b. restart PostgreSQL (stop -m fast, 5 s down, start)',
    during: windowOf(during),
    after: windowOf(after),
    ...(recovered !== undefined ? { recoverMs: recovered - upAt } : {}),
    notes: [
      `down from ${(stopAt / 1000).toFixed(1)} s to ${(upAt / 1000).toFixed(1)} s of the load; ` +
        `recovery counted from PostgreSQL accepting connections again`,
      seen,
      `API processes before ${before.join(', ')}, after ${after2.join(', ')}`,
    ],
    expectations: [
      {
        what: 'requests during the outage get 503 DATABASE_UNAVAILABLE with Retry-After',
        ok: unavailable.length > 0 && clear.length === unavailable.length,
      },
      { what: 'no 500 at all', ok: internal.length === 0 },
      {
        what: 'all 2xx again within 10 s of PostgreSQL being back',
        ok: recovered !== undefined && recovered - upAt < 10_000,
      },
      { what: 'no API process restarted', ok: sameProcesses },
    ],
  };
}

async function scenarioRedis(
  load: Load,
  api: Api,
  redisPort: number,
  redis: { child: ChildProcess },
): Promise<Scenario> {
  await sleep(3000);
  const outputBefore = api.output().length;
  const killedAt = load.clock();
  redis.child.kill('SIGKILL');
  await new Promise((r) => redis.child.once('exit', r));
  log('Redis killed; probing a 120-a-minute limit with 130 requests');
  const probeDown = await probeLimit(api.port, PROBE_LIMIT + 10);
  await sleep(Math.max(0, 10_000 - (load.clock() - killedAt)));
  const restartAt = load.clock();
  redis.child = await startRedis(redisPort);
  // ioredis reconnects with a growing delay (at most 2 s).
  const back = await waitFor(() => /Redis is reachable again/.test(api.output()), 15_000);
  await sleep(1000);
  const probeUp = await probeLimit(api.port, PROBE_LIMIT + 10);
  await sleep(5000);
  const end = load.clock();
  await load.settle(end);
  const output = api.output().slice(outputBefore);
  const warnings = output.split('\n').filter((l) => /Redis is unreachable/.test(l)).length;
  const backLines = output.split('\n').filter((l) => /Redis is reachable again/.test(l)).length;
  const spam = output.split('\n').filter((l) => /\[ioredis\] Unhandled error/.test(l)).length;
  const during = load.between(killedAt, restartAt);
  const after = load.between(restartAt, end);
  return {
    name: 'c. kill Redis (10 s down), start it again',
    during: windowOf(during),
    after: windowOf(after),
    notes: [
      `probe of 130 while Redis is down: ${JSON.stringify(probeDown)}; after it is back: ${JSON.stringify(probeUp)}`,
      `log lines: ${warnings} "Redis is unreachable" warnings (${PROCESSES} processes), ${spam} ioredis lines; ${backLines} "reachable again" lines`,
    ],
    expectations: [
      {
        what: 'the load keeps succeeding while Redis is down',
        ok: windowOf(during).ok === during.length,
      },
      { what: 'limits fail open: no 429 while Redis is down', ok: !probeDown[429] },
      { what: 'limits apply again once Redis is back', ok: (probeUp[429] ?? 0) > 0 },
      {
        what: `the outage is logged, once per process (1..${PROCESSES} lines), no per-attempt spam`,
        ok: warnings >= 1 && warnings <= PROCESSES && spam === 0,
      },
      { what: 'its return is logged', ok: back },
    ],
  };
}

function writeListingsJsonl(file: string, n: number, prefix: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const out = createWriteStream(file);
    out.on('error', reject);
    out.write(`${JSON.stringify({ feed: { source: `faults-${prefix}`, full: false } })}\n`);
    const words = 'garden garage parking cash auction hmo balcony kitchen chain loft'.split(' ');
    for (let i = 0; i < n; i++) {
      const description = Array.from(
        { length: 120 },
        (_, k) => words[(i * 7 + k * 13) % words.length],
      ).join(' ');
      out.write(
        `${JSON.stringify({
          ref: `${prefix}-${i}`,
          transactionType: 'sale',
          price: 100_000 + (i % 500) * 1000,
          address: {
            display: `${i} Fault Street, Reading`,
            paon: String(i),
            street: 'Fault Street',
            town: 'Reading',
            postcode: 'RG1 1AF',
          },
          propertyType: 'T',
          bedrooms: 1 + (i % 5),
          summary: `Listing ${i}`,
          description,
          listedOn: '2024-04-10',
          updatedAt: '2024-04-30T09:00:00Z',
        })}\n`,
      );
    }
    out.end(resolve);
  });
}

async function pipeline(dataDir: string, args: string[]): Promise<{ code: number; text: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/pipeline/src/cli.ts', ...args],
      {
        cwd: repo,
        env: { ...process.env, DATA_DIR: dataDir, DEMO_DATA: 'off', DATABASE_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let text = '';
    child.stdout.on('data', (c: Buffer) => (text += c.toString()));
    child.stderr.on('data', (c: Buffer) => (text += c.toString()));
    child.on('exit', (code) => resolve({ code: code ?? 1, text }));
  });
}

async function scenarioDisk(base: string): Promise<Scenario | string> {
  const mountPoint = path.join(base, 'tiny');
  mkdirSync(mountPoint);
  const SIZE_MB = 72;
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${SIZE_MB}m`, 'tmpfs', mountPoint], {
      stdio: 'pipe',
    });
  } catch (err) {
    return `skipped: cannot mount a ${SIZE_MB} MB tmpfs (${(err as Error).message.split('\n')[0]}); it needs root`;
  }
  const unmount = () => {
    try {
      execFileSync('umount', [mountPoint], { stdio: 'ignore' });
    } catch {
      // not mounted
    }
  };
  process.on('exit', unmount);
  try {
    const dataDir = path.join(mountPoint, 'data');
    const small = path.join(base, 'committed.jsonl');
    const big = path.join(base, 'too-big.jsonl');
    await writeListingsJsonl(small, 500, 'committed');
    await writeListingsJsonl(big, 150_000, 'big');
    log(`embedded database on a ${SIZE_MB} MB tmpfs: importing 500 listings, then 150,000`);
    const first = await pipeline(dataDir, [
      'import',
      'listings-jsonl',
      small,
      '--no-derive',
      '--json',
    ]);
    if (first.code !== 0) return `skipped: the first import failed: ${first.text.slice(-500)}`;
    const started = now();
    const second = await pipeline(dataDir, ['import', 'listings-jsonl', big, '--no-derive']);
    const tookMs = Math.round(now() - started);
    const message = second.text.trim().split('\n').pop() ?? '';
    const df = execFileSync('df', ['-m', mountPoint], { encoding: 'utf8' }).trim().split('\n')[1];
    // The database opens afterwards (on the full disk) and holds what was committed.
    const reopen = now();
    const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    let counts: Record<string, number> = {};
    let answered = false;
    try {
      const { rows } = await sql<{ source: string; n: number }>`
        SELECT source, count(*)::int AS n FROM listings GROUP BY source`.execute(handle.db);
      counts = Object.fromEntries(rows.map((r) => [r.source, r.n]));
      const { rows: q } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM listings
        WHERE source = 'jsonl:faults-committed' AND bedrooms >= 3`.execute(handle.db);
      answered = (q[0]?.n ?? 0) > 0;
    } finally {
      await handle.close();
    }
    const reopenMs = Math.round(now() - reopen);
    const folder = path.join(dataDir, 'pglite');
    return {
      name: `d. embedded database (PGlite) on a full disk (${SIZE_MB} MB tmpfs)`,
      during: windowOf([]),
      after: windowOf([]),
      notes: [
        `the import failed after ${(tookMs / 1000).toFixed(1)} s with exit ${second.code}: ${message}`,
        `disk after: ${df}`,
        `reopened in ${reopenMs} ms; listings by source: ${JSON.stringify(counts)}`,
      ],
      expectations: [
        { what: 'the import exits 1', ok: second.code === 1 },
        {
          what: 'its message says the disk of the database folder is full and names the folder',
          ok: message.includes(`the disk holding the database folder ${folder} is full`),
        },
        {
          what: 'the database opens afterwards with the 500 committed listings, and answers',
          ok: counts['jsonl:faults-committed'] === 500 && answered,
        },
      ],
    };
  } finally {
    unmount();
  }
}

// ---- main ----

async function main(): Promise<void> {
  const base = mkdtempSync(path.join(os.tmpdir(), 'yardstick-faults-'));
  const reportDir = mkdtempSync(path.join(os.tmpdir(), 'yardstick-faults-report-'));
  const scenarios: Scenario[] = [];
  const skipped: string[] = [];
  const loadBefore = os.loadavg();
  let api: Api | undefined;
  const redis: { child?: ChildProcess } = {};
  let acknowledgedCheck: { acknowledged: number; present: number } | undefined;
  let load: Load | undefined;
  try {
    if (ONLY.has('kill') || ONLY.has('postgres') || ONLY.has('redis')) {
      const postgres = await startPostgres(base);
      const admin = new pg.Client({ connectionString: postgres.url('postgres') });
      await admin.connect();
      await admin.query('CREATE DATABASE yardstick_faults');
      await admin.end();
      const url = postgres.url('yardstick_faults');
      const handle = await openDatabase({ url, onConnectionLost: () => undefined });
      await migrateToLatest(handle.db);
      const postcodes = await seedGeography(handle.db);
      const listings = await insertListings(handle.db, generateListings(31, LISTINGS, postcodes));
      const members: Member[] = [];
      for (let i = 0; i < MEMBERS; i++) {
        const user = await signedInUser(handle.db, [
          'property_estimates_es',
          'favorite_properties',
        ]);
        members.push({ userId: user.userId, cookie: user.cookie });
      }
      await handle.close();
      const sales = listings.filter(
        (l) => l.transaction_type === 'sale' && l.status !== 'withdrawn' && l.lat !== null,
      );
      const available = listings.filter(
        (l) => l.transaction_type === 'sale' && l.status === 'available',
      );
      log(
        `seeded ${listings.length} listings (${sales.length} sale details, ${available.length} favouritable), ${MEMBERS} members`,
      );

      const redisPort = await freePort();
      redis.child = await startRedis(redisPort);
      log(`Redis on 127.0.0.1:${redisPort}`);
      process.on('exit', () => redis.child?.kill('SIGKILL'));

      const apiDir = path.join(base, 'api');
      mkdirSync(apiDir);
      api = await startApi(
        {
          API_PROCESSES: String(PROCESSES),
          DATABASE_URL: url,
          REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        },
        apiDir,
        path.join(reportDir, 'api.log'),
      );
      log(`API on ${api.port}: processes ${api.workers().join(', ')}`);

      load = new Load(
        api.port,
        members,
        DISTRICTS.map((d) => ({ lat: d.lat, lng: d.lng })),
        sales.map((l) => l.id),
        available.map((l) => l.id),
      );
      load.start();
      log(`load: ${RATE}/s (50% searches, 35% details, 15% favourites added)`);
      await sleep(10_000);
      const baselineEnd = load.clock();
      await load.settle(baselineEnd);
      const baseline = windowOf(load.between(2000, baselineEnd));
      log(
        `baseline: ${baseline.requests} requests, ${baseline.ok} ok, p95 ${baseline.p95} ms ${JSON.stringify(baseline.errors)}`,
      );
      scenarios.push({
        name: 'baseline (no fault)',
        during: baseline,
        after: windowOf([]),
        notes: [],
        expectations: [{ what: 'all 2xx', ok: baseline.ok === baseline.requests }],
      });

      if (ONLY.has('kill')) scenarios.push(await scenarioKill(load, api));
      if (ONLY.has('postgres')) scenarios.push(await scenarioPostgres(load, api, postgres));
      if (ONLY.has('redis'))
        scenarios.push(await scenarioRedis(load, api, redisPort, redis as { child: ChildProcess }));
      await load.stop();

      // e. Every acknowledged write is in the database.
      const check = new pg.Client({ connectionString: url });
      await check.connect();
      const ids = load.acknowledged.map((a) => a.favoriteId);
      const { rows } = await check.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM favourites WHERE id = ANY($1::bigint[])',
        [ids],
      );
      await check.end();
      acknowledgedCheck = { acknowledged: ids.length, present: rows[0]!.n };
      const all = windowOf(load.outcomes);
      scenarios.push({
        name: 'e. acknowledged writes (favourites added with 201)',
        during: all,
        after: windowOf([]),
        notes: [
          `${acknowledgedCheck.acknowledged} acknowledged, ${acknowledgedCheck.present} in the database`,
        ],
        expectations: [
          {
            what: 'no acknowledged write is lost',
            ok: acknowledgedCheck.present === acknowledgedCheck.acknowledged,
          },
        ],
      });
      api.child.kill('SIGTERM');
      await waitFor(() => api!.child.exitCode !== null, 20_000);
      redis.child?.kill('SIGKILL');
      await postgres.stop('immediate').catch(() => undefined);
    }

    if (ONLY.has('disk')) {
      const disk = await scenarioDisk(base);
      if (typeof disk === 'string') skipped.push(`d. ${disk}`);
      else scenarios.push(disk);
    }
  } finally {
    if (load) await load.stop().catch(() => undefined);
    api?.child.kill('SIGKILL');
    redis.child?.kill('SIGKILL');
  }

  for (const s of scenarios) printScenario(s);
  for (const s of skipped) console.log(`\n${s}`);
  const failed = scenarios.flatMap((s) =>
    s.expectations.filter((e) => !e.ok).map((e) => `${s.name}: ${e.what}`),
  );
  log(
    `machine: ${os.cpus().length} CPUs, load average ${loadBefore.map((l) => l.toFixed(1)).join(' ')} before, ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} after (API, PostgreSQL, Redis and this load generator share it)`,
  );
  const report = path.join(reportDir, 'faults-report.json');
  writeFileSync(
    report,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        rate: RATE,
        listings: LISTINGS,
        processes: PROCESSES,
        cpus: os.cpus().length,
        loadBefore,
        loadAfter: os.loadavg(),
        scenarios,
        skipped,
        acknowledgedCheck,
        failed,
      },
      null,
      2,
    ),
  );
  log(`report: ${report} (API log beside it)`);
  rmSync(base, { recursive: true, force: true });
  if (failed.length > 0) {
    log(`${failed.length} expectation(s) failed:\n  ${failed.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    log('every expectation held');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
