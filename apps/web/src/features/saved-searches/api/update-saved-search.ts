import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch, SavedSearchUpdate } from '@yardstick/core/alerts/alerts';
import { SAVED_SEARCHES_KEY } from '../../../components/saved-searches/api/save-search.ts';
import { api } from '../../../lib/api-client.ts';

/** PUT /api/saved-searches/{id}: its alert (or name). */
export function useUpdateSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SavedSearchUpdate }) =>
      api<SavedSearch>(`/api/saved-searches/${encodeURIComponent(id)}`, { method: 'PUT', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY }),
  });
}
