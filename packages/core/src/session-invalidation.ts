import { z } from 'zod';

/**
 * The API processes cache a signed-in request's session and access for a few seconds
 * (SESSION_CACHE_SECONDS; decision 0021). Whatever changes a session, its user or the
 * user's membership tells every process on this Redis channel (when REDIS_URL is set), and
 * each drops the matching entries at once: those of one session or key (`tokenHash`, the
 * SHA-256 the database keeps) or every one of a user (`userId`).
 */
export const SESSION_INVALIDATION_CHANNEL = 'yardstick:sessions';

export const sessionInvalidationSchema = z.union([
  z.object({ tokenHash: z.string().min(1).max(128) }),
  z.object({ userId: z.string().min(1).max(64) }),
]);
export type SessionInvalidation = z.infer<typeof sessionInvalidationSchema>;
