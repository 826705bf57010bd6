import { Writable } from 'node:stream';
import type { DatabaseHandle } from '@yardstick/db/database';
import { runDataGet, type GetResult } from './get-data.ts';
import { loadManifest, type Manifest } from './manifest.ts';

/**
 * What the API may use of `npm run data -- get` (decisions 0016, 0027): the refresh its periodic
 * job runs (DATA_REFRESH_INTERVAL_MINUTES, off by default): Price Paid's monthly change file,
 * the new UK HPI month and the new police.uk month for the areas of the last `get`, imported
 * into the app's own database and derived. Nothing happens before a first `get`.
 */
export interface RefreshOptions {
  handle: DatabaseHandle;
  dataDir: string;
  /** Another manifest (tests: the publishers moved to a local server). */
  manifest?: Manifest;
  now?: Date;
  log?(line: string): void;
}

export interface RefreshResult {
  /** False when there was nothing to refresh (no `get` yet). */
  ran: boolean;
  ok: boolean;
  result: GetResult;
}

export async function refreshData(options: RefreshOptions): Promise<RefreshResult> {
  const lines = (write: (line: string) => void) =>
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        for (const line of chunk.toString().split('\n')) if (line) write(line);
        callback();
      },
    });
  const log = options.log ?? (() => {});
  const { code, result } = await runDataGet({
    dataDir: options.dataDir,
    manifest: options.manifest ?? loadManifest(),
    refresh: true,
    ...(options.now ? { now: options.now } : {}),
    openDatabase: async () => ({ ...options.handle, close: async () => {} }),
    deriveAfter: async ({ full }) => {
      const { runDerive } = await import('../derive/run-derive.ts');
      await runDerive(options.handle, { full });
      return 0;
    },
    stdout: lines(log),
    stderr: lines(log),
  });
  return { ran: code !== 2, ok: code === 0, result };
}

export interface GetAreaOptions extends RefreshOptions {
  /** As on the command line: RG1, RG, E06000038, Reading. */
  areas: string[];
  /** A folder of files downloaded by hand. */
  from?: string;
}

/** `npm run data -- get <areas> [--from <folder>]` on the app's database, then derived. */
export async function getAreaData(options: GetAreaOptions): Promise<RefreshResult> {
  const { parseAreas } = await import('./areas.ts');
  const log = options.log ?? (() => {});
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split('\n')) if (line) log(line);
      callback();
    },
  });
  const { code, result } = await runDataGet({
    selection: parseAreas(options.areas, false),
    dataDir: options.dataDir,
    manifest: options.manifest ?? loadManifest(),
    ...(options.from ? { from: options.from } : {}),
    ...(options.now ? { now: options.now } : {}),
    openDatabase: async () => ({ ...options.handle, close: async () => {} }),
    deriveAfter: async ({ full }) => {
      const { runDerive } = await import('../derive/run-derive.ts');
      await runDerive(options.handle, { full });
      return 0;
    },
    stdout: sink,
    stderr: sink,
  });
  return { ran: true, ok: code === 0, result };
}
