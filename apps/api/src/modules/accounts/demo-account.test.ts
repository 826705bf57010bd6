import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionResponseSchema } from '@yardstick/core/accounts';
import { PERMISSION_ATTRIBUTES } from '@yardstick/core/permissions';
import { sql } from 'kysely';
import { createDemoAccount, DEFAULT_DEMO_EMAIL, ensureDemoAccount } from './demo-account.ts';
import {
  startAccountsTestApp,
  TestBrowser,
  type AccountsTestApp,
} from '../../../test/accounts-support.ts';

describe('createDemoAccount', () => {
  let app: AccountsTestApp;
  beforeAll(async () => {
    app = await startAccountsTestApp();
  });
  afterAll(() => app.close());

  const login = (email: string, password: string) =>
    new TestBrowser(app.t).post('/api/login', { loginId: email, password });

  it('creates a verified account with a generated password kept in DATA_DIR', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'yardstick-demo-'));
    const config = { DATA_DIR: dataDir, DEMO_USER_EMAIL: undefined, DEMO_USER_PASSWORD: undefined };
    const demo = await createDemoAccount(app.t.database.db, config);
    expect(demo).toMatchObject({ email: DEFAULT_DEMO_EMAIL, created: true });
    expect(demo.password.length).toBeGreaterThanOrEqual(16);
    const file = path.join(dataDir, 'demo-login.txt');
    expect(demo.passwordFile).toBe(file);
    expect(readFileSync(file, 'utf8')).toContain(`Password: ${demo.password}`);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const res = await login(demo.email, demo.password);
    expect(res.statusCode).toBe(200);
    const session = sessionResponseSchema.parse(res.json());
    expect(session.membershipExpired).toBe(false);
    // An operator, so a newcomer can try keys with listings:write (issue 27).
    expect(session.operator).toBe(true);
    expect([...session.attributes].sort()).toEqual([...PERMISSION_ATTRIBUTES].sort());
    expect(new Date(session.membershipValidTill!).getFullYear()).toBeGreaterThan(
      new Date().getFullYear() + 5,
    );

    // Again: same account, same password, no second membership.
    const again = await createDemoAccount(app.t.database.db, config);
    expect(again).toMatchObject({ email: demo.email, password: demo.password, created: false });
    const memberships = await app.t.database.db
      .selectFrom('user_memberships')
      .innerJoin('users', 'users.id', 'user_memberships.user_id')
      .where('users.email', '=', DEFAULT_DEMO_EMAIL)
      .select('plan')
      .execute();
    expect(memberships).toEqual([{ plan: 'demo' }]);
  });

  it('uses DEMO_USER_EMAIL and DEMO_USER_PASSWORD and writes no file', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'yardstick-demo-'));
    const demo = await createDemoAccount(app.t.database.db, {
      DATA_DIR: dataDir,
      DEMO_USER_EMAIL: 'Showcase@Example.com',
      DEMO_USER_PASSWORD: 'a demo password',
    });
    expect(demo).toEqual({
      email: 'Showcase@Example.com',
      password: 'a demo password',
      created: true,
    });
    expect(() => statSync(path.join(dataDir, 'demo-login.txt'))).toThrow();
    expect((await login('showcase@example.com', 'a demo password')).statusCode).toBe(200);

    // A changed password takes effect on the next run.
    await createDemoAccount(app.t.database.db, {
      DATA_DIR: dataDir,
      DEMO_USER_EMAIL: 'Showcase@Example.com',
      DEMO_USER_PASSWORD: 'another demo password',
    });
    expect((await login('showcase@example.com', 'a demo password')).statusCode).toBe(401);
    expect((await login('showcase@example.com', 'another demo password')).statusCode).toBe(200);
  });

  it('is created at start only on demo data with DEMO_DATA=auto', async () => {
    const db = app.t.database.db;
    const setMode = (mode: string) =>
      sql`INSERT INTO app_settings (key, value) VALUES ('data_mode', ${JSON.stringify(mode)}::jsonb)
          ON CONFLICT (key) DO UPDATE SET value = excluded.value`.execute(db);
    const config = {
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'yardstick-demo-')),
      DEMO_USER_EMAIL: 'start@example.com',
      DEMO_USER_PASSWORD: 'a start password',
      DEMO_DATA: 'auto' as const,
    };
    await setMode('real');
    expect(await ensureDemoAccount(db, config)).toBeUndefined();
    await setMode('demo');
    expect(await ensureDemoAccount(db, { ...config, DEMO_DATA: 'off' })).toBeUndefined();
    expect((await login('start@example.com', 'a start password')).statusCode).toBe(401);
    expect(await ensureDemoAccount(db, config)).toMatchObject({ email: 'start@example.com' });
    expect((await login('start@example.com', 'a start password')).statusCode).toBe(200);
  });
});
