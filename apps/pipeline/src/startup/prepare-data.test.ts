import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@yardstick/db/database';
import { createTestDatabase } from '@yardstick/db/test/test-database';
import { runDemo } from '../demo/run-demo.ts';
import { prepareData } from './prepare-data.ts';

/** A small demo so that each start takes seconds. */
const DEMO = { seed: 5, scale: 0.03 };
const SLOW = 240_000;

describe('prepareData resumes an interrupted first start', () => {
  let handle: DatabaseHandle;
  let dataDir: string;
  const config = () => ({ DATA_DIR: dataDir, DEMO_DATA: 'auto' as const });

  const estimated = async () => {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM listings
      WHERE transaction_type = 'sale' AND range1_price IS NOT NULL`.execute(handle.db);
    return rows[0]?.n ?? 0;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'yardstick-prepare-'));
    handle = await createTestDatabase();
  }, SLOW);

  afterAll(async () => {
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'derives the figures when the demo was loaded but the start was killed before deriving',
    async () => {
      // The first start was killed after "Deriving estimates...": the demo is committed,
      // no figure is.
      await runDemo(handle, DEMO);
      expect(await estimated()).toBe(0);

      const result = await prepareData(handle, config(), undefined, DEMO);
      expect(result).toMatchObject({ dataMode: 'demo', demo: 'unchanged', derived: true });
      expect(await estimated()).toBeGreaterThan(0);
      // The demo's ranges were calibrated on its own sales first (once: see the next test).
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM estimate_calibration`.execute(handle.db);
      expect(rows[0]?.n).toBeGreaterThan(0);
    },
    SLOW,
  );

  it(
    'does nothing more on a start with nothing missing',
    async () => {
      const before = await estimated();
      const result = await prepareData(handle, config(), undefined, DEMO);
      expect(result).toMatchObject({ dataMode: 'demo', demo: 'unchanged', derived: false });
      expect(await estimated()).toBe(before);
    },
    SLOW,
  );

  it(
    'derives again when a derive was cut off before it recorded its state',
    async () => {
      const before = await estimated();
      await sql`DELETE FROM app_settings WHERE key = 'derive.state'`.execute(handle.db);
      await sql`UPDATE listings SET range1_price = NULL, range2_price = NULL`.execute(handle.db);
      const result = await prepareData(handle, config(), undefined, DEMO);
      expect(result.derived).toBe(true);
      expect(await estimated()).toBe(before);
    },
    SLOW,
  );

  it('leaves an empty database empty with DEMO_DATA=off', async () => {
    const empty = await createTestDatabase();
    try {
      const result = await prepareData(empty, { DATA_DIR: dataDir, DEMO_DATA: 'off' });
      expect(result).toEqual({ dataMode: 'empty', demo: 'skipped', derived: false });
    } finally {
      await empty.close();
    }
  });
});
