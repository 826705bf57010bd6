import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerApiKey, type ApiKeyScope } from '@yardstick/core/api-keys';
import type { PermissionAttribute } from '@yardstick/core/permissions';
import { AppError } from '../../errors.ts';
import { apiKeyLimiter } from '../../plugins/rate-limit.ts';
import { isOperatorAccess, keyScopeNeeded, type RouteAccess } from '../../plugins/route-access.ts';
import { SESSION_COOKIE } from './cookies.ts';
import type { AppContext } from '../../context.ts';
import type { AccountsDeps } from './deps.ts';
import { resolveKeySession, resolveSession, type AuthSession } from './sessions.service.ts';

/**
 * The server-side guard of every module's endpoints. A route declares who may call it once,
 * in its options (plugins/route-access.ts):
 *
 *   app.get('/api/things', { schema, config: { access: { attribute: 'valuation' } } }, handler)
 *   app.get('/api/mine', { schema, config: { access: 'member' } }, handler)
 *
 * and one onRequest hook enforces it before anything of the request is parsed or validated:
 * 401 without a live session, 403 MEMBERSHIP_EXPIRED when the membership has expired (every
 * route but the `account` ones), 403 FORBIDDEN when the membership lacks the attribute; an
 * `operator` route needs the operator token instead of a session (401 OPERATOR_UNAUTHENTICATED);
 * `{ scope }` and `{ role: 'operator' }` routes need an operator (403 OPERATOR_REQUIRED). A
 * personal API key (`Authorization: Bearer ysk_...`, decision 0015) acts as its user where
 * `keyScopeNeeded` (plugins/route-access.ts) lets it, and is refused everywhere else.
 * Inside the handler, `sessionOf(request)` gives the session: always take the user from
 * there, never from the request's body or query.
 */
declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access hook for the handler on every route that needs a session. */
    session: AuthSession | null;
    /** The session of the request's cookie, looked up once per request; null if none. */
    getSession(): Promise<AuthSession | null>;
  }
  interface FastifyContextConfig {
    /**
     * The scope a personal API key needs for this write (decision 0025: `deals:write` on
     * adding a deal), where `keyScopeNeeded` would let no key make it.
     */
    keyScope?: ApiKeyScope;
  }
}

type RouteConfig = {
  apiKeys?: false;
  stateChanging?: boolean;
  readOnly?: true;
  keyScope?: ApiKeyScope;
};

/**
 * The scope a key needs for a call of a route, or undefined when no key may make it (the
 * same function gives the OpenAPI document's `security`, plugins/route-access.ts).
 */
function scopeOfKeyCall(access: RouteAccess, method: string, config: RouteConfig) {
  return keyScopeNeeded(access, method, config);
}

/** The attributes of which a route's declaration asks for one. */
function attributesWanted(
  request: FastifyRequest | undefined,
  attribute: Extract<RouteAccess, { attribute: unknown }>['attribute'],
): readonly PermissionAttribute[] {
  // An attribute picked from the raw request needs one (no MCP tool serves such a route).
  if (typeof attribute === 'function') return request ? [attribute(request)] : [];
  return typeof attribute === 'string' ? [attribute] : attribute;
}

/** The request carries the operator token (compared in constant time). */
function hasOperatorToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice(7).trim() : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

type KeyLimiter = (request: FastifyRequest, reply: FastifyReply, keyId: string) => Promise<void>;
type SessionAccess = Exclude<RouteAccess, 'signature' | 'operator'>;

/** What the declared access asks of the account a session or a key acts for. */
function admit(
  request: FastifyRequest | undefined,
  access: SessionAccess,
  session: AuthSession,
): void {
  if (isOperatorAccess(access)) {
    if (!session.user.operator) throw new AppError('OPERATOR_REQUIRED');
    return;
  }
  // The MCP endpoint (`{ key }`) admits any live key: its tools answer what the API answers
  // the key, MEMBERSHIP_EXPIRED included, in tool form.
  if (
    access === 'public' ||
    access === 'account' ||
    (typeof access === 'object' && 'key' in access)
  ) {
    return;
  }
  if (session.membershipExpired) throw new AppError('MEMBERSHIP_EXPIRED');
  if (access === 'member') return;
  if (!attributesWanted(request, access.attribute).some((a) => session.attributes.includes(a))) {
    throw new AppError('FORBIDDEN', 'Your membership does not include this feature');
  }
}

/**
 * A request carrying a personal API key (decision 0015): refused where no key may act (403
 * API_KEY_NOT_ALLOWED, before the key is even looked up), 401 API_KEY_INVALID for an unknown
 * or revoked key, then the key's allowance (429), its scope (403 API_KEY_SCOPE) and what the
 * route asks of its user, exactly as for the user's own session.
 *
 * A key sent to a `public` operation is never refused (decision 0026; the typed client sends
 * its key on every request): where a key may not act (a write, the account forms), without
 * the scope, or when its user's membership has expired, the request is answered as for a
 * visitor (`asVisitor`); only an unknown or revoked key is still told so (401).
 */
async function enforceKeyAccess(
  request: FastifyRequest,
  reply: FastifyReply,
  access: SessionAccess | 'signature',
  limitKey: KeyLimiter,
  asVisitor: (request: FastifyRequest) => void,
): Promise<void> {
  const config = request.routeOptions.config;
  const scope = scopeOfKeyCall(access, request.method, config);
  if (access === 'public' && !scope) return asVisitor(request);
  if (!scope || access === 'signature') throw new AppError('API_KEY_NOT_ALLOWED');
  const session = await request.getSession();
  if (!session?.apiKey) throw new AppError('API_KEY_INVALID');
  if (access === 'public' && (!session.apiKey.scopes.includes(scope) || session.membershipExpired))
    return asVisitor(request);
  request.session = session;
  await limitKey(request, reply, session.apiKey.id);
  admitKey(request, session, scope, access);
}

/** The key's scope, then what the route asks of the key's user (as for a session). */
function admitKey(
  request: FastifyRequest | undefined,
  session: AuthSession,
  scope: ApiKeyScope,
  access: SessionAccess,
): void {
  if (!session.apiKey) throw new AppError('API_KEY_INVALID');
  if (!session.apiKey.scopes.includes(scope)) {
    throw new AppError('API_KEY_SCOPE', `This API key does not have the scope ${scope}`);
  }
  // An expired member's key answers MEMBERSHIP_EXPIRED on members' routes, as the web's pages
  // do; on a public one it was answered as a visitor above.
  admit(request, access, session);
}

/**
 * A call of a route made for an API key's session without an HTTP request (the MCP tools,
 * decision 0025): the same checks the access hook makes of a key on that route, from the
 * route's own declaration (its access and config): 403 API_KEY_NOT_ALLOWED, API_KEY_SCOPE,
 * MEMBERSHIP_EXPIRED, FORBIDDEN, OPERATOR_REQUIRED. The key's rate limit was counted on the
 * request that carried the call.
 */
export function admitKeyCall(
  session: AuthSession,
  route: { method: string; config: RouteConfig & { access?: RouteAccess } },
): void {
  const { access } = route.config;
  if (!access) throw new AppError('API_KEY_NOT_ALLOWED');
  const scope = scopeOfKeyCall(access, route.method, route.config);
  if (!scope || access === 'signature' || access === 'operator') {
    throw new AppError('API_KEY_NOT_ALLOWED');
  }
  // A key is a member's tool: through MCP, a public route still needs a live membership (an
  // expired member's key answers MEMBERSHIP_EXPIRED, as the tools always have); over HTTP the
  // same request is answered as for a visitor (enforceKeyAccess).
  admitKey(undefined, session, scope, access === 'public' ? 'member' : access);
}

/** The session a personal API key acts as (undefined for an unknown or revoked key). */
export function sessionOfApiKey(ctx: AppContext, key: string): Promise<AuthSession | undefined> {
  return resolveKeySession({ ctx, now: () => new Date() }, key);
}

/** Refuses the request unless its session or key satisfies the route's declared access. */
async function enforceAccess(
  request: FastifyRequest,
  reply: FastifyReply,
  operatorToken: string,
  limitKey: KeyLimiter,
  asVisitor: (request: FastifyRequest) => void,
): Promise<void> {
  const access = request.routeOptions.config.access;
  // Routes outside /api (the web app, media, the docs) declare none; app.ts makes every
  // /api route declare one.
  if (access === undefined) return;
  if (access === 'operator') {
    if (!hasOperatorToken(request, operatorToken)) throw new AppError('OPERATOR_UNAUTHENTICATED');
    return;
  }
  if (bearerApiKey(request.headers.authorization)) {
    return enforceKeyAccess(request, reply, access, limitKey, asVisitor);
  }
  if (typeof access === 'object' && 'key' in access) throw new AppError('API_KEY_REQUIRED');
  if (access === 'public' || access === 'signature') return;
  const session = await request.getSession();
  if (!session) throw new AppError('UNAUTHENTICATED');
  request.session = session;
  admit(request, access, session);
}

/**
 * Adds the memoised session lookup to every request and the access hook to every route.
 * Called on the root instance by registerAccounts, before any module registers its routes.
 * A request carrying a personal API key (`Authorization: Bearer ysk_...`) is looked up by its
 * key instead of its cookie.
 */
export function registerSessionSupport(app: FastifyInstance, deps: AccountsDeps): void {
  const lookups = new WeakMap<FastifyRequest, Promise<AuthSession | null>>();
  app.decorateRequest('session', null);
  app.decorateRequest('getSession', function (this: FastifyRequest) {
    let lookup = lookups.get(this);
    if (!lookup) {
      const key = bearerApiKey(this.headers.authorization);
      lookup = (
        key ? resolveKeySession(deps, key) : resolveSession(deps, this.cookies[SESSION_COOKIE])
      ).then((s) => s ?? null);
      lookups.set(this, lookup);
    }
    return lookup;
  });
  const operatorToken = deps.ctx.config.OPERATOR_TOKEN;
  const limitKey = apiKeyLimiter(app, deps.ctx.config.API_KEY_RATE_LIMIT_PER_MINUTE);
  // A key that may not act on a public operation: the request has no session, as a visitor's.
  const asVisitor = (request: FastifyRequest) => void lookups.set(request, Promise.resolve(null));
  app.addHook('onRequest', (request, reply) =>
    enforceAccess(request, reply, operatorToken, limitKey, asVisitor),
  );
}

/** The session the access hook has checked; throws if the route declared no session. */
export function sessionOf(request: FastifyRequest): AuthSession {
  if (!request.session) throw new Error('sessionOf() on a route whose access needs no session');
  return request.session;
}

// What the app's composition (app.ts, server.ts, the command lines) and other modules use of
// accounts besides the guard: the face is this file (docs/architecture.md).
export { accountIdByEmail } from './accounts.service.ts';
export { DEFAULT_DEMO_EMAIL, demoLoginMessage, ensureDemoAccount } from './demo-account.ts';
export { publicOrigin } from './origin.ts';
// Who an email goes to, for the modules that mail a user (membership): `users` is this module's.
export {
  userContact,
  userContactByEmail,
  userContacts,
  type UserContact,
} from './accounts.repository.ts';
export { createSessionCache, type SessionCache } from './session-cache.ts';
export { toSessionResponse, type AuthSession } from './sessions.service.ts';
