import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sessionOf } from '../accounts/guards.ts';
import {
  nextIp,
  registerVerified,
  signIn,
  startAccountsTestApp,
  TestBrowser,
  type AccountsTestApp,
  type TestUser,
  changedBehindTheApp,
} from '../../../test/accounts-support.ts';

/**
 * Personal API keys (issue 27 item 1, decision 0015): the key routes, `Authorization: Bearer
 * ysk_...` in the one access hook, the `{ scope: 'listings:write' }` and `{ role: 'operator' }`
 * declarations, the per-key allowance and the anti-forgery rule for keys.
 */

/** Test-only routes declaring the operator accesses (no real push route exists here yet). */
const probes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/test/push',
    {
      schema: { response: { 200: z.object({ email: z.string() }) } },
      config: { access: { scope: 'listings:write' } },
    },
    (request) => ({ email: sessionOf(request).user.email }),
  );
  app.get(
    '/api/test/operator-page',
    {
      schema: { response: { 200: z.object({ email: z.string() }) } },
      config: { access: { role: 'operator' } },
    },
    (request) => ({ email: sessionOf(request).user.email }),
  );
};

const SEARCH = '/api/property/price/estimates';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A request with nothing but the key: no cookie, no anti-forgery header (a script's call). */
function withKey(
  app: AccountsTestApp,
  key: string,
  method: Method,
  url: string,
  extra: { body?: object; headers?: Record<string, string>; ip?: string } = {},
) {
  return app.t.app.inject({
    method,
    url,
    remoteAddress: extra.ip ?? '10.200.0.1',
    headers: { authorization: `Bearer ${key}`, ...extra.headers },
    ...(extra.body ? { payload: extra.body } : {}),
  });
}

async function createKey(
  app: AccountsTestApp,
  browser: TestBrowser,
  body: object = { name: 'Spreadsheet', scopes: ['read'] },
) {
  const res = await browser.post('/api/account/api-keys', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as {
    id: string;
    key: string;
    name: string;
    scopes: string[];
    prefix: string;
    createdAt: string;
  };
}

async function setOperator(app: AccountsTestApp, user: TestUser, operator: boolean) {
  await sql`UPDATE users SET operator = ${operator} WHERE lower(email) = ${user.emailId.toLowerCase()}`.execute(
    app.t.database.db,
  );
  await changedBehindTheApp(app, user.emailId);
}

describe('personal API keys', () => {
  let app: AccountsTestApp;
  let member: TestUser;
  let browser: TestBrowser;
  beforeAll(async () => {
    app = await startAccountsTestApp({}, { plugins: [probes] });
    member = await registerVerified(app);
    browser = await signIn(app, member);
  });
  afterAll(() => app.close());

  it('creates a key shown once, stores only its SHA-256, lists it without the key and revokes it', async () => {
    const created = await createKey(app, browser, { name: '  Sheets  ', scopes: ['read'] });
    expect(created.key).toMatch(/^ysk_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ name: 'Sheets', scopes: ['read'] });
    expect(created.prefix).toBe(created.key.slice(0, 12));

    const stored = await sql<{ key_hash: string; prefix: string }>`
      SELECT key_hash, prefix FROM api_keys WHERE id = ${created.id}`.execute(app.t.database.db);
    expect(stored.rows).toEqual([
      {
        key_hash: createHash('sha256').update(created.key).digest('hex'),
        prefix: created.prefix,
      },
    ]);
    const anywhere = await sql`SELECT 1 FROM api_keys WHERE key_hash = ${created.key}
                               OR prefix = ${created.key} OR name = ${created.key}`.execute(
      app.t.database.db,
    );
    expect(anywhere.rows).toEqual([]);

    const list = await browser.get('/api/account/api-keys');
    expect(list.statusCode).toBe(200);
    const mine = (list.json() as Record<string, unknown>[]).find((k) => k.id === created.id);
    expect(mine).toEqual({
      id: created.id,
      name: 'Sheets',
      scopes: ['read'],
      prefix: created.prefix,
      createdAt: created.createdAt,
      lastUsedAt: null,
    });
    expect(list.body).not.toContain(created.key);

    const revoked = await browser.request('DELETE', `/api/account/api-keys/${created.id}`);
    expect(revoked.statusCode).toBe(204);
    const after = await browser.get('/api/account/api-keys');
    expect((after.json() as { id: string }[]).map((k) => k.id)).not.toContain(created.id);
    const again = await browser.request('DELETE', `/api/account/api-keys/${created.id}`);
    expect(again.statusCode).toBe(404);
  });

  it('validates the body with field messages', async () => {
    const res = await browser.post('/api/account/api-keys', {
      name: '',
      scopes: ['admin'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.json().errors ?? {}).sort()).toEqual(expect.arrayContaining(['name']));
    const none = await browser.post('/api/account/api-keys', {
      name: 'x',
      scopes: [],
    });
    expect(none.statusCode).toBe(400);
    const badId = await browser.request('DELETE', '/api/account/api-keys/not-a-uuid');
    expect(badId.statusCode).toBe(400);
  });

  it("answers 404 for another user's key and leaves it working", async () => {
    const other = await signIn(app, await registerVerified(app));
    const theirs = await createKey(app, other);
    const res = await browser.request('DELETE', `/api/account/api-keys/${theirs.id}`);
    expect(res.statusCode).toBe(404);
    expect((await withKey(app, theirs.key, 'GET', SEARCH)).statusCode).toBe(200);
  });

  it('needs a signed-in session for the key routes', async () => {
    const visitor = new TestBrowser(app.t);
    expect((await visitor.get('/api/account/api-keys')).statusCode).toBe(401);
    expect(
      (await visitor.post('/api/account/api-keys', { name: 'x', scopes: ['read'] })).statusCode,
    ).toBe(401);
  });

  it('lets a read key search as its user, and notes its use', async () => {
    const { id, key } = await createKey(app, browser);
    const res = await withKey(app, key, 'GET', SEARCH);
    expect(res.statusCode, res.body).toBe(200);
    const used = await sql<{ last_used_at: Date | null }>`
      SELECT last_used_at FROM api_keys WHERE id = ${id}`.execute(app.t.database.db);
    expect(used.rows[0]?.last_used_at).toBeInstanceOf(Date);
    const list = await browser.get('/api/account/api-keys');
    const listed = (list.json() as { id: string; lastUsedAt: string | null }[]).find(
      (k) => k.id === id,
    );
    expect(listed?.lastUsedAt).not.toBeNull();
  });

  it('never lets a key manage keys or the account', async () => {
    const { id, key } = await createKey(app, browser);
    const refused: [Method, string, object?][] = [
      ['GET', '/api/account/api-keys'],
      ['POST', '/api/account/api-keys', { name: 'more', scopes: ['read'] }],
      ['DELETE', `/api/account/api-keys/${id}`],
      ['GET', '/api/session'],
      ['GET', '/api/preferences'],
      ['PUT', '/api/preferences', {}],
      ['GET', '/api/membership/current'],
      ['GET', '/api/membership/plans'],
      ['POST', '/api/membership/payment/initiate', {}],
      ['POST', '/api/favorite-properties', {}],
    ];
    for (const [method, url, body] of refused) {
      const res = await withKey(app, key, method, url, body ? { body } : {});
      expect([method, url, res.statusCode, res.json().code]).toEqual([
        method,
        url,
        403,
        'API_KEY_NOT_ALLOWED',
      ]);
    }
    // A public operation (sign-in, sign-out, the account forms) never refuses a key: it is
    // answered as for a visitor (decision 0026).
    const visitorCalls: [Method, string, object?][] = [
      ['GET', '/api/logout'],
      ['GET', '/api/auth/config'],
      ['POST', '/api/login', { loginId: member.emailId, password: 'wrong password' }],
    ];
    for (const [method, url, body] of visitorCalls) {
      const res = await withKey(app, key, method, url, body ? { body } : {});
      const code = res.body ? (res.json() as { code?: string }).code : undefined;
      expect([method, url, code]).not.toEqual([method, url, 'API_KEY_NOT_ALLOWED']);
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
    }
    // The key still exists and the session still works.
    const list = await browser.get('/api/account/api-keys');
    expect((list.json() as { id: string }[]).map((k) => k.id)).toContain(id);
  });

  it('answers 401 API_KEY_INVALID for an unknown or a revoked key', async () => {
    const unknown = await withKey(app, 'ysk_' + 'A'.repeat(43), 'GET', SEARCH);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('API_KEY_INVALID');

    const { id, key } = await createKey(app, browser);
    expect((await withKey(app, key, 'GET', SEARCH)).statusCode).toBe(200);
    await browser.request('DELETE', `/api/account/api-keys/${id}`);
    const revoked = await withKey(app, key, 'GET', SEARCH);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().code).toBe('API_KEY_INVALID');
  });

  it('gives an expired member’s key 403 MEMBERSHIP_EXPIRED, like the web', async () => {
    const user = await registerVerified(app);
    const theirs = await signIn(app, user);
    const { key } = await createKey(app, theirs);
    await sql`UPDATE user_memberships SET valid_till = now() - interval '1 day'
              WHERE user_id = (SELECT id FROM users WHERE email = ${user.emailId})`.execute(
      app.t.database.db,
    );
    await changedBehindTheApp(app, user.emailId);
    // A members' route: the key answers as the session does.
    const favourites = '/api/favorite/properties';
    const web = await theirs.get(favourites);
    expect([web.statusCode, web.json().code]).toEqual([403, 'MEMBERSHIP_EXPIRED']);
    const res = await withKey(app, key, 'GET', favourites);
    expect([res.statusCode, res.json().code]).toEqual([403, 'MEMBERSHIP_EXPIRED']);
    // A public route (search): a key sent there is never refused (decision 0026): the
    // expired member's key is answered as a visitor is.
    const search = await withKey(app, key, 'GET', SEARCH);
    const visitor = await app.t.app.inject({ method: 'GET', url: SEARCH });
    expect(search.statusCode).toBe(200);
    expect(search.json()).toEqual(visitor.json());
  });

  it('gives listings:write to operators only', async () => {
    const res = await browser.post('/api/account/api-keys', {
      name: 'feed',
      scopes: ['read', 'listings:write'],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('OPERATOR_REQUIRED');

    const session = await browser.get('/api/session');
    expect(session.json().operator).toBe(false);
  });

  it('enforces { scope: listings:write } and { role: operator } for keys and sessions', async () => {
    const operator = await registerVerified(app);
    await setOperator(app, operator, true);
    const opBrowser = await signIn(app, operator);
    expect((await opBrowser.get('/api/session')).json().operator).toBe(true);
    const writer = await createKey(app, opBrowser, { name: 'feed', scopes: ['listings:write'] });
    const reader = await createKey(app, opBrowser, { name: 'read', scopes: ['read'] });
    const memberKey = await createKey(app, browser);

    // The operator's write key pushes, without cookie or anti-forgery header.
    const pushed = await withKey(app, writer.key, 'PUT', '/api/test/push');
    expect(pushed.statusCode, pushed.body).toBe(200);
    expect(pushed.json()).toEqual({ email: operator.emailId });
    // A key without the scope: 403 API_KEY_SCOPE.
    const noScope = await withKey(app, reader.key, 'PUT', '/api/test/push');
    expect([noScope.statusCode, noScope.json().code]).toEqual([403, 'API_KEY_SCOPE']);
    const memberNoScope = await withKey(app, memberKey.key, 'PUT', '/api/test/push');
    expect([memberNoScope.statusCode, memberNoScope.json().code]).toEqual([403, 'API_KEY_SCOPE']);
    // A write key only writes: it does not read (a members' GET refuses it; a public one
    // answers it as a visitor, decision 0026).
    const writerReads = await withKey(app, writer.key, 'GET', '/api/favorite/properties');
    expect([writerReads.statusCode, writerReads.json().code]).toEqual([403, 'API_KEY_SCOPE']);
    expect((await withKey(app, writer.key, 'GET', SEARCH)).statusCode).toBe(200);
    // The operator's session (cookie and anti-forgery header) pushes too.
    expect((await opBrowser.request('PUT', '/api/test/push')).statusCode).toBe(200);
    // A member's session: 403 OPERATOR_REQUIRED; nobody: 401.
    const memberPush = await browser.request('PUT', '/api/test/push');
    expect([memberPush.statusCode, memberPush.json().code]).toEqual([403, 'OPERATOR_REQUIRED']);
    const anonymous = await app.t.app.inject({
      method: 'PUT',
      url: '/api/test/push',
      headers: { 'x-requested-with': 'yardstick' },
    });
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'UNAUTHENTICATED']);

    // { role: 'operator' }: the operator's session, or their read key on a GET.
    expect((await opBrowser.get('/api/test/operator-page')).statusCode).toBe(200);
    expect((await withKey(app, reader.key, 'GET', '/api/test/operator-page')).statusCode).toBe(200);
    const memberPage = await browser.get('/api/test/operator-page');
    expect([memberPage.statusCode, memberPage.json().code]).toEqual([403, 'OPERATOR_REQUIRED']);
    const memberKeyPage = await withKey(app, memberKey.key, 'GET', '/api/test/operator-page');
    expect([memberKeyPage.statusCode, memberKeyPage.json().code]).toEqual([
      403,
      'OPERATOR_REQUIRED',
    ]);

    // Revoking the operator role stops the write key at once.
    await setOperator(app, operator, false);
    const demoted = await withKey(app, writer.key, 'PUT', '/api/test/push');
    expect([demoted.statusCode, demoted.json().code]).toEqual([403, 'OPERATOR_REQUIRED']);
  });

  it('skips the anti-forgery header only for a key sent without a cookie', async () => {
    const operator = await registerVerified(app);
    await setOperator(app, operator, true);
    const opBrowser = await signIn(app, operator);
    const { key } = await createKey(app, opBrowser, { name: 'w', scopes: ['listings:write'] });
    expect((await withKey(app, key, 'PUT', '/api/test/push')).statusCode).toBe(200);
    // With a cookie beside the key, the usual rule: the anti-forgery header is needed.
    const cookie = [...opBrowser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const withCookie = await withKey(app, key, 'PUT', '/api/test/push', { headers: { cookie } });
    expect([withCookie.statusCode, withCookie.json().code]).toEqual([403, 'CSRF_REJECTED']);
    const withHeader = await withKey(app, key, 'PUT', '/api/test/push', {
      headers: { cookie, 'x-requested-with': 'yardstick' },
    });
    expect(withHeader.statusCode).toBe(200);
    // A session without the header is refused as before.
    const sessionOnly = await app.t.app.inject({
      method: 'PUT',
      url: '/api/test/push',
      headers: { cookie },
    });
    expect([sessionOnly.statusCode, sessionOnly.json().code]).toEqual([403, 'CSRF_REJECTED']);
  });

  it('caps the live keys of an account at 20 (409)', async () => {
    const user = await registerVerified(app);
    const theirs = await signIn(app, user);
    const made = [];
    for (let i = 0; i < 20; i += 1)
      made.push(await createKey(app, theirs, { name: `k${i}`, scopes: ['read'] }));
    const over = await theirs.post('/api/account/api-keys', {
      name: 'one too many',
      scopes: ['read'],
    });
    expect([over.statusCode, over.json().code]).toEqual([409, 'API_KEY_LIMIT']);
    await theirs.request('DELETE', `/api/account/api-keys/${made[0]!.id}`);
    await createKey(app, theirs, { name: 'after a revoke', scopes: ['read'] });
  });
});

describe('the per-key allowance', () => {
  let app: AccountsTestApp;
  beforeAll(async () => {
    app = await startAccountsTestApp({ API_KEY_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => app.close());

  it('answers 429 past the allowance, per key and whatever the address', async () => {
    const browser = await signIn(app, await registerVerified(app));
    const first = await createKey(app, browser);
    const second = await createKey(app, browser);
    for (let i = 0; i < 3; i += 1) {
      const res = await withKey(app, first.key, 'GET', SEARCH, { ip: nextIp() });
      expect(res.statusCode).toBe(200);
    }
    const over = await withKey(app, first.key, 'GET', SEARCH, { ip: nextIp() });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another key of the same user, and the user's own session, have their own allowance.
    expect((await withKey(app, second.key, 'GET', SEARCH)).statusCode).toBe(200);
    expect((await browser.get(SEARCH)).statusCode).toBe(200);
  });
});
