import fc from 'fast-check';

/**
 * Test support: fast-check arbitraries of random and malformed input for fuzzing the API.
 * fast-check seeds them (the tests pass a fixed seed, FUZZ_SEED overrides it), so a failure
 * is replayed by its seed and shrunk to a small counterexample.
 */

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b@example.com',
  '\t\n\r',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '%00%0d%0a',
  '\ud800',
  '\uffff\ufffe',
  '𝕳𝖊𝖑𝖑𝖔 👋🏽',
  'Ünïcödé@exämple.com',
  'a@b',
  'a@b.c',
  'priya@example.com',
  'PRIYA@EXAMPLE.COM',
  ' priya@example.com ',
  '@example.com',
  'user@@example.com',
  'x'.repeat(255) + '@example.com',
  'correct horse battery',
  'password',
  '1234',
  '12345678',
  'null',
  'undefined',
  'true',
  '0',
  '-1',
  '1e309',
  'NaN',
  '__proto__',
  'constructor',
  '/\\evil.example',
  '//evil.example',
  'https://evil.example',
  'javascript:alert(1)',
  'A'.repeat(43),
  'A'.repeat(5000),
];

const KEYS = ['__proto__', 'constructor', 'prototype', '', ' ', 'a', '$where', '0', 'toString'];

const nasty = fc.constantFrom(...NASTY_STRINGS);
const char = (min: number, max: number) =>
  fc.integer({ min, max }).map((code) => String.fromCharCode(code));

/** Known troublemakers, random text of any length (up to 2,000 characters of the BMP's
 *  first 12,288 code units) and printable ASCII. */
export const fuzzString: fc.Arbitrary<string> = fc.oneof(
  nasty,
  fc
    .constantFrom(1, 3, 8, 30, 200, 2000)
    .chain((length) => fc.string({ unit: char(0, 0x2fff), minLength: length, maxLength: length })),
  fc.string({ unit: char(32, 126), maxLength: 39 }),
  fc.tuple(nasty, nasty).map(([a, b]) => a + b),
);

/** An object of own properties (including `__proto__` and `constructor` as plain keys). */
function objectOf(key: fc.Arbitrary<string>, value: fc.Arbitrary<unknown>) {
  return fc.array(fc.tuple(key, value), { maxLength: 5 }).map((entries) => {
    const object: Record<string, unknown> = {};
    for (const [k, v] of entries) {
      Object.defineProperty(object, k, {
        value: v,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return object;
  });
}

/** A key of the endpoint's fields most of the time, otherwise a dangerous one. */
function fieldKey(fields: readonly string[], fieldWeight = 7): fc.Arbitrary<string> {
  if (fields.length === 0) return fc.constantFrom(...KEYS);
  return fc.oneof(
    { weight: fieldWeight, arbitrary: fc.constantFrom(...fields) },
    { weight: 10 - fieldWeight, arbitrary: fc.constantFrom(...KEYS) },
  );
}

/** Any JSON-ish value: scalars, odd numbers, strings, arrays and objects nested a few deep. */
export const fuzzValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 4 },
    fc.constant(null),
    fc.boolean(),
    fc.constantFrom(0, -1, 1, 3.14, 2 ** 53, -(2 ** 63), 1e308, Number.MIN_VALUE),
    { weight: 2, arbitrary: fuzzString },
    fc.array(tie('value'), { maxLength: 4 }),
    objectOf(fc.constantFrom(...KEYS), tie('value')),
  ),
})).value;

/** An object with random values under the endpoint's field names and dangerous keys. */
export function fuzzObject(fields: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  return objectOf(fieldKey(fields), fuzzValue);
}

/** A valid body with one field dropped, replaced or retyped (reaches the deeper code),
 *  sometimes with an extra dangerous key. */
export function mutated(valid: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(valid);
  return fc
    .record({
      key: fc.constantFrom(...keys),
      change: fc.oneof(
        fc.constant({ drop: true as const }),
        fuzzValue.map((value) => ({ value })),
        fuzzString.map((value) => ({ value })),
      ),
      extra: fc.oneof(
        { weight: 4, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...KEYS), fuzzValue) },
      ),
    })
    .map(({ key, change, extra }) => {
      const body = { ...valid };
      if ('drop' in change) delete body[key];
      else body[key] = change.value;
      if (extra) {
        Object.defineProperty(body, extra[0], {
          value: extra[1],
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return body;
    });
}

const MALFORMED_JSON = [
  '{',
  '{"loginId":',
  '[1,2',
  '{"a":1}}',
  "{'single':'quotes'}",
  '{"a":NaN}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  'null',
  '"just a string"',
  '12345',
  'true',
  '\u0000',
  '{"a":"\\ud800"}',
  '{"a":1,"a":2}',
  '',
];

export interface RawBody {
  payload: string | Buffer;
  contentType: string;
}

/** Broken JSON, the wrong content types, an over-large body and random bytes. */
export const malformedBody: fc.Arbitrary<RawBody> = fc.oneof(
  fc
    .constantFrom(...MALFORMED_JSON)
    .map((payload) => ({ payload, contentType: 'application/json' })),
  fc.constant({
    payload: 'loginId=a&password=b',
    contentType: 'application/x-www-form-urlencoded',
  }),
  fc.record({
    payload: fuzzString,
    contentType: fc.constantFrom('text/plain', 'text/html', ''),
  }),
  fc.constant({
    payload: JSON.stringify({ big: 'x'.repeat(1024 * 1024 + 10) }),
    contentType: 'application/json',
  }),
  fc.uint8Array({ minLength: 64, maxLength: 64 }).map((bytes) => ({
    payload: Buffer.from(bytes),
    contentType: 'application/json; charset=latin1',
  })),
);

function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80'; // a lone surrogate, as raw bytes
  }
}

/** A query string of random, repeated and badly encoded parameters (one in ten keys as
 *  `key[]`). */
export function fuzzQuery(fields: readonly string[]): fc.Arbitrary<string> {
  const parameter = fc
    .record({
      key: fieldKey(fields, 8),
      value: fc.oneof(
        { weight: 85, arbitrary: fuzzString.map(encode) },
        {
          weight: 15,
          arbitrary: fc.constantFrom('%', '%E0%A4%A', '%00', '%FF%FE', '%ZZ', '[]', '%5B%5D'),
        },
      ),
      asArray: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
    })
    .map(({ key, value, asArray }) => `${encode(asArray ? `${key}[]` : key)}=${value}`);
  return fc.array(parameter, { maxLength: 5 }).map((parts) => parts.join('&'));
}
