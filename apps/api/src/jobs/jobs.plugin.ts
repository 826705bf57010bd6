import type { FastifyInstance } from 'fastify';
import type { JobRegistry } from './registry.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's job registry (src/jobs): its triggers, and for tests and benches its runs. */
    jobs: JobRegistry;
  }
}

/**
 * Hands the job registry to the app: `app.jobs`, the periodic jobs started once the app is
 * ready when `start` (the server's `jobs: true`), every job stopped when the app closes.
 */
export function registerJobs(app: FastifyInstance, registry: JobRegistry, start: boolean): void {
  app.decorate('jobs', registry);
  if (start) app.addHook('onReady', async () => registry.start());
  app.addHook('onClose', async () => registry.stop());
}
