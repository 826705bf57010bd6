import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  googleCallbackQuerySchema,
  googleCallbackResponseSchema,
  googleStartQuerySchema,
} from '@yardstick/core/accounts';
import {
  clearOauthStateCookie,
  OAUTH_STATE_COOKIE,
  SESSION_COOKIE,
  setOauthStateCookie,
  setSessionCookie,
} from './cookies.ts';
import { finishGoogleSignIn, startGoogleSignIn } from './google.service.ts';
import { LIMITS, perAddress } from './rate-limits.ts';
import { client, errors, tags, type RouteKit } from './route-kit.ts';

/** Google sign-in (OIDC with PKCE, state and nonce; accounts.routes.ts registers it). */
export const googleRoutes: FastifyPluginAsyncZod<{ kit: RouteKit }> = async (app, { kit }) => {
  const { deps, secure, origin } = kit;
  app.get(
    '/api/oauth/google',
    {
      schema: {
        tags,
        summary: 'Start Google sign-in: redirects to Google (OIDC with PKCE, state and nonce)',
        querystring: googleStartQuerySchema,
        response: {
          302: z.null().meta({ description: "To Google's sign-in page (the Location header)" }),
          ...errors(404, 421, 429, 503),
        },
      },
      config: { access: 'public', apiKeys: false, rateLimit: perAddress(LIMITS.google.ip) },
    },
    async (request, reply) => {
      const started = await startGoogleSignIn(deps, request.query.redirect, origin(request));
      setOauthStateCookie(reply, started.state, secure(request));
      return reply.redirect(started.url, 302);
    },
  );

  app.get(
    '/api/oauth/google-callback',
    {
      schema: {
        tags,
        summary: 'Finish Google sign-in: sets the session cookie, answers where to go next',
        querystring: googleCallbackQuerySchema,
        response: { 200: googleCallbackResponseSchema, ...errors(400, 404, 429, 503) },
      },
      config: { access: 'public', apiKeys: false, rateLimit: perAddress(LIMITS.google.ip) },
    },
    async (request, reply) => {
      clearOauthStateCookie(reply, secure(request));
      const done = await finishGoogleSignIn(
        deps,
        request.query,
        request.cookies[OAUTH_STATE_COOKIE],
        client(request),
        request.cookies[SESSION_COOKIE],
      );
      setSessionCookie(reply, done.token, { remember: false, secure: secure(request) });
      return { redirect: done.redirect };
    },
  );
};
