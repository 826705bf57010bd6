import type { DatabaseHandle } from '@yardstick/db/database';
import { runDerive, type DeriveReport } from '../derive/run-derive.ts';
import { linkHomes } from '../homes/homes.public.ts';
import { exclusiveOnEmbedded } from './embedded-lock.ts';

/**
 * The derive of what changed, after listings are written (issue 27 "a pushed listing is
 * searchable with all its figures within 60 seconds"): the incremental derive (listings whose
 * inputs changed, and those they reach: rent comparables, PLO pairs), at the reference dates of
 * the last run, every figure written in one transaction under the derive's advisory lock, so
 * one derive runs at a time per database and a reader never sees half of the figures. The
 * listings written since are first linked into homes (homes/link-homes.ts).
 */
export function deriveChanged(
  handle: DatabaseHandle,
  options: {
    log?: (message: string) => void;
    /** The first pass: the changed listings only, not the sale listings rentals reach. */
    deferReach?: boolean;
  } = {},
): Promise<DeriveReport> {
  return exclusiveOnEmbedded(handle, async () => {
    // The listings written since join their homes first (relisted and sold events), so the
    // history and the figures come from the same writes.
    await linkHomes(handle.db);
    return runDerive(handle, {
      oneTransaction: true,
      keepReferenceDates: true,
      ...(options.deferReach ? { deferReach: true } : {}),
      ...(options.log ? { log: options.log } : {}),
    });
  });
}

export interface DeriveScheduler {
  /** A write happened: derive after the delay (a burst of writes gives one derive). */
  schedule(): void;
  /** Derives now if one is due, and resolves once no derive is due or running. */
  flush(): Promise<void>;
  /** Stops scheduling; waits for a running derive. */
  close(): Promise<void>;
}

export interface DeriveSchedulerOptions {
  /** Wait this long after the first write of a burst before deriving; default 2,000 ms. */
  delayMs?: number;
  onDerived?(report: DeriveReport): void;
  onError?(error: unknown): void;
  /** The derive itself (tests); default `deriveChanged`. `deferReach` on the first pass. */
  derive?(handle: DatabaseHandle, pass: { deferReach: boolean }): Promise<DeriveReport>;
}

/**
 * Coalesces derive requests: the first write of a burst starts a timer; when it fires one
 * derive runs; writes during that derive make exactly one more derive after it. Each burst
 * is derived in two passes: first the changed listings (`deferReach`: a pushed listing's own
 * figures, in seconds), then, when no write is waiting, the sale listings the changed
 * rentals reach (their rent, yield and ROI), which may take minutes on a large database.
 */
export function createDeriveScheduler(
  handle: DatabaseHandle,
  options: DeriveSchedulerOptions = {},
): DeriveScheduler {
  const delay = options.delayMs ?? 2_000;
  const derive =
    options.derive ??
    ((h: DatabaseHandle, pass: { deferReach: boolean }) => deriveChanged(h, pass));
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let due = false;
  /** A first pass ran: the rentals' reach is still to derive. */
  let reachDue = false;
  let closed = false;

  const start = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (running) return running;
    const deferReach = due;
    if (deferReach) reachDue = true;
    else reachDue = false;
    due = false;
    running = derive(handle, { deferReach })
      .then((report) => options.onDerived?.(report))
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = undefined;
        if ((due || reachDue) && !closed) start();
      });
    return running;
  };

  return {
    schedule() {
      if (closed) return;
      due = true;
      if (running || timer) return;
      timer = setTimeout(() => void start(), delay);
      timer.unref();
    },
    async flush() {
      if ((due || reachDue) && !running) void start();
      while (running) await running;
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      while (running) await running;
    },
  };
}
