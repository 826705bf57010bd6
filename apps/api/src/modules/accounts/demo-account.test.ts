import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionResponseSchema } from '@yardstick/core/accounts';
import { PERMISSION_ATTRIBUTES } from '@yardstick/core/permissions';
import { createDemoAccount, DEFAULT_DEMO_EMAIL } from './demo-account.ts';
import { startAccountsTestApp, TestBrowser, type AccountsTestApp } from './test-support.ts';

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
});
