import path from 'node:path';
import type { DatabaseHandle } from '@yardstick/db/database';
import { migrateToLatest } from '@yardstick/db/migrate';
import { sql } from 'kysely';
import { runDemo, type DemoOptions } from '../demo/run-demo.ts';
import { runBacktest } from '../derive/backtest.ts';
import { runDerive } from '@yardstick/engine/derive/run-derive';
import { linkHomes } from '@yardstick/engine/homes/homes.public';
import type { PipelineConfig } from '../config.ts';

export interface PrepareResult {
  dataMode: 'demo' | 'real' | 'empty';
  demo: 'loaded' | 'unchanged' | 'skipped';
  derived: boolean;
}

const DEMO_CALIBRATED = 'demo.calibrated';

/**
 * Whether the estimates' ranges still need calibrating on demo data: no backtest has stored a
 * calibration, and the demo's own has not been run on this database.
 */
async function demoNeedsCalibration(handle: DatabaseHandle): Promise<boolean> {
  const { rows } = await sql<{ held: boolean; done: boolean }>`
    SELECT EXISTS (SELECT 1 FROM estimate_calibration) AS held,
           EXISTS (SELECT 1 FROM app_settings WHERE key = ${DEMO_CALIBRATED}) AS done`.execute(
    handle.db,
  );
  return !rows[0]?.held && !rows[0]?.done;
}

async function dataMode(handle: DatabaseHandle): Promise<string | undefined> {
  const { rows } = await sql<{ value: unknown }>`
    SELECT value FROM app_settings WHERE key = 'data_mode'`.execute(handle.db);
  return typeof rows[0]?.value === 'string' ? rows[0].value : undefined;
}

/**
 * What `npm start` does before serving: migrate; with DEMO_DATA=auto and no real data, make
 * sure the demo dataset is loaded (once: later starts find it unchanged); then derive
 * whatever figures are missing or stale. The API creates the demo account when it starts on
 * demo data (modules/accounts/demo-account.ts). Real data is never replaced by the demo.
 *
 * Every step can be interrupted and resumed: the demo load is one transaction, and the
 * derive step is run at every start rather than only after a load, so a start killed while
 * deriving finds the figures missing next time (runDerive keeps its own state and does a
 * full run when it has none, an incremental one otherwise, and nothing when nothing changed).
 */
export async function prepareData(
  handle: DatabaseHandle,
  config: Pick<PipelineConfig, 'DATA_DIR' | 'DEMO_DATA'>,
  log: (line: string) => void = () => {},
  demoOptions: Pick<DemoOptions, 'seed' | 'scale'> = {},
): Promise<PrepareResult> {
  await migrateToLatest(handle.db);
  const mode = await dataMode(handle);
  let demo: PrepareResult['demo'] = 'skipped';
  if (mode !== 'real' && config.DEMO_DATA !== 'off') {
    const loaded = await runDemo(handle, {
      ...demoOptions,
      mediaDir: path.join(config.DATA_DIR, 'media', 'demo'),
      onProgress: log,
    });
    demo = loaded.status;
  }
  const current =
    mode === 'real' ? 'real' : demo !== 'skipped' || mode === 'demo' ? 'demo' : 'empty';
  if (current === 'empty') return { dataMode: 'empty', demo, derived: false };
  // Demo data: the estimates are measured once on the demo's own latest year of sales, so
  // that every range is sized by measured errors (docs/methodology.md, the backtest) rather
  // than by the defaults. Real data is calibrated with `npm run data -- backtest`, which
  // takes minutes on a national dataset and is the operator's to schedule.
  let calibrated = false;
  if (current === 'demo' && (await demoNeedsCalibration(handle))) {
    log("Measuring the estimates on the demo's own sales (this sizes the ranges)...");
    await runBacktest(handle, {});
    await sql`INSERT INTO app_settings (key, value) VALUES (${DEMO_CALIBRATED}, 'true'::jsonb)
      ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`.execute(
      handle.db,
    );
    calibrated = true;
  }
  // Homes first: a home the link run finds sold is derived as sold.
  const homes = await linkHomes(handle.db);
  if (homes.linked > 0 || homes.sold > 0) {
    log(
      `Linked ${homes.linked} listings into homes (${homes.joined} joined an earlier listing, ${homes.relisted} relisted, ${homes.sold} sold) in ${(homes.ms / 1000).toFixed(1)} s`,
    );
  }
  if (demo === 'loaded') log('Deriving estimates, BMV, yields and ROI for the demo listings...');
  const report = await runDerive(handle, { full: demo === 'loaded' || calibrated });
  const derived = report.targets > 0;
  if (derived && demo !== 'loaded') {
    log(`Derived the figures of ${report.targets} listings that were missing or out of date.`);
  }
  return { dataMode: current, demo, derived };
}
