import {
  DEFAULT_ALERT_SETTINGS,
  eventTitle,
  filterSchemaOf,
  savedFilterParams,
  type AlertSettings,
  type NotificationList,
  type SavedSearch,
  type SavedSearchBody,
  type SavedSearchKind,
  type SavedSearchUpdate,
} from '@yardstick/core/alerts/alerts';
import { formatGbp } from '@yardstick/core/membership/membership';
import { composeAddress } from '@yardstick/core/property/address';
import type { SearchFilter } from '@yardstick/core/search/filter';
import { FILTER_VERSION, filterToJson } from '@yardstick/core/search/filter-json';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import {
  cardsByIds,
  listingQueryFor,
  toCard,
  type ListingQuery,
} from '../listings/listings.public.ts';
import * as repo from './saved-searches.repository.ts';
import { searchKeys } from './search-keys.ts';
import type { UnsubscribeSubject } from './unsubscribe-page.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

/**
 * A member's saved searches (issue 28 item 1), their favourite alerts (item 3) and
 * notifications (item 4). A search is kept as its query parameters and as the listing engine's
 * query of them, location terms resolved when saved (decision 0020), indexed by its keys.
 */

const NOT_FOUND = 'Saved search not found';

/** The engine's query of a saved filter: sale listings, or PLO pairs for a PLO search. */
export async function queryOfFilter(
  ctx: AppContext,
  kind: SavedSearchKind,
  params: Record<string, string>,
): Promise<{ filter: Record<string, string>; query: ListingQuery }> {
  const filter = savedFilterParams(params);
  const parsed = filterSchemaOf(kind).parse(filter) as SearchFilter;
  const query = await listingQueryFor(ctx, parsed, {
    source: kind === 'plo' ? { kind: 'plo-pairs' } : { kind: 'sales' },
  });
  return { filter, query };
}

/** A stored filter in the URL form, by the version of its shape (1: the URL form itself). */
function urlFormOf(row: repo.SavedSearchRow): Record<string, string> {
  if (row.filter_version !== FILTER_VERSION) {
    throw new Error(`Saved search ${row.id}: unknown filter version ${row.filter_version}`);
  }
  return row.filter;
}

const present = (row: repo.SavedSearchRow): SavedSearch => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  filter: urlFormOf(row),
  criteria: filterToJson(urlFormOf(row), filterSchemaOf(row.kind)),
  filterVersion: FILTER_VERSION,
  alert: row.alert,
  newMatches: Number(row.new_matches),
  createdAt: row.created_at.toISOString(),
  viewedAt: row.viewed_at.toISOString(),
});

export async function createSavedSearch(
  ctx: AppContext,
  userId: string,
  body: SavedSearchBody,
): Promise<{ id: string }> {
  const { filter, query } = await queryOfFilter(ctx, body.kind, body.filter);
  const id = await repo.insertSavedSearch(
    ctx.database.db,
    { user_id: userId, name: body.name, kind: body.kind, filter, query, alert: body.alert },
    searchKeys(query),
  );
  return { id };
}

export async function listSavedSearches(ctx: AppContext, userId: string): Promise<SavedSearch[]> {
  return (await repo.listSavedSearches(ctx.database.db, userId)).map(present);
}

export async function updateSavedSearch(
  ctx: AppContext,
  userId: string,
  id: string,
  body: SavedSearchUpdate,
): Promise<SavedSearch> {
  const resolved =
    body.filter && body.kind ? await queryOfFilter(ctx, body.kind, body.filter) : undefined;
  const ok = await repo.updateSavedSearch(
    ctx.database.db,
    userId,
    id,
    {
      name: body.name,
      alert: body.alert,
      ...(resolved ? { kind: body.kind, filter: resolved.filter, query: resolved.query } : {}),
    },
    resolved ? searchKeys(resolved.query) : undefined,
  );
  if (!ok) throw notFound(NOT_FOUND);
  const [row] = await repo.listSavedSearches(ctx.database.db, userId, id);
  return present(row!);
}

export async function deleteSavedSearch(ctx: AppContext, userId: string, id: string) {
  if (!(await repo.deleteSavedSearch(ctx.database.db, userId, id))) throw notFound(NOT_FOUND);
}

/**
 * A page of the cards that newly matched a search (since `since`, default its last view),
 * with how many there are; then the search is viewed.
 */
export async function savedSearchMatches(
  ctx: AppContext,
  userId: string,
  id: string,
  query: { since?: string | undefined; page: number; size: number },
) {
  const [search] = await repo.listSavedSearches(ctx.database.db, userId, id);
  if (!search) throw notFound(NOT_FOUND);
  const from = query.since ? new Date(query.since) : search.viewed_at;
  const { rows: matches, total } = await repo.matchesSince(
    ctx.database.db,
    id,
    from,
    query.page * query.size,
    query.size,
  );
  const cards = await cardsByIds(
    ctx.database.db,
    matches.map((m) => m.listing_id),
    userId,
  );
  const byId = new Map(cards.map((c) => [Number(c.id), c]));
  await repo.markViewed(ctx.database.db, id);
  const items = matches.flatMap((m) => {
    const card = byId.get(m.listing_id);
    return card
      ? [{ event: m.event_kind, matchedAt: m.matched_at.toISOString(), card: toCard(card) }]
      : [];
  });
  return {
    since: from.toISOString(),
    page: {
      number: query.page,
      size: query.size,
      totalElements: total,
      totalPages: Math.ceil(total / query.size),
      currentElements: items.length,
    },
    items,
  };
}

// ---- favourite alerts ----

export async function alertSettings(ctx: AppContext, userId: string): Promise<AlertSettings> {
  const row = await repo.findAlertSettings(ctx.database.db, userId);
  if (!row) return DEFAULT_ALERT_SETTINGS;
  return {
    priceDrop: row.price_drop,
    statusChange: row.status_change,
    backOnMarket: row.back_on_market,
    frequency: row.frequency,
  };
}

export async function saveAlertSettings(
  ctx: AppContext,
  userId: string,
  s: AlertSettings,
): Promise<AlertSettings> {
  await repo.saveAlertSettings(ctx.database.db, userId, {
    price_drop: s.priceDrop,
    status_change: s.statusChange,
    back_on_market: s.backOnMarket,
    frequency: s.frequency,
  });
  return s;
}

// ---- notifications ----

const pounds = (n: number | null) => (n === null ? '' : formatGbp(n));

export async function notifications(ctx: AppContext, userId: string): Promise<NotificationList> {
  const { rows, unread } = await repo.listNotifications(ctx.database.db, userId, 30);
  // One entry per event (issue 40): its matches (saved searches, a favourite) are its reasons.
  const events = new Map<string, repo.NotificationRow[]>();
  for (const r of rows) {
    const list = events.get(r.event_id);
    if (list) list.push(r);
    else events.set(r.event_id, [r]);
  }
  return {
    unread,
    items: [...events.values()].map((matches) => {
      const r = matches[0]!;
      const title = eventTitle(
        r.event_kind,
        { oldPrice: r.old_price, newPrice: r.new_price },
        r.new_status,
      );
      const where = r.address ?? composeAddress(r) ?? 'A listing';
      // The event's own figures, kept with the match: a new listing at the price it was
      // listed at, not today's.
      const price =
        r.event_kind === 'price-change' && r.old_price !== null
          ? `${pounds(r.old_price)} → ${pounds(r.new_price)}`
          : pounds(r.new_price ?? r.list_price);
      const search = matches.find((m) => m.saved_search_id !== null);
      const reasons = [
        ...matches
          .filter((m) => m.saved_search_id !== null)
          .map((m) => m.search_name ?? 'a saved search'),
        ...(matches.some((m) => m.favourite_id !== null) ? ['a favourite'] : []),
      ];
      return {
        id: r.id,
        source: search ? ('search' as const) : ('favourite' as const),
        savedSearchId: search?.saved_search_id ?? null,
        title: `${title} · ${joinReasons(reasons)}`,
        text: price ? `${where}, ${price}` : where,
        propertyId: String(r.listing_id),
        createdAt: r.matched_at.toISOString(),
        read: matches.every((m) => m.read_at !== null),
      };
    }),
  };
}

/** 'A', 'A and B', 'A, B and C'. */
function joinReasons(reasons: string[]): string {
  if (reasons.length <= 1) return reasons.join('');
  return `${reasons.slice(0, -1).join(', ')} and ${reasons[reasons.length - 1]}`;
}

export async function markRead(ctx: AppContext, userId: string, ids: string[] | undefined) {
  return { marked: await repo.markNotificationsRead(ctx.database.db, userId, ids) };
}

/** What an unsubscribe token stops (for its page), read without changing anything. */
export async function unsubscribeSubject(
  ctx: AppContext,
  token: string,
): Promise<UnsubscribeSubject | undefined> {
  const target = readUnsubscribeToken(ctx.config.SESSION_SECRET, token);
  if (!target) return undefined;
  if (target.subject === 'favourites') return { kind: 'favourites' };
  const name = await repo.savedSearchName(ctx.database.db, target.userId, target.subject);
  return { kind: 'search', id: target.subject, name };
}

/** One-click unsubscribe by a signed token; false when the token does not hold. */
export async function unsubscribeByToken(ctx: AppContext, token: string) {
  const target = readUnsubscribeToken(ctx.config.SESSION_SECRET, token);
  if (!target) return undefined;
  const done = await repo.unsubscribe(ctx.database.db, target.userId, target.subject);
  return {
    unsubscribed: done,
    what: target.subject === 'favourites' ? 'favourite alerts' : 'saved search alerts',
  };
}
