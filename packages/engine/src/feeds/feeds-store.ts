import { sql, type Kysely, type Selectable } from 'kysely';
import type { Feed, FeedRun } from '@yardstick/core/feeds';
import { formatFeedInterval } from '@yardstick/core/feeds';
import type { Database, FeedRunsTable, FeedRunTrigger, FeedsTable } from '@yardstick/db/schema';

/** The feeds and their runs in the database (Kysely only). */

export type FeedRow = Selectable<FeedsTable>;
export type FeedRunRow = Selectable<FeedRunsTable>;

/** A run whose heartbeat is older than this was abandoned (its process stopped). */
export const ABANDONED_AFTER_SECONDS = 600;

export class FeedError extends Error {
  constructor(
    readonly code: 'FEED_NOT_FOUND' | 'FEED_EXISTS' | 'FEED_RUNNING',
    message: string,
  ) {
    super(message);
    this.name = 'FeedError';
  }
}

export async function insertFeed(
  db: Kysely<Database>,
  feed: {
    name: string;
    kind: 'blm' | 'jsonl';
    location: string;
    everySeconds: number;
    full: boolean;
  },
): Promise<FeedRow> {
  const existing = await findFeed(db, feed.name);
  if (existing) throw new FeedError('FEED_EXISTS', `A feed named ${feed.name} exists already`);
  return db
    .insertInto('feeds')
    .values({
      name: feed.name,
      kind: feed.kind,
      location: feed.location,
      every_seconds: feed.everySeconds,
      full_snapshot: feed.full,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findFeed(db: Kysely<Database>, name: string): Promise<FeedRow | undefined> {
  return db.selectFrom('feeds').selectAll().where('name', '=', name).executeTakeFirst();
}

export async function feedByName(db: Kysely<Database>, name: string): Promise<FeedRow> {
  const feed = await findFeed(db, name);
  if (!feed) throw new FeedError('FEED_NOT_FOUND', `No feed named ${name}`);
  return feed;
}

export function allFeeds(db: Kysely<Database>): Promise<FeedRow[]> {
  return db.selectFrom('feeds').selectAll().orderBy('name').execute();
}

export async function deleteFeed(db: Kysely<Database>, name: string): Promise<void> {
  const deleted = await db.deleteFrom('feeds').where('name', '=', name).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) {
    throw new FeedError('FEED_NOT_FOUND', `No feed named ${name}`);
  }
}

export function runsOf(db: Kysely<Database>, feedIds: number[], perFeed: number) {
  if (feedIds.length === 0) return Promise.resolve([] as FeedRunRow[]);
  return db
    .selectFrom(
      db
        .selectFrom('feed_runs')
        .selectAll()
        .select(sql<number>`row_number() OVER (PARTITION BY feed_id ORDER BY id DESC)`.as('n'))
        .where('feed_id', 'in', feedIds)
        .as('r'),
    )
    .selectAll()
    .where('n', '<=', perFeed)
    .orderBy('id', 'desc')
    .execute() as Promise<FeedRunRow[]>;
}

/** Fails the runs whose process stopped beating (it crashed or was killed mid-run). */
export async function failAbandonedRuns(db: Kysely<Database>): Promise<number> {
  const result = await db
    .updateTable('feed_runs')
    .set({
      status: 'failed',
      finished_at: sql`now()`,
      error: 'abandoned: the process running it stopped',
      progress_done: null,
      progress_total: null,
    })
    .where('status', '=', 'running')
    .where(
      'heartbeat_at',
      '<',
      sql<Date>`now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS})`,
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Claims a run of the feed: inserts its `running` row, which the unique partial index allows
 * once per feed. Undefined when the feed is running already (here or in another process).
 */
export async function claimRun(
  db: Kysely<Database>,
  feedId: number,
  trigger: FeedRunTrigger,
): Promise<FeedRunRow | undefined> {
  const row = await sql<FeedRunRow>`
    INSERT INTO feed_runs (feed_id, trigger) VALUES (${feedId}, ${trigger})
    ON CONFLICT (feed_id) WHERE status = 'running' DO NOTHING
    RETURNING *`.execute(db);
  return row.rows[0];
}

/**
 * Claims the next due feed (decision 0018): in one transaction, the earliest enabled feed
 * whose next_run_at has passed, locked with FOR UPDATE SKIP LOCKED so that concurrent
 * schedulers each take another, moved to its next time, and its run claimed. Undefined when
 * nothing is due.
 */
export async function claimDueFeed(
  db: Kysely<Database>,
): Promise<{ feed: FeedRow; run: FeedRunRow } | undefined> {
  await failAbandonedRuns(db);
  return db.transaction().execute(async (tx) => {
    const due = await sql<FeedRow>`
      SELECT * FROM feeds
       WHERE enabled AND next_run_at <= now()
         AND NOT EXISTS (SELECT 1 FROM feed_runs r
                          WHERE r.feed_id = feeds.id AND r.status = 'running')
       ORDER BY next_run_at, id
       LIMIT 1
       FOR UPDATE SKIP LOCKED`.execute(tx);
    const feed = due.rows[0];
    if (!feed) return undefined;
    await sql`UPDATE feeds SET next_run_at = now() + make_interval(secs => every_seconds)
               WHERE id = ${feed.id}`.execute(tx);
    const run = await claimRun(tx, feed.id, 'schedule');
    return run ? { feed, run } : undefined;
  });
}

export async function updateRun(
  db: Kysely<Database>,
  runId: number,
  values: Partial<{
    files: number;
    files_failed: number;
    rows_read: number;
    rows_new: number;
    rows_updated: number;
    rows_withdrawn: number;
    rows_rejected: number;
    rejections: string;
    progress_done: number | null;
    progress_total: number | null;
    message: string | null;
  }>,
): Promise<void> {
  await db
    .updateTable('feed_runs')
    .set({ ...values, heartbeat_at: sql`now()` })
    .where('id', '=', runId)
    .execute();
}

export async function finishRun(
  db: Kysely<Database>,
  runId: number,
  status: 'succeeded' | 'failed',
  error: string | null,
): Promise<void> {
  await db
    .updateTable('feed_runs')
    .set({
      status,
      error,
      finished_at: sql`now()`,
      heartbeat_at: sql`now()`,
      progress_done: null,
      progress_total: null,
    })
    .where('id', '=', runId)
    .execute();
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function presentRun(row: FeedRunRow): FeedRun {
  const rejections = (
    typeof row.rejections === 'string' ? JSON.parse(row.rejections) : row.rejections
  ) as FeedRun['rejections'];
  return {
    id: Number(row.id),
    trigger: row.trigger,
    status: row.status,
    startedAt: iso(row.started_at) as string,
    finishedAt: iso(row.finished_at),
    files: row.files,
    filesFailed: row.files_failed,
    rowsRead: row.rows_read,
    rowsNew: row.rows_new,
    rowsUpdated: row.rows_updated,
    rowsWithdrawn: row.rows_withdrawn,
    rowsRejected: row.rows_rejected,
    rejections: Array.isArray(rejections) ? rejections : [],
    progress:
      row.status === 'running' && row.progress_total !== null
        ? { done: row.progress_done ?? 0, total: row.progress_total }
        : null,
    message: row.message,
    error: row.error,
  };
}

export function presentFeed(row: FeedRow, runs: FeedRunRow[]): Feed {
  return {
    name: row.name,
    kind: row.kind,
    location: row.location,
    every: formatFeedInterval(row.every_seconds),
    full: row.full_snapshot,
    enabled: row.enabled,
    nextRunAt: iso(row.next_run_at) as string,
    createdAt: iso(row.created_at) as string,
    runs: runs.map(presentRun),
  };
}
