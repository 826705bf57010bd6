import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_ATTRIBUTES } from '@yardstick/core/permissions';
import { signedInUser } from '../test/search-fixtures.ts';
import { ContractViolation } from '../test/openapi-contract.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Every operation of the OpenAPI document, fuzzed: malformed, hostile and edge values (year
 * 0000 dates, huge numbers, long strings) in every declared path, query and body parameter
 * (and unknown ones), anonymous, signed in with every permission, or with a personal API key.
 * Whatever arrives, the answer is never a 5xx, every error has the catalogue's
 * `{ code, message }` shape, and (the test app's contract hook, test/openapi-contract.ts)
 * every status and body is one the operation declares. Seeded (FUZZ_SEED) so a failure
 * replays.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 24);

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  bodyProperties: string[] | null;
}

/** Values a validator must refuse or a handler must survive. */
const hostileText = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'RG1\u0000',
  '5e-324',
  '-5e-324',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '-0',
  '0',
  '-1',
  '1',
  '99999999999999999999999',
  '0000-01-01',
  '0000-00-00',
  '9999-12-31',
  '2024-02-30',
  '1970-01-01T00:00:00Z',
  'true',
  'null',
  '[]',
  '{}',
  "'; DROP TABLE users; --",
  '%',
  '%00',
  '%C0%AE%C0%AE',
  '../../etc/passwd',
  '\\\\evil',
  '//evil.example',
  '<script>alert(1)</script>',
  '🏠🏠🏠',
  '\uD800',
  '\uFFFF',
  'RG1 1AF',
  'RG1',
  '51.45,-0.97',
  '51.45,-0.97;51.46,-0.96;51.44,-0.95',
  '5e-324,5e-324',
  'x'.repeat(5_000),
  'price_desc',
  'BMV',
  '   ,  , ',
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileText },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(0, -1, 1, 5e-324, -5e-324, 1e308, -1e308, 0.5, 2 ** 53 + 1),
  },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.constant({ nested: { deeper: '\u0000' } }) },
);

/**
 * encodeURIComponent, except that a lone surrogate (which it cannot encode) is sent as the
 * bytes a careless client would send for it: invalid UTF-8 the server must refuse politely.
 */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

/** A hostile text for a path segment, sometimes deliberately badly encoded. */
const pathSegment = fc.oneof(
  hostileText.map(encode),
  fc.constantFrom('%C0%AE%C0%AE', '%', '%E0%A4%A', '..', '%2e%2e', '1'.repeat(300)),
);

function operationsOf(document: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const parameters = ((op.parameters as Parameter[] | undefined) ?? []).filter(
        (p) => p.in === 'query' || p.in === 'path',
      );
      const body = (
        op.requestBody as
          | { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }
          | undefined
      )?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters,
        bodyProperties: body ? Object.keys(body.properties ?? {}) : null,
      });
    }
  }
  return operations;
}

/** Who sends a request: nobody, a signed-in member (the cookie), or the member's API key. */
type Credential = 'none' | 'session' | 'apiKey';
const CREDENTIALS: Credential[] = ['none', 'session', 'apiKey'];

interface FuzzCase {
  credential: Credential;
  pathValues: string[];
  query: [string, unknown][];
  body: unknown;
  rawBody: string | null;
}

function caseFor(op: Operation): fc.Arbitrary<FuzzCase> {
  const queryNames = op.parameters.filter((p) => p.in === 'query').map((p) => p.name);
  const pathCount = op.parameters.filter((p) => p.in === 'path').length;
  const names = [...queryNames, 'unknownParam'];
  const bodyNames = [...(op.bodyProperties ?? []), 'unknownField'];
  return fc.record({
    credential: fc.constantFrom(...CREDENTIALS),
    pathValues: fc.array(pathSegment, { minLength: pathCount, maxLength: pathCount }),
    query: fc.array(fc.tuple(fc.constantFrom(...names), hostileValue), { maxLength: 4 }),
    body:
      op.bodyProperties === null
        ? fc.constant(undefined)
        : fc.oneof(
            { weight: 5, arbitrary: fc.dictionary(fc.constantFrom(...bodyNames), hostileValue) },
            { weight: 1, arbitrary: hostileValue },
          ),
    rawBody:
      op.bodyProperties === null
        ? fc.constant(null)
        : fc.option(fc.constantFrom('{', '{"a":', 'null', '\u0000', '[1,2', '"text"'), {
            freq: 6,
          }),
  });
}

function urlOf(op: Operation, c: FuzzCase): string {
  let i = 0;
  const path = op.path.replace(/\{[^}]+\}/g, () => c.pathValues[i++] ?? 'x');
  const search = c.query
    .map(([name, value]) => {
      const values = Array.isArray(value) ? value : [value];
      return values.map((v) => `${encode(name)}=${encode(String(v))}`).join('&');
    })
    .filter((p) => p !== '')
    .join('&');
  return search ? `${path}?${search}` : path;
}

/** The error catalogue's answer (plugins/error-handler.ts): nothing else, e.g. no echo of the URL. */
const CATALOGUE_KEYS = new Set(['code', 'message', 'errors', 'requestId']);

/** Values every declared parameter is tried with, one parameter at a time. */
const EDGE_VALUES: unknown[] = [
  '\u0000',
  'RG1\u0000',
  '5e-324',
  '-5e-324',
  '1e309',
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  '2201-01-01',
  '9999-99-99',
  'x'.repeat(5_000),
  'x'.repeat(200_000),
  1e308,
  -1e308,
  2 ** 63,
  '9'.repeat(400),
  '%C0%AE',
  5e-324,
  -1,
  ['a', '\u0000'],
];

interface Request {
  method: string;
  url: string;
  credential: Credential;
  payload?: string;
}

describe('fuzzing every operation of the OpenAPI document', () => {
  let t: TestApp;
  let operations: Operation[];
  let failures: string[] = [];
  let cookie: string | undefined;
  let apiKey: string | undefined;
  /** Requests sent and 5xx answers, over the whole file (printed at the end). */
  const figures = { requests: 0, serverErrors: 0 };

  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    operations = operationsOf(res.json());
  });
  afterAll(async () => {
    console.info(
      `OpenAPI fuzz: ${operations?.length ?? 0} operations, ${figures.requests} requests, ` +
        `${figures.serverErrors} answers 5xx`,
    );
    await t?.close();
  });

  /** A `read` API key of a member with every permission (made once, through the API). */
  async function memberApiKey(): Promise<string> {
    if (apiKey) return apiKey;
    const member = await signedInUser(t.database.db, [...PERMISSION_ATTRIBUTES]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/api-keys',
      headers: { cookie: member.cookie, 'x-requested-with': 'yardstick' },
      payload: { name: 'fuzz', scopes: ['read'] },
    });
    apiKey = (res.json() as { key: string }).key;
    return apiKey;
  }

  /** Sends one request; records why it fails the rules (or returns true). */
  async function check(request: Request): Promise<boolean> {
    const headers: Record<string, string> = { 'x-requested-with': 'yardstick' };
    if (request.credential === 'apiKey') headers.authorization = `Bearer ${await memberApiKey()}`;
    if (request.credential === 'session') {
      // One session for many requests; a new one after a request that may end it.
      cookie ??= (await signedInUser(t.database.db, [...PERMISSION_ATTRIBUTES])).cookie;
      headers.cookie = cookie;
      if (/logout|password|register|google/.test(request.url)) cookie = undefined;
    }
    if (request.payload !== undefined) headers['content-type'] = 'application/json';
    const where = `${request.credential} ${request.method} ${request.url.slice(0, 300)}${request.payload === undefined ? '' : ` body ${request.payload.slice(0, 200)}`}`;
    figures.requests += 1;
    let res;
    try {
      res = await t.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers,
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
    } catch (err) {
      // The contract hook refused the answer (an undeclared status, a misshapen body).
      if (err instanceof ContractViolation) {
        if (/→ 5\d\d/.test(err.message)) figures.serverErrors += 1;
        failures.push(`${where}: ${err.message.slice(0, 400)}`);
        return false;
      }
      throw err;
    }
    if (res.statusCode >= 500) {
      figures.serverErrors += 1;
      failures.push(`${res.statusCode} ${where}: ${res.body.slice(0, 200)}`);
      return false;
    }
    if (res.statusCode >= 400) {
      let body: Record<string, unknown> = {};
      try {
        body = res.json();
      } catch {
        // not JSON: reported below
      }
      const extra = Object.keys(body).filter((k) => !CATALOGUE_KEYS.has(k));
      if (typeof body.code !== 'string' || typeof body.message !== 'string' || extra.length) {
        failures.push(
          `${res.statusCode} not the catalogue shape: ${where}: ${res.body.slice(0, 300)}`,
        );
        return false;
      }
    }
    return true;
  }

  it('finds the operations', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it('refuses an edge value in any one parameter with a 4xx of the catalogue shape', async () => {
    failures = [];
    // Each request in turn anonymous, signed in, or with the member's API key.
    let turn = 0;
    const next = () => CREDENTIALS[turn++ % CREDENTIALS.length]!;
    for (const op of operations) {
      const query = op.parameters.filter((p) => p.in === 'query').map((p) => p.name);
      const pathCount = op.parameters.filter((p) => p.in === 'path').length;
      const base = (values: string[]) => {
        let i = 0;
        return op.path.replace(/\{[^}]+\}/g, () => values[i++] ?? '1');
      };
      for (const value of EDGE_VALUES) {
        const values = Array.isArray(value) ? value : [value];
        for (const name of query) {
          const search = values.map((v) => `${encode(name)}=${encode(String(v))}`).join('&');
          await check({ method: op.method, url: `${base([])}?${search}`, credential: next() });
        }
        for (let slot = 0; slot < pathCount; slot += 1) {
          const segments = Array.from({ length: pathCount }, (_, i) =>
            i === slot ? encodeURIComponent(String(values[0])) : '1',
          );
          await check({ method: op.method, url: base(segments), credential: next() });
        }
        for (const field of op.bodyProperties ?? []) {
          await check({
            method: op.method,
            url: base([]),
            credential: next(),
            payload: JSON.stringify({ [field]: value }),
          });
        }
      }
      // Badly encoded and over-long path segments.
      for (const raw of ['%C0%AE%C0%AE', '%', '%E0%A4%A', '1'.repeat(300)]) {
        if (pathCount > 0) {
          await check({ method: op.method, url: base([raw, raw, raw]), credential: next() });
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('never answers 5xx to random hostile requests (seeded)', async () => {
    failures = [];
    let sent = 0;
    for (const [index, op] of operations.entries()) {
      // The property records what breaks the rules (in failures) and always holds, so that
      // fc.assert throws only when the generator itself fails.
      await fc.assert(
        fc.asyncProperty(caseFor(op), async (c) => {
          sent += 1;
          await check({
            method: op.method,
            url: urlOf(op, c),
            credential: c.credential,
            ...(c.rawBody !== null
              ? { payload: c.rawBody }
              : c.body !== undefined
                ? { payload: JSON.stringify(c.body) }
                : {}),
          });
        }),
        { seed: SEED + index * 7_919, numRuns: RUNS_PER_OPERATION },
      );
    }
    expect(sent).toBe(operations.length * RUNS_PER_OPERATION);
    expect(failures).toEqual([]);
  }, 600_000);
});
