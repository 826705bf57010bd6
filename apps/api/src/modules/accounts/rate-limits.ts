import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { addressKey } from '../../plugins/rate-limit.ts';

/**
 * Abuse limits of the account endpoints: one per client address (route config.rateLimit,
 * checked before the body is read) and one per account (the email or token in the body,
 * checked after validation), so neither many addresses against one account nor one
 * address against many accounts gets far. Password guesses (sign-in and the resend that
 * needs the password) are counted as failures, per address and per account, so people who
 * sign in successfully and often are never locked out. Counters are shared through Redis
 * when REDIS_URL is set. Over a limit: 429 with Retry-After.
 */
export interface Limit {
  max: number;
  timeWindow: number;
}

const MINUTE = 60 * 1000;

/** At most `max` requests in `minutes` minutes. */
const perMinutes = (max: number, minutes: number): Limit => ({
  max,
  timeWindow: minutes * MINUTE,
});

export const LIMITS = {
  /** Every sign-in request from one address, right or wrong. */
  login: { ip: perMinutes(100, 15) },
  /** Wrong passwords, at sign-in and at resend. */
  passwordFailures: { ip: perMinutes(20, 15), account: perMinutes(10, 15) },
  resend: { ip: perMinutes(10, 60), account: perMinutes(5, 60) },
  register: { ip: perMinutes(10, 60), account: perMinutes(5, 60) },
  emailCheck: { ip: perMinutes(60, 15), account: perMinutes(20, 15) },
  verifyEmail: { ip: perMinutes(30, 15) },
  forgot: { ip: perMinutes(10, 60), account: perMinutes(5, 60) },
  reset: { ip: perMinutes(20, 60), account: perMinutes(5, 60) },
  /** The reset page asking whether its link is still usable. */
  resetStatus: { ip: perMinutes(30, 15) },
  google: { ip: perMinutes(30, 15) },
  captcha: { ip: perMinutes(60, 5) },
} as const satisfies Record<string, { ip: Limit; account?: Limit }>;

/** The message of a 429, the same for both kinds of limit. */
export function retryMessage(seconds: number): string {
  return `Too many attempts. Please try again in ${seconds} seconds`;
}

/**
 * Per-address limit for a route's `config.rateLimit`: keyed by the client address even when
 * the request is signed in (the plugin's default key would be the member).
 */
export function perAddress(limit: Limit) {
  return { max: limit.max, timeWindow: limit.timeWindow, keyGenerator: addressKey };
}

function accountKey(name: string, value: string): string {
  const digest = createHash('sha256').update(value.trim().toLowerCase()).digest('hex');
  return `${name}:account:${digest}`;
}

function refuse(reply: { header(k: string, v: string): unknown }, seconds: number): never {
  reply.header('retry-after', String(seconds));
  throw new AppError('RATE_LIMITED', retryMessage(seconds));
}

/**
 * A preHandler counting requests per account (the value `keyOf` picks from the validated
 * request). Keys are hashed so no email address ends up in Redis.
 */
export function perAccount(
  app: FastifyInstance,
  name: string,
  limit: Limit,
  keyOf: (request: FastifyRequest) => string,
) {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.timeWindow,
    keyGenerator: (request) => accountKey(name, keyOf(request)),
  });
  return async function perAccountLimit(
    request: FastifyRequest,
    reply: { header(k: string, v: string): unknown },
  ) {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    refuse(reply, result.ttlInSeconds);
  };
}

/** The account a request names: the `field` of its validated body or query string. */
export function requestField(part: 'body' | 'query', field: string) {
  return (request: FastifyRequest): string =>
    String((request[part] as Record<string, unknown>)[field]);
}

/**
 * The options of a public route limited both per client address (`config.rateLimit`) and
 * per account (`preHandler`, the account being what `keyOf` picks).
 */
export function publicPerAccount(
  app: FastifyInstance,
  name: string,
  limits: { ip: Limit; account: Limit },
  keyOf: (request: FastifyRequest) => string,
) {
  return {
    config: { access: 'public' as const, rateLimit: perAddress(limits.ip) },
    preHandler: perAccount(app, name, limits.account, keyOf),
  };
}

export interface FailureLimit {
  /** preHandler: 429 once the failures of this address or account reached the limit. */
  check(request: FastifyRequest, reply: { header(k: string, v: string): unknown }): Promise<void>;
  /** Counts one failure for the request's address and account. */
  record(request: FastifyRequest): Promise<void>;
}

/**
 * Counts failures only (wrong passwords), per client address and per account: checked
 * without counting before the attempt, counted after a failed one.
 */
export function perFailure(
  app: FastifyInstance,
  name: string,
  limits: { ip: Limit; account: Limit },
  accountOf: (request: FastifyRequest) => string,
): FailureLimit {
  const byAddress = app.createRateLimit({
    ...limits.ip,
    keyGenerator: (request) => `${name}:${addressKey(request)}`,
  });
  const byAccount = app.createRateLimit({
    ...limits.account,
    keyGenerator: (request) => accountKey(name, accountOf(request)),
  });
  return {
    async check(request, reply) {
      for (const limiter of [byAddress, byAccount]) {
        const result = await limiter(request, { increment: false });
        if (!result.isAllowed && result.remaining <= 0 && result.ttl > 0) {
          refuse(reply, result.ttlInSeconds);
        }
      }
    },
    async record(request) {
      await byAddress(request);
      await byAccount(request);
    },
  };
}
