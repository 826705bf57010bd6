import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { notificationsQueryOptions } from './get-notifications.ts';

/** POST /api/notifications/read: the ones given, or all. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) =>
      api<{ marked: number }>('/api/notifications/read', {
        method: 'POST',
        body: ids ? { ids } : {},
        silent: true,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationsQueryOptions.queryKey }),
  });
}
