/**
 * The search module's public face: the only file of modules/search that other modules
 * import (lint rule in eslint.config.js; docs/architecture.md "Modules"). Whatever lists
 * listings through the search filter (favourites lists, the CSV export, similar properties,
 * the PLO lists next) composes these pieces instead of copying them:
 *
 * - the listing query: a filter becomes a ListingQuery (buildListingQuery once the location
 *   terms are resolved, listingQueryFor resolving them), whose SQL pieces are
 *   listingConditions (the WHERE conditions over `listings l`), orderByClause (the sort, with
 *   its tie-breaks) and distanceSql (metres from a point); ON_THE_MARKET is the base
 *   condition alone (a sale listing neither withdrawn nor sold), for lists of their own;
 * - the cards: findCards (a page of cards in the filter's sort), cardsOfPage (the cards of
 *   any page of listing ids, for lists with their own order or join) and toCard (a row as
 *   the EstimateCard of core/search/estimate-card.ts, whose page schema lives there too);
 * - the answers: searchPage (a page of cards with the count, within a SearchScope) and
 *   countMatches (the count of a ListingQuery, exact or estimated).
 */
export {
  distanceSql,
  listingConditions,
  ON_THE_MARKET,
  orderByClause,
  type ListingQuery,
  type LocationSet,
} from './listing-query.ts';
export { cardsOfPage, findCards, type CardRow } from './search.repository.ts';
export {
  buildListingQuery,
  countMatches,
  listingQueryFor,
  searchPage,
  toCard,
  type SearchScope,
} from './search.service.ts';
