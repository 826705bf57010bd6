import { sql, type Kysely } from 'kysely';
import type { AlertFrequency, Database } from '@yardstick/db/schema';
import type { SearchKey } from './search-keys.ts';

/** Saved searches, their index keys, favourite alert settings and notifications: Kysely only. */
export type Db = Kysely<Database>;

export interface SavedSearchRow {
  id: string;
  user_id: string;
  name: string;
  kind: 'estimates' | 'plo';
  filter: Record<string, string>;
  filter_version: number;
  query: unknown;
  alert: AlertFrequency;
  created_at: Date;
  viewed_at: Date;
  new_matches: number;
}

export async function insertSavedSearch(
  db: Db,
  row: {
    user_id: string;
    name: string;
    kind: 'estimates' | 'plo';
    filter: Record<string, string>;
    query: unknown;
    alert: AlertFrequency;
  },
  keys: SearchKey[],
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('saved_searches')
      .values({ ...row, filter: JSON.stringify(row.filter), query: JSON.stringify(row.query) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await replaceKeys(trx, String(id), keys);
    return String(id);
  });
}

async function replaceKeys(db: Db, id: string, keys: SearchKey[]): Promise<void> {
  await db.deleteFrom('saved_search_keys').where('saved_search_id', '=', id).execute();
  if (keys.length === 0) return;
  await db
    .insertInto('saved_search_keys')
    .values(keys.map((k) => ({ saved_search_id: id, ...k })))
    .execute();
}

export async function updateSavedSearch(
  db: Db,
  userId: string,
  id: string,
  set: {
    name?: string | undefined;
    kind?: 'estimates' | 'plo' | undefined;
    filter?: Record<string, string> | undefined;
    query?: unknown;
    alert?: AlertFrequency | undefined;
  },
  keys: SearchKey[] | undefined,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('saved_searches')
      .set({
        updated_at: new Date(),
        ...(set.name !== undefined ? { name: set.name } : {}),
        ...(set.kind !== undefined ? { kind: set.kind } : {}),
        ...(set.filter !== undefined ? { filter: JSON.stringify(set.filter) } : {}),
        ...(set.query !== undefined ? { query: JSON.stringify(set.query) } : {}),
        ...(set.alert !== undefined ? { alert: set.alert } : {}),
      })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    if (keys) await replaceKeys(trx, id, keys);
    return true;
  });
}

/** Deletes a member's saved search and its matches (alert_matches has no foreign key). */
export async function deleteSavedSearch(db: Db, userId: string, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('saved_searches')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) return false;
    await trx.deleteFrom('alert_matches').where('saved_search_id', '=', id).execute();
    return true;
  });
}

/** A member's saved searches, each with its count of matches since it was last viewed. */
export async function listSavedSearches(
  db: Db,
  userId: string,
  id?: string,
): Promise<SavedSearchRow[]> {
  const { rows } = await sql<SavedSearchRow>`
    SELECT s.id::text AS id, s.user_id, s.name, s.kind, s.filter, s.filter_version, s.query,
           s.alert, s.created_at,
           s.viewed_at,
           (SELECT count(*)::int FROM alert_matches m
             WHERE m.saved_search_id = s.id AND m.matched_at > s.viewed_at) AS new_matches
      FROM saved_searches s
     WHERE s.user_id = ${userId}::uuid ${id === undefined ? sql`` : sql`AND s.id = ${id}::bigint`}
     ORDER BY s.id DESC`.execute(db);
  return rows;
}

export async function markViewed(db: Db, id: string): Promise<void> {
  await db
    .updateTable('saved_searches')
    .set({ viewed_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export interface MatchedListingRow {
  listing_id: number;
  event_kind: string;
  matched_at: Date;
}

/**
 * The listings that matched a search since a time, newest first (the latest match each): a
 * page of them (`offset`, `limit`) and how many there are.
 */
export async function matchesSince(
  db: Db,
  savedSearchId: string,
  since: Date,
  offset: number,
  limit: number,
): Promise<{ rows: MatchedListingRow[]; total: number }> {
  const { rows } = await sql<MatchedListingRow>`
    SELECT DISTINCT ON (listing_id) listing_id, event_kind, matched_at
      FROM alert_matches
     WHERE saved_search_id = ${savedSearchId}::bigint AND matched_at > ${since}
     ORDER BY listing_id, id DESC`.execute(db);
  const page = rows
    .sort((a, b) => b.matched_at.getTime() - a.matched_at.getTime())
    .slice(offset, offset + limit)
    .map((r) => ({ ...r, listing_id: Number(r.listing_id) }));
  return { rows: page, total: rows.length };
}

// ---- favourite alert settings ----

export async function findAlertSettings(db: Db, userId: string) {
  return db
    .selectFrom('alert_settings')
    .select(['price_drop', 'status_change', 'back_on_market', 'frequency'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function saveAlertSettings(
  db: Db,
  userId: string,
  s: {
    price_drop: boolean;
    status_change: boolean;
    back_on_market: boolean;
    frequency: AlertFrequency;
  },
): Promise<void> {
  await db
    .insertInto('alert_settings')
    .values({ user_id: userId, ...s })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...s, updated_at: new Date() }))
    .execute();
}

// ---- notifications ----

export interface NotificationRow {
  id: string;
  event_id: string;
  saved_search_id: string | null;
  search_name: string | null;
  favourite_id: number | null;
  listing_id: number;
  event_kind: string;
  old_price: number | null;
  new_price: number | null;
  new_status: string | null;
  matched_at: Date;
  read_at: Date | null;
  address: string | null;
  saon: string | null;
  paon: string | null;
  street: string | null;
  locality: string | null;
  town: string | null;
  list_price: number | null;
}

/**
 * The member's latest `limit` events with their matches: one event can match several saved
 * searches and a favourite (a price drop), which the bell shows as one entry (issue 40). The
 * rows come newest event first, each event's matches together; an event's figures are its
 * own (old_price, new_price were recorded with the match), not the listing's of today.
 */
export async function listNotifications(
  db: Db,
  userId: string,
  limit: number,
): Promise<{ rows: NotificationRow[]; unread: number }> {
  const [{ rows }, unread] = await Promise.all([
    sql<NotificationRow>`
      WITH ev AS (
        SELECT event_id, max(id) AS last_id FROM alert_matches
         WHERE user_id = ${userId}::uuid
         GROUP BY event_id
         ORDER BY max(id) DESC
         LIMIT ${limit}
      )
      SELECT ev.last_id::text AS id, m.event_id::text AS event_id,
             m.saved_search_id::text AS saved_search_id, s.name AS search_name,
             m.favourite_id, m.listing_id, m.event_kind, m.old_price, m.new_price, m.new_status,
             m.matched_at, m.read_at,
             l.address, l.saon, l.paon, l.street, l.locality, l.town, l.list_price
        FROM ev
        JOIN alert_matches m ON m.event_id = ev.event_id AND m.user_id = ${userId}::uuid
        LEFT JOIN saved_searches s ON s.id = m.saved_search_id
        LEFT JOIN listings l ON l.id = m.listing_id
       ORDER BY ev.last_id DESC, m.saved_search_id NULLS LAST, m.id`.execute(db),
    db
      .selectFrom('alert_matches')
      .select((eb) => eb.fn.count<number>('event_id').distinct().as('n'))
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, unread: Number(unread.n) };
}

/** Marks read the given entries (every match of their events), or all; answers the matches marked. */
export async function markNotificationsRead(
  db: Db,
  userId: string,
  ids: string[] | undefined,
): Promise<number> {
  let q = db
    .updateTable('alert_matches')
    .set({ read_at: new Date() })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (ids) {
    if (ids.length === 0) return 0;
    q = q.where('event_id', 'in', (eb) =>
      eb
        .selectFrom('alert_matches as given')
        .select('given.event_id')
        .where('given.user_id', '=', userId)
        .where('given.id', 'in', ids),
    );
  }
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** A member's saved search's name, or null. */
export async function savedSearchName(db: Db, userId: string, id: string): Promise<string | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const row = await db
    .selectFrom('saved_searches')
    .select('name')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.name ?? null;
}

/** One-click unsubscribe: a saved search's alerts off, or the favourite alerts off. */
export async function unsubscribe(db: Db, userId: string, subject: string): Promise<boolean> {
  if (subject === 'favourites') {
    await db
      .insertInto('alert_settings')
      .values({ user_id: userId, frequency: 'off' })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({ frequency: 'off', updated_at: new Date() }),
      )
      .execute();
    return true;
  }
  if (!/^\d{1,18}$/.test(subject)) return false;
  const r = await db
    .updateTable('saved_searches')
    .set({ alert: 'off', updated_at: new Date() })
    .where('id', '=', subject)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
