import type { Kysely } from 'kysely';
import type { Database } from '@yardstick/db/schema';
import type { JobRunStore, RunEnd, RunStart } from './registry.ts';

/**
 * `job_runs` (migration 0120): one row per job, its last run. Kysely only. With several API
 * processes the row is the last run any of them started; a run that ends after another
 * process started a newer one records only its failure (the last failure is kept).
 */

/** A run still marked running after this long is taken as abandoned (its process died). */
export const ABANDONED_AFTER_SECONDS = 6 * 3600;

export function jobRunStore(db: Kysely<Database>): JobRunStore {
  const startValues = (run: RunStart) => ({
    name: run.name,
    started_at: run.startedAt,
    outcome: 'running' as const,
    process: run.process,
  });
  const restart = (run: RunStart) => ({
    started_at: run.startedAt,
    finished_at: null,
    outcome: 'running' as const,
    summary: null,
    process: run.process,
  });
  return {
    async started(run) {
      await db
        .insertInto('job_runs')
        .values(startValues(run))
        .onConflict((oc) => oc.column('name').doUpdateSet(restart(run)))
        .execute();
    },
    async claim(run, gapSeconds) {
      const before = (seconds: number) => new Date(run.startedAt.getTime() - seconds * 1000);
      const row = await db
        .insertInto('job_runs')
        .values(startValues(run))
        .onConflict((oc) =>
          oc
            .column('name')
            .doUpdateSet(restart(run))
            .where((eb) =>
              eb.or([
                eb.and([
                  eb('job_runs.outcome', '<>', 'running'),
                  eb('job_runs.started_at', '<=', before(gapSeconds)),
                ]),
                eb('job_runs.started_at', '<=', before(ABANDONED_AFTER_SECONDS)),
              ]),
            ),
        )
        .returning('name')
        .executeTakeFirst();
      return row !== undefined;
    },
    async finished(run: RunEnd) {
      await db
        .updateTable('job_runs')
        .set({
          finished_at: run.finishedAt,
          outcome: run.outcome,
          summary: run.summary,
        })
        .where('name', '=', run.name)
        .where('started_at', '=', run.startedAt)
        .where('process', '=', run.process)
        .execute();
      if (run.outcome === 'failed') {
        await db
          .updateTable('job_runs')
          .set({ failed_at: run.finishedAt, error: run.error })
          .where('name', '=', run.name)
          .execute();
      }
    },
  };
}

export interface JobRunRow {
  name: string;
  started_at: Date;
  finished_at: Date | null;
  outcome: 'running' | 'succeeded' | 'failed';
  summary: string | null;
  process: string;
  failed_at: Date | null;
  error: string | null;
}

/** Every job's last run, by name. */
export async function lastRuns(db: Kysely<Database>): Promise<Map<string, JobRunRow>> {
  const rows = await db.selectFrom('job_runs').selectAll().execute();
  return new Map(rows.map((row) => [row.name, row]));
}
