import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@yardstick/core/api-error';
import {
  ingestBatchQuerySchema,
  ingestBatchResultSchema,
  ingestListingBodySchema,
  ingestListingParamsSchema,
  ingestListingResultSchema,
  ingestSourceParamsSchema,
} from '@yardstick/core/ingest/ingest';
import type { AppContext } from '../../context.ts';
import { deleteListing, postBatch, putListing } from './ingest.service.ts';

const tags = ['ingest'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  429: apiErrorSchema,
};
/** Who may push: an API key with the listings:write scope (an operator's). */
const access = { scope: 'listings:write' } as const;

/**
 * The PUT body's schema documents and types it (the OpenAPI document, the typed client); the
 * body itself is read by the ingest (`readPushValue`) with the same schema, after the path's
 * ref and source are checked, so a wrong listing is answered as a batch rejects a wrong line:
 * the reason as the message and each field's message in `errors` (docs/http-api.md "Ingest").
 * The path is validated as on every route.
 */
const bodyReadByIngest: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body'
    ? (data) => ({ value: data })
    : (validatorCompiler as FastifySchemaCompiler<unknown>)(route);

/** A batch of 10,000 lines of about 3 kB each, with room. */
export const BATCH_BODY_LIMIT = 32 * 1024 * 1024;

/**
 * The ingest API (docs/http-api.md "Ingest"): a data supplier pushes listings in the
 * listings JSON-lines schema for one source, one by one or as an NDJSON batch. Every write
 * goes through the engine's ingest face (decision 0027).
 */
export const ingestRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // A batch is NDJSON (or plain text): read as one string, split into lines by the engine's ingest.
  app.addContentTypeParser(
    ['application/x-ndjson', 'application/ndjson'],
    { parseAs: 'string', bodyLimit: BATCH_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.put(
    '/api/ingest/listings/:source/:ref',
    {
      schema: {
        tags,
        summary:
          'Creates or updates one pushed listing; 201 created, 200 updated or unchanged (changed: false)',
        params: ingestListingParamsSchema,
        body: ingestListingBodySchema,
        response: { 200: ingestListingResultSchema, 201: ingestListingResultSchema, ...errors },
      },
      validatorCompiler: bodyReadByIngest,
      config: { access, rateLimit: { max: 1_200, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { source, ref } = request.params;
      const result = await putListing(ctx, source, ref, request.body);
      return reply.code(result.outcome === 'created' ? 201 : 200).send(result);
    },
  );

  app.delete(
    '/api/ingest/listings/:source/:ref',
    {
      schema: {
        tags,
        summary: 'Withdraws one pushed listing (changed: false when it already was); 404 unknown',
        params: ingestListingParamsSchema,
        response: { 200: ingestListingResultSchema, 404: apiErrorSchema, ...errors },
      },
      config: { access, rateLimit: { max: 1_200, timeWindow: '1 minute' } },
    },
    (request) => deleteListing(ctx, request.params.source, request.params.ref),
  );

  app.post(
    '/api/ingest/listings/:source',
    {
      schema: {
        tags,
        summary:
          'Writes a batch of up to 10,000 NDJSON lines (listings and withdrawal lines); bad lines are rejected with their line number, the rest kept',
        params: ingestSourceParamsSchema,
        querystring: ingestBatchQuerySchema,
        body: z.string().meta({ description: 'NDJSON: one listing (or withdrawal) per line' }),
        consumes: ['application/x-ndjson', 'text/plain'],
        response: { 200: ingestBatchResultSchema, 413: apiErrorSchema, ...errors },
      },
      bodyLimit: BATCH_BODY_LIMIT,
      config: { access, rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    (request) => postBatch(ctx, request.params.source, request.body, request.query.full),
  );
};
