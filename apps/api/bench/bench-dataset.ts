import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '@yardstick/db/database';
import { migrateToLatest } from '@yardstick/db/migrate';
import { DATASET_VERSION, loadBenchData } from './search-data.ts';
import { ensureDatabase } from '@yardstick/db/test/ensure-database';

/**
 * The search benchmarks' database: the schema `search_bench` of BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/yardstick_bench, created when missing), migrated, holding
 * the synthetic nationwide dataset of search-data.ts. The dataset is loaded once and reused
 * while its generator version, size, seed and order are unchanged (a marker row in
 * app_settings records them); `reload` loads it again.
 */
export const BENCH_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/yardstick_bench';
export const BENCH_SCHEMA = 'search_bench';

export interface BenchDatasetOptions {
  saleListings: number;
  seed: number;
  order: 'district' | 'random';
  reload?: boolean;
  poolSize?: number;
  /** The schema holding the dataset (default BENCH_SCHEMA); lower-case letters and '_'. */
  schema?: string;
  log: (message: string) => void;
}

export interface BenchDataset {
  handle: DatabaseHandle;
  marker: Record<string, unknown>;
  /** The URL an API process can use to reach the dataset (search_path set in `options`). */
  appUrl: string;
}

async function ensureBenchSchema(url: string, schema: string): Promise<void> {
  await ensureDatabase(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  await client.end();
}

export async function openBenchDataset(options: BenchDatasetOptions): Promise<BenchDataset> {
  const schema = options.schema ?? BENCH_SCHEMA;
  if (!/^[a-z_]+$/.test(schema)) throw new Error(`bad schema name ${schema}`);
  await ensureBenchSchema(BENCH_URL, schema);
  const handle = await openDatabase({
    url: BENCH_URL,
    searchPath: schema,
    poolSize: options.poolSize ?? 10,
  });
  const marker = await ensureBenchData(handle, options);
  const appUrl = new URL(BENCH_URL);
  appUrl.searchParams.set('options', `-c search_path=${schema}`);
  return { handle, marker, appUrl: appUrl.toString() };
}

/**
 * The same dataset in an embedded database: PGlite in `dataDir/pglite`, where an API process
 * started with `DATA_DIR=dataDir` and no DATABASE_URL opens it (the embedded default). Loaded
 * once and reused like the PostgreSQL one; close the handle before starting the API (PGlite
 * opens in one process only).
 */
export async function openEmbeddedBenchDataset(
  dataDir: string,
  options: Omit<BenchDatasetOptions, 'schema' | 'poolSize'>,
): Promise<{ handle: DatabaseHandle; marker: Record<string, unknown> }> {
  const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  const marker = await ensureBenchData(handle, options);
  return { handle, marker };
}

async function ensureBenchData(
  handle: DatabaseHandle,
  options: BenchDatasetOptions,
): Promise<Record<string, unknown>> {
  const { log } = options;
  await migrateToLatest(handle.db);
  const saleListings = options.saleListings;
  const rentListings = Math.round(saleListings / 4);
  const marker = {
    version: DATASET_VERSION,
    sale: saleListings,
    rent: rentListings,
    seed: options.seed,
    order: options.order,
  };
  const { rows: markerRows } = await sql<{ value: unknown }>`
    SELECT value FROM app_settings WHERE key = 'search_bench_dataset'`.execute(handle.db);
  const stored = (markerRows[0]?.value ?? {}) as Record<string, unknown>;
  const same = Object.entries(marker).every(([k, v]) => stored[k] === v);
  if (options.reload || !same) {
    log(
      `loading ${saleListings.toLocaleString('en-GB')} sale and ${rentListings.toLocaleString('en-GB')} rent listings`,
    );
    const started = Date.now();
    await loadBenchData(handle.db, {
      saleListings,
      rentListings,
      seed: options.seed,
      order: options.order,
      log,
    });
    await sql`INSERT INTO app_settings (key, value) VALUES ('search_bench_dataset', ${JSON.stringify(marker)}::jsonb)
      ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`.execute(
      handle.db,
    );
    log(`dataset loaded in ${Math.round((Date.now() - started) / 1000)} s`);
  } else {
    log('reusing the loaded dataset');
  }
  return marker;
}
