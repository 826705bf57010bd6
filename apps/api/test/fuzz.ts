/**
 * Test support: a small seeded generator of random and malformed input for fuzzing the
 * API. Deterministic for a seed, so a failure can be replayed (FUZZ_SEED).
 */
export class Random {
  private state: number;

  constructor(readonly seed: number) {
    this.state = seed >>> 0 || 1;
  }

  /** mulberry32 */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(max: number): number {
    return Math.floor(this.next() * max);
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }
}

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

export function randomString(r: Random): string {
  switch (r.int(4)) {
    case 0:
      return r.pick(NASTY_STRINGS);
    case 1: {
      const length = r.pick([1, 3, 8, 30, 200, 2000]);
      let s = '';
      for (let i = 0; i < length; i++) s += String.fromCharCode(r.int(0x3000));
      return s;
    }
    case 2: {
      let s = '';
      const length = r.int(40);
      for (let i = 0; i < length; i++) s += String.fromCharCode(32 + r.int(95));
      return s;
    }
    default:
      return r.pick(NASTY_STRINGS) + r.pick(NASTY_STRINGS);
  }
}

export function randomValue(r: Random, depth = 0): unknown {
  const kinds = depth > 3 ? 5 : 7;
  switch (r.int(kinds)) {
    case 0:
      return null;
    case 1:
      return r.chance(0.5);
    case 2:
      return r.pick([0, -1, 1, 3.14, 2 ** 53, -(2 ** 63), 1e308, Number.MIN_VALUE]);
    case 3:
    case 4:
      return randomString(r);
    case 5: {
      const length = r.int(5);
      return Array.from({ length }, () => randomValue(r, depth + 1));
    }
    default:
      return randomObject(r, [], depth + 1);
  }
}

export function randomObject(r: Random, fields: readonly string[], depth = 0): object {
  const object: Record<string, unknown> = {};
  const count = r.int(6);
  for (let i = 0; i < count; i++) {
    const key = r.chance(0.7) && fields.length ? r.pick(fields) : r.pick(KEYS);
    object[key] = randomValue(r, depth);
  }
  return object;
}

/** A valid body with one field replaced, dropped or retyped: reaches the deeper code. */
export function mutate(r: Random, valid: Record<string, unknown>): Record<string, unknown> {
  const body = { ...valid };
  const keys = Object.keys(body);
  const key = r.pick(keys);
  switch (r.int(3)) {
    case 0:
      delete body[key];
      break;
    case 1:
      body[key] = randomValue(r);
      break;
    default:
      body[key] = randomString(r);
  }
  if (r.chance(0.2)) body[r.pick(KEYS)] = randomValue(r);
  return body;
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

export function malformedBody(r: Random): RawBody {
  switch (r.int(5)) {
    case 0:
      return { payload: r.pick(MALFORMED_JSON), contentType: 'application/json' };
    case 1:
      return { payload: 'loginId=a&password=b', contentType: 'application/x-www-form-urlencoded' };
    case 2:
      return { payload: randomString(r), contentType: r.pick(['text/plain', 'text/html', '']) };
    case 3:
      return {
        payload: JSON.stringify({ big: 'x'.repeat(1024 * 1024 + 10) }),
        contentType: 'application/json',
      };
    default:
      return {
        payload: Buffer.from(Array.from({ length: 64 }, () => r.int(256))),
        contentType: 'application/json; charset=latin1',
      };
  }
}

function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80'; // a lone surrogate, as raw bytes
  }
}

/** A query string of random, repeated and badly encoded parameters. */
export function randomQuery(r: Random, fields: readonly string[]): string {
  const parts: string[] = [];
  const count = r.int(6);
  for (let i = 0; i < count; i++) {
    const key = r.chance(0.8) && fields.length ? r.pick(fields) : r.pick(KEYS);
    const value = r.chance(0.15)
      ? r.pick(['%', '%E0%A4%A', '%00', '%FF%FE', '%ZZ', '[]', '%5B%5D'])
      : encode(randomString(r));
    const k = r.chance(0.1) ? `${key}[]` : key;
    parts.push(`${encode(k)}=${value}`);
  }
  return parts.join('&');
}
