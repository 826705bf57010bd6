import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerJobs } from './jobs.plugin.ts';
import {
  createJobRegistry,
  type JobDefinition,
  type JobRunStore,
  type JobTrigger,
  type PeriodicJob,
  type RunEnd,
  type RunStart,
} from './registry.ts';

/** The runs a registry records, kept in memory; `claims` answers the run claims. */
function memoryStore(claims: boolean[] = []) {
  const started: RunStart[] = [];
  const finished: RunEnd[] = [];
  const store: JobRunStore = {
    started: async (run) => void started.push(run),
    claim: async (run) => {
      const claimed = claims.shift() ?? true;
      if (claimed) started.push(run);
      return claimed;
    },
    finished: async (run) => void finished.push(run),
  };
  return { store, started, finished };
}

const silent = { info: () => {}, error: () => {} };

function registry(jobs: JobDefinition[], store = memoryStore().store) {
  return createJobRegistry(jobs, { store, log: silent, process: 'test:1' });
}

function periodic(run: () => Promise<unknown>, everySeconds = 60): PeriodicJob {
  return {
    kind: 'periodic',
    name: 'probe',
    description: 'a probe',
    everySeconds,
    claim: 'work',
    once: 'claimed by its work',
    run,
    summarise: () => null,
  };
}

describe('the periodic jobs of the registry', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs every interval, skips a run while the last is going, and stops with the app', async () => {
    vi.useFakeTimers();
    const app = Fastify({ logger: false });
    let runs = 0;
    let finish: () => void = () => {};
    const jobs = registry([
      periodic(() => {
        runs += 1;
        return new Promise<void>((resolve) => (finish = resolve));
      }),
    ]);
    registerJobs(app, jobs, true);
    await app.ready();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000); // the first run is still going
    expect(runs).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toBe(2);
    finish();
    await app.close();
    await vi.advanceTimersByTimeAsync(180_000);
    expect(runs).toBe(2);
  });

  it('starts no timer for an interval of 0', async () => {
    vi.useFakeTimers();
    const app = Fastify({ logger: false });
    const run = vi.fn(async () => {});
    registerJobs(app, registry([periodic(run, 0)]), true);
    await app.ready();
    await vi.advanceTimersByTimeAsync(24 * 3_600_000);
    expect(run).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
    await app.close();
  });

  it('starts nothing when the app is not built to start the jobs', async () => {
    vi.useFakeTimers();
    const app = Fastify({ logger: false });
    const run = vi.fn(async () => {});
    registerJobs(app, registry([periodic(run)]), false);
    await app.ready();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(run).not.toHaveBeenCalled();
    await app.close();
  });

  it('records each run: its start, its end, its outcome and what it did or why it failed', async () => {
    const { store, started, finished } = memoryStore();
    let fail = false;
    const jobs = registry(
      [
        {
          ...periodic(async () => {
            if (fail) throw new Error('the mail server is down');
            return 3;
          }),
          summarise: (n: number) => `${n} sent`,
        },
      ],
      store,
    );
    await jobs.runNow('probe');
    fail = true;
    await jobs.runNow('probe');
    expect(started).toHaveLength(2);
    expect(finished).toMatchObject([
      { name: 'probe', process: 'test:1', outcome: 'succeeded', summary: '3 sent', error: null },
      { name: 'probe', outcome: 'failed', summary: null, error: 'the mail server is down' },
    ]);
    for (const run of finished) {
      expect(run.finishedAt.getTime()).toBeGreaterThanOrEqual(run.startedAt.getTime());
    }
  });

  it('runs a job claimed by the registry only when its run is claimed', async () => {
    const { store, finished } = memoryStore([true, false]);
    const run = vi.fn(async () => {});
    const jobs = registry([{ ...periodic(run), claim: 'run' }], store);
    await jobs.runNow('probe');
    await jobs.runNow('probe'); // another process has this period's run
    expect(run).toHaveBeenCalledTimes(1);
    expect(finished).toHaveLength(1);
  });
});

describe('a triggered job', () => {
  it('runs through its own trigger, each run recorded and watched; stops with the registry', async () => {
    const { store, finished } = memoryStore();
    let trigger: JobTrigger | undefined;
    let closed = false;
    const jobs = registry(
      [
        {
          kind: 'triggered',
          name: 'derive',
          description: 'derives',
          claim: 'process',
          once: 'its own',
          trigger: (record) => {
            let due = false;
            trigger = {
              schedule: () => void (due = true),
              flush: async () => {
                if (!due) return;
                due = false;
                await record(
                  async () => ({ targets: 4 }),
                  (r) => `${r.targets} derived`,
                );
              },
              close: async () => void (closed = true),
            };
            return trigger;
          },
        },
      ],
      store,
    );
    const watched: unknown[] = [];
    jobs.watch('derive', (run) => watched.push(run.result));
    jobs.trigger('derive');
    await jobs.flush('derive');
    expect(finished).toMatchObject([
      { name: 'derive', outcome: 'succeeded', summary: '4 derived' },
    ]);
    expect(watched).toEqual([{ targets: 4 }]);
    expect(() => jobs.trigger('no such job')).toThrow(/No triggered job/);
    await jobs.stop();
    expect(closed).toBe(true);
  });
});
