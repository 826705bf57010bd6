import { useMutation } from '@tanstack/react-query';
import type { Preference, PreferenceType } from '@yardstick/core/reports/preferences';
import { api } from '../../../lib/api-client.ts';

/** PUT /api/preferences: saves the choices; a failure is silent (the page works without). */
export function savePreference(type: PreferenceType, config: object): Promise<Preference | null> {
  return api<Preference>('/api/preferences', {
    method: 'PUT',
    query: { preferenceType: type },
    body: { configJson: JSON.stringify(config) },
    silent: true,
  }).catch(() => null);
}

export function useSavePreference(type: PreferenceType) {
  return useMutation({ mutationFn: (config: object) => savePreference(type, config) });
}
