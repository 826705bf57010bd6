import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sessionOf } from './guards.ts';
import {
  registerVerified,
  signIn,
  startAccountsTestApp,
  TestBrowser,
  type AccountsTestApp,
  changedBehindTheApp,
} from '../../../test/accounts-support.ts';

/** Probe endpoints declaring their access the way every module declares its own. */
const probes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/test/mine',
    {
      schema: { response: { 200: z.object({ email: z.string() }) } },
      config: { access: 'member' },
    },
    (request) => ({ email: sessionOf(request).user.email }),
  );
  app.get(
    '/api/test/account',
    {
      schema: { response: { 200: z.object({ email: z.string() }) } },
      config: { access: 'account' },
    },
    (request) => ({ email: sessionOf(request).user.email }),
  );
  app.get(
    '/api/test/valuation',
    {
      schema: { response: { 200: z.object({ ok: z.boolean() }) } },
      config: { access: { attribute: 'valuation' } },
    },
    () => ({ ok: true }),
  );
};

describe('server guard: the declared access (account, member, attribute)', () => {
  let app: AccountsTestApp;
  beforeAll(async () => {
    app = await startAccountsTestApp({}, { plugins: [probes] });
  });
  afterAll(() => app.close());

  it('answers 401 without a session, for both guards', async () => {
    const visitor = new TestBrowser(app.t);
    for (const url of ['/api/test/mine', '/api/test/valuation']) {
      const res = await visitor.get(url);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        code: 'UNAUTHENTICATED',
        message: 'Session Expired! Login to continue',
      });
    }
    const forged = new TestBrowser(app.t);
    forged.cookies.set('yardstick_session', 'made-up-token');
    expect((await forged.get('/api/test/mine')).statusCode).toBe(401);
  });

  it('lets a session with the attribute through and gives the handler its user', async () => {
    const user = await registerVerified(app);
    const browser = await signIn(app, user);
    expect((await browser.get('/api/test/mine')).json()).toEqual({ email: user.emailId });
    expect((await browser.get('/api/test/valuation')).json()).toEqual({ ok: true });
  });

  it('answers 403 when the membership lacks the attribute or has expired', async () => {
    const user = await registerVerified(app);
    const browser = await signIn(app, user);
    const db = app.t.database.db;
    const userId = sql`(SELECT id FROM users WHERE email = ${user.emailId})`;
    await sql`UPDATE user_memberships SET attributes = ARRAY['property_estimates_es']
              WHERE user_id = ${userId}`.execute(db);
    await changedBehindTheApp(app, user.emailId);
    const lacking = await browser.get('/api/test/valuation');
    expect(lacking.statusCode).toBe(403);
    expect(lacking.json()).toEqual({
      code: 'FORBIDDEN',
      message: 'Your membership does not include this feature',
    });
    expect((await browser.get('/api/test/mine')).statusCode).toBe(200);

    await sql`UPDATE user_memberships SET attributes = ARRAY['valuation'],
              valid_till = now() - interval '1 minute' WHERE user_id = ${userId}`.execute(db);
    await changedBehindTheApp(app, user.emailId);
    const expired = await browser.get('/api/test/valuation');
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({
      code: 'MEMBERSHIP_EXPIRED',
      message: 'Your membership has expired. Renew it to continue',
    });
    expect((await browser.get('/api/test/mine')).json().code).toBe('MEMBERSHIP_EXPIRED');
    expect((await browser.get('/api/test/account')).statusCode).toBe(200);
    expect((await browser.get('/api/session')).json().membershipExpired).toBe(true);
  });

  it('reads the latest membership of the session user, and none at all as no access', async () => {
    const user = await registerVerified(app);
    const browser = await signIn(app, user);
    const db = app.t.database.db;
    const userId = sql`(SELECT id FROM users WHERE email = ${user.emailId})`;
    // An older plan with the attribute, a newer one without: the newer decides.
    await sql`UPDATE user_memberships SET attributes = ARRAY['property_estimates_es']
              WHERE user_id = ${userId}`.execute(db);
    await sql`INSERT INTO user_memberships (user_id, plan, attributes, valid_till)
              SELECT id, 'old', ARRAY['valuation'], now() + interval '1 day'
              FROM users WHERE email = ${user.emailId}`.execute(db);
    await changedBehindTheApp(app, user.emailId);
    expect((await browser.get('/api/test/valuation')).statusCode).toBe(403);
    await sql`DELETE FROM user_memberships WHERE user_id = ${userId}`.execute(db);
    await changedBehindTheApp(app, user.emailId);
    const none = await browser.get('/api/test/valuation');
    expect(none.statusCode).toBe(403);
    // No membership at all is an expired one: every protected endpoint refuses, with the
    // code the web app turns into /subscription; the account itself stays reachable.
    const mine = await browser.get('/api/test/mine');
    expect(mine.statusCode).toBe(403);
    expect(mine.json().code).toBe('MEMBERSHIP_EXPIRED');
    expect((await browser.get('/api/test/account')).json()).toEqual({ email: user.emailId });
  });
});
