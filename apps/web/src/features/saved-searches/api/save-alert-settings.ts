import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlertSettings } from '@yardstick/core/alerts/alerts';
import { api, showSuccess } from '../../../lib/api-client.ts';
import { alertSettingsQueryOptions } from './get-alert-settings.ts';

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
