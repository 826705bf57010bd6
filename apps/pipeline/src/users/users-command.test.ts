import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@yardstick/db/database';
import { createTestDatabase } from '@yardstick/db/test/test-database';
import type { CommandContext } from '../cli/command.ts';
import { runCli } from '../cli/run-cli.ts';
import { Redis } from 'ioredis';
import { SESSION_INVALIDATION_CHANNEL } from '@yardstick/core/session-invalidation';
import { output } from '../../test/cli-support.ts';
import { eventually, hasRedisServer, OwnRedis } from '@yardstick/db/test/own-redis';

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

  const runWith = async (redisUrl: string | undefined, ...argv: string[]) => {
    const stdout = output();
    const stderr = output();
    const context: CommandContext = {
      config: () => ({
        DATA_DIR: '/tmp',
        DATABASE_URL: undefined,
        DEMO_DATA: 'off',
        REDIS_URL: redisUrl,
      }),
      openDatabase: async () => ({ ...handle, close: async () => {} }),
      stdout,
      stderr,
    };
    const code = await runCli(['users', ...argv], context);
    return { code, stdout: stdout.text, stderr: stderr.text };
  };
  const run = (...argv: string[]) => runWith(undefined, ...argv);
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

  // The running servers cache a signed-in user for a few seconds (decision 0021): a role
  // change reaches them through Redis, at once.
  describe.runIf(hasRedisServer)('with REDIS_URL', () => {
    let redis: OwnRedis;
    beforeAll(async () => {
      redis = await OwnRedis.start();
    });
    afterAll(() => redis.stop());

    it('tells the running servers whose role changed, and nothing when nothing changed', async () => {
      const listener = new Redis(redis.url);
      const heard: unknown[] = [];
      listener.on('message', (_channel: string, message: string) =>
        heard.push(JSON.parse(message)),
      );
      await listener.subscribe(SESSION_INVALIDATION_CHANNEL);
      try {
        const id = (
          await handle.db
            .selectFrom('users')
            .select('id')
            .where('email', '=', 'member@example.com')
            .executeTakeFirstOrThrow()
        ).id;
        expect((await runWith(redis.url, 'grant-operator', 'member@example.com')).code).toBe(0);
        await eventually(() => heard.length === 1);
        expect(heard).toEqual([{ userId: id }]);
        expect((await runWith(redis.url, 'grant-operator', 'member@example.com')).code).toBe(0);
        expect((await runWith(redis.url, 'revoke-operator', 'member@example.com')).code).toBe(0);
        await eventually(() => heard.length === 2);
        expect(heard).toEqual([{ userId: id }, { userId: id }]);
      } finally {
        listener.disconnect();
      }
    });

    it('still changes the role when Redis is unreachable, and says the servers see it later', async () => {
      const unreachable = 'redis://127.0.0.1:1';
      const res = await runWith(unreachable, 'grant-operator', 'member@example.com');
      expect(res.code).toBe(0);
      expect(res.stdout).toBe('member@example.com is an operator\n');
      expect(res.stderr).toMatch(/Could not reach Redis .*SESSION_CACHE_SECONDS/);
      expect(await operatorOf('member@example.com')).toBe(true);
      await run('revoke-operator', 'member@example.com');
    });
  });
});
