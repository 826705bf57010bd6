import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { runDueFeeds } from '@yardstick/engine/feeds/feeds.public';
import { createDeriveScheduler, deriveChanged } from '@yardstick/engine/ingest/ingest.public';
import { refreshData } from '@yardstick/engine/sources/data-get.public';
import type { AppContext, TriggeredJobName } from '../context.ts';
import { createMailer, type Mailer } from '../lib/mail/mailer.ts';
import { runAlerts } from '../modules/alerts/alerts.jobs.ts';
import type { MembershipDeps } from '../modules/membership/membership.public.ts';
import { runJobs } from '../modules/membership/membership.public.ts';
import type { JobDefinition, JobSummary } from './registry.ts';

/** The job that derives what pushed listings changed (the ingest module triggers it). */
export const LISTINGS_DERIVE: TriggeredJobName = 'listings derive';

/** How long after the first write of a burst the derive starts. */
export const DERIVE_DELAY_MS = 2_000;

/** "3 sent, 1 failed": the counts that are not 0, or null when all are. */
function counts(parts: Record<string, number>): JobSummary {
  const said = Object.entries(parts)
    .filter(([, n]) => n > 0)
    .map(([label, n]) => `${n.toLocaleString('en-GB')} ${label}`);
  return said.length > 0 ? said.join(', ') : null;
}

/**
 * Every job of the API process, declared once: what it does, its period (from config.ts),
 * how it runs once across API processes (several, with PostgreSQL: docs/deployment.md).
 */
export function appJobs(
  ctx: AppContext,
  log: FastifyBaseLogger,
  deps: { membership: MembershipDeps },
): JobDefinition[] {
  const { config } = ctx;
  let alertsMailer: Mailer | undefined;
  return [
    {
      kind: 'periodic',
      name: 'membership',
      description:
        'Collects the sandbox renewals that fell due and emails the expiry reminders (paid membership).',
      everySeconds: config.MEMBERSHIP_JOBS_INTERVAL_MINUTES * 60,
      claim: 'work',
      once: 'Every process runs it; each reminder is claimed by its membership_reminders row, each renewal by its payment.',
      run: async () => {
        const done = await runJobs(deps.membership);
        if (done.collected || done.reminders) log.info(done, 'membership jobs');
        return done;
      },
      summarise: (done: { collected: number; reminders: number }) =>
        counts({ 'renewals collected': done.collected, 'reminders sent': done.reminders }),
    },
    {
      kind: 'periodic',
      name: 'feeds',
      description: 'Runs the listing feeds that are due (docs/feeds.md).',
      everySeconds: config.FEEDS_TICK_SECONDS,
      claim: 'work',
      once: 'Every process runs it; each due feed is claimed FOR UPDATE SKIP LOCKED with its running feed_runs row (decision 0018).',
      run: async () => {
        const runs = await runDueFeeds(ctx.database, {
          mediaDir: path.join(config.DATA_DIR, 'media'),
        });
        for (const run of runs) log.info({ run }, 'feed run');
        return runs;
      },
      summarise: (runs: { status: string }[]) =>
        counts({
          'feed runs succeeded': runs.filter((r) => r.status === 'succeeded').length,
          failed: runs.filter((r) => r.status === 'failed').length,
        }),
    },
    {
      kind: 'periodic',
      name: 'alerts',
      description:
        'Matches new listing events to saved searches and favourites, composes and sends the alert emails (decision 0020).',
      everySeconds: config.ALERTS_TICK_SECONDS,
      claim: 'work',
      once: "Every process runs it; the cursor's row lock, the matches' unique keys and the outbox's claims make each match and email happen once.",
      run: async () => {
        alertsMailer ??= createMailer(config, log);
        const done = await runAlerts(ctx, alertsMailer, { log });
        if (done.events || done.sent || done.failed) log.info(done, 'alerts');
        return done;
      },
      summarise: (done: { events: number; composed: number; sent: number; failed: number }) =>
        counts({
          events: done.events,
          'emails composed': done.composed,
          sent: done.sent,
          'failed to send': done.failed,
        }),
      close: async () => alertsMailer?.close(),
    },
    {
      kind: 'periodic',
      name: 'data refresh',
      description:
        'Imports what changed at the open-data publishers for the areas of the last `get`, then derives (docs/data-sources.md).',
      everySeconds: config.DATA_REFRESH_INTERVAL_MINUTES * 60,
      claim: 'run',
      once: 'The registry claims each run on its job_runs row: one process a period.',
      run: async () => {
        const done = await refreshData({
          handle: ctx.database,
          dataDir: config.DATA_DIR,
          log: (line) => log.info(line),
        });
        if (done.ran) log.info({ ok: done.ok, files: done.result.files.length }, 'data refresh');
        return done;
      },
      summarise: (done: { ran: boolean; ok: boolean; result: { files: unknown[] } }) =>
        !done.ran
          ? 'nothing to refresh (no `get` yet)'
          : `${done.result.files.length} files, ${done.ok ? 'all imported' : 'some failed'}`,
    },
    {
      kind: 'triggered',
      name: LISTINGS_DERIVE,
      description: `Derives what pushed listings changed, ${DERIVE_DELAY_MS / 1000} s after the first write of a burst, in two passes (decision 0017).`,
      claim: 'process',
      once: "The process that took the pushes derives them; the derive's advisory lock runs one derive at a time per database.",
      trigger: (record) =>
        createDeriveScheduler(ctx.database, {
          delayMs: DERIVE_DELAY_MS,
          derive: (handle, pass) =>
            record(
              () => deriveChanged(handle, pass),
              (report) =>
                `${pass.deferReach ? 'changed listings' : 'with their reach'}: ${report.targets.toLocaleString('en-GB')} listings derived in ${Math.round(report.ms).toLocaleString('en-GB')} ms`,
            ),
        }),
    },
  ];
}
