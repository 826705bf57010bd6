import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from '../errors.ts';

/** The client address as a rate-limit key (an IPv6 address by its /64, as the plugin does). */
export function addressKey(request: FastifyRequest): string {
  return `ip:${normalizeIP(request.ip)}`;
}

/**
 * The default key: the signed-in user when the request carries a live session, so members
 * behind one address (an office's NAT) each get their own allowance; otherwise the client
 * address, which every visitor there shares (a forged or stale cookie counts as none).
 *
 * The limit runs in onRequest, before any guard: it asks for the session through
 * `request.getSession()` (modules/accounts/guards.ts), the request's one memoised lookup
 * that the access hook and the handler then reuse, so no route reads the session twice.
 * Should the lookup fail, the address counts and the access hook reports it.
 */
export async function memberOrAddressKey(request: FastifyRequest): Promise<string> {
  try {
    const session = await request.getSession();
    if (session) return `user:${session.user.id}`;
  } catch {
    // fall back to the address
  }
  return addressKey(request);
}

/**
 * The allowance of every request made with a personal API key (decision 0015): `max` a
 * minute per key, counted by the key's id in the same store as the routes' limits (Redis when
 * set), whatever the route; a route's own limit still applies after it. Call it once the key
 * has been checked (the access hook, modules/accounts/guards.ts); it throws RATE_LIMITED (429,
 * with Retry-After) past the allowance.
 */
export function apiKeyLimiter(
  app: FastifyInstance,
  max: number,
): (request: FastifyRequest, reply: FastifyReply, keyId: string) => Promise<void> {
  const keys = new WeakMap<FastifyRequest, string>();
  const check = app.createRateLimit({
    max,
    timeWindow: 60_000,
    keyGenerator: (request) => `apikey:${keys.get(request) ?? ''}`,
  });
  return async (request, reply, keyId) => {
    keys.set(request, keyId);
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    void reply.header('retry-after', result.ttlInSeconds);
    throw new AppError(
      'RATE_LIMITED',
      `Too many requests with this API key. Please try again in ${result.ttlInSeconds} seconds`,
    );
  };
}

/** How often, at most, the outage of Redis is logged again while it lasts. */
export const REDIS_WARNING_INTERVAL_MS = 60_000;

/**
 * Logs an outage of Redis: while it is unreachable the limiter lets every request through
 * (`skipOnError`), which is logged as a warning once a minute at most (the client retries the
 * connection every two seconds or so and would otherwise print a line each time), and its
 * return as one line at the same level, so that an operator watching warnings sees both ends.
 */
export function watchRedis(
  redis: Redis,
  log: { warn: (obj: object, msg: string) => void },
  intervalMs = REDIS_WARNING_INTERVAL_MS,
): void {
  let lastWarning = -Infinity;
  let downSince: number | undefined;
  redis.on('error', (err: Error & { code?: string }) => {
    downSince ??= Date.now();
    const now = Date.now();
    if (now - lastWarning < intervalMs) return;
    lastWarning = now;
    log.warn(
      { err: { message: err.message, code: err.code } },
      'Redis is unreachable: rate limits are not applied until it is back (fail open)',
    );
  });
  redis.on('ready', () => {
    if (downSince === undefined) return;
    const seconds = Math.round((Date.now() - downSince) / 1000);
    downSince = undefined;
    lastWarning = -Infinity;
    log.warn({ downSeconds: seconds }, 'Redis is reachable again: rate limits apply');
  });
}

/**
 * The rate-limit plugin, ready for routes to opt in with `config.rateLimit`
 * ({ max, timeWindow, keyGenerator }). Keys default to `memberOrAddressKey`; a route that
 * must count per address whoever is signed in (the account forms: `perAddress` in
 * modules/accounts/rate-limits.ts) sets `keyGenerator: addressKey`. Counters live in Redis
 * when REDIS_URL is set, so several API processes share them (same keys, under the
 * `yardstick-rl:` namespace and the route); otherwise in process memory. While Redis is
 * unreachable the limits are lifted (fail open) and that is logged (`watchRedis`).
 */
export async function registerRateLimit(
  app: FastifyInstance,
  redisUrl: string | undefined,
): Promise<void> {
  const redis = redisUrl
    ? new Redis(redisUrl, {
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: false,
      })
    : undefined;
  if (redis) {
    watchRedis(redis, app.log);
    app.addHook('onClose', async () => {
      // quit() needs a live connection; a Redis that is down is just let go.
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'yardstick-rl:' } : {}),
    keyGenerator: memberOrAddressKey,
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        'RATE_LIMITED',
        `Too many attempts. Please try again in ${Math.ceil(context.ttl / 1000)} seconds`,
      ),
  });
}
