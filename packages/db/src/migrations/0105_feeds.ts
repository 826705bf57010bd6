import { sql, type Kysely } from 'kysely';

/**
 * Feeds that run by themselves (issue 27 item 3, decision 0018).
 *
 * - `feeds`: one row per feed the operator set up (`npm run data -- feeds add`): a BLM or
 *   JSONL drop folder or URL, how often it runs, whether each file is a full snapshot (the
 *   feed's listings absent from it are withdrawn), and when it is next due. `sources` keeps
 *   the listing sources (`listings.source`) the feed has written, which a full snapshot
 *   withdraws from; `url_*` remember what a URL feed last imported (ETag, Last-Modified and
 *   the SHA-256 of the body) so an unchanged body is not imported again.
 * - `feed_runs`: one row per run, written as it goes (progress, heartbeat) and finished with
 *   its counts, its first rejections and its error. While it runs, `rows_read` counts the rows
 *   read so far and `progress_done`/`progress_total` the kilobytes of the run's files read and in
 *   all. At most one run of a feed is `running`
 *   (unique partial index): that row is the claim that makes a run happen exactly once
 *   across API processes; a running row whose heartbeat stopped is failed by the next claim.
 */
const statements = [
  `CREATE TABLE IF NOT EXISTS feeds (
     id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     name text NOT NULL UNIQUE CHECK (name ~ '^[a-z0-9][a-z0-9_-]{0,62}$'),
     kind text NOT NULL CHECK (kind IN ('blm', 'jsonl')),
     location text NOT NULL,
     every_seconds integer NOT NULL CHECK (every_seconds >= 60),
     full_snapshot boolean NOT NULL DEFAULT false,
     enabled boolean NOT NULL DEFAULT true,
     next_run_at timestamptz NOT NULL DEFAULT now(),
     sources text[] NOT NULL DEFAULT '{}',
     url_etag text,
     url_last_modified text,
     url_checksum text,
     created_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX IF NOT EXISTS feeds_due_idx ON feeds (next_run_at) WHERE enabled`,
  `CREATE TABLE IF NOT EXISTS feed_runs (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     feed_id integer NOT NULL REFERENCES feeds (id) ON DELETE CASCADE,
     trigger text NOT NULL CHECK (trigger IN ('schedule', 'manual', 'cli')),
     status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'succeeded', 'failed')),
     started_at timestamptz NOT NULL DEFAULT now(),
     finished_at timestamptz,
     heartbeat_at timestamptz NOT NULL DEFAULT now(),
     files integer NOT NULL DEFAULT 0,
     files_failed integer NOT NULL DEFAULT 0,
     rows_read integer NOT NULL DEFAULT 0,
     rows_new integer NOT NULL DEFAULT 0,
     rows_updated integer NOT NULL DEFAULT 0,
     rows_withdrawn integer NOT NULL DEFAULT 0,
     rows_rejected integer NOT NULL DEFAULT 0,
     rejections jsonb NOT NULL DEFAULT '[]',
     progress_done integer,
     progress_total integer,
     message text,
     error text
   )`,
  `CREATE UNIQUE INDEX IF NOT EXISTS feed_runs_one_running ON feed_runs (feed_id)
     WHERE status = 'running'`,
  `CREATE INDEX IF NOT EXISTS feed_runs_feed_idx ON feed_runs (feed_id, id DESC)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS feed_runs`.execute(db);
  await sql`DROP TABLE IF EXISTS feeds`.execute(db);
}
