import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAreaData } from '@yardstick/engine/sources/data-get.public';
import { ENGINE_SRC } from '@yardstick/engine/test/import-support';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** The engine's RG1 files in the publishers' layouts (ONSPD, Price Paid), as downloaded by hand. */
const RG1_FOLDER = path.join(ENGINE_SRC, 'sources/fixtures/rg1');

describe('npm run data -- get on a database that held the demo', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    t = await createTestApp();
    dataDir = mkdtempSync(path.join(tmpdir(), 'yardstick-get-api-'));
    await sql`INSERT INTO app_settings (key, value) VALUES ('data_mode', '"demo"'::jsonb)`.execute(
      t.database.db,
    );
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('replaces the demo: the API answers real data, no demo notice, and RG1 real sales', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(before.json()).toMatchObject({ dataMode: 'demo' });

    const done = await getAreaData({
      handle: t.database,
      dataDir,
      areas: ['RG1'],
      from: RG1_FOLDER,
    });
    expect(done.result.files.filter((f) => f.status === 'failed')).toEqual([]);

    // The web shows the demo notice only for dataMode "demo" (DemoDataNotice.tsx), and the
    // coverage names the demo's places only then.
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ dataMode: 'real' });
    const coverage = await t.app.inject({ method: 'GET', url: '/api/health/coverage' });
    expect(coverage.json()).toEqual({ places: null });
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM sold_prices WHERE postcode LIKE 'RG1 %'`.execute(
      t.database.db,
    );
    expect(rows[0]?.n).toBe(7);
  });
});
