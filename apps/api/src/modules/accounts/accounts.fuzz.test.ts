import type { LightMyRequestResponse } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@yardstick/core/api-error';
import { SESSION_COOKIE } from './cookies.ts';
import {
  malformedBody,
  mutate,
  Random,
  randomObject,
  randomQuery,
  randomString,
  randomValue,
} from '../../../test/fuzz.ts';
import {
  startAccountsTestApp,
  nextIp,
  type AccountsTestApp,
} from '../../../test/accounts-support.ts';

/**
 * Random and malformed input to every account endpoint: whatever arrives, the answer is a
 * client error or success in the API's error shape, never a 500.
 */
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
const ROUNDS = Number(process.env.FUZZ_ROUNDS ?? 60);

interface Endpoint {
  method: 'GET' | 'POST';
  url: string;
  fields: string[];
  valid: Record<string, unknown>;
}

const validUser = {
  firstName: 'Priya',
  lastName: 'Shah',
  emailId: 'fuzz@example.com',
  password: 'correct horse battery',
  confirmPassword: 'correct horse battery',
  captchaToken: '',
  host: 'localhost:3000',
};

const ENDPOINTS: Endpoint[] = [
  {
    method: 'POST',
    url: '/api/login',
    fields: ['loginId', 'password', 'rememberMe'],
    valid: { loginId: 'fuzz@example.com', password: 'correct horse battery', rememberMe: true },
  },
  {
    method: 'POST',
    url: '/api/register/user',
    fields: Object.keys(validUser),
    valid: validUser,
  },
  {
    method: 'POST',
    url: '/api/register/resend',
    fields: ['loginId', 'password'],
    valid: { loginId: 'fuzz@example.com', password: 'correct horse battery' },
  },
  {
    method: 'POST',
    url: '/api/forgot/password/email',
    fields: ['emailId', 'captchaToken', 'host'],
    valid: { emailId: 'fuzz@example.com', captchaToken: '', host: 'localhost' },
  },
  {
    method: 'POST',
    url: '/api/reset/password',
    fields: ['id', 'password', 'confirmPassword', 'captchaToken'],
    valid: {
      id: 'A'.repeat(43),
      password: 'brand new secret',
      confirmPassword: 'brand new secret',
      captchaToken: '',
    },
  },
  {
    method: 'GET',
    url: '/api/validate/email',
    fields: ['emailId', 'captchaToken'],
    valid: { emailId: 'fuzz@example.com', captchaToken: '' },
  },
  {
    method: 'GET',
    url: '/api/validate/registration/email',
    fields: ['token', 'captchaToken'],
    valid: { token: 'A'.repeat(43) },
  },
  { method: 'GET', url: '/api/oauth/google', fields: ['redirect'], valid: { redirect: '/x' } },
  {
    method: 'GET',
    url: '/api/oauth/google-callback',
    fields: ['code', 'state', 'iss', 'host'],
    valid: { code: 'c', state: 's' },
  },
  { method: 'GET', url: '/api/session', fields: [], valid: {} },
  { method: 'GET', url: '/api/logout', fields: [], valid: {} },
  { method: 'GET', url: '/api/auth/config', fields: [], valid: {} },
  { method: 'GET', url: '/api/captcha/challenge', fields: [], valid: {} },
];

function randomCookie(r: Random): string | undefined {
  if (r.chance(0.5)) return undefined;
  const value = r.pick([
    'A'.repeat(43),
    '',
    'x'.repeat(4000),
    '%ZZ',
    '"quoted"',
    'a;b=c',
    randomString(r).replace(/[^!#-+\--:<-[\]-~]/g, ''),
  ]);
  const state = r.chance(0.3) ? `; yardstick_oauth_state=${value}` : '';
  return `${SESSION_COOKIE}=${value}${state}`;
}

/** A query value from any generated value; lone surrogates cannot be URL-encoded. */
function queryValue(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  return text.replace(/[\ud800-\udfff]/g, '');
}

async function send(app: AccountsTestApp, r: Random, endpoint: Endpoint) {
  const headers: Record<string, string> = { 'x-requested-with': 'yardstick' };
  const cookie = randomCookie(r);
  if (cookie) headers.cookie = cookie;
  if (r.chance(0.1)) headers.host = r.pick(['evil.example', 'localhost:3000', '[::1]:1', 'a b']);
  let url = endpoint.url;
  let payload: string | Buffer | undefined;
  if (endpoint.method === 'GET') {
    const query = r.chance(0.3)
      ? new URLSearchParams(
          Object.entries(mutate(r, { ...endpoint.valid, extra: 1 })).map(
            ([k, v]): [string, string] => [k, queryValue(v)],
          ),
        ).toString()
      : randomQuery(r, endpoint.fields);
    if (query) url += `?${query}`;
  } else {
    const strategy = r.int(4);
    if (strategy === 0) {
      const raw = malformedBody(r);
      payload = raw.payload;
      if (raw.contentType) headers['content-type'] = raw.contentType;
    } else {
      const body =
        strategy === 1
          ? mutate(r, endpoint.valid)
          : strategy === 2
            ? randomObject(r, endpoint.fields)
            : randomValue(r);
      payload = JSON.stringify(body) ?? 'null';
      headers['content-type'] = 'application/json';
    }
  }
  return app.t.app.inject({
    method: endpoint.method,
    url,
    headers,
    remoteAddress: nextIp(),
    ...(payload !== undefined ? { payload } : {}),
  });
}

function check(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, what).toBeLessThan(500);
  if (res.statusCode >= 400) {
    const parsed = apiErrorSchema.safeParse(res.json());
    expect(parsed.success, `${what}: ${res.body}`).toBe(true);
  }
}

describe.each([
  { captcha: 'none', rounds: ROUNDS },
  { captcha: 'altcha', rounds: Math.ceil(ROUNDS / 3) },
])(
  'fuzzing the account endpoints (captcha $captcha, seed from FUZZ_SEED)',
  ({ captcha, rounds }) => {
    let app: AccountsTestApp;
    let oidc: OAuth2Server;
    beforeAll(async () => {
      oidc = new OAuth2Server();
      await oidc.issuer.keys.generate('RS256');
      await oidc.start(0, '127.0.0.1');
      app = await startAccountsTestApp({
        CAPTCHA_PROVIDER: captcha,
        GOOGLE_CLIENT_ID: 'fuzz-client',
        GOOGLE_CLIENT_SECRET: 'fuzz-secret',
        OIDC_ISSUER: oidc.issuer.url!,
      });
    });
    afterAll(async () => {
      await app?.close();
      await oidc?.stop();
    });

    it.each(ENDPOINTS.map((e) => [`${e.method} ${e.url}`, e] as const))(
      'never answers %s with a 500',
      async (_name, endpoint) => {
        const seed = SEED + ENDPOINTS.indexOf(endpoint) * 7919;
        const r = new Random(seed);
        const statuses = new Map<number, number>();
        for (let i = 0; i < rounds; i++) {
          const res = await send(app, r, endpoint);
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          check(res, `seed ${seed}, round ${i}, ${endpoint.method} ${endpoint.url}`);
        }
        expect(statuses.size).toBeGreaterThan(0);
      },
    );
  },
);
