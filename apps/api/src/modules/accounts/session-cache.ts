import { Redis } from 'ioredis';
import {
  SESSION_INVALIDATION_CHANNEL,
  sessionInvalidationSchema,
  type SessionInvalidation,
} from '@yardstick/core/session-invalidation';

/**
 * The in-process cache of signed-in requests' sessions (decision 0021). Every signed-in
 * request needs its session (or API key), its user and the user's deciding membership before
 * any work; this keeps what the database answered for SESSION_CACHE_SECONDS, in a bounded
 * LRU keyed by the token's hash, so a burst of requests by one member costs one lookup.
 *
 * What may go stale is dropped at once, not after the TTL: the services that write a
 * session, a key, a user's row or a membership call `forget` after their write has committed
 * (by token hash or by user). With REDIS_URL each `forget` is also published on
 * SESSION_INVALIDATION_CHANNEL and every process drops the same entries; while this
 * process's subscription is down (Redis unreachable) it serves nothing from memory, so it
 * cannot miss an invalidation. What does not need invalidating is evaluated on every read
 * instead: the session's expires_at and the membership's valid_till, against the request's
 * `now`.
 *
 * A lookup that began before an invalidation does not store its answer (it may have read the
 * database before the write committed): every invalidation moves an epoch on, and a lookup
 * stores only if the epoch is still the one it began in.
 */

/** The most sessions kept at once; the least recently used goes first. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

export interface SessionCacheLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** A session (`session`) or a personal API key (`key`), by the SHA-256 of its token. */
export type CachedKind = 'session' | 'key';

/** What the cache keeps: anything acting for a user. */
export interface CachedAuth {
  user: { id: string };
}

export interface SessionCache {
  /** Whether lookups are answered from memory now (no: TTL 0, or the subscription is down). */
  readonly serving: boolean;
  /**
   * The cached answer for a token, or `load()`'s (kept when it found one). Concurrent
   * lookups of one token share one `load()`.
   */
  lookup<T extends CachedAuth>(
    kind: CachedKind,
    tokenHash: string,
    load: () => Promise<T | undefined>,
  ): Promise<T | undefined>;
  /**
   * Drops one session or key (`tokenHash`), or everything of a user (`userId`), in this
   * process and, with Redis, in every process. Call it after the write has committed.
   */
  forget(change: SessionInvalidation): Promise<void>;
  close(): Promise<void>;
}

export interface SessionCacheOptions {
  /** How long an answer is kept; 0 turns the cache off (every lookup reads the database). */
  seconds: number;
  /** Where invalidations are published and heard (several processes); unset: this one only. */
  redisUrl?: string | undefined;
  log: SessionCacheLog;
  maxEntries?: number;
  /** Milliseconds, monotonic (tests move it). */
  clock?: () => number;
}

interface Entry {
  value: CachedAuth;
  userId: string;
  storedAt: number;
}

const cacheKey = (kind: CachedKind, tokenHash: string) => `${kind}:${tokenHash}`;

export function createSessionCache(options: SessionCacheOptions): SessionCache {
  const ttlMs = options.seconds * 1000;
  const max = options.maxEntries ?? SESSION_CACHE_MAX_ENTRIES;
  const clock = options.clock ?? (() => performance.now());
  const { log } = options;
  const entries = new Map<string, Entry>();
  const byUser = new Map<string, Set<string>>();
  const inFlight = new Map<string, Promise<CachedAuth | undefined>>();
  let epoch = 0;
  // Without Redis this process is the only one and always hears its own invalidations.
  let subscribed = !options.redisUrl;
  let closed = false;

  const serving = () => ttlMs > 0 && subscribed && !closed;

  function drop(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const keys = byUser.get(entry.userId);
    keys?.delete(key);
    if (keys?.size === 0) byUser.delete(entry.userId);
  }

  function store(key: string, value: CachedAuth): void {
    drop(key);
    entries.set(key, { value, userId: value.user.id, storedAt: clock() });
    let keys = byUser.get(value.user.id);
    if (!keys) byUser.set(value.user.id, (keys = new Set()));
    keys.add(key);
    while (entries.size > max) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      drop(oldest);
    }
  }

  function fresh(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (clock() - entry.storedAt >= ttlMs) {
      drop(key);
      return undefined;
    }
    // Least recently used first: a hit moves to the end.
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  }

  /** Every lookup in progress began before this: none of them may store its answer. */
  function newEpoch(): void {
    epoch += 1;
    inFlight.clear();
  }

  function clear(): void {
    newEpoch();
    entries.clear();
    byUser.clear();
  }

  function apply(change: SessionInvalidation): void {
    newEpoch();
    if ('tokenHash' in change) {
      drop(cacheKey('session', change.tokenHash));
      drop(cacheKey('key', change.tokenHash));
    } else {
      for (const key of [...(byUser.get(change.userId) ?? [])]) drop(key);
    }
  }

  const connections: Redis[] = [];
  let publisher: Redis | undefined;
  if (options.redisUrl) {
    // Queued while connecting (a change right after start still goes out), failed after one
    // reconnection attempt: a sign-out waits at most a couple of seconds for a dead Redis.
    publisher = new Redis(options.redisUrl, {
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
    });
    publisher.on('error', () => {
      // Reported where a publish fails.
    });
    connections.push(publisher);
  }
  if (options.redisUrl && ttlMs > 0) {
    const subscriber = new Redis(options.redisUrl, {
      autoResubscribe: false,
      maxRetriesPerRequest: null,
    });
    connections.push(subscriber);
    let downSince: number | undefined;
    const lost = (reason: string) => {
      if (closed) return;
      subscribed = false;
      clear();
      if (downSince === undefined) {
        downSince = Date.now();
        log.warn(
          { reason },
          'session cache off: the Redis subscription for session invalidations is down; every request reads the database until it is back',
        );
      }
    };
    subscriber.on('error', (err: Error) => lost(err.message));
    subscriber.on('close', () => lost('connection closed'));
    subscriber.on('ready', () => {
      subscriber.subscribe(SESSION_INVALIDATION_CHANNEL).then(
        () => {
          if (closed) return;
          // Whatever was published while we did not listen is lost: start empty.
          clear();
          subscribed = true;
          if (downSince !== undefined) {
            log.info({ downMs: Date.now() - downSince }, 'session cache on again');
            downSince = undefined;
          }
        },
        (err: Error) => lost(err.message),
      );
    });
    subscriber.on('message', (channel: string, message: string) => {
      if (channel !== SESSION_INVALIDATION_CHANNEL) return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(message);
      } catch {
        parsed = undefined;
      }
      const change = sessionInvalidationSchema.safeParse(parsed);
      // A message we cannot read might have named anyone: drop everything.
      if (change.success) apply(change.data);
      else clear();
    });
  }

  return {
    get serving() {
      return serving();
    },

    async lookup<T extends CachedAuth>(
      kind: CachedKind,
      tokenHash: string,
      load: () => Promise<T | undefined>,
    ): Promise<T | undefined> {
      if (!serving()) return load();
      const key = cacheKey(kind, tokenHash);
      const hit = fresh(key);
      if (hit) return hit.value as T;
      const pending = inFlight.get(key);
      if (pending) return (await pending) as T | undefined;
      const began = epoch;
      const loading = load();
      inFlight.set(key, loading);
      try {
        const value = await loading;
        if (value && serving() && epoch === began) store(key, value);
        return value;
      } finally {
        if (inFlight.get(key) === loading) inFlight.delete(key);
      }
    },

    async forget(change: SessionInvalidation): Promise<void> {
      apply(change);
      if (!publisher) return;
      try {
        await publisher.publish(SESSION_INVALIDATION_CHANNEL, JSON.stringify(change));
      } catch (err) {
        // The other processes' subscriptions are then most likely down too (they serve
        // nothing from memory); if not, their TTL bounds what they may serve stale.
        log.warn({ err }, 'could not publish a session invalidation');
      }
    },

    close(): Promise<void> {
      closed = true;
      clear();
      for (const connection of connections) connection.disconnect();
      return Promise.resolve();
    },
  };
}
