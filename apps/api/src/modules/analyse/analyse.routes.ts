import { apiErrorSchema } from '@yardstick/core/api-error';
import { z } from 'zod';
import {
  analyseInputSchema,
  analyseParseBodySchema,
  analyseResultSchema,
  knownAddressesSchema,
  parsedListingTextSchema,
} from '@yardstick/core/analyse/analyse-schema';
import { rejectUnknown, requireParams, scalarParam } from '@yardstick/core/search/query-params';
import { parseFullPostcode } from '@yardstick/core/property/params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { analyse, knownAddresses, parse } from './analyse.service.ts';

/**
 * Analyse any property (issue 29, docs/http-api.md#analyse): the same permission as the ROI
 * calculator and the property details, whose figures it answers for any property.
 */
const access = { attribute: 'property_estimates_es' } as const;

const addressesQuerySchema = rejectUnknown(
  z.object({ postcode: scalarParam(parseFullPostcode) }),
).superRefine(requireParams(['postcode']));

export const analyseRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/api/analyse/parse',
    {
      schema: {
        tags: ['analyse'],
        summary: 'Reads the analysis form from pasted listing text (nothing is fetched)',
        body: analyseParseBodySchema,
        response: { 200: parsedListingTextSchema },
      },
      // Computes from its body, writes nothing: a `read` API key may call it (the MCP tools).
      config: { access, readOnly: true, rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    (request) => parse(request.body.text),
  );

  app.get(
    '/api/analyse/addresses',
    {
      schema: {
        tags: ['analyse'],
        summary: 'The addresses known at a postcode (sale listings, Price Paid, EPC)',
        querystring: addressesQuerySchema,
        response: { 200: knownAddressesSchema },
      },
      config: { access, rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    (request) => knownAddresses(ctx, request.query.postcode!),
  );

  app.post(
    '/api/analyse',
    {
      schema: {
        tags: ['analyse'],
        summary:
          'Values any property with the listings’ method: estimate, rent, yield, ROI, stamp duty, area, price warnings',
        body: analyseInputSchema,
        // 404: a postcode the directory holds no data for.
        response: { 200: analyseResultSchema, 404: apiErrorSchema },
      },
      // Each analysis runs the derive's steps on one property: limited as the CSV export is.
      // Its derive is rolled back (nothing is written): a `read` API key may call it.
      config: { access, readOnly: true, rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    (request) => analyse(ctx, request.body),
  );
};
