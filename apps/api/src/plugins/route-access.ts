import type { FastifyRequest } from 'fastify';
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
 *   (no browser sends the token by itself).
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
  | {
      attribute:
        | PermissionAttribute
        | readonly PermissionAttribute[]
        | ((request: FastifyRequest) => PermissionAttribute);
    };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
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
  operatorToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'The operator token (OPERATOR_TOKEN, or the one generated in DATA_DIR/operator-token), ' +
      'sent by `npm run operator`; 401 OPERATOR_UNAUTHENTICATED without it',
  },
} as const;

type SecurityRequirement = Partial<Record<keyof typeof SECURITY_SCHEMES, string[]>>;

/** An operation's OpenAPI `security`: public operations say `[]`. */
export function securityOf(access: RouteAccess): SecurityRequirement[] {
  if (access === 'public') return [];
  if (access === 'signature') return [{ webhookSignature: [] }];
  if (access === 'operator') return [{ operatorToken: [] }];
  return [{ session: [] }];
}

/** What the OpenAPI description of an operation says about its access. */
export function accessNote(access: RouteAccess): string {
  if (access === 'public') return 'Access: public.';
  if (access === 'signature') return 'Access: the webhook signature.';
  if (access === 'operator') return 'Access: the operator token.';
  if (access === 'account') return 'Access: any signed-in account, an expired membership too.';
  if (access === 'member') return 'Access: a signed-in account with a live membership.';
  const { attribute } = access;
  if (typeof attribute === 'function')
    return 'Access: a live membership with the permission attribute the request names.';
  const names = (typeof attribute === 'string' ? [attribute] : attribute).map((a) => `\`${a}\``);
  return `Access: a live membership with the permission attribute ${names.join(' or ')}.`;
}
