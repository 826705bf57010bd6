import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@yardstick/core/api-error';
import { bearerApiKey } from '@yardstick/core/api-keys';
import { AppError } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A GET that changes state (`GET /api/logout`, a path existing clients use): guarded like POST, so a
     * cross-site link or image cannot trigger it.
     */
    stateChanging?: boolean;
  }
}

function sameOrigin(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  if (publicUrl && origin === new URL(publicUrl).origin) return true;
  const host = request.headers.host;
  return host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
}

/**
 * CSRF guard (docs/http-api.md#sessions-and-csrf): a state-changing request (any method but GET, HEAD and
 * OPTIONS, and a GET route declaring `config: { stateChanging: true }`) must carry
 * `X-Requested-With: yardstick` (which a cross-site form or link cannot set) or come from
 * the app's own origin. Together with SameSite=Lax cookies this closes cross-site forgery.
 * A request without any cookie to a route that needs credentials is left to the access hook
 * (its 401): with no cookie there is no ambient credential to forge with.
 */
export function registerCsrfGuard(app: FastifyInstance, publicUrl: string | undefined): void {
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (SAFE_METHODS.has(request.method) && !config.stateChanging) return;
    // A server-to-server call proven by its own signature (`access: 'signature'`, the
    // payment provider's webhook): no browser sends it, so the anti-forgery header does not apply.
    if (config.access === 'signature') return;
    // An operator command proven by the operator token, which no browser sends by itself.
    if (config.access === 'operator') return;
    // The MCP endpoint (`{ key }`) acts on an API key alone and ignores cookies: nothing
    // ambient to forge with.
    if (typeof config.access === 'object' && 'key' in config.access) return;
    // A personal API key with no cookie beside it (decision 0015): a browser never adds the
    // Authorization header by itself, and without a cookie there is no ambient credential to
    // forge with. The access hook then checks the key (and refuses it where keys do not work).
    // With a cookie the usual rule applies.
    if (request.headers.cookie === undefined && bearerApiKey(request.headers.authorization)) return;
    // No cookie at all on a route that needs credentials (issue 37): no ambient credential
    // rides on the request, so there is nothing to forge, and the access hook answers the
    // 401 the route documents (a PUT to the ingest API without its key) instead of a 403
    // about a header. Public routes (sign-in, register ...) keep the guard with or without a
    // cookie, and so does every request that carries one.
    if (
      request.headers.cookie === undefined &&
      config.access !== undefined &&
      config.access !== 'public'
    )
      return;
    if (request.headers[CSRF_HEADER] === CSRF_HEADER_VALUE) return;
    if (sameOrigin(request, publicUrl)) return;
    throw new AppError('CSRF_REJECTED');
  });
}
