import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@yardstick/core/api-error';
import { SESSION_COOKIE } from './cookies.ts';
import {
  fuzzObject,
  fuzzQuery,
  fuzzString,
  fuzzValue,
  malformedBody,
  mutated,
} from '../../../test/fuzz.ts';
import {
  startAccountsTestApp,
  nextIp,
  type AccountsTestApp,
} from '../../../test/accounts-support.ts';

/**
 * Random and malformed input to every account endpoint (fast-check): whatever arrives, the
 * answer is a client error or success in the API's error shape, never a 500. Seeded
 * (FUZZ_SEED, fixed by default) so a run is replayed exactly; a failure is shrunk and
 * reported with its seed and path. FUZZ_RUNS sets the runs per endpoint.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_250_814);
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

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

const cookieValue = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom('A'.repeat(43), '', 'x'.repeat(4000), '%ZZ', '"quoted"', 'a;b=c'),
  },
  { weight: 1, arbitrary: fuzzString.map((s) => s.replace(/[^!#-+\--:<-[\]-~]/g, '')) },
);

/** No cookie, or a session cookie of any value, sometimes with an OAuth state cookie. */
const cookieArb: fc.Arbitrary<string | undefined> = fc.option(
  fc
    .tuple(cookieValue, fc.integer({ min: 0, max: 9 }))
    .map(
      ([value, n]) =>
        `${SESSION_COOKIE}=${value}${n < 3 ? `; yardstick_oauth_state=${value}` : ''}`,
    ),
  { nil: undefined, freq: 2 },
);

/** Mostly no Host header (inject's default), one in ten times an odd one. */
const hostArb = fc.oneof(
  { weight: 9, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.constantFrom('evil.example', 'localhost:3000', '[::1]:1', 'a b') },
);

/** A query value from any generated value; lone surrogates cannot be URL-encoded. */
function queryValue(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  return text.replace(/[\ud800-\udfff]/g, '');
}

interface FuzzRequest {
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** One request to the endpoint: a mutated valid query or a random one for GET; broken
 *  bytes, a mutated valid body, a random object or any value for POST. */
function requestArb(endpoint: Endpoint): fc.Arbitrary<FuzzRequest> {
  const headersArb = fc.tuple(cookieArb, hostArb).map(([cookie, host]) => {
    const headers: Record<string, string> = { 'x-requested-with': 'yardstick' };
    if (cookie) headers.cookie = cookie;
    if (host) headers.host = host;
    return headers;
  });
  if (endpoint.method === 'GET') {
    const query = fc.oneof(
      {
        weight: 3,
        arbitrary: mutated({ ...endpoint.valid, extra: 1 }).map((values) =>
          new URLSearchParams(
            Object.entries(values).map(([k, v]): [string, string] => [k, queryValue(v)]),
          ).toString(),
        ),
      },
      { weight: 7, arbitrary: fuzzQuery(endpoint.fields) },
    );
    return fc.tuple(headersArb, query).map(([headers, q]) => ({
      url: q ? `${endpoint.url}?${q}` : endpoint.url,
      headers,
    }));
  }
  const json = (body: fc.Arbitrary<unknown>) =>
    body.map((b) => ({ payload: JSON.stringify(b) ?? 'null', contentType: 'application/json' }));
  const body = fc.oneof(
    malformedBody,
    json(mutated(endpoint.valid)),
    json(fuzzObject(endpoint.fields)),
    json(fuzzValue),
  );
  return fc.tuple(headersArb, body).map(([headers, raw]) => ({
    url: endpoint.url,
    headers: raw.contentType ? { ...headers, 'content-type': raw.contentType } : headers,
    payload: raw.payload,
  }));
}

function send(app: AccountsTestApp, endpoint: Endpoint, request: FuzzRequest) {
  return app.t.app.inject({
    method: endpoint.method,
    url: request.url,
    headers: request.headers,
    remoteAddress: nextIp(),
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
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
  { captcha: 'none', runs: RUNS },
  { captcha: 'altcha', runs: Math.ceil(RUNS / 3) },
])('fuzzing the account endpoints (captcha $captcha, seed from FUZZ_SEED)', ({ captcha, runs }) => {
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
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(requestArb(endpoint), async (request) => {
          const res = await send(app, endpoint, request);
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          check(res, `${endpoint.method} ${request.url}`);
        }),
        { seed, numRuns: runs },
      );
      expect(statuses.size).toBeGreaterThan(0);
    },
  );
});
