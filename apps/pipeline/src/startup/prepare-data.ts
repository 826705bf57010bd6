import path from 'node:path';
import type { DatabaseHandle } from '@yardstick/db/database';
import { migrateToLatest } from '@yardstick/db/migrate';
import { sql } from 'kysely';
import { runDemo } from '../demo/run-demo.ts';
import { runDerive } from '../derive/run-derive.ts';
import type { PipelineConfig } from '../config.ts';

export interface PrepareResult {
  dataMode: 'demo' | 'real' | 'empty';
  demo: 'loaded' | 'unchanged' | 'skipped';
  derived: boolean;
}

async function dataMode(handle: DatabaseHandle): Promise<string | undefined> {
  const { rows } = await sql<{ value: unknown }>`
    SELECT value FROM app_settings WHERE key = 'data_mode'`.execute(handle.db);
  return typeof rows[0]?.value === 'string' ? rows[0].value : undefined;
}

/**
 * What `npm start` does before serving: migrate; with DEMO_DATA=auto and no real data, make
 * sure the demo dataset is loaded (once: later starts find it unchanged), its figures
 * derived. The API creates the demo account when it starts on demo data
 * (modules/accounts/demo-account.ts). A database holding real data is never touched.
 */
export async function prepareData(
  handle: DatabaseHandle,
  config: Pick<PipelineConfig, 'DATA_DIR' | 'DEMO_DATA'>,
  log: (line: string) => void = () => {},
): Promise<PrepareResult> {
  await migrateToLatest(handle.db);
  const mode = await dataMode(handle);
  if (mode === 'real') return { dataMode: 'real', demo: 'skipped', derived: false };
  if (config.DEMO_DATA === 'off') {
    return { dataMode: mode === 'demo' ? 'demo' : 'empty', demo: 'skipped', derived: false };
  }
  const demo = await runDemo(handle, {
    mediaDir: path.join(config.DATA_DIR, 'media', 'demo'),
    onProgress: log,
  });
  let derived = false;
  if (demo.status === 'loaded') {
    log('Deriving estimates, BMV, yields and ROI for the demo listings...');
    await runDerive(handle, { full: true });
    derived = true;
  }
  return { dataMode: 'demo', demo: demo.status, derived };
}
