import { SEARCH_LIMITS } from './constants.ts';
import { filterCentre, type LatLng, type SearchFilter } from './filter.ts';
import { locationPartOfText } from './location-terms.ts';

/**
 * The location model of the search filter (see filter.ts "Location", "Circle", "polygon"):
 * which fields say where to search and what they amount to. The one definition the API
 * (the terms it resolves, the circle and polygon conditions) and the web (the location box,
 * the text rule of what is sent, the count line, the map's area) work from.
 */

/** The filter's location fields: typing in or clearing the location box resets all of them. */
export const LOCATION_FIELDS = [
  'areaCodes',
  'districts',
  'postCodes',
  'searchText',
  'latitude',
  'longitude',
  'center',
  'polygon',
] as const satisfies readonly (keyof SearchFilter)[];

export interface FilterLocation {
  /**
   * The location a view shows: the drawn polygon, else the circle, else the named terms,
   * else none. (The search itself applies every part it has: a listing must lie in one of
   * the terms, and in the circle, and in the polygon.)
   */
  kind: 'polygon' | 'circle' | 'terms' | 'none';
  /**
   * The named locations, unresolved: the entries of areaCodes, districts and postCodes in
   * that order; when those lists are empty, the searchText's part before the first comma
   * (if not empty) as the one term.
   */
  terms: string[];
  /** Where `terms` came from: the code lists or the typed text; undefined when empty. */
  termsFrom: 'codes' | 'text' | undefined;
  /** latitude/longitude (or center) with the radius in metres (default 500). */
  circle: { centre: LatLng; radius: number } | undefined;
  polygon: LatLng[] | undefined;
}

/** Where a filter searches. Pure. */
export function filterLocation(filter: SearchFilter): FilterLocation {
  const codes = [
    ...(filter.areaCodes ?? []),
    ...(filter.districts ?? []),
    ...(filter.postCodes ?? []),
  ];
  const text = codes.length === 0 && filter.searchText ? locationPartOfText(filter.searchText) : '';
  const terms = codes.length ? codes : text ? [text] : [];
  const centre = filterCentre(filter);
  const circle = centre
    ? { centre, radius: filter.radius ?? SEARCH_LIMITS.defaultRadius }
    : undefined;
  const polygon = filter.polygon;
  return {
    kind: polygon ? 'polygon' : circle ? 'circle' : terms.length ? 'terms' : 'none',
    terms,
    termsFrom: codes.length ? 'codes' : text ? 'text' : undefined,
    circle,
    polygon,
  };
}
