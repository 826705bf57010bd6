import type { JobClaimKind } from '@yardstick/core/jobs';

/**
 * The API's job registry (issue 38 item 4): every piece of background work the API process
 * does is declared once (`JobDefinition`: its name, what it does, its period from the
 * configuration, how it runs once across processes) and the registry starts and stops them
 * all, recording each run's start, end, outcome and error (`job_runs`, through a
 * `JobRunStore`). `app-jobs.ts` declares the app's jobs; `jobs.plugin.ts` hands the registry
 * to the app, which starts the periodic jobs only when built with `jobs: true` (server.ts), so
 * tests that build the app for `inject` start none unless they ask.
 */

/** What a run did, as the operator reads it: one line, or null when it did nothing. */
export type JobSummary = string | null;

interface JobBase {
  name: string;
  /** What it does, in a sentence (the operator's page). */
  description: string;
  /** How it runs once across processes (decision 0018's and 0020's claims, the run claim). */
  claim: JobClaimKind;
  /** The claim, in a sentence. */
  once: string;
  /** Releases what the job holds (a mailer) when the registry stops. */
  close?(): Promise<void>;
}

/** A job the registry runs every `everySeconds` (0: off). */
export interface PeriodicJob<T = unknown> extends JobBase {
  kind: 'periodic';
  everySeconds: number;
  run(): Promise<T>;
  summarise(result: T): JobSummary;
}

/** Runs `work` as one recorded run of the job; resolves or rejects as the work does. */
export type RecordRun = <T>(
  work: () => Promise<T>,
  summarise: (result: T) => JobSummary,
) => Promise<T>;

/** What a triggered job is asked through: made once by the job, closed by the registry. */
export interface JobTrigger {
  /** Something changed: run (when the job's own rule says: after a delay, coalesced). */
  schedule(): void;
  /** Runs what is due now and resolves once nothing is due or running. */
  flush(): Promise<void>;
  /** Stops scheduling; waits for a running run. */
  close(): Promise<void>;
}

/**
 * A job that runs when the app's own writes ask for it (`registry.trigger(name)`), whether
 * or not the periodic jobs are started: its `trigger` decides when, each run through `record`.
 */
export interface TriggeredJob extends JobBase {
  kind: 'triggered';
  trigger(record: RecordRun): JobTrigger;
}

/** A periodic job of any result (`run` and `summarise` agree on it where it is declared). */
export type JobDefinition = PeriodicJob | TriggeredJob;

/** A run as the store records it. */
export interface RunStart {
  name: string;
  process: string;
  startedAt: Date;
}

export interface RunEnd extends RunStart {
  finishedAt: Date;
  outcome: 'succeeded' | 'failed';
  summary: JobSummary;
  error: string | null;
}

/** Where runs are recorded (`job-runs.repository.ts`: the `job_runs` table). */
export interface JobRunStore {
  /** Records a run's start. */
  started(run: RunStart): Promise<void>;
  /**
   * Claims the run (claim 'run'): true and recorded as started when no process started one
   * within `gapSeconds` and none is running (or the running one is abandoned).
   */
  claim(run: RunStart, gapSeconds: number): Promise<boolean>;
  finished(run: RunEnd): Promise<void>;
}

/** A finished run, for the registry's watchers (the ingest bench reads the derive's). */
export interface FinishedRun<T = unknown> extends RunEnd {
  result?: T;
}

interface Log {
  info(o: object, message: string): void;
  error(o: object, message: string): void;
}

export interface JobRegistry {
  readonly jobs: readonly JobDefinition[];
  /** Starts the periodic jobs' timers (each job whose period is above 0). */
  start(): void;
  /** Asks a triggered job to run (when its rule says). */
  trigger(name: string): void;
  /** Runs a triggered job's due work now; resolves when none is due or running. */
  flush(name: string): Promise<void>;
  /** Runs a periodic job once now, recorded and claimed as on its timer (tests, benches). */
  runNow(name: string): Promise<FinishedRun | undefined>;
  /** Calls `listener` after each run of the job. Returns the unsubscribe. */
  watch(name: string, listener: (run: FinishedRun) => void): () => void;
  /** Clears the timers, closes the triggers, waits for the runs going on. */
  stop(): Promise<void>;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createJobRegistry(
  jobs: readonly JobDefinition[],
  options: { store: JobRunStore; log: Log; process: string; now?: () => Date },
): JobRegistry {
  const { store, log } = options;
  const now = options.now ?? (() => new Date());
  const byName = new Map(jobs.map((job) => [job.name, job]));
  const watchers = new Map<string, Set<(run: FinishedRun) => void>>();
  const timers: NodeJS.Timeout[] = [];
  const running = new Map<string, Promise<FinishedRun | undefined>>();
  let stopped = false;

  const find = <K extends JobDefinition['kind']>(name: string, kind: K) => {
    const job = byName.get(name);
    if (!job || job.kind !== kind) throw new Error(`No ${kind} job ${name}`);
    return job as Extract<JobDefinition, { kind: K }>;
  };

  /** A store failure never stops the job: it is logged. */
  const quietly = async (what: string, write: () => Promise<void>) => {
    try {
      await write();
    } catch (err) {
      log.error({ err }, `could not record ${what}`);
    }
  };

  const finish = async <T>(
    start: RunStart,
    end: Omit<RunEnd, keyof RunStart | 'finishedAt'>,
    result?: T,
  ) => {
    const run: FinishedRun<T> = { ...start, ...end, finishedAt: now(), result };
    await quietly(`the end of a ${start.name} run`, () => store.finished(run));
    for (const listener of watchers.get(start.name) ?? []) listener(run);
    return run;
  };

  const recorder =
    (name: string): RecordRun =>
    async (work, summarise) => {
      const start = { name, process: options.process, startedAt: now() };
      await quietly(`the start of a ${name} run`, () => store.started(start));
      try {
        const result = await work();
        await finish(
          start,
          { outcome: 'succeeded', summary: summarise(result), error: null },
          result,
        );
        return result;
      } catch (err) {
        log.error({ err }, `${name} failed`);
        await finish(start, { outcome: 'failed', summary: null, error: message(err) });
        throw err;
      }
    };

  const triggers = new Map<string, JobTrigger>();
  for (const job of jobs) {
    if (job.kind === 'triggered') triggers.set(job.name, job.trigger(recorder(job.name)));
  }

  /** One run of a periodic job: claimed when its claim is the run's, then recorded. */
  const runPeriodic = async (job: PeriodicJob): Promise<FinishedRun | undefined> => {
    const start = { name: job.name, process: options.process, startedAt: now() };
    if (job.claim === 'run') {
      let claimed = false;
      try {
        claimed = await store.claim(start, job.everySeconds / 2);
      } catch (err) {
        log.error({ err }, `could not claim a ${job.name} run`);
      }
      if (!claimed) return undefined;
    } else {
      await quietly(`the start of a ${job.name} run`, () => store.started(start));
    }
    try {
      const result = await job.run();
      return await finish(
        start,
        { outcome: 'succeeded', summary: job.summarise(result), error: null },
        result,
      );
    } catch (err) {
      log.error({ err }, `${job.name} failed`);
      return finish(start, { outcome: 'failed', summary: null, error: message(err) });
    }
  };

  /** A run is skipped while the job's previous one is still going. */
  const tick = (job: PeriodicJob): Promise<FinishedRun | undefined> => {
    const going = running.get(job.name);
    if (going) return going.then(() => undefined);
    const run = runPeriodic(job).finally(() => running.delete(job.name));
    running.set(job.name, run);
    return run;
  };

  return {
    jobs,
    start() {
      if (stopped) return;
      for (const job of jobs) {
        if (job.kind !== 'periodic' || job.everySeconds <= 0) continue;
        const timer = setInterval(() => void tick(job), job.everySeconds * 1000);
        // The timer keeps no process alive.
        timer.unref();
        timers.push(timer);
      }
    },
    trigger(name) {
      if (stopped) return;
      find(name, 'triggered');
      triggers.get(name)?.schedule();
    },
    async flush(name) {
      find(name, 'triggered');
      await triggers.get(name)?.flush();
    },
    runNow(name) {
      return tick(find(name, 'periodic'));
    },
    watch(name, listener) {
      const set = watchers.get(name) ?? new Set();
      set.add(listener);
      watchers.set(name, set);
      return () => set.delete(listener);
    },
    async stop() {
      stopped = true;
      for (const timer of timers.splice(0)) clearInterval(timer);
      await Promise.all([...triggers.values()].map((t) => t.close()));
      await Promise.all([...running.values()]);
      for (const job of jobs) await job.close?.();
    },
  };
}
