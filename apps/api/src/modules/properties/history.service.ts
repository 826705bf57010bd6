import {
  buildHomeHistory,
  type PropertyHistory,
  type PropertyHistoryQuery,
} from '@yardstick/core/property/property-history';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import * as repo from './history.repository.ts';

/**
 * A home's history across its listings (docs/methodology.md "A home across relisting"): the
 * home of the listing asked for (listing_homes, written by the engine's link run), its
 * listings of the same kind, their events and feed-dated prices, assembled by core's
 * buildHomeHistory. Read-only: the read handle. 404 for an unknown id.
 */
export async function propertyHistory(
  ctx: AppContext,
  query: PropertyHistoryQuery,
): Promise<PropertyHistory> {
  const db = ctx.readDatabase.db;
  const id = query.propertyId!;
  const home = await repo.homeOf(db, id);
  if (!home) throw notFound('Property not found');
  const [listings, asOf] = await Promise.all([
    repo.homeListings(db, home.homeId, home.transactionType),
    repo.historyAsOf(db),
  ]);
  const ids = listings.map((l) => l.id);
  const [events, prices] = await Promise.all([
    repo.listingEvents(db, ids),
    repo.listingPrices(db, ids),
  ]);
  return buildHomeHistory({ propertyId: id, homeId: home.homeId, listings, events, prices }, asOf);
}
