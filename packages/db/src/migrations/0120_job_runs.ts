import { sql, type Kysely } from 'kysely';

/**
 * `job_runs`: the last run of each job of the API's job registry (issue 38 item 4,
 * apps/api/src/jobs): when it started and finished, how it ended and what it did, and the
 * last failure's time and message, which a later run that succeeds keeps. A job whose runs
 * are claimed by the registry (one process a period) is claimed on its row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS job_runs (
      name text PRIMARY KEY,
      started_at timestamptz NOT NULL,
      finished_at timestamptz,
      outcome text NOT NULL CHECK (outcome IN ('running', 'succeeded', 'failed')),
      summary text,
      process text NOT NULL,
      failed_at timestamptz,
      error text
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS job_runs`.execute(db);
}
