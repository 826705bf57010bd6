import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@yardstick/core/api-error';
import { jobListSchema, type Job } from '@yardstick/core/jobs';
import type { AppContext } from '../context.ts';
import { lastRuns } from './job-runs.repository.ts';
import type { JobRegistry } from './registry.ts';

/** The registry's jobs, each with its last run (`job_runs`). */
export async function listJobs(ctx: AppContext, registry: JobRegistry): Promise<Job[]> {
  const runs = await lastRuns(ctx.database.db);
  return registry.jobs.map((job) => {
    const run = runs.get(job.name);
    const everySeconds = job.kind === 'periodic' ? job.everySeconds : null;
    return {
      name: job.name,
      description: job.description,
      everySeconds,
      enabled: everySeconds === null || everySeconds > 0,
      claim: job.claim,
      once: job.once,
      lastRun: run
        ? {
            startedAt: run.started_at.toISOString(),
            finishedAt: run.finished_at?.toISOString() ?? null,
            outcome: run.outcome,
            summary: run.summary,
            process: run.process,
            failedAt: run.failed_at?.toISOString() ?? null,
            error: run.error,
          }
        : null,
    };
  });
}

/** The operator's view of the background jobs (`/operator/feeds`, its Jobs section). */
export const jobsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; registry: JobRegistry }> = async (
  app,
  { ctx, registry },
) => {
  app.get(
    '/api/operator/jobs',
    {
      schema: {
        tags: ['operator'],
        summary:
          "The API's background jobs: what each does, its period, how it runs once across processes, its last run",
        response: { 200: jobListSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
      config: { access: { role: 'operator' } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { jobs: await listJobs(ctx, registry) };
    },
  );
};
