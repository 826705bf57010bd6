import { describe, expect, it } from 'vitest';
import { createSessionCache, type CachedAuth } from './session-cache.ts';

/** The cache on its own: TTL, bound, invalidation by token and by user, the lookup race. */

const silent = { info: () => {}, warn: () => {} };

function clock() {
  let ms = 0;
  return { now: () => ms, advance: (by: number) => void (ms += by) };
}

interface Entry extends CachedAuth {
  n: number;
}

function loader(userId = 'u1') {
  let loads = 0;
  return {
    get loads() {
      return loads;
    },
    load: (): Promise<Entry> => {
      loads += 1;
      return Promise.resolve({ user: { id: userId }, n: loads });
    },
  };
}

describe('session cache', () => {
  it('keeps an answer for its TTL, and not at all with 0 seconds', async () => {
    const time = clock();
    const cache = createSessionCache({ seconds: 5, log: silent, clock: time.now });
    const l = loader();
    await cache.lookup('session', 'h1', l.load);
    await cache.lookup('session', 'h1', l.load);
    expect(l.loads).toBe(1);
    time.advance(4999);
    await cache.lookup('session', 'h1', l.load);
    expect(l.loads).toBe(1);
    time.advance(1);
    await cache.lookup('session', 'h1', l.load);
    expect(l.loads).toBe(2);

    const off = createSessionCache({ seconds: 0, log: silent });
    expect(off.serving).toBe(false);
    await off.lookup('session', 'h1', l.load);
    await off.lookup('session', 'h1', l.load);
    expect(l.loads).toBe(4);
  });

  it('never keeps a miss, and tells a session from a key of the same hash', async () => {
    const cache = createSessionCache({ seconds: 5, log: silent });
    let misses = 0;
    const none = () => {
      misses += 1;
      return Promise.resolve(undefined);
    };
    await cache.lookup('session', 'h', none);
    await cache.lookup('session', 'h', none);
    expect(misses).toBe(2);
    const l = loader();
    await cache.lookup('key', 'h', l.load);
    expect(await cache.lookup('session', 'h', none)).toBeUndefined();
  });

  it('drops one token, or everything of a user, at once', async () => {
    const cache = createSessionCache({ seconds: 60, log: silent });
    const a = loader('ua');
    const b = loader('ub');
    await cache.lookup('session', 'a1', a.load);
    await cache.lookup('key', 'a2', a.load);
    await cache.lookup('session', 'b1', b.load);
    await cache.forget({ tokenHash: 'a1' });
    await cache.lookup('session', 'a1', a.load);
    await cache.lookup('key', 'a2', a.load);
    expect(a.loads).toBe(3);
    await cache.forget({ userId: 'ua' });
    await cache.lookup('session', 'a1', a.load);
    await cache.lookup('key', 'a2', a.load);
    await cache.lookup('session', 'b1', b.load);
    expect([a.loads, b.loads]).toEqual([5, 1]);
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const cache = createSessionCache({ seconds: 60, log: silent, maxEntries: 2 });
    const l = loader();
    await cache.lookup('session', 'x', l.load);
    await cache.lookup('session', 'y', l.load);
    await cache.lookup('session', 'x', l.load); // x is now the most recent
    await cache.lookup('session', 'z', l.load); // y goes
    expect(l.loads).toBe(3);
    await cache.lookup('session', 'x', l.load);
    await cache.lookup('session', 'z', l.load);
    expect(l.loads).toBe(3);
    await cache.lookup('session', 'y', l.load);
    expect(l.loads).toBe(4);
  });

  it('shares one load among concurrent lookups of a token', async () => {
    const cache = createSessionCache({ seconds: 60, log: silent });
    const l = loader();
    const all = await Promise.all([1, 2, 3].map(() => cache.lookup('session', 'h', l.load)));
    expect(l.loads).toBe(1);
    expect(all.map((e) => e?.n)).toEqual([1, 1, 1]);
  });

  it('does not keep what a lookup read before an invalidation (a write committing meanwhile)', async () => {
    const cache = createSessionCache({ seconds: 60, log: silent });
    let release!: (e: Entry) => void;
    const slow = new Promise<Entry>((resolve) => (release = resolve));
    const stale = cache.lookup('session', 'h', () => slow);
    await cache.forget({ userId: 'u1' });
    release({ user: { id: 'u1' }, n: 0 });
    expect((await stale)?.n).toBe(0);
    // The next lookup reads again rather than being served the stale answer, and does not
    // join the lookup that began before the invalidation.
    const l = loader();
    expect((await cache.lookup('session', 'h', l.load))?.n).toBe(1);
    expect(l.loads).toBe(1);
  });

  it('serves nothing from memory until its Redis subscription is up', async () => {
    // Nothing listens on port 1: the subscription never comes up.
    const warnings: string[] = [];
    const cache = createSessionCache({
      seconds: 60,
      redisUrl: 'redis://127.0.0.1:1',
      log: { info: () => {}, warn: (_o, msg) => warnings.push(msg) },
    });
    try {
      expect(cache.serving).toBe(false);
      const l = loader();
      await cache.lookup('session', 'h', l.load);
      await cache.lookup('session', 'h', l.load);
      expect(l.loads).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(warnings.filter((w) => w.startsWith('session cache off'))).toHaveLength(1);
    } finally {
      await cache.close();
    }
  });
});
