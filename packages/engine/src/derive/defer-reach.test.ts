import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@yardstick/db/database';
import { createTestDatabase } from '@yardstick/db/test/test-database';
import { seedFixture } from '../../test/derive-fixture.ts';
import { runDerive } from './run-derive.ts';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedFixture(handle.db);
  await runDerive(handle);
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

/** Reprices one available rental of the fixture (its reach: the sale listings near it). */
async function repriceARental(step: number): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    UPDATE listings SET list_price = list_price + ${step}
    WHERE id = (SELECT min(id) FROM listings WHERE transaction_type = 'rent'
                AND status = 'available')
    RETURNING id`.execute(handle.db);
  return Number(rows[0]?.id);
}

describe('deferReach (the ingest first pass)', () => {
  it('derives the changed rental alone, and the next run still reaches from it', async () => {
    await repriceARental(10);
    const plain = await runDerive(handle, { keepReferenceDates: true });
    expect(plain.targets).toBeGreaterThan(1);

    await repriceARental(10);
    const first = await runDerive(handle, {
      deferReach: true,
      keepReferenceDates: true,
      oneTransaction: true,
    });
    expect(first).toMatchObject({ mode: 'incremental', targets: 1 });
    const reach = await runDerive(handle, { keepReferenceDates: true, oneTransaction: true });
    expect(reach.targets).toBe(plain.targets);
    expect((await runDerive(handle, { keepReferenceDates: true })).targets).toBe(0);
  }, 120_000);
});
