import { sql, type Kysely } from 'kysely';

/**
 * Saved searches and alerts (issue 28, decision 0020).
 *
 * - `saved_searches`: a member's named search: its kind (the estimates search or PLO), the
 *   filter as the search's query parameters (`filter`, what the page opens it with), the
 *   filter's resolved listing query (`query`: location terms resolved to codes when saved, what
 *   the matcher tests a listing against) and how often it alerts.
 * - `saved_search_keys`: the inverted index the matcher reads (item 5): one row per postcode
 *   district or area the search's location covers, or its circle's or polygon's bounding box,
 *   or a row with neither (anywhere), each with the search's price range; a changed listing
 *   is tested only against the searches whose keys it meets.
 * - `alert_settings`: a member's alerts on their favourites (price drop, status change, back on
 *   the market) and how often; no row = the defaults.
 * - `alert_cursor`: how far the matcher has read `listing_events` (one row, locked while a
 *   matcher runs, so processes take turns).
 * - `alert_matches`: each (saved search or favourite, event) once (unique), the in-app
 *   notification (`read_at`) and the email it went out in (`email_id`). Written by the
 *   hundred thousand in one run (bench:alerts), so it carries no foreign keys to check per
 *   row: deleting a saved search deletes its matches, and a favourite's matches stay as the
 *   history of the notifications they were.
 * - `alert_emails`: the outbox of alert emails: composed (matches attached) as `pending`,
 *   claimed as `sending`, then `sent`; a failed send goes back to `pending` with a later
 *   `next_attempt_at` (up to 5 attempts, then `failed`); a `sending` row left by a crash is
 *   marked `unknown`, never sent again. One email per (user, subject, frequency, period).
 */
const statements = [
  `CREATE TABLE IF NOT EXISTS saved_searches (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     name text NOT NULL,
     kind text NOT NULL CHECK (kind IN ('estimates', 'plo')),
     filter jsonb NOT NULL,
     query jsonb NOT NULL,
     alert text NOT NULL CHECK (alert IN ('instant', 'daily', 'weekly', 'off')),
     viewed_at timestamptz NOT NULL DEFAULT now(),
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX IF NOT EXISTS saved_searches_user_idx ON saved_searches (user_id, id)`,
  `CREATE TABLE IF NOT EXISTS saved_search_keys (
     saved_search_id bigint NOT NULL REFERENCES saved_searches (id) ON DELETE CASCADE,
     district text,
     area text,
     bbox box,
     anywhere boolean NOT NULL DEFAULT false,
     min_price integer,
     max_price integer
   )`,
  `CREATE INDEX IF NOT EXISTS saved_search_keys_search_idx ON saved_search_keys (saved_search_id)`,
  `CREATE INDEX IF NOT EXISTS saved_search_keys_district_idx ON saved_search_keys (district)
     WHERE district IS NOT NULL`,
  `CREATE INDEX IF NOT EXISTS saved_search_keys_area_idx ON saved_search_keys (area)
     WHERE area IS NOT NULL`,
  `CREATE INDEX IF NOT EXISTS saved_search_keys_bbox_idx ON saved_search_keys USING gist (bbox)
     WHERE bbox IS NOT NULL`,
  `CREATE TABLE IF NOT EXISTS alert_settings (
     user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
     price_drop boolean NOT NULL DEFAULT true,
     status_change boolean NOT NULL DEFAULT true,
     back_on_market boolean NOT NULL DEFAULT true,
     frequency text NOT NULL DEFAULT 'daily'
       CHECK (frequency IN ('instant', 'daily', 'weekly', 'off')),
     updated_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE TABLE IF NOT EXISTS alert_cursor (
     name text PRIMARY KEY,
     last_event_id bigint NOT NULL,
     updated_at timestamptz NOT NULL DEFAULT now()
   )`,
  // Alerts start from the events recorded from now on, not a database's whole history.
  `INSERT INTO alert_cursor (name, last_event_id)
     SELECT 'matcher', coalesce(max(id), 0) FROM listing_events
     ON CONFLICT (name) DO NOTHING`,
  `CREATE TABLE IF NOT EXISTS alert_emails (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     subject_key text NOT NULL,
     frequency text NOT NULL CHECK (frequency IN ('instant', 'daily', 'weekly')),
     period_key text NOT NULL,
     status text NOT NULL DEFAULT 'pending'
       CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'unknown')),
     attempts integer NOT NULL DEFAULT 0,
     next_attempt_at timestamptz NOT NULL DEFAULT now(),
     claimed_at timestamptz,
     sent_at timestamptz,
     message_id text,
     error text,
     created_at timestamptz NOT NULL DEFAULT now(),
     UNIQUE (user_id, subject_key, frequency, period_key)
   )`,
  `CREATE INDEX IF NOT EXISTS alert_emails_due_idx ON alert_emails (next_attempt_at)
     WHERE status = 'pending'`,
  `CREATE TABLE IF NOT EXISTS alert_matches (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     user_id uuid NOT NULL,
     saved_search_id bigint,
     favourite_id bigint,
     listing_id integer NOT NULL,
     event_id bigint NOT NULL,
     event_kind text NOT NULL,
     old_price integer,
     new_price integer,
     new_status text,
     matched_at timestamptz NOT NULL DEFAULT now(),
     read_at timestamptz,
     email_id bigint REFERENCES alert_emails (id) ON DELETE SET NULL,
     CHECK ((saved_search_id IS NULL) <> (favourite_id IS NULL))
   )`,
  `CREATE UNIQUE INDEX IF NOT EXISTS alert_matches_search_event_idx
     ON alert_matches (saved_search_id, event_id) WHERE saved_search_id IS NOT NULL`,
  `CREATE UNIQUE INDEX IF NOT EXISTS alert_matches_favourite_event_idx
     ON alert_matches (favourite_id, event_id) WHERE favourite_id IS NOT NULL`,
  `CREATE INDEX IF NOT EXISTS alert_matches_user_idx ON alert_matches (user_id, id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'alert_matches',
    'alert_emails',
    'alert_cursor',
    'alert_settings',
    'saved_search_keys',
    'saved_searches',
  ]) {
    await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
  }
}
