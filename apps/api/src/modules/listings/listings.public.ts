/**
 * The listings module's public face: the one engine of every list of listings (decision
 * 0010's states, docs/architecture.md "Modules"). A list names its source (sale listings, PLO
 * pairs, a user's favourite sales or PLO pairs) and the engine owns the rest: the base
 * condition, the filter's conditions, the ordering, the exact and estimated counts, and the
 * cards. The search, the PLO lists, the favourites lists, the CSV export and similar
 * properties call these functions; no SQL piece leaves the module.
 *
 * - the query: listingQueryFor (a filter, its location terms resolved, over a ListingScope's
 *   source) or buildListingQuery (location already resolved);
 * - the rows: findCards (a page of cards in the sort), nearestCards (cards nearest a point),
 *   findPloPairs (a page of PLO pairs: the sale side's card and the rental side),
 *   nearestPloPairs (PLO pairs nearest a point), findMarkers
 *   and findPloMarkers (map markers), with toCard the estimate card's presenter;
 * - the answers: cardPage (a page of cards with the count), countMatches (the count, exact
 *   or estimated) and districtSummaries (the default search's count and averages per
 *   postcode district: the home page's top cities).
 */
export { cardPage } from './card-page.ts';
export { toCard } from './card.presenter.ts';
export { findCards, nearestCards, type CardRow } from './cards.repository.ts';
export { countMatches } from './counts.ts';
export { districtSummaries, type DistrictSummaryRow } from './district-summaries.ts';
export { buildListingQuery, listingQueryFor, type ListingScope } from './listing-filter.ts';
export type { ListingQuery, ListingSource, LocationSet } from './listing-query.ts';
export {
  findMarkers,
  findPloMarkers,
  type MarkerRow,
  type PloMarkerRow,
} from './markers.repository.ts';
export {
  findLivePloPair,
  findPloPairs,
  nearestPloPairs,
  type PloPairRow,
  type RentSideRow,
} from './plo-pairs.repository.ts';
export {
  hasKeywords,
  keywordMatches,
  keywordsMatch,
  matchesQuery,
  matchRows,
  type MatchRow,
} from './listing-match.ts';
export { cardsByIds } from './cards.repository.ts';
