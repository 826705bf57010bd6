import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@yardstick/core/api-error';
import {
  addFavouriteBodySchema,
  addFavouriteResponseSchema,
  favouriteParamsSchema,
  favouriteStatusQuerySchema,
  favouriteStatusSchema,
} from '@yardstick/core/favourites';
import { estimateCardPageSchema } from '@yardstick/core/search/estimate-card';
import { searchFilterSchema } from '@yardstick/core/search/filter';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../accounts/guards.ts';
import * as service from './favourites.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The signed-in user's watch list (the PLO favourites list is the plo module's). */
export const favouritesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/api/favorite-properties',
    {
      schema: {
        tags: ['favourites'],
        summary: "Adds an estimate or a PLO pair to the user's favourites",
        body: addFavouriteBodySchema,
        response: {
          201: addFavouriteResponseSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...errors,
        },
      },
      config: { access: 'member' },
    },
    async (request, reply) => {
      const added = await service.addFavourite(ctx, sessionOf(request).user.id, request.body);
      return reply.status(201).send(added);
    },
  );

  app.delete(
    '/api/favorite-properties/:favoriteId',
    {
      schema: {
        tags: ['favourites'],
        summary: "Removes one of the user's favourites; 404 if it is not theirs",
        params: favouriteParamsSchema,
        response: { 204: z.null(), 404: apiErrorSchema, ...errors },
      },
      config: { access: 'member' },
    },
    async (request, reply) => {
      await service.removeFavourite(ctx, sessionOf(request).user.id, request.params.favoriteId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/favorite/properties',
    {
      schema: {
        tags: ['favourites'],
        summary: "The user's favourite estimates as a page of cards (search filter applies)",
        querystring: searchFilterSchema,
        response: { 200: estimateCardPageSchema, ...errors },
      },
      config: { access: { attribute: 'favorite_properties' } },
    },
    (request) => service.favouritesPage(ctx, sessionOf(request).user.id, request.query),
  );

  app.get(
    '/api/property/favorite',
    {
      schema: {
        tags: ['favourites'],
        summary: 'Whether a property (or PLO pair) is one of the user’s favourites',
        querystring: favouriteStatusQuerySchema,
        response: { 200: favouriteStatusSchema, ...errors },
      },
      config: { access: 'member' },
    },
    (request) => service.favouriteStatus(ctx, sessionOf(request).user.id, request.query),
  );
};
