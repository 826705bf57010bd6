import { useMutation, useQuery } from '@tanstack/react-query';
import type { Preference, PreferenceType } from '@yardstick/core/reports/preferences';
import { api } from '../../../lib/api-client.ts';

/**
 * GET /api/preferences: the signed-in user's saved choices of a page. Asked only with a
 * session (spec §6); a failure is silent and the page keeps its defaults (spec §8).
 */
export function usePreference(type: PreferenceType, signedIn: boolean) {
  return useQuery({
    queryKey: ['preferences', type],
    queryFn: async ({ signal }) => {
      try {
        return await api<Preference>('/api/preferences', {
          query: { preferenceType: type },
          silent: true,
          signal,
        });
      } catch {
        return null;
      }
    },
    enabled: signedIn,
    staleTime: Infinity,
    retry: false,
  });
}

/** PUT /api/preferences: saves the choices; a failure is silent (the page works without). */
export function useSavePreference(type: PreferenceType) {
  return useMutation({
    mutationFn: (config: object) =>
      api<Preference>('/api/preferences', {
        method: 'PUT',
        query: { preferenceType: type },
        body: { configJson: JSON.stringify(config) },
        silent: true,
      }).catch(() => null),
  });
}
