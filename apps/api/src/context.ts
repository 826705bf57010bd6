import type { Config } from './config.ts';
import type { DatabaseHandle } from '@yardstick/db/database';
import type { SessionCache } from './modules/accounts/guards.ts';

/** What every module's routes and services are given: configuration and the databases. */
export interface AppContext {
  config: Config;
  /**
   * The primary: every write, and the reads that must see the user's own writes at once
   * (accounts, sessions, membership, favourites and their lists, health's data mode).
   */
  database: DatabaseHandle;
  /**
   * Read-only traffic that may lag the primary by the replication lag: search, map markers,
   * locations, property data, aggregates, the CSV export, the calculator's listing read. The
   * replica (DATABASE_READ_URL, a read-only pool) or the primary itself when there is none.
   */
  readDatabase: DatabaseHandle;
  /**
   * The app's cache of sessions and their access (modules/accounts/session-cache.ts,
   * decision 0021): buildApp makes one when not given. A service that changes a session, a
   * key, a user or a membership calls `sessions.forget` after its write.
   */
  sessions?: SessionCache;
  /**
   * The job registry's triggered jobs (src/jobs), which a module's writes ask to run:
   * buildApp sets it. The ingest asks for `listings derive` after pushes that changed listings.
   */
  jobs?: { trigger(name: TriggeredJobName): void };
}

/** The registry's jobs that run when asked (src/jobs/app-jobs.ts declares them). */
export type TriggeredJobName = 'listings derive';

/** The context with its reads on the primary too, for read-your-writes paths. */
export function onPrimary(ctx: AppContext): AppContext {
  return ctx.readDatabase === ctx.database ? ctx : { ...ctx, readDatabase: ctx.database };
}
