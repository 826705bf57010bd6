import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginRequestSchema, sessionResponseSchema } from '@yardstick/core/accounts';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from './cookies.ts';
import { sessionOf } from './guards.ts';
import { LIMITS, perAddress } from './rate-limits.ts';
import { client, errors, tags, type RouteKit } from './route-kit.ts';
import * as sessions from './sessions.service.ts';

/** Signing in with a password, signing out, and the session (accounts.routes.ts registers it). */
export const signInRoutes: FastifyPluginAsyncZod<{ kit: RouteKit }> = async (app, { kit }) => {
  const { deps, secure, passwordFailures, countingFailures } = kit;
  app.post(
    '/api/login',
    {
      schema: {
        tags,
        summary: 'Sign in with email and password; sets the session cookie',
        body: loginRequestSchema,
        response: { 200: sessionResponseSchema, ...errors(400, 401, 403, 429) },
      },
      config: { access: 'public', apiKeys: false, rateLimit: perAddress(LIMITS.login.ip) },
      preHandler: passwordFailures.check,
    },
    async (request, reply) => {
      const started = await countingFailures(request, () =>
        sessions.login(deps, request.body, client(request), request.cookies[SESSION_COOKIE]),
      );
      setSessionCookie(reply, started.token, {
        remember: started.remember,
        secure: secure(request),
      });
      return started.session;
    },
  );

  app.get(
    '/api/logout',
    {
      schema: {
        tags,
        summary: 'Sign out: ends the server session and clears the cookie (needs the CSRF header)',
        response: { 204: z.null().meta({ description: 'Signed out: no body' }) },
      },
      // A GET (kept for existing clients, docs/http-api.md#sessions-and-csrf) that changes state: the CSRF guard applies as to a POST.
      config: { access: 'public', apiKeys: false, stateChanging: true },
    },
    async (request, reply) => {
      await sessions.logout(deps, request.cookies[SESSION_COOKIE]);
      clearSessionCookie(reply, secure(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/session',
    {
      schema: {
        tags,
        summary: 'The signed-in user, permission attributes, allowed paths and membership',
        response: { 200: sessionResponseSchema, ...errors(401) },
      },
      config: { access: 'account' },
    },
    async (request) => {
      const session = sessionOf(request);
      return sessions.toSessionResponse(session.user, session);
    },
  );
};
