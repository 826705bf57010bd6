import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@yardstick/core/api-error';
import {
  estimateCardHitsSchema,
  estimateCardPageSchema,
} from '@yardstick/core/search/estimate-card';
import { estimatesPageQuerySchema, searchFilterSchema } from '@yardstick/core/search/filter';
import { mapHitsSchema, markerArrayResponseSchema } from '@yardstick/core/search/map-marker';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../accounts/guards.ts';
import * as service from './search.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

async function viewerOf(request: FastifyRequest): Promise<service.Viewer> {
  const session = await request.getSession();
  return session ? { userId: session.user.id, attributes: session.attributes } : { attributes: [] };
}

/** The estimates search: grid pages, search-index hits, map markers and circle searches. */
export const searchRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/property/price/estimates',
    {
      schema: {
        tags: ['search'],
        summary:
          'A page of estimate cards for the search filter. Public for a first page of up to ' +
          '12 (the featured carousel); more needs property_estimates_es',
        querystring: estimatesPageQuerySchema,
        response: { 200: estimateCardPageSchema, 429: apiErrorSchema, ...errors },
      },
      // Public (the featured carousel): limited per member when signed in, else per address against scraping.
      config: { access: 'public', rateLimit: { max: 300, timeWindow: '1 minute' } },
    },
    async (request) => service.estimatesPage(ctx, request.query, await viewerOf(request)),
  );

  app.get(
    '/api/property/_s/property/estimates',
    {
      schema: {
        tags: ['search'],
        summary: 'Estimate cards for the search filter as search-index hits',
        querystring: searchFilterSchema,
        response: { 200: estimateCardHitsSchema, ...errors },
      },
      config: { access: { attribute: 'property_estimates_es' } },
    },
    (request) => service.searchHits(ctx, request.query, sessionOf(request).user.id),
  );

  app.get(
    '/api/property/_s/property/estimates/map',
    {
      schema: {
        tags: ['search'],
        summary: 'Map markers for the search filter (at most 500); the total counts all matches',
        querystring: searchFilterSchema,
        response: { 200: mapHitsSchema, ...errors },
      },
      config: { access: { attribute: 'property_estimates_es' } },
    },
    (request) => service.markerHits(ctx, request.query, sessionOf(request).user.id),
  );

  app.get(
    '/api/property/coordinate/price/estimates',
    {
      schema: {
        tags: ['search'],
        summary: 'A page of estimate cards inside the circle (latitude, longitude, radius)',
        querystring: searchFilterSchema,
        response: { 200: estimateCardPageSchema, ...errors },
      },
      config: { access: { attribute: 'property_estimates_es' } },
    },
    (request) => service.coordinatePage(ctx, request.query, sessionOf(request).user.id),
  );

  app.get(
    '/api/property/coordinate/price/estimates/marker',
    {
      schema: {
        tags: ['search'],
        summary:
          'Markers inside the circle as arrays [title, lat, lng, id, roi, bmv, estPrice, type]',
        querystring: searchFilterSchema,
        response: { 200: markerArrayResponseSchema, ...errors },
      },
      config: { access: { attribute: 'property_estimates_es' } },
    },
    (request) => service.coordinateMarkers(ctx, request.query),
  );
};
