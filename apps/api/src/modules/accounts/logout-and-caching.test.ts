import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from './cookies.ts';
import {
  newUser,
  registerVerified,
  registration,
  signIn,
  startAccountsTestApp,
  TestBrowser,
  type AccountsTestApp,
} from '../../../test/accounts-support.ts';

describe('sign-out is a state change: GET /api/logout needs the CSRF header', () => {
  let app: AccountsTestApp;
  beforeAll(async () => {
    app = await startAccountsTestApp();
  });
  afterAll(() => app.close());

  /** GET /api/logout as a cross-site link or image would send it: the cookie, no header. */
  function logoutWithout(browser: TestBrowser, headers: Record<string, string> = {}) {
    return app.t.app.inject({
      method: 'GET',
      url: '/api/logout',
      remoteAddress: browser.ip,
      headers: {
        host: browser.host,
        cookie: `${SESSION_COOKIE}=${browser.cookies.get(SESSION_COOKIE)}`,
        ...headers,
      },
    });
  }

  it('refuses a link or a cross-site request and leaves the session signed in', async () => {
    const browser = await signIn(app, await registerVerified(app));
    const attempts: Record<string, string>[] = [{}, { origin: 'https://evil.example' }];
    for (const headers of attempts) {
      const res = await logoutWithout(browser, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'CSRF_REJECTED' });
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    }
    expect((await browser.get('/api/session')).statusCode).toBe(200);
  });

  it('signs out with the header (the web client) or from the app’s own origin', async () => {
    const user = await registerVerified(app);
    const withHeader = await signIn(app, user);
    const res = await withHeader.get('/api/logout');
    expect(res.statusCode).toBe(204);
    expect((await withHeader.get('/api/session')).statusCode).toBe(401);

    const sameOrigin = await signIn(app, user);
    const own = await logoutWithout(sameOrigin, { origin: 'http://localhost:3000' });
    expect(own.statusCode).toBe(204);
    expect((await sameOrigin.get('/api/session')).statusCode).toBe(401);
  });
});

describe('session and sign-in answers are never cached', () => {
  let app: AccountsTestApp;
  beforeAll(async () => {
    app = await startAccountsTestApp();
  });
  afterAll(() => app.close());

  it('sends Cache-Control: no-store on success and on failure', async () => {
    const user = await registerVerified(app);
    const browser = new TestBrowser(app.t);
    const answers = {
      'session, signed out': await browser.get('/api/session'),
      'login, wrong password': await browser.post('/api/login', {
        loginId: user.emailId,
        password: 'not the password',
      }),
      login: await browser.post('/api/login', { loginId: user.emailId, password: user.password }),
      session: await browser.get('/api/session'),
      logout: await browser.get('/api/logout'),
      register: await browser.post('/api/register/user', registration(newUser())),
      'reset password, bad token': await browser.post('/api/reset/password', {
        id: 'not-a-token',
        password: 'a brand new password',
        confirmPassword: 'a brand new password',
      }),
      'google callback': await browser.get('/api/oauth/google-callback', {
        code: 'c',
        state: 's',
      }),
      'google start': await browser.get('/api/oauth/google'),
    };
    const caching = Object.fromEntries(
      Object.entries(answers).map(([name, res]) => [name, res.headers['cache-control']]),
    );
    expect(caching).toEqual(
      Object.fromEntries(Object.keys(answers).map((name) => [name, 'no-store'])),
    );
    expect(answers.login.statusCode).toBe(200);
    expect(answers.session.statusCode).toBe(200);
    expect(answers.logout.statusCode).toBe(204);
  });
});
