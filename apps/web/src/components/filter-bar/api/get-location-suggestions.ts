import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  LOCATION_QUERY_MAX,
  type LocationSuggestion,
} from '@yardstick/core/search/location-suggestion';
import { api } from '../../../lib/api-client.ts';

/** Suggestions start from this many characters typed. */
export const SUGGEST_MIN_CHARS = 2;

/** GET /api/master/postcode/area?q= (public): postcodes, sectors, districts, towns, counties. */
export function getLocationSuggestions(q: string, signal?: AbortSignal) {
  return api<LocationSuggestion[]>('/api/master/postcode/area', {
    query: { q: q.slice(0, LOCATION_QUERY_MAX), limit: 8 },
    // A failed suggestion is not worth a toast: the box still searches the typed text.
    silent: true,
    signal,
  });
}

export const locationSuggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['locations', 'suggestions', q.trim().toLowerCase()],
    queryFn: ({ signal }) => getLocationSuggestions(q.trim(), signal),
    staleTime: 5 * 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });

export function useLocationSuggestions(q: string, active = true) {
  const enabled = active && q.trim().length >= SUGGEST_MIN_CHARS;
  return useQuery({ ...locationSuggestionsQueryOptions(q), enabled });
}
