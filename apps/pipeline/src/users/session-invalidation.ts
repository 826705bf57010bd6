import { Redis } from 'ioredis';
import {
  SESSION_INVALIDATION_CHANNEL,
  type SessionInvalidation,
} from '@yardstick/core/session-invalidation';

/**
 * Tells the running API processes that a user changed (decision 0021): each keeps a user's
 * sessions for up to SESSION_CACHE_SECONDS and drops them when it hears this on Redis. The
 * command line runs in a process of its own, so Redis (REDIS_URL, the API's own) is its only
 * way to reach them; without it they see the change when their cache runs out. Resolves to
 * false when Redis could not be reached.
 */
export async function publishSessionInvalidation(
  redisUrl: string,
  change: SessionInvalidation,
): Promise<boolean> {
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  redis.on('error', () => {
    // Answered as false below.
  });
  try {
    await redis.connect();
    await redis.publish(SESSION_INVALIDATION_CHANNEL, JSON.stringify(change));
    return true;
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
