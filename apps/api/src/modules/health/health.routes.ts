import { healthResponseSchema } from '@yardstick/core/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { getHealth } from './health.service.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness, version, database engine and which data is loaded',
        response: { 200: healthResponseSchema },
      },
    },
    () => getHealth(ctx),
  );
};
