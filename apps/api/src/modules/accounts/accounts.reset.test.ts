import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLink } from '../../../test/test-smtp-server.ts';
import { SESSION_COOKIE } from './cookies.ts';
import {
  mailTo,
  newUser,
  registerVerified,
  registration,
  signIn,
  startAccountsTestApp,
  TestBrowser,
  type AccountsTestApp,
  type TestUser,
} from '../../../test/accounts-support.ts';
import { hashToken } from '../../lib/tokens.ts';

describe('accounts: forgot and reset password', () => {
  let app: AccountsTestApp;
  beforeAll(async () => {
    app = await startAccountsTestApp();
  });
  afterAll(() => app.close());

  async function requestReset(user: TestUser): Promise<string> {
    const before = app.smtp.messages.length;
    const browser = new TestBrowser(app.t);
    const res = await browser.post('/api/forgot/password/email', {
      emailId: user.emailId,
      captchaToken: '',
      host: 'localhost:3000',
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(`Password reset link has been sent to ${user.emailId}`);
    const mail = await app.smtp.waitFor(
      (m) =>
        app.smtp.messages.indexOf(m) >= before &&
        m.to.includes(user.emailId) &&
        /Reset/.test(m.subject),
    );
    expect(mail.html).toContain('/forgot-password?token=');
    return findLink(mail, '/forgot-password').searchParams.get('token')!;
  }

  const reset = (token: string, password: string, confirmPassword = password) =>
    new TestBrowser(app.t).post('/api/reset/password', {
      id: token,
      password,
      confirmPassword,
      captchaToken: '',
    });

  it('resets the password with the emailed link once, and signs out every session', async () => {
    const user = await registerVerified(app);
    const signedIn = await signIn(app, user, true);
    const token = await requestReset(user);

    const mismatch = await reset(token, 'brand new secret', 'another secret');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual({ confirmPassword: 'Passwords must match' });
    const short = await reset(token, 'short');
    expect(short.json().errors).toMatchObject({ password: 'Should be min 8 characters' });

    const done = await reset(token, '  brand new secret ');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Password reset successfully' });

    // The old session is gone; the old password no longer works; the new one does.
    expect((await signedIn.get('/api/session')).statusCode).toBe(401);
    const old = await new TestBrowser(app.t).post('/api/login', {
      loginId: user.emailId,
      password: user.password,
    });
    expect(old.statusCode).toBe(401);
    await signIn(app, { ...user, password: 'brand new secret' });

    // Used once: the same link is refused.
    const reused = await reset(token, 'yet another secret');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      code: 'INVALID_TOKEN',
      message: 'This reset link is invalid or has expired. Please request a new one.',
    });
  });

  it('refuses a link older than one hour', async () => {
    const user = await registerVerified(app);
    const token = await requestReset(user);
    const row = await app.t.database.db
      .selectFrom('user_tokens')
      .selectAll()
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(Math.abs(row.expires_at.getTime() - row.created_at.getTime() - 3_600_000)).toBeLessThan(
      5000,
    );
    await sql`UPDATE user_tokens SET expires_at = now() - interval '1 second'
              WHERE token_hash = ${hashToken(token)}`.execute(app.t.database.db);
    const res = await reset(token, 'brand new secret');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_TOKEN');
    await signIn(app, user);
  });

  it('retires an older link when a newer one is requested', async () => {
    const user = await registerVerified(app);
    const first = await requestReset(user);
    const second = await requestReset(user);
    expect((await reset(first, 'brand new secret')).statusCode).toBe(400);
    expect((await reset(second, 'brand new secret')).statusCode).toBe(200);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = app.smtp.messages.length;
    const res = await new TestBrowser(app.t).post('/api/forgot/password/email', {
      emailId: 'nobody.here@example.com',
      captchaToken: '',
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe('Password reset link has been sent to nobody.here@example.com');
    await new Promise((r) => setTimeout(r, 300));
    expect(app.smtp.messages.slice(before).map((m) => m.to)).toEqual([]);
  });

  it('verifies an unverified account when its reset link is used', async () => {
    const user = newUser();
    await new TestBrowser(app.t).post('/api/register/user', registration(user));
    await mailTo(app.smtp, user.emailId, /Verify/);
    const token = await requestReset(user);
    expect((await reset(token, 'brand new secret')).statusCode).toBe(200);
    const browser = await signIn(app, { ...user, password: 'brand new secret' });
    expect(browser.cookies.get(SESSION_COOKIE)).toBeTruthy();
    const session = (await browser.get('/api/session')).json();
    expect(session.membershipExpired).toBe(false);
  });

  /** GET /api/reset/password/status: what the reset page says before showing its form. */
  const status = async (id: string) => {
    const res = await new TestBrowser(app.t).get('/api/reset/password/status', { id });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return (res.json() as { state: string }).state;
  };

  it('tells the reset page whether its link is usable, used, expired or unknown (issue 25)', async () => {
    const user = await registerVerified(app);
    const token = await requestReset(user);
    expect(await status(token)).toBe('usable');
    // Asking does not use it up.
    expect(await status(token)).toBe('usable');
    expect((await reset(token, 'brand new secret')).statusCode).toBe(200);
    expect(await status(token)).toBe('used');

    const later = await requestReset(user);
    await sql`UPDATE user_tokens SET expires_at = now() - interval '1 second'
              WHERE token_hash = ${hashToken(later)}`.execute(app.t.database.db);
    expect(await status(later)).toBe('expired');

    expect(await status('A'.repeat(43))).toBe('unknown');
    // A verification link is no reset link.
    const other = newUser();
    await new TestBrowser(app.t).post('/api/register/user', registration(other));
    const mail = await mailTo(app.smtp, other.emailId, /Verify/);
    const verifyToken = findLink(mail, '/validate-email').searchParams.get('token')!;
    expect(await status(verifyToken)).toBe('unknown');

    const missing = await new TestBrowser(app.t).get('/api/reset/password/status');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('id');
  });

  it('refuses a made-up token', async () => {
    const res = await reset('A'.repeat(43), 'brand new secret');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_TOKEN');
  });
});
