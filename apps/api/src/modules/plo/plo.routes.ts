import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@yardstick/core/api-error';
import {
  ploFilterSchema,
  ploItemHitsSchema,
  ploItemPageSchema,
  ploMarkerHitsSchema,
} from '@yardstick/core/plo/plo';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../accounts/guards.ts';
import * as service from './plo.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ['plo'];

/** The PLO lists: page, search-index hits and map markers (docs/http-api.md#plo). */
export const ploRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/property/plo',
    {
      schema: {
        tags,
        summary:
          'A page of PLO items (sale listings paired with their rentals) for the search filter; ' +
          'sort updated_on, bedrooms or sale_price, either way',
        querystring: ploFilterSchema,
        response: { 200: ploItemPageSchema, ...errors },
      },
      config: { access: { attribute: 'property_plo_es' } },
    },
    (request) => service.ploPage(ctx, request.query, { viewerId: sessionOf(request).user.id }),
  );

  app.get(
    '/api/property/_s/property/plo',
    {
      schema: {
        tags,
        summary: 'PLO items for the search filter as search-index hits',
        querystring: ploFilterSchema,
        response: { 200: ploItemHitsSchema, ...errors },
      },
      config: { access: { attribute: 'property_plo_es' } },
    },
    (request) => service.ploHits(ctx, request.query, sessionOf(request).user.id),
  );

  app.get(
    '/api/property/_s/property/plo/map',
    {
      schema: {
        tags,
        summary:
          'PLO map markers for the search filter (at most 500); the total counts all matches',
        querystring: ploFilterSchema,
        response: { 200: ploMarkerHitsSchema, ...errors },
      },
      config: { access: { attribute: 'property_plo_es' } },
    },
    (request) => service.ploMarkers(ctx, request.query),
  );
};
