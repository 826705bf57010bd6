import type { FastifyRequest } from 'fastify';
import type { ApiKeyScope } from '@yardstick/core/api-keys';
import type { PermissionAttribute } from '@yardstick/core/permissions';

/**
 * Who may call a route, declared once in its options (decision 0014):
 *
 *   app.get('/api/things', { schema, config: { access: { attribute: 'valuation' } } }, handler)
 *
 * - `public`: anyone;
 * - `account`: any signed-in account, an expired membership included (the session itself,
 *   sign-out, and renewing: plans, payment, the sandbox's hosted page);
 * - `member`: a signed-in account with a live membership (trial, paid or grace);
 * - `{ attribute }`: a live membership granting the permission attribute (any of a list; or
 *   the one a function picks from the raw request, before validation);
 * - `signature`: a server-to-server call proven by its own signature (the payment provider's
 *   webhook), with no session and no anti-forgery header;
 * - `operator`: an operator command (`npm run operator`), proven by the operator token
 *   (`Authorization: Bearer {OPERATOR_TOKEN}`), with no session and no anti-forgery header
 *   (no browser sends the token by itself);
 * - `{ scope: 'listings:write' }`: a personal API key with that scope whose user is an
 *   operator (users.operator), or a signed-in operator's session (decision 0015);
 * - `{ role: 'operator' }`: a signed-in account that is an operator (its session, or one of
 *   its keys with scope `read` on a GET).
 *
 * A personal API key (`Authorization: Bearer ysk_...`, decision 0015) acts as its user: with
 * scope `read` on the GET routes declared `public`, `member`, `{ attribute }` or
 * `{ role: 'operator' }` (the membership checks apply to its user), with `listings:write` on
 * the `{ scope: 'listings:write' }` routes. It never works on `account` routes, on any other
 * write, or on a route declaring `apiKeys: false` (the account's own settings): 403
 * API_KEY_NOT_ALLOWED (`keyScopeNeeded` below).
 *
 * One `onRequest` hook (modules/accounts/guards.ts) enforces it before the body or query is
 * parsed or validated; app.ts refuses to start when an /api route declares none; the OpenAPI
 * document's `security` of every operation is generated from it (plugins/api-docs.ts).
 */
export type RouteAccess =
  | 'public'
  | 'account'
  | 'member'
  | 'signature'
  | 'operator'
  | { scope: 'listings:write' }
  | { role: 'operator' }
  /** A personal API key with the scope (no session), any membership: the MCP endpoint. */
  | { key: 'read' }
  | {
      attribute:
        | PermissionAttribute
        | readonly PermissionAttribute[]
        | ((request: FastifyRequest) => PermissionAttribute);
    };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /**
     * `false`: an API key never works here, even on a GET (the account's own settings, the
     * account forms): 403 API_KEY_NOT_ALLOWED.
     */
    apiKeys?: false;
    /**
     * `true`: a POST that only computes an answer from its body (a calculator, a query too
     * long for a URL): a `read` key may make it, as it may a GET.
     */
    readOnly?: true;
    /**
     * A `signature` route proven by a signed token in its query (`?token=`, the alert emails'
     * one-click unsubscribe) rather than by the Webhook-Signature header: its OpenAPI
     * `security` names that scheme.
     */
    signedBy?: 'unsubscribeToken';
  }
}

/** The access of an operator: a route declaring `{ scope }` or `{ role: 'operator' }`. */
export function isOperatorAccess(
  access: RouteAccess,
): access is { scope: 'listings:write' } | { role: 'operator' } {
  return typeof access === 'object' && ('scope' in access || 'role' in access);
}

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * The scope an API key needs to make this request, or undefined when no key may make it
 * (decision 0015): `listings:write` on the routes declaring it; `read` on a GET (or HEAD) of
 * a `public`, `member`, `{ attribute }` or `{ role: 'operator' }` route, on a POST declaring
 * `readOnly` and on the `{ key: 'read' }` route (MCP); nothing on
 * `account`, `signature` or `operator` routes, on any other method, on a GET that changes
 * state (sign-out) and on a route declaring `apiKeys: false`.
 */
export function keyScopeNeeded(
  access: RouteAccess,
  method: string,
  config: { apiKeys?: false; stateChanging?: boolean; readOnly?: true; keyScope?: ApiKeyScope },
): ApiKeyScope | undefined {
  // A write a key of its own scope may make (`config.keyScope`: deals:write on adding a deal).
  if (config.keyScope && access !== 'signature' && access !== 'operator') return config.keyScope;
  if (typeof access === 'object' && 'scope' in access) return access.scope;
  if (typeof access === 'object' && 'key' in access) return access.key;
  if (access === 'account' || access === 'signature' || access === 'operator') return undefined;
  if (config.apiKeys === false || config.stateChanging) return undefined;
  return READ_METHODS.has(method) || config.readOnly ? 'read' : undefined;
}

/** The OpenAPI security schemes the declarations name. */
export const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: 'yardstick_session',
    description:
      'The session cookie set by sign-in (POST /api/login, Google). 401 without a live ' +
      'session; 403 MEMBERSHIP_EXPIRED or FORBIDDEN when the membership does not allow the call.',
  },
  webhookSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'Webhook-Signature',
    description: "HMAC-SHA256 of the raw body with the provider's webhook secret (498 when wrong)",
  },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'ysk_...',
    description:
      'A personal API key (`Authorization: Bearer ysk_...`, created at POST ' +
      '/api/account/api-keys, decision 0015). It acts as its user within its scopes: `read` ' +
      'on GET operations, `listings:write` on the listing push operations. 401 ' +
      'API_KEY_INVALID for an unknown or revoked key, 403 API_KEY_SCOPE without the scope, ' +
      '403 API_KEY_NOT_ALLOWED on account operations (never on public ones: there a key ' +
      'that cannot act is ignored and the request answered as for a visitor); 600 requests ' +
      'a minute per key ' +
      '(API_KEY_RATE_LIMIT_PER_MINUTE).',
  },
  unsubscribeToken: {
    type: 'apiKey',
    in: 'query',
    name: 'token',
    description:
      "The signed token of an alert email's unsubscribe link (HMAC of what it stops); 400 " +
      'VALIDATION_FAILED when it is not valid',
  },
  operatorToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'The operator token (OPERATOR_TOKEN, or the one generated in DATA_DIR/operator-token), ' +
      'sent by `npm run operator`; 401 OPERATOR_UNAUTHENTICATED without it',
  },
} as const;

type SecurityRequirement = Partial<Record<keyof typeof SECURITY_SCHEMES, string[]>>;

/**
 * An operation's OpenAPI `security`: public operations say `[]`; the alternatives are listed
 * one requirement each (the session, or an API key with the scope the operation needs).
 */
export function securityOf(
  access: RouteAccess,
  method = 'GET',
  config: {
    apiKeys?: false;
    stateChanging?: boolean;
    readOnly?: true;
    keyScope?: ApiKeyScope;
    signedBy?: 'unsubscribeToken';
  } = {},
): SecurityRequirement[] {
  if (access === 'public') return [];
  if (access === 'signature') return [{ [config.signedBy ?? 'webhookSignature']: [] }];
  if (access === 'operator') return [{ operatorToken: [] }];
  if (typeof access === 'object' && 'key' in access) return [{ apiKey: [access.key] }];
  const scope = keyScopeNeeded(access, method, config);
  return scope ? [{ session: [] }, { apiKey: [scope] }] : [{ session: [] }];
}

/** What the OpenAPI description of an operation says about its access. */
export function accessNote(access: RouteAccess): string {
  if (access === 'public') return 'Access: public.';
  if (access === 'signature') return 'Access: the webhook signature.';
  if (access === 'operator') return 'Access: the operator token.';
  if (access === 'account') return 'Access: any signed-in account, an expired membership too.';
  if (access === 'member') return 'Access: a signed-in account with a live membership.';
  if ('scope' in access)
    return `Access: an operator, signed in or with an API key of scope \`${access.scope}\`.`;
  if ('role' in access)
    return "Access: a signed-in operator (or an operator's `read` API key on a GET).";
  if ('key' in access) return `Access: a personal API key of scope \`${access.key}\`.`;
  const { attribute } = access;
  if (typeof attribute === 'function')
    return 'Access: a live membership with the permission attribute the request names.';
  const names = (typeof attribute === 'string' ? [attribute] : attribute).map((a) => `\`${a}\``);
  return `Access: a live membership with the permission attribute ${names.join(' or ')}.`;
}
