import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@yardstick/core/api-error';
import {
  ploDetailSchema,
  ploDetailsQuerySchema,
  ploFilterSchema,
  ploItemHitsSchema,
  ploItemPageSchema,
  ploMarkerHitsSchema,
  ploSimilarItemsSchema,
  ploSimilarQuerySchema,
} from '@yardstick/core/plo/plo';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../accounts/guards.ts';
import * as service from './plo.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const withNotFound = { 404: apiErrorSchema, ...errors };
const tags = ['plo'];

/**
 * Every PLO call (docs/http-api.md#plo): the lists (page, search-index hits, map markers), the
 * PLO detail, the similar pairs and the user's PLO favourites. (The PLO reload, type=plo of GET
 * /api/property/reload, is the properties module's route; it checks the pair as the detail
 * does.)
 */
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
    (request) => service.ploList(ctx, request.query, sessionOf(request).user.id),
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

  app.get(
    '/api/property/plo/details',
    {
      schema: {
        tags: ['properties'],
        summary:
          "A PLO pair's detail: the sale listing's details with the rent, both statuses and " +
          "links and the pair's figures; 404 'Property has been removed by the agent' when the " +
          'pair is not held, its sale is sold or withdrawn, or its rental withdrawn',
        querystring: ploDetailsQuerySchema,
        response: { 200: ploDetailSchema, ...withNotFound },
      },
      config: { access: { attribute: 'property_plo_es' } },
    },
    (request) => service.ploDetails(ctx, request.query),
  );

  app.get(
    '/api/property/plo/similar',
    {
      schema: {
        tags,
        summary:
          'Up to 12 PLO items of live pairs of the property type nearest the point (within ' +
          "5 km), nearest first; the pairs of salePropertyId left out: the PLO details page's " +
          'similar properties',
        querystring: ploSimilarQuerySchema,
        response: { 200: ploSimilarItemsSchema, ...errors },
      },
      config: { access: { attribute: 'property_plo_es' } },
    },
    (request) => service.similarPloItems(ctx, request.query, sessionOf(request).user.id),
  );

  app.get(
    '/api/favorite/plo/properties',
    {
      schema: {
        tags: ['favourites'],
        summary:
          "The user's favourite PLO pairs as a page of PLO items (the PLO filter and sort apply)",
        querystring: ploFilterSchema,
        response: { 200: ploItemPageSchema, ...errors },
      },
      config: { access: { attribute: 'favorite_plo_properties' } },
    },
    (request) => service.favouritePloPage(ctx, sessionOf(request).user.id, request.query),
  );
};
