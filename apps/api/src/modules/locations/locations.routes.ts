import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@yardstick/core/api-error';
import {
  locationQuerySchema,
  locationSuggestionsSchema,
} from '@yardstick/core/search/location-suggestion';
import {
  plotAreaParamsSchema,
  postCodePolygonQuerySchema,
  postCodePolygonSchema,
} from '@yardstick/core/search/post-code-polygon';
import { pageSchema } from '@yardstick/core/search/responses';
import type { AppContext } from '../../context.ts';
import * as service from './locations.service.ts';

const polygonPageSchema = pageSchema(postCodePolygonSchema).meta({ id: 'PostCodePolygonPage' });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** Location suggestions for the location box (public) and plot polygons for the maps. */
export const locationsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/master/postcode/area',
    {
      schema: {
        tags: ['locations'],
        summary: 'Postcodes, sectors, districts, towns and counties starting with q; public',
        querystring: locationQuerySchema,
        response: { 200: locationSuggestionsSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
      // Public and called as the user types: generous, but not a free postcode API.
      config: { access: 'public', rateLimit: { max: 600, timeWindow: '1 minute' } },
    },
    (request) => service.suggestLocations(ctx, request.query),
  );

  app.get(
    '/api/post-code-polygons',
    {
      schema: {
        tags: ['locations'],
        summary: 'Plot polygons whose centre is within radius metres of the point, nearest first',
        querystring: postCodePolygonQuerySchema,
        response: { 200: polygonPageSchema, ...errors },
      },
      config: { access: { attribute: 'area_polygon' } },
    },
    (request) => service.polygonsNear(ctx, request.query),
  );

  app.get(
    '/api/post-code-polygons/:plotAreaId',
    {
      schema: {
        tags: ['locations'],
        summary: "One plot polygon; 404 'No data found'",
        params: plotAreaParamsSchema,
        response: { 200: postCodePolygonSchema, 404: apiErrorSchema, ...errors },
      },
      config: { access: { attribute: 'area_polygon' } },
    },
    (request) => service.polygonById(ctx, request.params.plotAreaId),
  );
};
