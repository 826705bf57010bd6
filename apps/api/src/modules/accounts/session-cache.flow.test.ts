import type { KyselyPlugin } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '@yardstick/db/database';
import { createTestDatabase } from '@yardstick/db/test/test-database';
import {
  registerVerified,
  signIn,
  startAccountsTestApp,
  TestBrowser,
  type AccountsTestApp,
  type TestUser,
} from '../../../test/accounts-support.ts';
import { findLink } from '../../../test/test-smtp-server.ts';
import { eventually, hasRedisServer, OwnRedis } from '@yardstick/db/test/own-redis';
import { SESSION_COOKIE } from './cookies.ts';
import { hashToken } from '../../lib/tokens.ts';

/**
 * The session cache (decision 0021) in the running app: a burst of one member's requests
 * costs one lookup, and every change that must show at once does, on the very next request,
 * in this process and (through Redis) in another; with Redis down nothing stale is served.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Longer than any test here: whatever shows at once was invalidated, not timed out. */
const LONG_TTL = { SESSION_CACHE_SECONDS: '60' };
const OPERATOR_TOKEN = 'o'.repeat(40);

/** The database with a count of the lookups of a session and of a key. */
function counting(handle: DatabaseHandle) {
  const count = { sessions: 0, keys: 0 };
  const plugin: KyselyPlugin = {
    transformQuery({ node }) {
      if (node.kind === 'SelectQueryNode') {
        const text = JSON.stringify(node);
        if (text.includes('"user_sessions"') && text.includes('"token_hash"')) count.sessions += 1;
        if (text.includes('"api_keys"') && text.includes('"key_hash"')) count.keys += 1;
      }
      return node;
    },
    transformResult: ({ result }) => Promise.resolve(result),
  };
  return { handle: { ...handle, db: handle.db.withPlugin(plugin) }, count };
}

/** A browser of another process (or tab) holding the same session cookie. */
function sameSession(app: AccountsTestApp, browser: TestBrowser): TestBrowser {
  const copy = new TestBrowser(app.t);
  copy.cookies.set(SESSION_COOKIE, browser.cookies.get(SESSION_COOKIE)!);
  return copy;
}

function withKey(app: AccountsTestApp, key: string, url: string) {
  return app.t.app.inject({
    method: 'GET',
    url,
    remoteAddress: '10.201.0.1',
    headers: { authorization: `Bearer ${key}` },
  });
}

function endMembership(app: AccountsTestApp, email: string) {
  return app.t.app.inject({
    method: 'POST',
    url: '/api/operator/memberships/end',
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    payload: { email },
  });
}

async function resetPassword(app: AccountsTestApp, user: TestUser): Promise<void> {
  const before = app.smtp.messages.length;
  const asked = await new TestBrowser(app.t).post('/api/forgot/password/email', {
    emailId: user.emailId,
    captchaToken: '',
    host: 'localhost:3000',
  });
  expect(asked.statusCode).toBe(202);
  const mail = await app.smtp.waitFor(
    (m) =>
      app.smtp.messages.indexOf(m) >= before &&
      m.to.includes(user.emailId) &&
      /Reset/.test(m.subject),
  );
  const token = findLink(mail, '/forgot-password').searchParams.get('token')!;
  const done = await new TestBrowser(app.t).post('/api/reset/password', {
    id: token,
    password: 'a brand new secret',
    confirmPassword: 'a brand new secret',
    captchaToken: '',
  });
  expect(done.statusCode).toBe(200);
}

describe('session cache: one process', () => {
  let base: DatabaseHandle;
  let app: AccountsTestApp;
  let count: { sessions: number; keys: number };
  beforeAll(async () => {
    base = await createTestDatabase();
    const counted = counting(base);
    count = counted.count;
    app = await startAccountsTestApp(
      { ...LONG_TTL, OPERATOR_TOKEN },
      {},
      { database: counted.handle },
    );
  });
  afterAll(async () => {
    await app.close();
    await base.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers a burst of one member’s requests with one lookup (and every request without the cache)', async () => {
    const browser = await signIn(app, await registerVerified(app));
    const before = count.sessions;
    for (let i = 0; i < 5; i += 1) {
      expect((await browser.get('/api/session')).statusCode).toBe(200);
    }
    const burst = await Promise.all(Array.from({ length: 5 }, () => browser.get('/api/session')));
    expect(burst.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(count.sessions - before).toBe(1);

    // The same on an app with the cache off: a lookup a request.
    const counted = counting(base);
    const off = await startAccountsTestApp(
      { SESSION_CACHE_SECONDS: '0' },
      {},
      { database: counted.handle },
    );
    try {
      const other = sameSession(off, browser);
      for (let i = 0; i < 3; i += 1) expect((await other.get('/api/session')).statusCode).toBe(200);
      expect(counted.count.sessions).toBe(3);
    } finally {
      await off.close();
    }
  });

  it('answers a key’s burst with one lookup too, and refuses a revoked key at once', async () => {
    const browser = await signIn(app, await registerVerified(app));
    const created = await browser.post('/api/account/api-keys', {
      name: 'Sheets',
      scopes: ['read'],
    });
    expect(created.statusCode).toBe(201);
    const { id, key } = created.json<{ id: string; key: string }>();
    const before = count.keys;
    for (let i = 0; i < 4; i += 1) {
      expect((await withKey(app, key, '/api/favorite/properties')).statusCode).toBe(200);
    }
    expect(count.keys - before).toBe(1);

    const revoked = await browser.request('DELETE', `/api/account/api-keys/${id}`);
    expect(revoked.statusCode).toBe(204);
    const refused = await withKey(app, key, '/api/favorite/properties');
    expect([refused.statusCode, refused.json().code]).toEqual([401, 'API_KEY_INVALID']);
  });

  it('signs out at once: the session’s other cached copy answers 401 next', async () => {
    const browser = await signIn(app, await registerVerified(app));
    const tab = sameSession(app, browser);
    expect((await tab.get('/api/session')).statusCode).toBe(200);
    expect((await browser.get('/api/logout')).statusCode).toBe(204);
    expect((await tab.get('/api/session')).statusCode).toBe(401);
  });

  it('ends every cached session of the user on a password reset', async () => {
    const user = await registerVerified(app);
    const browser = await signIn(app, user, true);
    expect((await browser.get('/api/session')).statusCode).toBe(200);
    await resetPassword(app, user);
    expect((await browser.get('/api/session')).statusCode).toBe(401);
  });

  it('shows an operator’s end of the membership on the next request', async () => {
    const user = await registerVerified(app);
    const browser = await signIn(app, user);
    expect((await browser.get('/api/session')).json().membershipExpired).toBe(false);
    expect((await endMembership(app, user.emailId)).statusCode).toBe(200);
    expect((await browser.get('/api/session')).json().membershipExpired).toBe(true);
    const member = await browser.get('/api/favorite/properties');
    expect([member.statusCode, member.json().code]).toEqual([403, 'MEMBERSHIP_EXPIRED']);
  });

  it('evaluates a cached membership’s and session’s expiry against the clock on every read', async () => {
    const browser = await signIn(app, await registerVerified(app), true);
    const session = (await browser.get('/api/session')).json();
    expect(session.membershipExpired).toBe(false);
    const validTill = new Date(session.membershipValidTill).getTime();
    const lookups = count.sessions;

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(validTill + MINUTE);
    const expired = await browser.get('/api/favorite/properties');
    expect([expired.statusCode, expired.json().code]).toEqual([403, 'MEMBERSHIP_EXPIRED']);
    expect((await browser.get('/api/session')).json().membershipExpired).toBe(true);

    // Past the remembered session's 30 days: signed out, from the cache as from the database.
    vi.setSystemTime(Date.now() + 31 * DAY);
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(true);
    expect((await browser.get('/api/session')).statusCode).toBe(401);
    // All of it answered from the cached lookup.
    expect(count.sessions).toBe(lookups);
  });

  it('still slides a browser session’s idle limit when its requests are answered from the cache', async () => {
    const browser = await signIn(app, await registerVerified(app));
    const hash = hashToken(browser.cookies.get(SESSION_COOKIE)!);
    expect((await browser.get('/api/session')).statusCode).toBe(200);
    const lookups = count.sessions;
    const row = () =>
      base.db
        .selectFrom('user_sessions')
        .select(['last_seen_at', 'expires_at'])
        .where('token_hash', '=', hash)
        .executeTakeFirstOrThrow();

    vi.useFakeTimers({ toFake: ['Date'] });
    for (const step of [2, 4]) {
      const at = Date.now() + 2 * MINUTE;
      vi.setSystemTime(at);
      expect((await browser.get('/api/session')).statusCode, `after ${step} minutes`).toBe(200);
      const slid = await row();
      expect(slid.last_seen_at.getTime()).toBe(at);
      expect(slid.expires_at.getTime()).toBe(at + 12 * 60 * MINUTE);
    }
    expect(count.sessions).toBe(lookups);
  });
});

describe.runIf(hasRedisServer)('session cache: two processes on one database and Redis', () => {
  let redis: OwnRedis;
  let a: AccountsTestApp;
  let b: AccountsTestApp;
  const warnings: string[] = [];
  beforeAll(async () => {
    redis = await OwnRedis.start();
    const env = { ...LONG_TTL, OPERATOR_TOKEN, REDIS_URL: redis.url };
    a = await startAccountsTestApp(env);
    b = await startAccountsTestApp(
      env,
      {},
      {
        database: a.t.database,
        sessionCacheLog: { info: () => {}, warn: (_obj, msg) => warnings.push(msg) },
      },
    );
    await eventually(() => a.t.sessions.serving && b.t.sessions.serving);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await redis?.stop();
  });

  /** Signed in on A; the same session's browser on B, with B's cache holding it. */
  async function onBoth(user?: TestUser) {
    const u = user ?? (await registerVerified(a));
    const onA = await signIn(a, u);
    const onB = sameSession(b, onA);
    expect((await onB.get('/api/session')).statusCode).toBe(200);
    return { user: u, onA, onB };
  }

  it('signs out on A, and B answers 401 on its next request', async () => {
    const { onA, onB } = await onBoth();
    expect((await onA.get('/api/logout')).statusCode).toBe(204);
    await eventually(async () => (await onB.get('/api/session')).statusCode === 401, 2000);
  });

  it('ends a membership on A, and B answers MEMBERSHIP_EXPIRED', async () => {
    const { user, onB } = await onBoth();
    expect((await endMembership(a, user.emailId)).statusCode).toBe(200);
    await eventually(
      async () => (await onB.get('/api/session')).json().membershipExpired === true,
      2000,
    );
  });

  it('serves nothing from memory while Redis is down, logs it once, and caches again when it is back', async () => {
    const { onA, onB } = await onBoth();
    await redis.stop();
    await eventually(() => !b.t.sessions.serving && !a.t.sessions.serving);
    // A's sign-out cannot reach B now; B reads the database, so it is signed out all the same.
    expect((await onA.get('/api/logout')).statusCode).toBe(204);
    expect((await onB.get('/api/session')).statusCode).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(warnings.filter((w) => w.startsWith('session cache off'))).toHaveLength(1);

    await redis.start();
    await eventually(() => a.t.sessions.serving && b.t.sessions.serving, 10_000);
    const again = await onBoth();
    expect((await again.onA.get('/api/logout')).statusCode).toBe(204);
    await eventually(async () => (await again.onB.get('/api/session')).statusCode === 401, 2000);
  });
});
