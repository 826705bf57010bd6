import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@yardstick/core/api-error';
import type { AppContext } from '../../context.ts';
import {
  priceVariationQuerySchema,
  priceVariationRowsSchema,
} from '@yardstick/core/property/price-variation';
import { valuationQuerySchema, valuationRowsSchema } from '@yardstick/core/property/valuation';
import {
  propertyHistoryQuerySchema,
  propertyHistorySchema,
} from '@yardstick/core/property/property-history';
import * as history from './history.service.ts';
import { propertyDataRoutes } from './property-data.routes.ts';
import * as service from './properties.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * Sale history and price history behind the estimates grid's modals, and (registered from
 * here) the property details page's calls of property-data.routes.ts.
 */
export const propertiesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  await app.register(propertyDataRoutes, { ctx });

  app.get(
    '/api/property/valuation',
    {
      schema: {
        tags: ['properties'],
        summary:
          "The postcode's sales (Price Paid), newest first, with the property's estimate today",
        querystring: valuationQuerySchema,
        response: { 200: valuationRowsSchema, ...errors },
      },
      config: { access: { attribute: 'property_estimates_es' } },
    },
    (request) => service.valuation(ctx, request.query),
  );

  app.get(
    '/api/property/price/variation',
    {
      schema: {
        tags: ['properties'],
        summary: "A listing's asking prices, oldest first; 404 when there is no such listing",
        querystring: priceVariationQuerySchema,
        response: { 200: priceVariationRowsSchema, 404: apiErrorSchema, ...errors },
      },
      config: { access: { attribute: 'property_estimates_es' } },
    },
    (request) => service.priceVariation(ctx, request.query),
  );

  app.get(
    '/api/property/history',
    {
      schema: {
        tags: ['properties'],
        summary:
          "The home's history across all its listings of the same kind (relistings linked by " +
          'address, type and bedrooms), oldest first: first listed, price changes, status ' +
          'changes, withdrawn, relisted with the gap in days, sold per Price Paid; with first ' +
          'listed, days on market across relistings, times listed, the price path and the ' +
          'price achieved against the last asking price; 404 when there is no such listing',
        querystring: propertyHistoryQuerySchema,
        response: { 200: propertyHistorySchema, 404: apiErrorSchema, ...errors },
      },
      config: { access: { attribute: 'property_estimates_es' } },
    },
    (request) => history.propertyHistory(ctx, request.query),
  );
};
