/**
 * The project's one seeded random generator: a small-state fast counter generator (sfc32)
 * seeded through a 32-bit string hash, so that a seed plus a path of keys ("property", 1234)
 * always yields the same stream, whatever order the caller asks in. The demo dataset
 * (apps/pipeline/src/demo) draws all its randomness from it, so the algorithm must not change:
 * same seed must mean identical rows (seeded-random.test.ts pins the stream). Test fixtures
 * and the benchmarks' synthetic data use it too. Never use Math.random where a seed is meant
 * to reproduce data.
 */

/** A 32-bit hash of a string (FNV-1a with a final avalanche); stable across platforms. */
export function hash32(text: string, salt = 0): number {
  return avalanche(fnv(text, (0x811c9dc5 ^ salt) >>> 0));
}

function fnv(text: string, state: number): number {
  let h = state;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h;
}

function avalanche(value: number): number {
  let h = value;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

const HEX_BYTES = Array.from({ length: 256 }, (_v, i) => i.toString(16).padStart(2, '0'));

interface CompiledTable {
  keys: string[];
  cumulative: number[];
  total: number;
}

const compiledTables = new WeakMap<object, CompiledTable>();

function compiledTable(weights: Readonly<Record<string, number>>): CompiledTable {
  let table = compiledTables.get(weights);
  if (!table) {
    const keys = Object.keys(weights);
    const cumulative: number[] = [];
    let total = 0;
    for (const key of keys) cumulative.push((total += weights[key] as number));
    table = { keys, cumulative, total };
    compiledTables.set(weights, table);
  }
  return table;
}

export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  /** A generator for a seed and a path of keys, e.g. new Random(seed, 'listing', 42). */
  constructor(seed: number | string, ...path: (string | number)[]) {
    let a = fnv(String(seed), (0x811c9dc5 ^ 1) >>> 0);
    let b = fnv(String(seed), (0x811c9dc5 ^ 2) >>> 0);
    let c = fnv(String(seed), (0x811c9dc5 ^ 3) >>> 0);
    for (const part of path) {
      const text = `\u0001${part}`;
      a = fnv(text, a);
      b = fnv(text, b);
      c = fnv(text, c);
    }
    this.a = avalanche(a);
    this.b = avalanche(b);
    this.c = avalanche(c);
    this.d = 1;
    for (let i = 0; i < 12; i++) this.nextUint32();
  }

  /** The next unsigned 32-bit integer. */
  nextUint32(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Uniform real in [min, max). */
  range(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /**
   * One of the keys of a weight table, in proportion to its weight. Tables are compiled once
   * per object, so keep hot ones in module constants rather than inline literals.
   */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
    const table = compiledTable(weights);
    const r = this.next() * table.total;
    const { keys, cumulative } = table;
    for (let i = 0; i < keys.length; i++) {
      if (r < (cumulative[i] as number)) return keys[i] as K;
    }
    return keys[keys.length - 1] as K;
  }

  /** Standard normal by the Box-Muller transform. */
  normal(mean = 0, sd = 1): number {
    const u = 1 - this.next();
    const v = this.next();
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** exp(normal(0, sd)): a multiplicative noise factor with median 1. */
  logNormalFactor(sd: number): number {
    return Math.exp(this.normal(0, sd));
  }

  /** Lower-case hex digits. */
  hex(length: number): string {
    let out = '';
    while (out.length < length) {
      const n = this.nextUint32();
      out +=
        (HEX_BYTES[n >>> 24] as string) +
        HEX_BYTES[(n >>> 16) & 0xff] +
        HEX_BYTES[(n >>> 8) & 0xff] +
        HEX_BYTES[n & 0xff];
    }
    return out.length === length ? out : out.slice(0, length);
  }

  /** A random (version 4 layout) UUID. */
  uuid(): string {
    const h = this.hex(32);
    const variant = ((parseInt(h[16] as string, 16) & 0x3) | 0x8).toString(16);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
  }

  /** Fisher-Yates shuffle of a copy. */
  shuffled<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }
}
