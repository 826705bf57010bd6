import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PermissionAttribute } from '@yardstick/core/permissions';
import { AppError } from '../../errors.ts';
import { SESSION_COOKIE } from './cookies.ts';
import type { AccountsDeps } from './deps.ts';
import { resolveSession, type AuthSession } from './sessions.service.ts';

/**
 * The server-side guard every module uses on its endpoints:
 *
 *   app.get('/api/things', { schema, preHandler: requireAttribute('valuation') }, handler)
 *   app.get('/api/mine', { schema, preHandler: requireSession }, handler)
 *
 * 401 without a live session, 403 MEMBERSHIP_EXPIRED when the membership has expired
 * (every protected endpoint), 403 FORBIDDEN when the membership lacks the attribute. Inside the handler, `sessionOf(request)` gives the
 * session: always take the user from there, never from the request's body or query.
 */
declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireSession / requireAttribute for the handler. */
    session: AuthSession | null;
    /** The session of the request's cookie, looked up once per request; null if none. */
    getSession(): Promise<AuthSession | null>;
  }
}

/** Adds session lookup to every request. Called on the root instance by registerAccounts. */
export function registerSessionSupport(app: FastifyInstance, deps: AccountsDeps): void {
  const lookups = new WeakMap<FastifyRequest, Promise<AuthSession | null>>();
  app.decorateRequest('session', null);
  app.decorateRequest('getSession', function (this: FastifyRequest) {
    let lookup = lookups.get(this);
    if (!lookup) {
      lookup = resolveSession(deps, this.cookies[SESSION_COOKIE]).then((s) => s ?? null);
      lookups.set(this, lookup);
    }
    return lookup;
  });
}

/**
 * A signed-in session whatever the state of its membership: only for the account itself
 * (the session, sign-out) and for renewing (plans, payment, the membership's own pages).
 */
export async function requireAccount(request: FastifyRequest): Promise<void> {
  const session = await request.getSession();
  if (!session) throw new AppError('UNAUTHENTICATED');
  request.session = session;
}

/**
 * A signed-in session with a live membership (trial, paid or grace). An expired member
 * gets 403 MEMBERSHIP_EXPIRED, which the web app turns into the way to /subscription.
 */
export async function requireSession(request: FastifyRequest): Promise<void> {
  await requireAccount(request);
  if (request.session!.membershipExpired) throw new AppError('MEMBERSHIP_EXPIRED');
}

export function requireAttribute(attribute: PermissionAttribute) {
  return async function requireAttributeHook(request: FastifyRequest): Promise<void> {
    await requireSession(request);
    const session = request.session!;
    if (!session.attributes.includes(attribute)) {
      throw new AppError('FORBIDDEN', 'Your membership does not include this feature');
    }
  };
}

/** The session a guard has checked; throws if the route forgot its guard. */
export function sessionOf(request: FastifyRequest): AuthSession {
  if (!request.session) throw new Error('sessionOf() on a route without requireSession');
  return request.session;
}
export { publicOrigin } from './origin.ts';
