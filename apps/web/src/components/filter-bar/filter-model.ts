import { KEYWORD_TOGGLES } from '@yardstick/core/search/constants';
import {
  filterToQueryParams,
  queryParamsToFilter,
  searchFilterSchema,
  type SearchFilter,
} from '@yardstick/core/search/filter';
import {
  suggestionToFilter,
  type LocationSuggestion,
} from '@yardstick/core/search/location-suggestion';
import { filterLocation, LOCATION_FIELDS } from '@yardstick/core/search/location';

/**
 * The filter bar's rules as pure functions (docs/product.md#filter-bar): the
 * location box, the quick toggles, what is sent, and the filter's place in the address.
 */

/** Every parameter name of the search filter (the keys the address may carry). */
export const FILTER_PARAM_KEYS: readonly string[] = Object.keys(searchFilterSchema.shape);

/** The filter without its location (core's LOCATION_FIELDS): the box was typed in or cleared. */
export function withoutLocation(filter: SearchFilter): SearchFilter {
  const next = { ...filter };
  for (const key of LOCATION_FIELDS) delete next[key];
  return next;
}

/** Any change of filter starts again from the first page. */
export function firstPage(filter: SearchFilter): SearchFilter {
  return { ...filter, page: 0 };
}

/** The box's text as typed (free text): the location is the text, nothing else. */
export function withLocationText(filter: SearchFilter, text: string): SearchFilter {
  const searchText = text.trim().replace(/\s+/g, ' ');
  const next = withoutLocation(filter);
  return searchText ? { ...next, searchText } : next;
}

/**
 * A chosen suggestion sets the location by its type (core's suggestionToFilter): a
 * postcode goes to postCodes, a district to districts, a sector, town or county to
 * areaCodes by its code; the label is the searchText the count line shows.
 */
export function withSuggestion(
  filter: SearchFilter,
  suggestion: Pick<LocationSuggestion, 'type' | 'code' | 'label'>,
): SearchFilter {
  return { ...withoutLocation(filter), ...suggestionToFilter(suggestion) };
}

/**
 * The typed text rule (docs/product.md#location-box), applied to what is sent: when the filter has a searchText
 * and no other location, the part before the first comma goes as postCodes if it is longer
 * than 5 characters, otherwise as areaCodes. (The server classifies either list by the
 * term's shape, so 'Reading' and 'RG1 5AQ' both land where they should.)
 */
export function withLocationRule(filter: SearchFilter): SearchFilter {
  const location = filterLocation(filter);
  const onlyText = location.kind === 'terms' && location.termsFrom === 'text';
  const part = onlyText ? location.terms[0] : undefined;
  if (!part) return filter;
  return part.length > 5 ? { ...filter, postCodes: [part] } : { ...filter, areaCodes: [part] };
}

/** What a location-named filter is called in the count line. */
export function locationLabel(filter: SearchFilter): string | undefined {
  if (filter.searchText) return filter.searchText;
  const location = filterLocation(filter);
  if (location.terms.length) return location.terms.join(', ');
  if (location.polygon) return 'the drawn area';
  if (location.circle) return 'the selected area';
  return undefined;
}

// ---- quick toggles ----

export type KeywordToggle = keyof typeof KEYWORD_TOGGLES;

export function hasKeyword(filter: SearchFilter, toggle: KeywordToggle): boolean {
  const word = KEYWORD_TOGGLES[toggle];
  return filter.matchAllKeywords?.some((k) => k.toLowerCase() === word) ?? false;
}

/** Cash Only, HMO and Auction add their keyword to (or take it from) the match-all list. */
export function withKeyword(
  filter: SearchFilter,
  toggle: KeywordToggle,
  on: boolean,
): SearchFilter {
  const word = KEYWORD_TOGGLES[toggle];
  const others = (filter.matchAllKeywords ?? []).filter((k) => k.toLowerCase() !== word);
  const list = on ? [...others, word] : others;
  const next = { ...filter, matchAllKeywords: list.length ? list : undefined };
  if (!next.matchAllKeywords) delete next.matchAllKeywords;
  return next;
}

/** Sets a field, leaving it out when it is undefined (so the filter stays comparable). */
export function withField<K extends keyof SearchFilter>(
  filter: SearchFilter,
  key: K,
  value: SearchFilter[K] | undefined,
): SearchFilter {
  const next = { ...filter };
  if (value === undefined || (Array.isArray(value) && value.length === 0)) delete next[key];
  else next[key] = value;
  return next;
}

// ---- the filter in the address ----

/** The address's query of a filter: only what differs from the defaults (core's rule). */
export function filterParams(filter: SearchFilter): Record<string, string> {
  return filterToQueryParams(filter);
}

export function filterFromParams(params: URLSearchParams | Record<string, string>): SearchFilter {
  return queryParamsToFilter(params instanceof URLSearchParams ? params : { ...params }).filter;
}

/** Whether the address carries any search filter parameter. */
export function hasFilterParams(params: URLSearchParams): boolean {
  for (const key of params.keys()) if (FILTER_PARAM_KEYS.includes(key)) return true;
  return false;
}

export function sameFilter(a: SearchFilter, b: SearchFilter): boolean {
  return JSON.stringify(filterParams(a)) === JSON.stringify(filterParams(b));
}

/**
 * How many filters are set, for the Filters button on a phone and the restored-filter notice:
 * the location counts once (whatever fields carry it), a min/max pair once, every other
 * field once; paging, sort and size are not filters.
 */
export function activeFilterCount(filter: SearchFilter): number {
  const { page: _page, sort: _sort, size: _size, ...rest } = filterParams(filter);
  const groups = new Set<string>();
  for (const key of Object.keys(rest)) {
    if ((LOCATION_FIELDS as readonly string[]).includes(key) || key === 'radius') {
      groups.add('location');
    } else groups.add(key.replace(/^(min|max)(?=[A-Z])/, ''));
  }
  return groups.size;
}

/** Whether the filter restricts nothing (paging and sort aside). */
export function isUnrestricted(filter: SearchFilter): boolean {
  const { page: _page, sort: _sort, size: _size, ...rest } = filterParams(filter);
  return Object.keys(rest).length === 0;
}

/**
 * The query parameters sent to the search: the typed text rule applied (docs/product.md#location-box), only values
 * that differ from the defaults, and the calling page as `source`.
 */
export function requestParams(
  filter: SearchFilter,
  extra: { source?: string; page?: number; isCountRequired?: boolean } = {},
): Record<string, string> {
  const sent = withLocationRule({
    ...filter,
    ...(extra.page !== undefined ? { page: extra.page } : {}),
    ...(extra.isCountRequired !== undefined ? { isCountRequired: extra.isCountRequired } : {}),
  });
  const params = filterToQueryParams(sent);
  if (extra.source) params.source = extra.source;
  return params;
}
