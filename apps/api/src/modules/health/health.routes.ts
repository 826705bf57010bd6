import { coverageSchema } from '@yardstick/core/coverage';
import { healthResponseSchema } from '@yardstick/core/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { getCoverage } from './coverage.service.ts';
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
      config: { access: 'public' },
    },
    () => getHealth(ctx),
  );
  app.get(
    '/api/health/coverage',
    {
      schema: {
        tags: ['system'],
        summary:
          'Where the listings for sale are: on demo data the places and districts holding ' +
          'them (for the empty states and the demo notice); null places on other data',
        response: { 200: coverageSchema },
      },
      config: { access: 'public' },
    },
    () => getCoverage(ctx),
  );
};
