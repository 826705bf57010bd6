import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '@yardstick/db/database';
import { migrations } from '@yardstick/db/migrations/index';
import { Migrator } from 'kysely';
import { ppdImporter } from '@yardstick/engine/importers/ppd/ppd-importer';
import { runImport, type ImportSummary } from '@yardstick/engine/load/run-import';
import { writeSyntheticPricePaid } from './synthetic-price-paid.ts';
import { ensureDatabase } from '@yardstick/db/test/ensure-database';

/**
 * `npm run bench:import [-- --rows N --engine postgres|pglite|both --batch-size N]`:
 * generates a synthetic Price Paid file (bulk layout) and times its import, first into an
 * empty table, then again (the idempotent re-run), into PostgreSQL (BENCH_DATABASE_URL, or
 * postgres://postgres@127.0.0.1:5432/yardstick_bench, created when missing; a fresh schema
 * each run) and into PGlite (a fresh data folder). Prints rows/s and resident memory at
 * each quarter of the file, to show memory stays flat. Not a test.
 */
const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    engine: { type: 'string', default: 'both' },
    'batch-size': { type: 'string' },
    'no-rerun': { type: 'boolean', default: false },
  },
});
const rows = Number(values.rows);
const engines = values.engine === 'both' ? ['postgres', 'pglite'] : [values.engine];
const batchSize = values['batch-size'] ? Number(values['batch-size']) : undefined;
const benchUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/yardstick_bench';

const mb = (bytes: number) => `${Math.round(bytes / 1_048_576)} MB`;
const count = (n: number) => Math.round(n).toLocaleString('en-GB');

async function openBenchDatabase(engine: string, dir: string): Promise<DatabaseHandle> {
  if (engine === 'postgres') {
    await ensureDatabase(benchUrl);
    const admin = new pg.Client({ connectionString: benchUrl });
    await admin.connect();
    await admin.query('DROP SCHEMA IF EXISTS bench CASCADE; CREATE SCHEMA bench');
    await admin.end();
    const url = new URL(benchUrl);
    url.searchParams.set('application_name', APPLICATION_NAME);
    return openDatabase({ url: url.toString(), searchPath: 'bench', poolSize: 2 });
  }
  if (engine === 'pglite') return openDatabase({ pgliteDir: path.join(dir, 'pglite') });
  throw new Error(`Unknown engine ${engine}: postgres, pglite or both`);
}

const APPLICATION_NAME = 'yardstick-import-bench';

/**
 * CPU seconds used so far by this bench's PostgreSQL backends, when the server runs on this
 * machine (read from /proc); undefined otherwise. With the machine shared, CPU time says
 * more about the work than wall time does.
 */
async function backendCpuSeconds(handle: DatabaseHandle): Promise<Map<number, number> | undefined> {
  if (handle.engine !== 'postgres' || !handle.pool) return undefined;
  const { rows } = await handle.pool.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE application_name = $1',
    [APPLICATION_NAME],
  );
  const seconds = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      // utime and stime are fields 14 and 15 of the stat line, in clock ticks (100 a second)
      seconds.set(pid, (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {
      return undefined;
    }
  }
  return seconds;
}

function cpuUsedSince(
  before: Map<number, number> | undefined,
  after: Map<number, number> | undefined,
): number | undefined {
  if (!before || !after) return undefined;
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

/**
 * Migrates the bench schema. The migration tables are named with their schema: Kysely
 * otherwise takes another schema's migration tables (other benches share this database)
 * for its own.
 */
async function migrate(handle: DatabaseHandle, engine: string): Promise<void> {
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    ...(engine === 'postgres' ? { migrationTableSchema: 'bench' } : {}),
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}

async function timedImport(handle: DatabaseHandle, file: string, label: string) {
  const quarters: string[] = [];
  let nextQuarter = 0.25;
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 100);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const loadBefore = loadavg()[0] ?? 0;
  const backendBefore = await backendCpuSeconds(handle);
  let summary: ImportSummary;
  try {
    summary = await runImport(handle, ppdImporter, file, {
      ...(batchSize ? { batchSize } : {}),
      onProgress: (p) => {
        while (p.bytesRead / p.totalBytes >= nextQuarter && nextQuarter <= 1) {
          quarters.push(`${Math.round(nextQuarter * 100)}%: ${mb(process.memoryUsage().rss)}`);
          nextQuarter += 0.25;
        }
      },
    });
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const nodeCpuSeconds = (cpu.user + cpu.system) / 1e6;
  const backendCpu = cpuUsedSince(backendBefore, await backendCpuSeconds(handle));
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  console.log(
    `  ${label}: ${count(summary.rows)} rows in ${seconds.toFixed(1)} s = ${count(summary.rows / seconds)} rows/s ` +
      `(inserted ${count(summary.inserted)}, updated ${count(summary.updated)}, rejected ${count(summary.rejected)})`,
  );
  console.log(`    RSS during import: ${quarters.join(', ')}; peak ${mb(peakRss)}`);
  console.log(
    `    CPU: Node ${nodeCpuSeconds.toFixed(1)} s (${handle.engine === 'pglite' ? 'PGlite runs inside it' : `${count(summary.rows / nodeCpuSeconds)} rows per CPU second`})` +
      (backendCpu === undefined
        ? ''
        : `, PostgreSQL backend ${backendCpu.toFixed(1)} s (${count(summary.rows / backendCpu)} rows per CPU second)`) +
      `; load average ${loadBefore.toFixed(1)} -> ${(loadavg()[0] ?? 0).toFixed(1)} on ${cpus().length} CPUs`,
  );
}

const dir = mkdtempSync(path.join(tmpdir(), 'yardstick-bench-'));
try {
  const file = path.join(dir, `pp-synthetic-${rows}.csv`);
  let started = performance.now();
  await writeSyntheticPricePaid(file, rows);
  console.log(
    `Synthetic Price Paid file: ${count(rows)} rows, ${mb(statSync(file).size)}, written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log(`RSS before any import: ${mb(process.memoryUsage().rss)}`);
  for (const engine of engines) {
    console.log(`${engine}:`);
    const handle = await openBenchDatabase(engine, dir);
    try {
      started = performance.now();
      await migrate(handle, engine);
      await timedImport(handle, file, 'first import (empty table)');
      if (!values['no-rerun']) await timedImport(handle, file, 're-import (no changes)');
    } finally {
      await handle.close();
    }
  }
  console.log(`Peak RSS of the whole run: ${mb(process.resourceUsage().maxRSS * 1024)}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
