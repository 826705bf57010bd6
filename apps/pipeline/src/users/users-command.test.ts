import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@yardstick/db/database';
import { createTestDatabase } from '@yardstick/db/test/test-database';
import type { CommandContext } from '../cli/command.ts';
import { runCli } from '../cli/run-cli.ts';
import { output } from '../../test/cli-support.ts';

describe('npm run data -- users (the operator role)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    for (const email of ['Ops@Example.com', 'member@example.com']) {
      await handle.db
        .insertInto('users')
        .values({ id: randomUUID(), email, first_name: 'Ada', last_name: 'Lovelace' })
        .execute();
    }
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
    const code = await runCli(['users', ...argv], context);
    return { code, stdout: stdout.text, stderr: stderr.text };
  };
  const operatorOf = async (email: string) =>
    (
      await handle.db
        .selectFrom('users')
        .select('operator')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).operator;

  it('starts with no operators: the column defaults to false', async () => {
    expect(await operatorOf('Ops@Example.com')).toBe(false);
    expect(await run('list-operators')).toMatchObject({ code: 0, stdout: 'No operators.\n' });
  });

  it('grants the role by email in any letter case, lists it, and revokes it', async () => {
    expect(await run('grant-operator', 'ops@example.COM')).toMatchObject({
      code: 0,
      stdout: 'Ops@Example.com is an operator\n',
    });
    expect(await operatorOf('Ops@Example.com')).toBe(true);
    expect(await operatorOf('member@example.com')).toBe(false);
    expect((await run('grant-operator', 'ops@example.com')).stdout).toBe(
      'Ops@Example.com is an operator (unchanged)\n',
    );
    const listed = await run('list-operators', '--json');
    expect(JSON.parse(listed.stdout)).toEqual([
      { email: 'Ops@Example.com', name: 'Ada Lovelace', liveKeys: 0 },
    ]);
    expect((await run('list-operators')).stdout).toMatch(
      /^Ops@Example\.com +Ada Lovelace +0 live keys\n$/,
    );

    expect(await run('revoke-operator', 'Ops@Example.com')).toMatchObject({
      code: 0,
      stdout: 'Ops@Example.com is no longer an operator\n',
    });
    expect(await operatorOf('Ops@Example.com')).toBe(false);
    expect((await run('list-operators')).stdout).toBe('No operators.\n');
  });

  it('fails for an unknown email and answers a usage error without one', async () => {
    expect(await run('grant-operator', 'nobody@example.com')).toMatchObject({
      code: 1,
      stderr: 'No account with the email nobody@example.com.\n',
    });
    expect((await run('grant-operator')).code).toBe(2);
    expect((await run('grant-operator', 'a@b.c', 'd@e.f')).code).toBe(2);
    expect((await run('promote', 'a@b.c')).code).toBe(2);
    expect((await run()).code).toBe(2);
  });
});
