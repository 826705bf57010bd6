import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicJob } from './jobs.ts';

describe('periodic jobs', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs every interval, skips a run while the last is going, and stops with the app', async () => {
    vi.useFakeTimers();
    const app = Fastify({ logger: false });
    let runs = 0;
    let finish: () => void = () => {};
    startPeriodicJob(app, {
      name: 'probe',
      minutes: 1,
      run: () => {
        runs += 1;
        return new Promise<void>((resolve) => (finish = resolve));
      },
    });
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
    startPeriodicJob(app, { name: 'off', minutes: 0, run });
    await vi.advanceTimersByTimeAsync(24 * 3_600_000);
    expect(run).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
    await app.close();
  });
});
