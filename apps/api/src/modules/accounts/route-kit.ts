import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiErrorSchema } from '@yardstick/core/api-error';
import { AppError } from '../../errors.ts';
import { emailBaseUrl } from '../../lib/mail/base-url.ts';
import type { CaptchaProof } from './accounts.service.ts';
import type { AccountsDeps } from './deps.ts';
import { publicOrigin, secureCookies } from './origin.ts';
import { LIMITS, perFailure, requestField, type FailureLimit } from './rate-limits.ts';
import type { ClientInfo } from './sessions.service.ts';

/** What the account routes share: accounts.routes.ts and its parts by concern. */
export const tags = ['accounts'];

export const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((s) => [s, apiErrorSchema])) as Record<
    number,
    typeof apiErrorSchema
  >;

export function client(request: FastifyRequest): ClientInfo {
  const agent = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: typeof agent === 'string' ? agent : null };
}

export function captchaProof(request: FastifyRequest, token: string | undefined): CaptchaProof {
  return { token, remoteIp: request.ip };
}

/** The account routes' helpers, made once for all of them (one count of password failures). */
export interface RouteKit {
  deps: AccountsDeps;
  /** Whether the request's cookies are Secure. */
  secure(request: FastifyRequest): boolean;
  /** The request's public origin (421 for a Host that is not this machine). */
  origin(request: FastifyRequest): string;
  /** The emails' links' base. */
  mailBase(request: FastifyRequest): string;
  /** Wrong passwords at sign-in and at resend share one count, per address and per account. */
  passwordFailures: FailureLimit;
  /** Runs a password check, counting a wrong password as a failure. */
  countingFailures<T>(request: FastifyRequest, attempt: () => Promise<T>): Promise<T>;
}

export function routeKit(app: FastifyInstance, deps: AccountsDeps): RouteKit {
  const { config } = deps.ctx;
  const origin = (request: FastifyRequest) => publicOrigin(config, request);
  const passwordFailures = perFailure(
    app,
    'password',
    LIMITS.passwordFailures,
    requestField('body', 'loginId'),
  );
  return {
    deps,
    secure: (request) => secureCookies(config, request),
    origin,
    // The emails' links: the one base of every email (lib/mail/base-url.ts). A Host that is
    // not this machine still gets 421 without PUBLIC_URL: that deployment must say its address.
    mailBase: (request) => {
      origin(request);
      return emailBaseUrl(config);
    },
    passwordFailures,
    async countingFailures(request, attempt) {
      try {
        return await attempt();
      } catch (err) {
        if (err instanceof AppError && err.code === 'INVALID_CREDENTIALS') {
          await passwordFailures.record(request);
        }
        throw err;
      }
    },
  };
}
