import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AlertSettings } from '@yardstick/core/alerts/alerts';
import { api } from '../../../lib/api-client.ts';

/** GET /api/alerts/settings: the favourite alerts. */
export const alertSettingsQueryOptions = queryOptions({
  queryKey: ['alert-settings'],
  queryFn: ({ signal }) => api<AlertSettings>('/api/alerts/settings', { signal }),
});

export function useAlertSettings() {
  return useQuery(alertSettingsQueryOptions);
}
