import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearchBody } from '@yardstick/core/alerts/alerts';
import { api, showSuccess } from '../../../lib/api-client.ts';

/** The saved-searches list's cache key (the page's query uses it too). */
export const SAVED_SEARCHES_KEY = ['saved-searches'] as const;

/** POST /api/saved-searches: saves the search shown, with a name and its alert. */
export function useSaveSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SavedSearchBody) =>
      api<{ id: string }>('/api/saved-searches', { method: 'POST', body, block: true }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY });
      showSuccess('Search saved: find it under Saved searches');
    },
  });
}
