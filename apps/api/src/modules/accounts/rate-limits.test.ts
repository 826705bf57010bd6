import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@yardstick/core/api-error';
import { LIMITS } from './rate-limits.ts';
import {
  newUser,
  registerVerified,
  registration,
  startAccountsTestApp,
  TestBrowser,
  type AccountsTestApp,
} from '../../../test/accounts-support.ts';

describe('rate limits on the account endpoints', () => {
  let app: AccountsTestApp;
  beforeAll(async () => {
    app = await startAccountsTestApp();
  });
  afterAll(() => app.close());

  function expectLimited(res: Awaited<ReturnType<TestBrowser['get']>>) {
    expect(res.statusCode).toBe(429);
    const seconds = Number(res.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(apiErrorSchema.parse(res.json())).toEqual({
      code: 'RATE_LIMITED',
      message: `Too many attempts. Please try again in ${seconds} seconds`,
    });
  }

  it('limits wrong passwords per account, from however many addresses', async () => {
    const user = await registerVerified(app);
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.passwordFailures.account.max; i++) {
      const res = await new TestBrowser(app.t).post('/api/login', {
        loginId: user.emailId,
        password: 'guess number ' + i,
      });
      statuses.push(res.statusCode);
    }
    expect(new Set(statuses)).toEqual(new Set([401]));
    // Even the right password is refused until the window passes.
    const blocked = await new TestBrowser(app.t).post('/api/login', {
      loginId: user.emailId.toUpperCase(),
      password: user.password,
    });
    expectLimited(blocked);
  });

  it('counts guesses through the resend endpoint with the sign-in failures', async () => {
    const user = await registerVerified(app);
    for (let i = 0; i < LIMITS.passwordFailures.account.max; i++) {
      const guess = { loginId: user.emailId, password: `guess number ${i}` };
      const res =
        i % 2 === 0
          ? await new TestBrowser(app.t).post('/api/login', guess)
          : await new TestBrowser(app.t).post('/api/register/resend', guess);
      expect(res.statusCode).toBe(401);
    }
    expectLimited(
      await new TestBrowser(app.t).post('/api/register/resend', {
        loginId: user.emailId,
        password: user.password,
      }),
    );
  });

  it('never counts successful sign-ins against the account', async () => {
    const user = await registerVerified(app);
    for (let i = 0; i < LIMITS.passwordFailures.account.max + 3; i++) {
      const res = await new TestBrowser(app.t).post('/api/login', {
        loginId: user.emailId,
        password: user.password,
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it('limits wrong passwords per address, whatever the accounts', async () => {
    const attacker = new TestBrowser(app.t);
    for (let i = 0; i < LIMITS.passwordFailures.ip.max; i++) {
      const res = await attacker.post('/api/login', {
        loginId: `victim${i}@example.com`,
        password: 'password guess',
      });
      expect(res.statusCode).toBe(401);
    }
    expectLimited(
      await attacker.post('/api/login', { loginId: 'other@example.com', password: 'abcdefgh' }),
    );
    // Another address is not affected.
    const other = await new TestBrowser(app.t).post('/api/login', {
      loginId: 'other@example.com',
      password: 'abcdefgh',
    });
    expect(other.statusCode).toBe(401);
  });

  it('limits registrations, email checks, forgot and reset per address', async () => {
    const cases: { limit: number; call: (b: TestBrowser, i: number) => Promise<unknown> }[] = [
      {
        limit: LIMITS.register.ip.max,
        call: (b) => b.post('/api/register/user', registration(newUser())),
      },
      {
        limit: LIMITS.emailCheck.ip.max,
        call: (b, i) => b.get('/api/validate/email', { emailId: `check${i}@example.com` }),
      },
      {
        limit: LIMITS.forgot.ip.max,
        call: (b, i) => b.post('/api/forgot/password/email', { emailId: `forgot${i}@example.com` }),
      },
      {
        limit: LIMITS.reset.ip.max,
        call: (b, i) =>
          b.post('/api/reset/password', {
            id: `token-${i}`,
            password: 'brand new secret',
            confirmPassword: 'brand new secret',
          }),
      },
    ];
    for (const { limit, call } of cases) {
      const browser = new TestBrowser(app.t);
      for (let i = 0; i < limit; i++) await call(browser, i);
      expectLimited((await call(browser, limit)) as Awaited<ReturnType<TestBrowser['get']>>);
    }
  });

  it('limits forgot-password emails per account', async () => {
    const user = await registerVerified(app);
    for (let i = 0; i < LIMITS.forgot.account.max; i++) {
      const res = await new TestBrowser(app.t).post('/api/forgot/password/email', {
        emailId: user.emailId,
      });
      expect(res.statusCode).toBe(202);
    }
    expectLimited(
      await new TestBrowser(app.t).post('/api/forgot/password/email', { emailId: user.emailId }),
    );
  });
});
