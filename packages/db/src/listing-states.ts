import { sql, type RawBuilder } from 'kysely';
import {
  CLOSED_STATUSES,
  LET_STATUSES,
  OFF_MARKET_STATUSES,
  SALE,
  SOLD_STC,
  WITHDRAWN,
} from '@yardstick/core/listings/listing-states';

/**
 * The listing states of core's listings/listing-states.ts in SQL (decision 0010), so every
 * read (the API's and the derive's) states them with the same text. `alias` is a table alias
 * written in this code base, never user input; the statuses are core's constants, written as
 * SQL string literals (never parameters: a partial index's predicate, such as migration
 * 0061's `transaction_type = 'sale' AND status <> 'withdrawn'`, is proven from literals only).
 *
 * Each state has a plain-text form (for the derive's SQL strings and for composing inside
 * other text) and a Kysely form (`...Sql`, the same text as a fragment).
 */

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const list = (statuses: readonly string[]) => statuses.map(literal).join(', ');

/** A sale listing, whatever its status. */
export function sale(alias: string): string {
  return `${alias}.transaction_type = ${literal(SALE)}`;
}

/**
 * A sale listing on the market, as its AND-ed conditions (a sale, none of the off-market
 * statuses), in the order of the partial indexes' predicate. A query that builds its WHERE
 * from a list of conditions (the listing engine) takes these one by one.
 */
export function saleOnMarketConditions(alias: string): string[] {
  return [
    sale(alias),
    ...OFF_MARKET_STATUSES.map((status) => `${alias}.status <> ${literal(status)}`),
  ];
}

/** A sale listing on the market (core's isSaleOnMarket). */
export function saleOnMarket(alias: string): string {
  return `(${saleOnMarketConditions(alias).join(' AND ')})`;
}

/** A listing that may still be viewed: not withdrawn (core's isViewableSale, any type). */
export function viewable(alias: string): string {
  return `(${alias}.status <> ${literal(WITHDRAWN)})`;
}

/** A sale listing that may still be viewed (core's isViewableSale). */
export function viewableSale(alias: string): string {
  return `(${sale(alias)} AND ${viewable(alias)})`;
}

/** Not sold subject to contract (the search's "no sold STC"). */
export function notSoldStc(alias: string): string {
  return `${alias}.status <> ${literal(SOLD_STC)}`;
}

/**
 * A live rental (core's isLiveRental): a rental not withdrawn. `stillListed` also asks that
 * its feed has not removed it (`removed_on` unset), as the derive's pairing does.
 */
export function liveRental(alias: string, options: { stillListed?: boolean } = {}): string {
  const removed = options.stillListed ? ` AND ${alias}.removed_on IS NULL` : '';
  return `(${alias}.transaction_type = 'rent' AND ${alias}.status <> ${literal(WITHDRAWN)}${removed})`;
}

/**
 * A current listing, the derive's area figures' rule: not removed by its feed and none of
 * CLOSED_STATUSES (withdrawn, sold, let).
 */
export function currentListing(alias: string): string {
  return `(${alias}.removed_on IS NULL AND ${alias}.status NOT IN (${list(CLOSED_STATUSES)}))`;
}

/** A let agreed (or completed) status in the column `column` (core's isLetStatus). */
export function letStatus(column: string): string {
  return `(${column} IN (${list(LET_STATUSES)}))`;
}

/** A let agreed (or completed) listing. */
export function letAgreed(alias: string): string {
  return letStatus(`${alias}.status`);
}

/**
 * The rental side of a PLO pair `pair` is live: `plo_pairs.rent_withdrawn` holds the rental's
 * state, kept from its status by the triggers of migration 0087 (the same 'withdrawn' as
 * liveRental), so a PLO query needs no read of the rental to check it.
 */
export function ploRentLive(pair: string): string {
  return `NOT ${pair}.rent_withdrawn`;
}

/** A live PLO pair (core's isLivePloPair): its sale `sale` on the market, its rental live. */
export function livePloPair(pair: string, sale: string): string {
  return `(${saleOnMarket(sale)} AND ${ploRentLive(pair)})`;
}

const fragment = (text: string): RawBuilder<boolean> => sql<boolean>`${sql.raw(text)}`;

/** saleOnMarket as a Kysely fragment. */
export const saleOnMarketSql = (alias: string) => fragment(saleOnMarket(alias));
/** sale as a Kysely fragment. */
export const saleSql = (alias: string) => fragment(sale(alias));
/** viewableSale as a Kysely fragment. */
export const viewableSaleSql = (alias: string) => fragment(viewableSale(alias));
/** notSoldStc as a Kysely fragment. */
export const notSoldStcSql = (alias: string) => fragment(notSoldStc(alias));
/** viewable as a Kysely fragment. */
export const viewableSql = (alias: string) => fragment(viewable(alias));
/** liveRental as a Kysely fragment. */
export const liveRentalSql = (alias: string, options: { stillListed?: boolean } = {}) =>
  fragment(liveRental(alias, options));
/** livePloPair as a Kysely fragment. */
export const livePloPairSql = (pair: string, sale: string) => fragment(livePloPair(pair, sale));
