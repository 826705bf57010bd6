import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@yardstick/core/api-error';
import {
  feedListSchema,
  feedParamsSchema,
  feedRunsSchema,
  feedRunStartedSchema,
} from '@yardstick/core/feeds';
import {
  FeedError,
  feedRuns,
  listFeedsWithRuns,
  startFeedRun,
} from '@yardstick/engine/feeds/feeds.public';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';

const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((s) => [s, apiErrorSchema])) as Record<
    number,
    typeof apiErrorSchema
  >;

/** A feed's own failure as the catalogue's answer (404 unknown, 409 running already). */
function asAppError(error: unknown): unknown {
  if (!(error instanceof FeedError)) return error;
  return new AppError(error.code === 'FEED_RUNNING' ? 'CONFLICT' : 'NOT_FOUND', error.message);
}

/**
 * The operator's feeds page (docs/feeds.md): the feeds with their recent runs, a feed's runs,
 * and "Run now". The engine does the work through its feeds face (decision 0027).
 */
export const feedsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const access = { role: 'operator' } as const;
  const tags = ['operator'];

  app.get(
    '/api/operator/feeds',
    {
      schema: {
        tags,
        summary: 'The feeds, each with its last five runs (newest first)',
        response: { 200: feedListSchema, ...errors(401, 403) },
      },
      config: { access },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { feeds: await listFeedsWithRuns(ctx.database.db, 5) };
    },
  );

  app.get(
    '/api/operator/feeds/:name/runs',
    {
      schema: {
        tags,
        summary: "A feed's last 50 runs (newest first), with a running run's progress",
        params: feedParamsSchema,
        response: { 200: feedRunsSchema, ...errors(400, 401, 403, 404) },
      },
      config: { access },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        return { runs: await feedRuns(ctx.database.db, request.params.name, 50) };
      } catch (error) {
        throw asAppError(error);
      }
    },
  );

  app.post(
    '/api/operator/feeds/:name/run',
    {
      schema: {
        tags,
        summary: 'Starts a run of the feed now, in the background (409 while one is running)',
        params: feedParamsSchema,
        response: { 202: feedRunStartedSchema, ...errors(400, 401, 403, 404, 409) },
      },
      config: { access },
    },
    async (request, reply) => {
      try {
        const { runId } = await startFeedRun(
          ctx.database,
          request.params.name,
          { mediaDir: path.join(ctx.config.DATA_DIR, 'media') },
          {
            trigger: 'manual',
            onError: (err) => app.log.error({ err, feed: request.params.name }, 'feed run failed'),
          },
        );
        return reply.code(202).send({ runId });
      } catch (error) {
        throw asAppError(error);
      }
    },
  );
};
