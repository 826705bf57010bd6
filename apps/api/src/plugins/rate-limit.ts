import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from '../errors.ts';

/**
 * The rate-limit plugin, ready for routes to opt in with `config.rateLimit`
 * ({ max, timeWindow, keyGenerator }). Counters live in Redis when REDIS_URL is set,
 * so several API processes share them; otherwise in process memory.
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
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'yardstick-rl:' } : {}),
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        'RATE_LIMITED',
        `Too many attempts. Please try again in ${Math.ceil(context.ttl / 1000)} seconds`,
      ),
  });
}
