import { z } from 'zod';
import { randomInt } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../modules/accounts/cookies.ts';
import { perAddress } from '../modules/accounts/rate-limits.ts';
import {
  registerVerified,
  startAccountsTestApp,
  TestBrowser,
  type AccountsTestApp,
} from '../../test/accounts-support.ts';

/** The search routes' allowance (search.routes.ts): 300 a minute. */
const SEARCH_LIMIT = 300;

/** The probes' answer, declared: the contract hook checks every inject (decision 0026). */
const okSchema = z.object({ ok: z.boolean() });

const probes: FastifyPluginAsyncZod = async (app) => {
  // Like the search: the default key, whatever the session.
  app.get(
    '/api/test/rl-search',
    {
      schema: { response: { 200: okSchema } },
      config: { access: 'public', rateLimit: { max: SEARCH_LIMIT, timeWindow: '1 minute' } },
    },
    () => ({ ok: true }),
  );
  // Like the account forms: deliberately per address, signed in or not.
  app.get(
    '/api/test/rl-per-address',
    {
      schema: { response: { 200: okSchema } },
      config: { access: 'public', rateLimit: perAddress({ max: 3, timeWindow: 60_000 }) },
    },
    () => ({ ok: true }),
  );
  app.get(
    '/api/test/rl-small',
    {
      schema: { response: { 200: okSchema } },
      config: { access: 'public', rateLimit: { max: 2, timeWindow: '1 minute' } },
    },
    () => ({ ok: true }),
  );
};

/** A browser at `ip` signed in as a newly verified user. */
async function memberAt(app: AccountsTestApp, ip: string): Promise<TestBrowser> {
  const user = await registerVerified(app);
  const browser = new TestBrowser(app.t, ip);
  const res = await browser.post('/api/login', { loginId: user.emailId, password: user.password });
  expect(res.statusCode).toBe(200);
  return browser;
}

async function statuses(browser: TestBrowser, url: string, times: number): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < times; i++) codes.push((await browser.get(url)).statusCode);
  return codes;
}

const counts = (codes: number[]) =>
  codes.reduce<Record<number, number>>((acc, c) => ({ ...acc, [c]: (acc[c] ?? 0) + 1 }), {});

describe('rate-limit keys: the signed-in member, else the address', () => {
  let app: AccountsTestApp;
  beforeAll(async () => {
    app = await startAccountsTestApp({}, { plugins: [probes] });
  });
  afterAll(() => app.close());

  it('gives two members behind one address their own 300 a minute each', async () => {
    const office = '10.77.0.1';
    const alice = await memberAt(app, office);
    const bob = await memberAt(app, office);
    expect(counts(await statuses(alice, '/api/test/rl-search', SEARCH_LIMIT + 1))).toEqual({
      200: SEARCH_LIMIT,
      429: 1,
    });
    expect(counts(await statuses(bob, '/api/test/rl-search', SEARCH_LIMIT + 1))).toEqual({
      200: SEARCH_LIMIT,
      429: 1,
    });
    // A visitor at the same address has the address's own allowance, untouched by members.
    expect((await new TestBrowser(app.t, office).get('/api/test/rl-search')).statusCode).toBe(200);
  }, 120_000);

  it('makes visitors at one address share one allowance, forged cookies included', async () => {
    const cafe = '10.77.0.2';
    const first = new TestBrowser(app.t, cafe);
    expect(counts(await statuses(first, '/api/test/rl-small', 2))).toEqual({ 200: 2 });
    const second = new TestBrowser(app.t, cafe);
    expect((await second.get('/api/test/rl-small')).statusCode).toBe(429);
    const forged = new TestBrowser(app.t, cafe);
    forged.cookies.set(SESSION_COOKIE, 'not-a-session-token-at-all');
    expect((await forged.get('/api/test/rl-small')).statusCode).toBe(429);
    // Another address is not affected.
    expect((await new TestBrowser(app.t, '10.77.0.3').get('/api/test/rl-small')).statusCode).toBe(
      200,
    );
  });

  it('keeps perAddress limits per address for members too', async () => {
    const office = '10.77.0.4';
    const alice = await memberAt(app, office);
    const bob = await memberAt(app, office);
    expect(await statuses(alice, '/api/test/rl-per-address', 2)).toEqual([200, 200]);
    expect(await statuses(bob, '/api/test/rl-per-address', 2)).toEqual([200, 429]);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('rate-limit keys in Redis (TEST_REDIS_URL)', () => {
  let app: AccountsTestApp;
  let redis: Redis;
  beforeAll(async () => {
    app = await startAccountsTestApp({ REDIS_URL: redisUrl! }, { plugins: [probes] });
    redis = new Redis(redisUrl!);
  });
  afterAll(async () => {
    const keys = await redis.keys('yardstick-rl:GET/api/test/rl-*');
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    await app.close();
  });

  it('counts members by user and visitors by address, as in memory', async () => {
    const ip = `10.${randomInt(100, 250)}.${randomInt(0, 250)}.${randomInt(1, 250)}`;
    const alice = await memberAt(app, ip);
    const bob = await memberAt(app, ip);
    expect(await statuses(alice, '/api/test/rl-small', 3)).toEqual([200, 200, 429]);
    expect(await statuses(bob, '/api/test/rl-small', 3)).toEqual([200, 200, 429]);
    expect(await statuses(new TestBrowser(app.t, ip), '/api/test/rl-small', 3)).toEqual([
      200, 200, 429,
    ]);
    expect(await statuses(alice, '/api/test/rl-per-address', 1)).toEqual([200]);

    const session = (b: TestBrowser) => b.get('/api/session').then((r) => r.json().user.id);
    const [aliceId, bobId] = [await session(alice), await session(bob)];
    const keys = (await redis.keys('yardstick-rl:GET/api/test/rl-*')).sort();
    expect(keys).toEqual(
      expect.arrayContaining([
        `yardstick-rl:GET/api/test/rl-small-user:${aliceId}`,
        `yardstick-rl:GET/api/test/rl-small-user:${bobId}`,
        `yardstick-rl:GET/api/test/rl-small-ip:${ip}`,
        `yardstick-rl:GET/api/test/rl-per-address-ip:${ip}`,
      ]),
    );
    expect(keys.filter((k) => k.includes('rl-per-address-user:'))).toEqual([]);
  });
});
