import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@yardstick/core/api-error';
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
import { areaAverages, areaYields, topCities } from './aggregates.service.ts';

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
        summary:
          "Per postcode district: the sale listings its default search finds ('See properties'), their average price, BMV and ROI; public",
        querystring: cityAggregateQuerySchema,
        response: { 200: cityAggregatesSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
      config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
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
      // Read by two pages: /area-analytics (area_analytics) and the property details
      // Analytics tab (property_estimates_es); either attribute opens them.
      config: { access: { attribute: ['area_analytics', 'property_estimates_es'] } },
    },
    (request) => areaAverages(ctx, request.query),
  );

  app.get(
    '/api/aggregates/yields',
    {
      schema: {
        tags: ['aggregates'],
        summary:
          "The district's or area's unit postcodes with a yield, ranked once and split: the higher half highest first (order high) or the lower half lowest first (order low), paged (page zero-based, size 10)",
        querystring: areaYieldsQuerySchema,
        response: { 200: yieldPageSchema, ...errors },
      },
      // Read by two pages: /area-analytics (area_analytics) and the property details
      // Analytics tab (property_estimates_es); either attribute opens them.
      config: { access: { attribute: ['area_analytics', 'property_estimates_es'] } },
    },
    (request) => areaYields(ctx, request.query),
  );
};
