import type { FastifyInstance } from 'fastify';

/** A job the API process runs every `minutes` (0: never). */
export interface PeriodicJob {
  name: string;
  minutes: number;
  run(): Promise<void>;
}

/**
 * The API process's periodic jobs: an in-process timer per job, started only
 * when the app is built with `jobs: true` (server.ts), so tests that build the app for
 * `inject` start none unless they ask. Each API process runs its own; the jobs claim their
 * work in the database, so several processes do each piece once. A run is skipped while the
 * previous one is still going; the timer keeps no process alive and stops when the app closes.
 */
export function startPeriodicJob(app: FastifyInstance, job: PeriodicJob): void {
  if (job.minutes <= 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    job
      .run()
      .catch((err: unknown) => app.log.error({ err }, `${job.name} failed`))
      .finally(() => {
        running = false;
      });
  }, job.minutes * 60_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
