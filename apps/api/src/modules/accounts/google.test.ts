import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionResponseSchema } from '@yardstick/core/accounts';
import { OAUTH_STATE_COOKIE, SESSION_COOKIE } from './cookies.ts';
import {
  newUser,
  registerVerified,
  registration,
  startAccountsTestApp,
  TestBrowser,
  type AccountsTestApp,
} from '../../../test/accounts-support.ts';

/**
 * Google sign-in against a real OpenID Connect provider on this machine
 * (oauth2-mock-server): discovery, PKCE, state, nonce and a signed ID token.
 */
const CLIENT_ID = 'yardstick-test-client';

interface Identity {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
}

describe('Google sign-in (OIDC authorisation code + PKCE + state + nonce)', () => {
  let oidc: OAuth2Server;
  let app: AccountsTestApp;
  let identity: Identity;
  const authorizeRequests: URL[] = [];

  beforeAll(async () => {
    oidc = new OAuth2Server();
    await oidc.issuer.keys.generate('RS256');
    await oidc.start(0, '127.0.0.1');
    oidc.service.on('beforeTokenSigning', (token) => {
      Object.assign(token.payload, identity);
    });
    oidc.service.on('beforeAuthorizeRedirect', (_redirect, req) => {
      authorizeRequests.push(new URL(req.url ?? '/', oidc.issuer.url!));
    });
    app = await startAccountsTestApp({
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: 'test-secret',
      OIDC_ISSUER: oidc.issuer.url!,
    });
  });
  afterAll(async () => {
    await app?.close();
    await oidc?.stop();
  });
  beforeEach(() => {
    identity = {
      sub: `google-${Math.random().toString(36).slice(2)}`,
      email: `g.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@gmail.example`,
      email_verified: true,
      given_name: 'Grace',
      family_name: 'Hopper',
    };
  });

  /** Start at our API, let the provider redirect back, return the callback query. */
  async function authorise(browser: TestBrowser, redirect?: string) {
    const start = await browser.get('/api/oauth/google', redirect ? { redirect } : undefined);
    expect(start.statusCode).toBe(302);
    const authorizeUrl = new URL(start.headers.location as string);
    const res = await fetch(authorizeUrl, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const callback = new URL(res.headers.get('location')!);
    return { start, authorizeUrl, callback };
  }

  async function complete(browser: TestBrowser, callback: URL) {
    return browser.get('/api/oauth/google-callback', Object.fromEntries(callback.searchParams));
  }

  it('signs a new user in, creating a verified account with a trial', async () => {
    const browser = new TestBrowser(app.t);
    expect((await browser.get('/api/auth/config')).json().googleEnabled).toBe(true);
    const { start, authorizeUrl, callback } = await authorise(browser, '/area-analytics?x=1');

    expect(authorizeUrl.origin + authorizeUrl.pathname).toBe(`${oidc.issuer.url}/authorize`);
    const params = authorizeUrl.searchParams;
    expect(params.get('client_id')).toBe(CLIENT_ID);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('nonce')).toBeTruthy();
    expect(params.get('redirect_uri')).toBe('http://localhost:3000/google-callback');
    const stateCookie = start.cookies.find((c) => c.name === OAUTH_STATE_COOKIE)!;
    expect(stateCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/oauth' });
    expect(stateCookie.value).toBe(params.get('state'));
    expect(callback.origin + callback.pathname).toBe('http://localhost:3000/google-callback');

    const done = await complete(browser, callback);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ redirect: '/area-analytics?x=1' });
    expect(done.cookies.find((c) => c.name === SESSION_COOKIE)?.httpOnly).toBe(true);

    const session = sessionResponseSchema.parse((await browser.get('/api/session')).json());
    expect(session.user).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      emailId: identity.email,
    });
    expect(session.membershipExpired).toBe(false);
    expect(session.attributes).toContain('property_estimates_es');

    // The same Google identity signs in to the same account next time.
    const again = new TestBrowser(app.t);
    const second = await authorise(again);
    expect((await complete(again, second.callback)).json()).toEqual({ redirect: '/' });
    const later = sessionResponseSchema.parse((await again.get('/api/session')).json());
    expect(later.user.id).toBe(session.user.id);
  });

  it('links an existing password account with the same verified email', async () => {
    const user = await registerVerified(app, newUser({ emailId: identity.email! }));
    const browser = new TestBrowser(app.t);
    const { callback } = await authorise(browser);
    expect((await complete(browser, callback)).statusCode).toBe(200);
    const session = sessionResponseSchema.parse((await browser.get('/api/session')).json());
    expect(session.user.firstName).toBe(user.firstName);
    const row = await app.t.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', session.user.id)
      .executeTakeFirstOrThrow();
    expect(row.google_subject).toBe(identity.sub);
    // The password keeps working.
    const login = await new TestBrowser(app.t).post('/api/login', {
      loginId: user.emailId,
      password: user.password,
    });
    expect(login.statusCode).toBe(200);
  });

  it('drops a password set by whoever registered an address they never verified', async () => {
    const squatter = newUser({ emailId: identity.email! });
    expect(
      (await new TestBrowser(app.t).post('/api/register/user', registration(squatter))).statusCode,
    ).toBe(201);
    const browser = new TestBrowser(app.t);
    const { callback } = await authorise(browser);
    expect((await complete(browser, callback)).statusCode).toBe(200);
    const login = await new TestBrowser(app.t).post('/api/login', {
      loginId: squatter.emailId,
      password: squatter.password,
    });
    expect(login.statusCode).toBe(401);
  });

  it('refuses an identity without a verified email', async () => {
    identity.email_verified = false;
    const browser = new TestBrowser(app.t);
    const { callback } = await authorise(browser);
    const res = await complete(browser, callback);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'OAUTH_FAILED', message: 'Error configuring account' });
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('refuses a tampered state, a state from another browser and a replayed state', async () => {
    const browser = new TestBrowser(app.t);
    const { callback } = await authorise(browser);
    const state = callback.searchParams.get('state')!;

    const tampered = new URL(callback);
    tampered.searchParams.set('state', (state[0] === 'A' ? 'B' : 'A') + state.slice(1));
    const res = await complete(browser, tampered);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('OAUTH_FAILED');

    // The attacker's callback URL opened in a victim's browser (no state cookie).
    const victim = new TestBrowser(app.t);
    expect((await complete(victim, callback)).statusCode).toBe(400);
    expect(victim.cookies.has(SESSION_COOKIE)).toBe(false);

    // The cookie is cleared by a failed attempt; with it restored, the genuine state still
    // works once, and never twice.
    const fresh = new TestBrowser(app.t);
    const second = await authorise(fresh);
    expect((await complete(fresh, second.callback)).statusCode).toBe(200);
    fresh.cookies.set(OAUTH_STATE_COOKIE, second.callback.searchParams.get('state')!);
    expect((await complete(fresh, second.callback)).statusCode).toBe(400);
  });

  it('refuses a code that is not the one issued for this flow', async () => {
    const browser = new TestBrowser(app.t);
    const { callback } = await authorise(browser);
    const forged = new URL(callback);
    forged.searchParams.set('code', 'made-up-code');
    expect((await complete(browser, forged)).statusCode).toBe(400);
  });

  it('keeps the redirect on this site', async () => {
    for (const redirect of [
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil.example',
      '/.//evil.example',
      '/%2e//evil.example',
    ]) {
      const browser = new TestBrowser(app.t);
      const { callback } = await authorise(browser, redirect);
      expect((await complete(browser, callback)).json()).toEqual({ redirect: '/' });
    }
  });
});

describe('Google sign-in when not configured', () => {
  it('answers 404 and says so in the auth config', async () => {
    const app = await startAccountsTestApp();
    try {
      const browser = new TestBrowser(app.t);
      expect((await browser.get('/api/auth/config')).json().googleEnabled).toBe(false);
      expect((await browser.get('/api/oauth/google')).statusCode).toBe(404);
      expect(
        (await browser.get('/api/oauth/google-callback', { code: 'c', state: 's' })).statusCode,
      ).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('answers 503 when the provider cannot be reached', async () => {
    const app = await startAccountsTestApp({
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: 'test-secret',
      OIDC_ISSUER: 'http://127.0.0.1:9',
    });
    try {
      const res = await new TestBrowser(app.t).get('/api/oauth/google');
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('Google sign-in is temporarily unavailable');
    } finally {
      await app.close();
    }
  });
});
