/**
 * The states of a listing, written once (decision 0010): which listings are for sale, which
 * may still be viewed, which rentals are live, which are let, which PLO pairs are shown, and
 * the PLO window. packages/db renders each as SQL (`@yardstick/db/listing-states`); the API
 * and the derive read through those renderings or the predicates below, never through status
 * literals of their own (lint rule in eslint.config.js). Importers and the demo generator,
 * which write a status, keep theirs.
 */

/** The status of a listing withdrawn by the agent or the feed: never shown again. */
export const WITHDRAWN = 'withdrawn';

/** A sale listing's transaction type (the other is 'rent'). */
export const SALE = 'sale';

/** Sold subject to contract: still on the market, left out by the search's "no sold STC". */
export const SOLD_STC = 'sold_stc';

/**
 * Off the market: a completed sale ('sold') or a withdrawn listing is never among the
 * properties for sale (search, map markers, counts, CSV export, similar properties,
 * favourites lists, PLO pairs). Withdrawn comes first: the partial indexes of migration 0061
 * state `transaction_type = 'sale' AND status <> 'withdrawn'`.
 */
export const OFF_MARKET_STATUSES = ['withdrawn', 'sold'] as const;

/** A rental let (agreed or completed): let-agreed evidence, the PLO item's 'Let Agreed'. */
export const LET_STATUSES = ['let_agreed', 'let'] as const;

/**
 * No longer current (the derive's "current listing": area figures): withdrawn, sold or let.
 * A current listing is also not removed by its feed (`removed_on` unset).
 */
export const CLOSED_STATUSES = ['withdrawn', 'sold', 'let'] as const;

/**
 * The PLO window, in months: a sale pairs with rentals listed in the 12 months to the data's
 * date (the derive's pairing), and the PLO area median rent reads the same months.
 */
export const PLO_WINDOW_MONTHS = 12;

export interface ListingState {
  transaction_type: string;
  status: string;
}

const among = (statuses: readonly string[], status: string) => statuses.includes(status);

/** A sale listing on the market: a sale, none of OFF_MARKET_STATUSES. */
export function isSaleOnMarket(listing: ListingState): boolean {
  return listing.transaction_type === SALE && !among(OFF_MARKET_STATUSES, listing.status);
}

/**
 * A sale listing that may still be viewed: not withdrawn (the details page of a sold listing
 * still answers; a withdrawn one is 'removed by the agent').
 */
export function isViewableSale(listing: ListingState): boolean {
  return listing.transaction_type === SALE && listing.status !== WITHDRAWN;
}

/** A live rental: a rental that is not withdrawn (to let or let agreed). */
export function isLiveRental(listing: ListingState): boolean {
  return listing.transaction_type === 'rent' && listing.status !== WITHDRAWN;
}

/** A let agreed (or completed) status. */
export function isLetStatus(status: string): boolean {
  return among(LET_STATUSES, status);
}

/** A live PLO pair: its sale on the market and its rental live. */
export function isLivePloPair(sale: ListingState, rent: ListingState): boolean {
  return isSaleOnMarket(sale) && isLiveRental(rent);
}
