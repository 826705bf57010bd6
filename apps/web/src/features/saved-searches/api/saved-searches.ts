import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertSettings, SavedSearch, SavedSearchUpdate } from '@yardstick/core/alerts/alerts';
import { api, showSuccess } from '../../../lib/api-client.ts';
import { SAVED_SEARCHES_KEY } from '../../../components/saved-searches/api/save-search.ts';

/** GET /api/saved-searches: the member's saved searches with their new matches. */
export const savedSearchesQueryOptions = queryOptions({
  queryKey: SAVED_SEARCHES_KEY,
  queryFn: ({ signal }) =>
    api<{ items: SavedSearch[] }>('/api/saved-searches', { signal }).then((r) => r.items),
});

export function useSavedSearches() {
  return useQuery(savedSearchesQueryOptions);
}

/** PUT /api/saved-searches/{id}: its alert (or name). */
export function useUpdateSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SavedSearchUpdate }) =>
      api<SavedSearch>(`/api/saved-searches/${encodeURIComponent(id)}`, { method: 'PUT', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY }),
  });
}

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

/** GET /api/saved-searches/{id}/matches: also marks the search viewed (new matches: 0). */
export function markSearchViewed(id: string) {
  return api(`/api/saved-searches/${encodeURIComponent(id)}/matches`, { silent: true });
}

export const alertSettingsQueryOptions = queryOptions({
  queryKey: ['alert-settings'],
  queryFn: ({ signal }) => api<AlertSettings>('/api/alerts/settings', { signal }),
});

export function useAlertSettings() {
  return useQuery(alertSettingsQueryOptions);
}

/** PUT /api/alerts/settings: the favourite alerts. */
export function useSaveAlertSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AlertSettings) =>
      api<AlertSettings>('/api/alerts/settings', { method: 'PUT', body }),
    onSuccess: (saved) => {
      client.setQueryData(alertSettingsQueryOptions.queryKey, saved);
      showSuccess('Favourite alerts saved');
    },
  });
}
