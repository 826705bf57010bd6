import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SAVED_SEARCHES_KEY } from '../../../components/saved-searches/api/save-search.ts';
import { api, showSuccess } from '../../../lib/api-client.ts';

/** DELETE /api/saved-searches/{id}. */
export function useDeleteSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<void>(`/api/saved-searches/${encodeURIComponent(id)}`, { method: 'DELETE', block: true }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY });
      showSuccess('Saved search deleted');
    },
  });
}
