import { SEARCH_LIMITS } from '@yardstick/core/search/constants';
import type { SearchCount } from '@yardstick/core/search/responses';
import type { AppContext } from '../../context.ts';
import * as repo from './counts.repository.ts';
import { isFavouritesSource, type ListingQuery } from './listing-query.ts';

/**
 * How many rows of the query's source match (sale listings, PLO pairs, a favourites list).
 * Exact up to SEARCH_LIMITS.exactCountLimit; above that an estimate from a table sample,
 * never below the proven lower bound, flagged 'gte'.
 *
 * An exact count has to read at least as many rows as it counts (up to the limit), so for
 * sale listings without a location (nationwide) the sample comes first: when it puts the count
 * far above the limit (3x), that is the answer and the exact count is skipped. PLO pairs are
 * counted first: their paired sales are a few tens of thousands (58,314 at a million listings),
 * so a filtered nationwide count is nearly always below 3x the limit and the sample (about 9
 * ms of index probes) only delayed the exact count it could not skip; it is taken only when
 * the exact count passes the limit. A favourites list is never estimated: above the limit it
 * answers the capped count, flagged 'gte'.
 */
export async function countMatches(
  ctx: AppContext,
  q: ListingQuery,
  exactLimit: number = SEARCH_LIMITS.exactCountLimit,
): Promise<SearchCount> {
  const db = ctx.readDatabase.db;
  // A viewer's favourite ids are answered on the page, never counted.
  if (q.source.kind === 'plo-pairs' && q.source.viewerId) {
    q = { ...q, source: { kind: 'plo-pairs' } };
  }
  const favourites = isFavouritesSource(q.source);
  const nationwide = !q.location && !q.circle && !q.polygon && !favourites;
  let estimate: number | undefined;
  if (nationwide && q.source.kind !== 'plo-pairs') {
    estimate = await repo.estimateCount(db, q);
    if (estimate >= 3 * exactLimit) return { value: estimate, relation: 'gte' };
  }
  const n = await repo.countUpTo(db, q, exactLimit + 1);
  if (n <= exactLimit) return { value: n, relation: 'eq' };
  if (favourites) return { value: n, relation: 'gte' };
  estimate ??= await repo.estimateCount(db, q);
  return { value: Math.max(exactLimit + 1, estimate), relation: 'gte' };
}
