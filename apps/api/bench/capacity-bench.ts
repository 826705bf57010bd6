import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { signedInUser } from '../test/search-fixtures.ts';
import { openBenchDataset } from './bench-dataset.ts';
import { benchRequests, loadBenchSamples, type BenchRequest } from './bench-requests.ts';

/**
 * `npm run bench:capacity [-- --rate 150] [--duration 60] [--warmup 10] [--processes 1]
 * [--listings N]`: how the API holds a steady mixed search load on PostgreSQL.
 *
 * It starts real API processes (`apps/api/src/server.ts`, production mode, over HTTP) on the
 * search benchmark's dataset (1,000,000 sale listings, bench-dataset.ts; loaded on the first
 * run), signs in enough members that the per-member search limit is not what is measured,
 * then sends requests at a fixed rate (open loop: each request leaves at its scheduled time
 * whatever the others are doing, and its latency counts from that time, so a server that
 * falls behind shows it instead of slowing the client down). The mix is what the search
 * pages send: area searches, nationwide filtered searches, keywords, place names,
 * suggestions, map markers and property details headers. After `warmup` seconds (not
 * counted) it measures `duration` seconds and prints p50/p95/p99 per kind and overall, the
 * achieved rate and every error. The target: p95 under 150 ms with no errors at 150/s.
 */

const argv = process.argv;
function option(name: string, fallback: number): number {
  const i = argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const value = Number(argv[i + 1]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} needs a positive number`);
  return value;
}

const RATE = option('rate', 150);
const DURATION_S = option('duration', 60);
const WARMUP_S = option('warmup', 10);
const PROCESSES = Math.round(option('processes', 1));
const SALE_LISTINGS = option('listings', 1_000_000);
const TARGET_P95_MS = 150;
const log = (message: string) => console.log(`[bench:capacity] ${message}`);

/** What the search pages send, by weight. */
const MIX: { kind: string; weight: number }[] = [
  { kind: 'radius search', weight: 25 },
  { kind: 'nationwide search', weight: 12 },
  { kind: 'sorted search', weight: 8 },
  { kind: 'keyword search', weight: 8 },
  { kind: 'keyword + radius', weight: 5 },
  { kind: 'place name search', weight: 10 },
  { kind: 'suggestions', weight: 12 },
  { kind: 'map markers', weight: 10 },
  { kind: 'details header', weight: 10 },
];

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startApi(
  databaseUrl: string,
  dataDir: string,
): Promise<{ child: ChildProcess; port: number }> {
  const port = await freePort();
  const repo = fileURLToPath(new URL('../../../', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repo,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      DEMO_DATA: 'off',
      CAPTCHA_PROVIDER: 'none',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { child, port };
    if (Date.now() > deadline) throw new Error('the API did not start within 60 s');
    await new Promise((r) => setTimeout(r, 250));
  }
}

interface Outcome {
  kind: string;
  /** From the request's scheduled departure to the end of its answer. */
  ms: number;
  status: number;
  error?: string;
}

function send(
  agent: http.Agent,
  port: number,
  cookie: string,
  request: BenchRequest,
): Promise<{ status: number; error?: string }> {
  const query = new URLSearchParams(request.query).toString();
  return new Promise((resolve) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path: query ? `${request.url}?${query}` : request.url,
        agent,
        headers: { cookie, accept: 'application/json' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          resolve(
            status === 200
              ? { status }
              : { status, error: Buffer.concat(chunks).toString('utf8').slice(0, 200) },
          );
        });
        res.on('error', (e) => resolve({ status: 0, error: e.message }));
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('timed out after 30 s')));
    req.on('error', (e) => resolve({ status: 0, error: e.message }));
  });
}

async function main(): Promise<void> {
  const { handle, appUrl } = await openBenchDataset({
    saleListings: SALE_LISTINGS,
    seed: 20_250_630,
    order: 'district',
    log,
  });
  const samples = await loadBenchSamples(handle.db);
  const requests = benchRequests(samples);
  const build: Record<string, (i: number) => BenchRequest> = {
    'radius search': (i) => requests.radiusSearch(i),
    'nationwide search': (i) => requests.nationwide(i),
    'sorted search': (i) =>
      requests.radiusSearch(i, { sort: ['avg_bmv,asc', 'roi,desc', 'list_price,asc'][i % 3]! }),
    'keyword search': (i) => requests.keyword(i),
    'keyword + radius': (i) => requests.keywordRadius(i),
    'place name search': (i) => requests.town(i),
    suggestions: (i) => requests.suggestions(i),
    'map markers': (i) => requests.markers(i),
    'details header': (i) => requests.details(i),
  };

  // Members: the search limit is per member (300 a minute), so spread the load over enough
  // of them that each stays at about half of it.
  await sql`DELETE FROM users WHERE email LIKE 'user-%@example.com'`.execute(handle.db);
  const members = Math.max(4, Math.ceil((RATE * 60) / 150));
  const cookies: string[] = [];
  for (let i = 0; i < members; i++) {
    const user = await signedInUser(handle.db, ['property_estimates_es', 'favorite_properties']);
    cookies.push(user.cookie);
  }

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'yardstick-capacity-'));
  log(`starting ${PROCESSES} API process(es) on ${SALE_LISTINGS.toLocaleString('en-GB')} listings`);
  const apis = await Promise.all(
    Array.from({ length: PROCESSES }, (_, i) => startApi(appUrl, path.join(dataDir, `api-${i}`))),
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

  const totalWeight = MIX.reduce((sum, m) => sum + m.weight, 0);
  const kindOf = (n: number) => {
    // A deterministic spread of the kinds: request n takes the slot n * golden ratio falls in.
    let slot = ((n * 0.6180339887) % 1) * totalWeight;
    for (const m of MIX) {
      if (slot < m.weight) return m.kind;
      slot -= m.weight;
    }
    return MIX[0]!.kind;
  };

  const run = async (seconds: number, offset: number): Promise<Outcome[]> => {
    const outcomes: Outcome[] = [];
    const pending: Promise<void>[] = [];
    const total = Math.round(RATE * seconds);
    const start = performance.now();
    let inFlight = 0;
    let maxInFlight = 0;
    for (let n = 0; n < total; n++) {
      const due = start + (n * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((r) => setTimeout(r, wait));
      const kind = kindOf(offset + n);
      const api = apis[n % apis.length]!;
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      pending.push(
        send(agent, api.port, cookies[n % cookies.length]!, build[kind]!(offset + n)).then((r) => {
          inFlight--;
          outcomes.push({ kind, ms: performance.now() - due, ...r });
        }),
      );
    }
    await Promise.all(pending);
    const took = (performance.now() - start) / 1000;
    log(
      `${total} requests in ${took.toFixed(1)} s (${(total / took).toFixed(1)}/s), at most ${maxInFlight} in flight`,
    );
    return outcomes;
  };

  try {
    log(`warming up: ${WARMUP_S} s at ${RATE}/s`);
    await run(WARMUP_S, 1_000_000);
    const loadBefore = os.loadavg()[0]!;
    log(`measuring: ${DURATION_S} s at ${RATE}/s`);
    const outcomes = await run(DURATION_S, 0);
    const errors = outcomes.filter((o) => o.status !== 200);
    const rows = [...MIX.map((m) => m.kind), 'all'].map((kind) => {
      const of = kind === 'all' ? outcomes : outcomes.filter((o) => o.kind === kind);
      const ms = of.map((o) => o.ms);
      return {
        kind,
        requests: of.length,
        errors: of.filter((o) => o.status !== 200).length,
        p50: quantile(ms, 0.5),
        p95: quantile(ms, 0.95),
        p99: quantile(ms, 0.99),
        max: Math.max(...ms),
      };
    });
    console.log(
      `\n${'kind'.padEnd(20)} ${'requests'.padStart(8)} ${'errors'.padStart(6)}  p50 ms  p95 ms  p99 ms  max ms`,
    );
    for (const r of rows) {
      console.log(
        `${r.kind.padEnd(20)} ${String(r.requests).padStart(8)} ${String(r.errors).padStart(6)} ${[
          r.p50,
          r.p95,
          r.p99,
          r.max,
        ]
          .map((v) => v.toFixed(1).padStart(7))
          .join(' ')}`,
      );
    }
    const all = rows[rows.length - 1]!;
    const pass = all.p95 < TARGET_P95_MS && errors.length === 0;
    log(
      `machine: ${os.cpus().length} CPUs, load average ${loadBefore.toFixed(1)} before, ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} after (API, PostgreSQL and this load generator share it)`,
    );
    log(
      `target: p95 < ${TARGET_P95_MS} ms and no errors at ${RATE}/s for ${DURATION_S} s: ${pass ? 'ok' : 'MISSED'} (p95 ${all.p95.toFixed(1)} ms, ${errors.length} errors)`,
    );
    for (const e of errors.slice(0, 10)) log(`error: ${e.kind} ${e.status} ${e.error ?? ''}`);
    const out = path.join(dataDir, 'capacity-report.json');
    writeFileSync(
      out,
      JSON.stringify({ rate: RATE, duration: DURATION_S, processes: PROCESSES, rows }, null, 2),
    );
    log(`report: ${out}`);
  } finally {
    agent.destroy();
    for (const api of apis) api.child.kill('SIGTERM');
    await handle.close().catch(() => undefined);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
