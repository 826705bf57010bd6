import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { apiErrorSchema } from '@yardstick/core/api-error';
import type { PermissionAttribute } from '@yardstick/core/permissions';
import {
  areaAveragesQuerySchema,
  areaAveragesSchema,
  areaYieldsQuerySchema,
  yieldPageSchema,
} from '@yardstick/core/reports/area';
import {
  cityAggregateQuerySchema,
  cityAggregatesSchema,
} from '@yardstick/core/search/city-aggregate';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { requireSession, sessionOf } from '../accounts/guards.ts';
import { areaAverages, areaYields, topCities } from './aggregates.service.ts';

/**
 * Area analytics read by two pages: /area-analytics (attribute area_analytics) and the
 * property details Analytics tab (property_estimates_es); either attribute opens them.
 */
function requireAnyAttribute(attributes: readonly PermissionAttribute[]) {
  return async function requireAnyAttributeHook(request: FastifyRequest): Promise<void> {
    await requireSession(request);
    const session = sessionOf(request);
    if (!attributes.some((a) => session.attributes.includes(a))) {
      throw new AppError(
        'FORBIDDEN',
        session.membershipExpired
          ? 'Your membership has expired. Renew it to continue'
          : 'Your membership does not include this feature',
      );
    }
  };
}
const areaPermission = requireAnyAttribute(['area_analytics', 'property_estimates_es']);
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/** Area aggregates: the home page's top cities (public) and area analytics. */
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

  app.get(
    '/api/aggregates/area-averages',
    {
      schema: {
        tags: ['aggregates'],
        summary:
          "A postcode district's or area's average gross yield, asking price, rent, sale listings and HMO room market; 404 when no listings are held",
        querystring: areaAveragesQuerySchema,
        response: { 200: areaAveragesSchema, ...errors },
      },
      preHandler: areaPermission,
    },
    (request) => areaAverages(ctx, request.query),
  );

  app.get(
    '/api/aggregates/yields',
    {
      schema: {
        tags: ['aggregates'],
        summary:
          "The district's or area's unit postcodes by gross yield (order high or low), paged (page zero-based, size 10)",
        querystring: areaYieldsQuerySchema,
        response: { 200: yieldPageSchema, ...errors },
      },
      preHandler: areaPermission,
    },
    (request) => areaYields(ctx, request.query),
  );
};
