import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Preference, PreferenceType } from '@yardstick/core/reports/preferences';
import { api } from '../../../lib/api-client.ts';

/** GET /api/preferences: the signed-in user's saved choices of a page; a failure is null. */
export async function getPreference(
  type: PreferenceType,
  signal?: AbortSignal,
): Promise<Preference | null> {
  try {
    return await api<Preference>('/api/preferences', {
      query: { preferenceType: type },
      silent: true,
      signal,
    });
  } catch {
    return null;
  }
}

export const preferenceQueryOptions = (type: PreferenceType) =>
  queryOptions({
    queryKey: ['preferences', type],
    queryFn: ({ signal }) => getPreference(type, signal),
    staleTime: Infinity,
    retry: false,
  });

/**
 * Asked only with a session (spec §6); a failure is silent and the page keeps its defaults
 * (spec §8).
 */
export function usePreference(type: PreferenceType, signedIn: boolean) {
  return useQuery({ ...preferenceQueryOptions(type), enabled: signedIn });
}
