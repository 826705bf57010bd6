import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@yardstick/db/database';
import { createTestDatabase } from '@yardstick/db/test/test-database';
import type { CommandContext } from '../cli/command.ts';
import { runCli } from '../cli/run-cli.ts';
import { output } from '../../test/cli-support.ts';

describe('npm run data -- plans', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  const run = async (...argv: string[]) => {
    const stdout = output();
    const stderr = output();
    const context: CommandContext = {
      config: () => ({ DATA_DIR: '/tmp', DATABASE_URL: undefined, DEMO_DATA: 'off' }),
      openDatabase: async () => ({ ...handle, close: async () => {} }),
      stdout,
      stderr,
    };
    const code = await runCli(['plans', ...argv], context);
    return { code, stdout: stdout.text, stderr: stderr.text };
  };

  it('lists the seeded plans: monthly, yearly, two others or more and the auto-debit plan 1001', async () => {
    const listed = await run('list', '--json');
    expect(listed.code).toBe(0);
    const plans = JSON.parse(listed.stdout) as { id: number; kind: string; amount: number }[];
    expect(plans.find((p) => p.kind === 'monthly')).toMatchObject({ id: 1, amount: 30 });
    expect(plans.find((p) => p.kind === 'yearly')).toMatchObject({ id: 2, amount: 300 });
    expect(plans.filter((p) => p.kind === 'other').length).toBeGreaterThanOrEqual(2);
    expect(plans.find((p) => p.id === 1001)).toMatchObject({ kind: 'auto_debit', amount: 25 });
    expect((await run('list')).stdout).toMatch(/1001 {2}Monthly auto-debit/);
  });

  it('creates and changes a plan, and retires it without touching its history', async () => {
    const created = await run(
      'set',
      '--id',
      '7',
      '--name',
      'Landlord',
      '--amount',
      '120',
      '--months',
      '6',
      '--attributes',
      'property_estimates_es,valuation,membership',
    );
    expect(created).toMatchObject({
      code: 0,
      stdout: 'plan 7 Landlord: £120 / 6 months, on sale\n',
    });
    const row = await sql<{ features: { features: { name: string; enabled: boolean }[] } }>`
      SELECT features FROM membership_plans WHERE id = 7`.execute(handle.db);
    const features = row.rows[0]!.features.features;
    expect(features.find((f) => f.name.startsWith('Valuation'))?.enabled).toBe(true);
    expect(features.find((f) => f.name.startsWith('Area analytics'))?.enabled).toBe(false);

    expect(features.find((f) => f.name.includes('PLO'))?.name).toBe(
      'PLO: sales paired with their rentals',
    );

    expect((await run('set', '--id', '7', '--amount', '130')).stdout).toMatch(/£130 \/ 6 months/);
    // The frequency is the period in words (issue 25): it follows --months, never a name.
    expect((await run('set', '--id', '7', '--months', '12')).stdout).toMatch(/£130 \/ 1 year/);
    expect((await run('set', '--id', '7', '--frequency', 'landlord')).code).toBe(2);
    expect((await run('retire', '--id', '7')).stdout).toMatch(/retired/);
    const retired = await sql<{ retired_at: Date | null; amount: number }>`
      SELECT retired_at, amount FROM membership_plans WHERE id = 7`.execute(handle.db);
    expect(retired.rows[0]!.retired_at).not.toBeNull();
    expect(retired.rows[0]!.amount).toBe(130);
  });

  it('refuses a second live monthly plan, unknown attributes and bad numbers', async () => {
    const clash = await run(
      'set',
      '--id',
      '8',
      '--name',
      'Monthly 2',
      '--kind',
      'monthly',
      '--amount',
      '20',
      '--months',
      '1',
    );
    expect(clash).toMatchObject({
      code: 1,
      stderr: 'plan 1 is the live monthly plan: retire it first\n',
    });
    expect(
      (
        await run(
          'set',
          '--id',
          '9',
          '--name',
          'X',
          '--amount',
          '5',
          '--months',
          '1',
          '--attributes',
          'root',
        )
      ).code,
    ).toBe(1);
    expect((await run('set', '--id', '9', '--amount', 'five')).code).toBe(2);
    expect((await run('retire')).code).toBe(2);
    expect((await run('retire', '--id', '999')).code).toBe(1);
    expect((await run('explode')).code).toBe(2);
  });
});
