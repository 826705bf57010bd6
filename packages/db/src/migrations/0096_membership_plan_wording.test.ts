import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import * as m0096 from './0096_membership_plan_wording.ts';

/**
 * Plan wording (migration 0096, issue 25): every plan's frequency states its period, and the
 * PLO feature has the product's one name, on the seeded plans and on an operator's own.
 */
describe('membership plan wording (migration 0096)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  const plans = async () =>
    (
      await sql<{ id: number; frequency: string; features: { features: { name: string }[] } }>`
        SELECT id, frequency, features FROM membership_plans ORDER BY id`.execute(handle.db)
    ).rows;

  it('gives every plan its period as frequency and renames the PLO feature, both ways', async () => {
    // An operator's plan written before the migration: its own name as frequency, old words.
    await sql`INSERT INTO membership_plans
        (id, name, kind, amount, frequency, period_months, features, attributes)
      VALUES (7, 'Landlord', 'other', 120, 'landlord', 24,
        ${JSON.stringify({
          features: [
            { name: 'Property estimates and BMV search', enabled: true },
            { name: 'Property lease options (PLO)', enabled: false },
          ],
        })}::jsonb, ARRAY['membership'])`.execute(handle.db);
    await sql`UPDATE membership_plans SET frequency = lower(name) WHERE kind = 'other'`.execute(
      handle.db,
    );
    await m0096.up(handle.db as unknown as Kysely<unknown>);
    const after = await plans();
    expect(Object.fromEntries(after.map((p) => [p.id, p.frequency]))).toEqual({
      1: '1 month',
      2: '1 year',
      3: '3 months',
      4: '1 month',
      5: '1 year',
      7: '2 years',
      1001: '1 month',
    });
    const landlord = after.find((p) => p.id === 7)!.features.features;
    expect(landlord).toEqual([
      { name: 'Property estimates and BMV search', enabled: true },
      { name: 'PLO: sales paired with their rentals', enabled: false },
    ]);
    for (const p of after) {
      expect(JSON.stringify(p.features)).not.toContain('lease options');
    }

    await m0096.down(handle.db as unknown as Kysely<unknown>);
    const back = (await plans()).find((p) => p.id === 7)!.features.features;
    expect(back[1]).toEqual({ name: 'Property lease options (PLO)', enabled: false });
  });
});
