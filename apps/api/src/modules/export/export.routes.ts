import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@yardstick/core/api-error';
import { searchFilterSchema } from '@yardstick/core/search/filter';
import type { AppContext } from '../../context.ts';
import { EXPORT_LIMIT, exportCsv, exportFileName, exportLinkBase } from './export.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** Exports of search results. */
export const exportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/property/price/estimates/export.csv',
    {
      schema: {
        tags: ['search'],
        summary:
          `The search's estimate cards as CSV (text/csv, streamed): the same filter and sort, ` +
          `from the first result, at most ${EXPORT_LIMIT} rows; page and size are ignored`,
        querystring: searchFilterSchema,
        produces: ['text/csv'],
        response: {
          200: z.string().meta({ description: 'CSV with a header row (text/csv)' }),
          ...errors,
        },
      },
      config: {
        access: { attribute: 'property_estimates_es' },
        // An export reads up to 5,000 rows: a few a minute per address is plenty.
        rateLimit: { max: 20, timeWindow: '1 minute' },
      },
    },
    async (request, reply) => {
      const linkBase = exportLinkBase(ctx.config.PUBLIC_URL, {
        protocol: request.protocol,
        host: request.host,
      });
      const stream = await exportCsv(ctx, request.query, { linkBase });
      stream.once('error', (err) => {
        // Headers are sent by then: the response is cut short, and the file incomplete.
        request.log.error(
          { err },
          'CSV export failed after it started; the response was cut short',
        );
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName()}"`)
        .header('cache-control', 'no-store')
        .send(stream as unknown as string); // a stream is sent as it is, never serialised
    },
  );
};
