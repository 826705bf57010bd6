import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@yardstick/core/api-error';
import {
  hpiChartQuerySchema,
  hpiDistrictsQuerySchema,
  hpiDistrictsSchema,
  hpiListQuerySchema,
  hpiReportPageSchema,
  hpiSeriesSchema,
  hpiYieldsQuerySchema,
  hpiYieldsSchema,
} from '@yardstick/core/reports/hpi';
import {
  postcodeValuationQuerySchema,
  postcodeValuationSchema,
} from '@yardstick/core/reports/postcode-valuation';
import {
  preparedQuerySchema,
  valuationQueryFilterSchema,
  valuationRequestSchema,
  valuationResultSchema,
} from '@yardstick/core/reports/valuation-query';
import type { AppContext } from '../../context.ts';
import * as hpi from './hpi.service.ts';
import * as valuation from './valuation.service.ts';

const tags = ['reports'];
const publicErrors = { 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };
const memberErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
/** The public HPI calls are rate limited per client like the home page's aggregates. */
const publicLimit = { access: 'public', rateLimit: { max: 240, timeWindow: '1 minute' } } as const;

/**
 * The research reports (docs/http-api.md#reports): the House Price Index report (public, as
 * its page), the HPI year-on-year change of a postcode, the valuation report and the
 * valuation page's postcode analytics (attribute `valuation`).
 */
export const reportsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/aggregates/districts',
    {
      schema: {
        tags,
        summary:
          'Every local authority district the UK HPI holds, with its county (else region); public',
        querystring: hpiDistrictsQuerySchema,
        response: { 200: hpiDistrictsSchema, ...publicErrors },
      },
      config: publicLimit,
    },
    () => hpi.allDistricts(ctx),
  );

  app.get(
    '/api/reports/hpi',
    {
      schema: {
        tags,
        summary:
          "The HPI report: each district's index change (%) per property type over the duration (12, 36, 60, 120 months or max), searched, sorted and paged; public",
        querystring: hpiListQuerySchema,
        response: { 200: hpiReportPageSchema, ...publicErrors },
      },
      config: publicLimit,
    },
    (request) => hpi.hpiList(ctx, request.query),
  );

  app.get(
    '/api/reports/hpi/highest-yields',
    {
      schema: {
        tags,
        summary:
          "The chart: the chosen districts' (or the top capital gains') HPI series over the duration or the date range; public",
        querystring: hpiChartQuerySchema,
        response: { 200: hpiSeriesSchema, ...publicErrors },
      },
      config: publicLimit,
    },
    (request) => hpi.hpiChart(ctx, request.query),
  );

  app.get(
    '/api/aggregates/hpi-yields',
    {
      schema: {
        tags,
        summary:
          "Year-on-year HPI change (%) of the postcode's local authority (and its district's local index) over the last `duration` months (default 60); public",
        querystring: hpiYieldsQuerySchema,
        response: { 200: hpiYieldsSchema, ...publicErrors },
      },
      config: publicLimit,
    },
    (request) => hpi.hpiYields(ctx, request.query),
  );

  app.get(
    '/api/reports/valuation/query',
    {
      schema: {
        tags,
        summary:
          "The valuation report's editable query text of the five inputs (one 'key = value' per line)",
        querystring: valuationQueryFilterSchema,
        response: { 200: preparedQuerySchema, ...memberErrors },
      },
      config: { access: { attribute: 'valuation' } },
    },
    (request) => valuation.prepareQuery(request.query),
  );

  app.post(
    '/api/reports/valuation',
    {
      schema: {
        tags,
        summary:
          'The valuation of the (edited) query: avgPrice, hpiPrice and hpi with their explanation and the comparables; 400 names the bad line',
        body: valuationRequestSchema,
        response: { 200: valuationResultSchema, ...memberErrors },
      },
      config: { access: { attribute: 'valuation' } },
    },
    (request) => valuation.valuationReport(ctx, request.body),
  );

  app.get(
    '/api/reports/valuation/postcode',
    {
      schema: {
        tags,
        summary:
          "The valuation page: a postcode's sales (filtered by type, price, floor area) with today's estimate, and their median price, £/m2, sales per year and HPI change",
        querystring: postcodeValuationQuerySchema,
        response: { 200: postcodeValuationSchema, ...memberErrors },
      },
      config: { access: { attribute: 'valuation' } },
    },
    (request) => valuation.postcodeValuation(ctx, request.query),
  );
};
