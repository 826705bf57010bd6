import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@yardstick/db/database';
import { createTestDatabase } from '@yardstick/db/test/test-database';
import { roundEstimate } from '@yardstick/core/estimates/sales-estimate';
import { seedFixture } from '@yardstick/engine/test/derive-fixture';
import { runBacktest } from '../backtest.ts';
import { DERIVED_COLUMNS, runDerive } from '@yardstick/engine/derive/run-derive';
import type { StackModel } from '@yardstick/engine/derive/model/stack';

/**
 * The learned correction in the derive (model/apply.ts): a stored model moves every estimate
 * by its prediction, the explanation keeps the correction, an incremental derive equals a
 * full one, and with no model (too few sales) the estimator stands alone.
 */
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedFixture(handle.db);
  await runDerive(handle);
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

/** A model of one split: flats -5%, every other home +3% (type is feature 6: F is 3). */
const MODEL: StackModel = {
  version: 2,
  gbdt: { cuts: [[], [], [], [], [], [], [0, 1, 2], ...Array(12).fill([])], base: 0, trees: [] },
  sectors: {},
  districts: {},
  sales: 400,
  from: '2023-01',
  to: '2023-12',
};
MODEL.gbdt.trees = [{ f: 6, t: 3, l: { v: 0.03 }, r: { v: -0.05 } }];

const estimates = () =>
  handle.db
    .selectFrom('listings as l')
    .innerJoin('listing_estimates as e', 'e.listing_id', 'l.id')
    .select(['l.id', 'l.property_type', 'l.estimate_price', 'e.model_delta'])
    .orderBy('l.id')
    .execute();

const snapshot = () =>
  handle.db
    .selectFrom('listings')
    .select(['id', ...DERIVED_COLUMNS])
    .orderBy('id')
    .execute();

describe('the learned correction in the derive (estimate_model, DERIVE_VERSION 11)', () => {
  it('stores no model from too few held-out sales: the estimator stands alone', async () => {
    const report = await runBacktest(handle, { holdoutMonths: 12 });
    expect(report.learned.trainedOn).toBe(0);
    expect(report.learned.corrected).toBe(0);
    const held = await handle.db.selectFrom('estimate_model').selectAll().execute();
    expect(held).toEqual([]);
    await runDerive(handle, { full: true });
    const rows = await estimates();
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.model_delta).toBeNull();
  }, 180_000);

  it('moves every estimate by the stored model, keeps the correction, and an incremental derive equals a full one', async () => {
    const before = new Map((await estimates()).map((r) => [r.id, r]));
    const { rows: logs } = await sql<{ listing_id: string; lg: number }>`
      SELECT e.listing_id::text, ln(l.estimate_price) AS lg
      FROM listing_estimates e JOIN listings l ON l.id = e.listing_id`.execute(handle.db);
    expect(logs.length).toBeGreaterThan(0);
    await handle.db
      .insertInto('estimate_model')
      .values({
        model: JSON.stringify(MODEL),
        sales: MODEL.sales,
        trained_from: MODEL.from,
        trained_to: MODEL.to,
      })
      .execute();
    await runDerive(handle, { full: true });
    const after = await estimates();
    for (const r of after) {
      const delta = r.property_type === 'F' ? -0.05 : 0.03;
      expect(r.model_delta).toBeCloseTo(delta, 12);
      const was = before.get(r.id)?.estimate_price as number;
      // The point moved by the correction (both rounded to 3 significant figures).
      expect(
        Math.abs(
          (r.estimate_price as number) / (roundEstimate(was * Math.exp(delta)) as number) - 1,
        ),
      ).toBeLessThan(0.01);
    }
    // Incremental: a changed listing is recomputed alone, with the figures a full run gives.
    const changed = after[0]?.id as number;
    await handle.db
      .updateTable('listings')
      .set({ list_price: 123_000 })
      .where('id', '=', changed)
      .execute();
    const one = await runDerive(handle);
    expect(one.mode).toBe('incremental');
    const incremental = await snapshot();
    const full = await runDerive(handle, { full: true });
    expect(full.listingsUpdated).toBe(0);
    expect(await snapshot()).toEqual(incremental);
  }, 180_000);
});
