import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedSearch } from '@yardstick/core/alerts/alerts';
import { SAVED_SEARCHES_KEY } from '../../../components/saved-searches/api/save-search.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /api/saved-searches: the member's saved searches with their new matches. */
export const savedSearchesQueryOptions = queryOptions({
  queryKey: SAVED_SEARCHES_KEY,
  queryFn: ({ signal }) =>
    api<{ items: SavedSearch[] }>('/api/saved-searches', { signal }).then((r) => r.items),
});

export function useSavedSearches() {
  return useQuery(savedSearchesQueryOptions);
}
