import type { DatabaseHandle } from '@yardstick/db/database';

/**
 * PGlite is one backend session shared by every pool client of the process: two
 * transactions on it would interleave (a BEGIN inside another's, one's COMMIT committing the
 * other's work). Ingest writes and derive runs on the embedded engine therefore run one at a
 * time, in this process (PGlite is opened by one process only). On PostgreSQL each runs on
 * its own connection and this lock is not taken.
 */
const tails = new WeakMap<DatabaseHandle, Promise<unknown>>();

export async function exclusiveOnEmbedded<T>(
  handle: DatabaseHandle,
  work: () => Promise<T>,
): Promise<T> {
  if (handle.engine !== 'pglite') return work();
  const previous = tails.get(handle) ?? Promise.resolve();
  const run = previous.then(work, work);
  tails.set(
    handle,
    run.catch(() => undefined),
  );
  return run;
}
