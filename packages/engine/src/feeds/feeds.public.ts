import type { Feed, FeedRun } from '@yardstick/core/feeds';
import type { DatabaseHandle } from '@yardstick/db/database';
import {
  allFeeds,
  claimDueFeed,
  claimRun,
  failAbandonedRuns,
  feedByName,
  FeedError,
  presentFeed,
  presentRun,
  runsOf,
} from './feeds-store.ts';
import { runClaimedFeed, type FeedRunResult, type FeedSettings } from './run-feed.ts';

/**
 * The feeds' public face (decisions 0016, 0027): what the API (and the CLI) may call. Every function
 * takes the database handle and the settings it needs; none reads configuration.
 */
export { FeedError, type FeedRunResult, type FeedSettings };

/** Every feed with its last `runs` runs, newest first. */
export async function listFeedsWithRuns(db: DatabaseHandle['db'], runs = 5): Promise<Feed[]> {
  const feeds = await allFeeds(db);
  const rows = await runsOf(
    db,
    feeds.map((f) => f.id),
    runs,
  );
  return feeds.map((feed) =>
    presentFeed(
      feed,
      rows.filter((r) => r.feed_id === feed.id),
    ),
  );
}

/** A feed's last `limit` runs, newest first; FeedError FEED_NOT_FOUND. */
export async function feedRuns(
  db: DatabaseHandle['db'],
  name: string,
  limit = 50,
): Promise<FeedRun[]> {
  const feed = await feedByName(db, name);
  return (await runsOf(db, [feed.id], limit)).map(presentRun);
}

/**
 * Claims a run of the feed now and runs it; `background` returns as soon as it is claimed
 * (the API's "Run now"), else once it ends (the CLI). FeedError FEED_NOT_FOUND, or
 * FEED_RUNNING when a run of it is going on (in any process).
 */
export async function startFeedRun(
  handle: DatabaseHandle,
  name: string,
  settings: FeedSettings,
  options: { trigger: 'manual' | 'cli'; onError?(error: unknown): void },
): Promise<{ runId: number; done: Promise<FeedRunResult> }> {
  const feed = await feedByName(handle.db, name);
  await failAbandonedRuns(handle.db);
  const run = await claimRun(handle.db, feed.id, options.trigger);
  if (!run) throw new FeedError('FEED_RUNNING', `The feed ${name} is running already`);
  const done = runClaimedFeed(handle, feed, run, settings);
  done.catch((error: unknown) => options.onError?.(error));
  return { runId: Number(run.id), done };
}

/**
 * Runs every due feed once, one after the other, as long as one is due: each claimed with
 * FOR UPDATE SKIP LOCKED and its `running` row (decision 0018), so concurrent schedulers in
 * several processes never run one twice. Returns the runs it made.
 */
export async function runDueFeeds(
  handle: DatabaseHandle,
  settings: FeedSettings,
): Promise<FeedRunResult[]> {
  const results: FeedRunResult[] = [];
  for (;;) {
    const claimed = await claimDueFeed(handle.db);
    if (!claimed) return results;
    results.push(await runClaimedFeed(handle, claimed.feed, claimed.run, settings));
  }
}

export interface FeedScheduler {
  /** Resolves once the tick going on (if any) has finished. */
  stop(): Promise<void>;
  /** Runs a tick now (tests); resolves when it is done. */
  tick(): Promise<FeedRunResult[]>;
}

/**
 * The scheduler an API process runs: every `tickSeconds` (0: none), the due feeds
 * (`runDueFeeds`). A tick is skipped while the previous one goes on; the timer keeps no
 * process alive.
 */
export function startFeedScheduler(options: {
  handle: DatabaseHandle;
  tickSeconds: number;
  settings: FeedSettings;
  onError(error: unknown): void;
  onRun?(result: FeedRunResult): void;
}): FeedScheduler {
  let current: Promise<FeedRunResult[]> | undefined;
  let stopped = false;
  const tick = () => {
    if (current) return current;
    current = runDueFeeds(options.handle, options.settings)
      .then((results) => {
        for (const r of results) options.onRun?.(r);
        return results;
      })
      .catch((error: unknown) => {
        options.onError(error);
        return [] as FeedRunResult[];
      })
      .finally(() => {
        current = undefined;
      });
    return current;
  };
  const timer =
    options.tickSeconds > 0
      ? setInterval(() => {
          if (!stopped) void tick();
        }, options.tickSeconds * 1000)
      : undefined;
  timer?.unref();
  return {
    tick,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await current;
    },
  };
}
