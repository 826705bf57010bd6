import { sql } from 'kysely';
import { STATUS_EVENT_KINDS } from '@yardstick/core/alerts/alerts';
import {
  hasKeywords,
  keywordsMatch,
  matchesQuery,
  matchRows,
  type ListingQuery,
} from '../listings/listings.public.ts';
import type { Db } from './saved-searches.repository.ts';

/**
 * The matching step of the alerts job (issue 28 items 2, 3 and 5; decision 0020). It reads
 * `listing_events` after the persisted cursor, in id order, and records each match once
 * (unique on the saved search or favourite and the event):
 *
 * - saved searches: a new listing, one back on the market and a price reduction, tested on the
 *   listing's DERIVED figures, so an event waits (at most SETTLE_SECONDS) until the derive that
 *   follows its write has run (`listings.derived_at` at or after the event); the candidates come
 *   from the searches' keys (district, area, box, price range: search-keys.ts), then each
 *   candidate is tested with the listing engine's conditions (`matchesQuery`, keywords by the
 *   engine's SQL);
 * - favourites (either kind, by the sale listing): a price drop, a status change (under offer,
 *   sold STC, withdrawn, sold) and back on the market, as each member chose (alert_settings).
 *
 * The whole step is one transaction that holds the cursor's row (`FOR UPDATE SKIP LOCKED`: a
 * second process finds it taken and skips its turn), so a crash leaves nothing half-matched,
 * and the unique keys would refuse a second record anyway.
 */

/** An event whose derive has not run is matched anyway after this long. */
export const SETTLE_SECONDS = 120;
const BATCH = 20_000;

interface EventRow {
  id: string;
  listing_id: number;
  kind: string;
  transaction_type: string;
  old_price: number | null;
  new_price: number | null;
  new_status: string | null;
  ready: boolean;
}

export interface MatchReport {
  events: number;
  searchMatches: number;
  favouriteMatches: number;
  candidates: number;
  /** Milliseconds spent finding candidates, testing them and recording the matches. */
  timings: { candidates: number; test: number; record: number };
}

const SEARCH_KINDS = new Set(['new', 'back-on-market']);
const isReduction = (e: { kind: string; old_price: number | null; new_price: number | null }) =>
  e.kind === 'price-change' &&
  e.old_price !== null &&
  e.new_price !== null &&
  e.new_price < e.old_price;

export async function matchEvents(
  db: Db,
  options: { settleSeconds?: number; batch?: number } = {},
): Promise<MatchReport> {
  const report: MatchReport = {
    events: 0,
    searchMatches: 0,
    favouriteMatches: 0,
    candidates: 0,
    timings: { candidates: 0, test: 0, record: 0 },
  };
  const settle = options.settleSeconds ?? SETTLE_SECONDS;
  await db.transaction().execute(async (trx) => {
    const cursor = await sql<{ last_event_id: string }>`
      SELECT last_event_id FROM alert_cursor WHERE name = 'matcher'
      FOR UPDATE SKIP LOCKED`.execute(trx);
    const from = cursor.rows[0]?.last_event_id;
    if (from === undefined) return;
    const { rows: events } = await sql<EventRow>`
      SELECT e.id::text AS id, e.listing_id, e.kind, e.transaction_type, e.old_price,
             e.new_price, e.new_status,
             (e.transaction_type <> 'sale' OR e.kind NOT IN ('new', 'price-change')
              OR l.id IS NULL OR l.derived_at >= e.occurred_at
              OR e.occurred_at < now() - make_interval(secs => ${settle})) AS ready
        FROM listing_events e LEFT JOIN listings l ON l.id = e.listing_id
       WHERE e.id > ${from}::bigint
       ORDER BY e.id
       LIMIT ${options.batch ?? BATCH}`.execute(trx);
    const firstWaiting = events.findIndex((e) => !e.ready);
    const batch = firstWaiting === -1 ? events : events.slice(0, firstWaiting);
    if (batch.length === 0) return;
    const to = batch[batch.length - 1]!.id;
    report.events = batch.length;

    report.favouriteMatches = await matchFavourites(trx, from, to);

    // The latest event of each listing that a saved search alerts on.
    const latest = new Map<number, EventRow>();
    for (const e of batch) {
      if (e.transaction_type !== 'sale') continue;
      if (SEARCH_KINDS.has(e.kind) || isReduction(e)) latest.set(Number(e.listing_id), e);
    }
    if (latest.size) {
      const found = await matchSearches(trx, latest, report.timings);
      report.searchMatches = found.matches;
      report.candidates = found.candidates;
    }
    await sql`UPDATE alert_cursor SET last_event_id = ${to}::bigint, updated_at = now()
               WHERE name = 'matcher'`.execute(trx);
  });
  return report;
}

async function matchFavourites(db: Db, from: string, to: string): Promise<number> {
  const r = await sql`
    INSERT INTO alert_matches (user_id, favourite_id, listing_id, event_id, event_kind,
                               old_price, new_price, new_status)
    SELECT f.user_id, f.id, e.listing_id, e.id, e.kind, e.old_price, e.new_price, e.new_status
      FROM listing_events e
      JOIN favourites f ON f.sale_listing_id = e.listing_id
      LEFT JOIN alert_settings s ON s.user_id = f.user_id
     WHERE e.id > ${from}::bigint AND e.id <= ${to}::bigint
       AND ((e.kind = 'price-change' AND e.new_price < e.old_price
             AND coalesce(s.price_drop, true))
         OR (e.kind = ANY(${[...STATUS_EVENT_KINDS]}::text[]) AND coalesce(s.status_change, true))
         OR (e.kind = 'back-on-market' AND coalesce(s.back_on_market, true)))
    ON CONFLICT (favourite_id, event_id) WHERE favourite_id IS NOT NULL DO NOTHING`.execute(db);
  return Number(r.numAffectedRows ?? 0);
}

/**
 * The saved searches whose keys these listings meet: (search, listing) candidate pairs. A
 * search's keys are all districts and areas, or one box, or anywhere, and a listing lies in one
 * district and one area, so it meets at most one key of a search: UNION ALL, no duplicates.
 */
async function candidatePairs(db: Db, ids: number[]): Promise<{ s: string; l: number }[]> {
  const price = sql`(k.min_price IS NULL OR c.list_price >= k.min_price)
                AND (k.max_price IS NULL OR c.list_price <= k.max_price)`;
  const { rows } = await sql<{ s: string; l: number }>`
    WITH c AS (
      SELECT id, district, area, lat, lng, list_price FROM listings
       WHERE id = ANY(${ids}::int[]) AND transaction_type = 'sale'
    )
    SELECT k.saved_search_id::text AS s, c.id AS l
      FROM c JOIN saved_search_keys k ON k.district = c.district WHERE ${price}
    UNION ALL
    SELECT k.saved_search_id::text, c.id
      FROM c JOIN saved_search_keys k ON k.area = c.area WHERE ${price}
    UNION ALL
    SELECT k.saved_search_id::text, c.id
      FROM c JOIN saved_search_keys k
        ON k.bbox && box(point(c.lng, c.lat), point(c.lng, c.lat))
     WHERE c.lat IS NOT NULL AND c.lng IS NOT NULL AND ${price}
    UNION ALL
    SELECT k.saved_search_id::text, c.id
      FROM c JOIN saved_search_keys k ON k.anywhere WHERE ${price}`.execute(db);
  return rows.map((r) => ({ s: r.s, l: Number(r.l) }));
}

async function matchSearches(
  db: Db,
  latest: Map<number, EventRow>,
  timings: MatchReport['timings'],
): Promise<{ matches: number; candidates: number }> {
  const ids = [...latest.keys()];
  let clock = Date.now();
  const lap = () => {
    const now = Date.now();
    const ms = now - clock;
    clock = now;
    return ms;
  };
  const pairs = await candidatePairs(db, ids);
  timings.candidates = lap();
  if (pairs.length === 0) return { matches: 0, candidates: 0 };
  const bySearch = new Map<string, number[]>();
  for (const p of pairs) {
    const list = bySearch.get(p.s);
    if (list) list.push(p.l);
    else bySearch.set(p.s, [p.l]);
  }
  const { rows: searches } = await sql<{ id: string; user_id: string; query: ListingQuery }>`
    SELECT id::text AS id, user_id, query FROM saved_searches
     WHERE id = ANY(${[...bySearch.keys()]}::bigint[])`.execute(db);
  const rows = new Map((await matchRows(db, ids)).map((r) => [r.id, r]));

  const found: { user: string; search: string; listing: number }[] = [];
  // Searches with keywords: the listings that met every other condition, by keyword set, so
  // searches with the same keywords share one statement of the engine's text search.
  type Search = (typeof searches)[number];
  const byKeywords = new Map<
    string,
    { q: ListingQuery; ids: Set<number>; searches: Search[]; hits: number[][] }
  >();
  for (const search of searches) {
    const q =
      typeof search.query === 'string' ? (JSON.parse(search.query) as ListingQuery) : search.query;
    const hits = (bySearch.get(search.id) ?? []).filter((id) => {
      const row = rows.get(id);
      return row !== undefined && matchesQuery(q, row);
    });
    if (hits.length === 0) continue;
    if (hasKeywords(q)) {
      const key = JSON.stringify([q.keywordsAll ?? [], q.keywordsAny ?? []]);
      const group = byKeywords.get(key) ?? { q, ids: new Set(), searches: [], hits: [] };
      hits.forEach((id) => group.ids.add(id));
      group.searches.push(search);
      group.hits.push(hits);
      byKeywords.set(key, group);
      continue;
    }
    for (const listing of hits) found.push({ user: search.user_id, search: search.id, listing });
  }
  for (const group of byKeywords.values()) {
    const ok = await keywordsMatch(db, group.q, [...group.ids]);
    group.searches.forEach((search, i) => {
      for (const listing of group.hits[i]!) {
        if (ok.has(listing)) found.push({ user: search.user_id, search: search.id, listing });
      }
    });
  }
  timings.test = lap();
  let inserted = 0;
  for (let i = 0; i < found.length; i += 20_000) {
    const chunk = found.slice(i, i + 20_000);
    const events = chunk.map((f) => latest.get(f.listing)!);
    const r = await sql`
      INSERT INTO alert_matches (user_id, saved_search_id, listing_id, event_id, event_kind,
                                 old_price, new_price, new_status)
      SELECT * FROM unnest(${chunk.map((f) => f.user)}::uuid[],
                           ${chunk.map((f) => f.search)}::bigint[],
                           ${chunk.map((f) => f.listing)}::int[],
                           ${events.map((e) => e.id)}::bigint[],
                           ${events.map((e) => e.kind)}::text[],
                           ${events.map((e) => e.old_price)}::int[],
                           ${events.map((e) => e.new_price)}::int[],
                           ${events.map((e) => e.new_status)}::text[])
      ON CONFLICT (saved_search_id, event_id) WHERE saved_search_id IS NOT NULL
      DO NOTHING`.execute(db);
    inserted += Number(r.numAffectedRows ?? 0);
  }
  timings.record = lap();
  return { matches: inserted, candidates: pairs.length };
}
