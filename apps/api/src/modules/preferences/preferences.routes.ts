import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@yardstick/core/api-error';
import {
  preferenceBodySchema,
  preferenceQuerySchema,
  preferenceSchema,
} from '@yardstick/core/reports/preferences';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../accounts/guards.ts';
import { findPreference, savePreference } from './preferences.repository.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

/**
 * GET and PUT /api/preferences?preferenceType= (spec §6: only when signed in): the session's
 * user's saved choices of a page, on the primary (a user reads what they just saved).
 */
export const preferencesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/api/preferences',
    {
      schema: {
        tags: ['preferences'],
        summary: "The signed-in user's saved choices of a page (configJson null when none)",
        querystring: preferenceQuerySchema,
        response: { 200: preferenceSchema, ...errors },
      },
      config: { access: 'member', apiKeys: false },
    },
    async (request, reply) => {
      const type = request.query.preferenceType!;
      const configJson = await findPreference(ctx.database.db, sessionOf(request).user.id, type);
      void reply.header('cache-control', 'no-store');
      return { preferenceType: type, configJson };
    },
  );

  app.put(
    '/api/preferences',
    {
      schema: {
        tags: ['preferences'],
        summary: "Saves the signed-in user's choices of a page (a JSON object as text)",
        querystring: preferenceQuerySchema,
        body: preferenceBodySchema,
        response: { 200: preferenceSchema, ...errors },
      },
      config: { access: 'member', apiKeys: false },
    },
    async (request) => {
      const type = request.query.preferenceType!;
      await savePreference(
        ctx.database.db,
        sessionOf(request).user.id,
        type,
        request.body.configJson,
      );
      return { preferenceType: type, configJson: request.body.configJson };
    },
  );
};
