import { z } from 'zod';

/**
 * The API's background jobs (apps/api/src/jobs, issue 38 item 4) as the operator sees them:
 * the answer of `GET /api/operator/jobs`.
 */

/**
 * How a job does its work once when several API processes run it:
 * - `work`: every process runs it; its work is claimed row by row in the database;
 * - `run`: the registry claims each run on the job's `job_runs` row, so one process runs
 *   it a period;
 * - `process`: each process runs its own (what its own requests asked for).
 */
export const JOB_CLAIMS = ['work', 'run', 'process'] as const;
export type JobClaimKind = (typeof JOB_CLAIMS)[number];

export const JOB_OUTCOMES = ['running', 'succeeded', 'failed'] as const;

const instant = z.string().meta({ description: 'ISO 8601 date and time' });

export const jobRunSchema = z.object({
  startedAt: instant,
  finishedAt: instant.nullable(),
  outcome: z.enum(JOB_OUTCOMES),
  /** What the run did, in a line ("3 emails sent"); null while running or when it did nothing. */
  summary: z.string().nullable(),
  /** The process that ran it (host:pid). */
  process: z.string(),
  /** The last failure (kept when later runs succeed). */
  failedAt: instant.nullable(),
  error: z.string().nullable(),
});
export type JobRun = z.infer<typeof jobRunSchema>;

export const jobSchema = z.object({
  name: z.string(),
  description: z.string(),
  /** Seconds between runs; null for a job that runs when asked (after a write). */
  everySeconds: z.number().int().nullable(),
  /** Off by its setting (an interval of 0). */
  enabled: z.boolean(),
  claim: z.enum(JOB_CLAIMS),
  /** How it runs once across processes, in a sentence. */
  once: z.string(),
  lastRun: jobRunSchema.nullable(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobListSchema = z.object({ jobs: z.array(jobSchema) });
export type JobList = z.infer<typeof jobListSchema>;
