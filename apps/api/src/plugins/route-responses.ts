import type { RouteOptions } from 'fastify';
import { apiErrorSchema } from '@yardstick/core/api-error';
import { keyScopeNeeded, type RouteAccess } from './route-access.ts';

/** What of a route decides which error statuses it can answer (its options as registered). */
export interface RouteShape {
  method: string | string[];
  schema?: {
    body?: unknown;
    querystring?: unknown;
    params?: unknown;
    headers?: unknown;
    response?: unknown;
  };
  config?: {
    access?: RouteAccess;
    apiKeys?: false;
    stateChanging?: boolean;
    readOnly?: true;
    rateLimit?: unknown;
  };
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/**
 * The error statuses a route can answer whatever its handler does, derived from its
 * declaration (decision 0026), each answered with the catalogue's `ApiError`:
 *
 * - 400 VALIDATION_FAILED: it declares a query, path, header or body schema, or takes a
 *   body (bad JSON); 413 PAYLOAD_TOO_LARGE and 415 UNSUPPORTED_MEDIA_TYPE: it takes a body;
 * - 404 NOT_FOUND and 414 URI_TOO_LONG: it has path parameters (what they name is missing, a
 *   parameter over the router's `maxParamLength`);
 * - 401 and 403 from the access hook: every access but `public` (the session, key, token or
 *   membership checks; 403 API_KEY_NOT_ALLOWED where a key may not act); 403 CSRF_REJECTED on
 *   a state-changing request a browser can make (not the signed or operator calls);
 * - 429 RATE_LIMITED: it opts in to a rate limit, or an API key may call it (every key has
 *   its allowance);
 * - 500 INTERNAL (an unexpected failure: only the request id, plugins/error-handler.ts) and
 *   503 DATABASE_UNAVAILABLE (the database out of reach): every route. The fuzz
 *   (src/openapi.fuzz.test.ts) asserts that no request it sends gets a 5xx.
 */
export function derivedErrorStatuses(route: RouteShape): number[] {
  const method = [route.method].flat()[0] ?? 'GET';
  const { schema = {}, config = {} } = route;
  const access = config.access ?? 'public';
  const statuses = new Set<number>([500, 503]);
  const takesBody = BODY_METHODS.has(method) || schema.body !== undefined;
  if (schema.querystring || schema.params || schema.headers || takesBody) statuses.add(400);
  if (takesBody) {
    statuses.add(413);
    statuses.add(415);
  }
  if (schema.params) {
    statuses.add(404);
    statuses.add(414);
  }
  if (access !== 'public') statuses.add(401);
  if (access !== 'public' && access !== 'operator') statuses.add(403);
  const browserWrite = !['GET', 'HEAD', 'OPTIONS'].includes(method) || config.stateChanging;
  if (browserWrite && access !== 'signature' && access !== 'operator') statuses.add(403);
  if (access === 'signature') statuses.add(498);
  const keyMayCall = access !== 'public' && keyScopeNeeded(access, method, config) !== undefined;
  const keyOnPublic = access === 'public' && keyScopeNeeded(access, method, config) !== undefined;
  if (config.rateLimit || keyMayCall || keyOnPublic) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

/**
 * Completes a route's `response` with the derived error statuses it does not declare itself
 * (the catalogue's `ApiError` for each), so that the OpenAPI document and the response
 * serialisation say every status the route can answer. Called for every /api route (app.ts).
 */
export function declareErrorResponses(route: RouteShape & Pick<RouteOptions, 'schema'>): void {
  if (!route.schema) return;
  const response = { ...(route.schema.response as Record<string, unknown> | undefined) };
  for (const status of derivedErrorStatuses(route)) response[status] ??= apiErrorSchema;
  route.schema = { ...route.schema, response };
}
