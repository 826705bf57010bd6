import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@yardstick/core/api-error';
import {
  cityAggregateQuerySchema,
  cityAggregatesSchema,
} from '@yardstick/core/search/city-aggregate';
import type { AppContext } from '../../context.ts';
import { topCities } from './aggregates.service.ts';

/** Area aggregates for the home page (public). */
export const aggregatesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/api/aggregates/top/cities/estimate',
    {
      schema: {
        tags: ['aggregates'],
        summary: 'Sale listings, average price, BMV and ROI per postcode district; public',
        querystring: cityAggregateQuerySchema,
        response: { 200: cityAggregatesSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    (request) => topCities(ctx, request.query),
  );
};
