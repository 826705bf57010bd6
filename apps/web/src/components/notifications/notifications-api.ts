import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationList } from '@yardstick/core/alerts/alerts';
import { api } from '../../lib/api-client.ts';

/** GET /api/notifications: the bell's latest alerts and unread count, every minute. */
export const notificationsQueryOptions = queryOptions({
  queryKey: ['notifications'],
  queryFn: ({ signal }) => api<NotificationList>('/api/notifications', { silent: true, signal }),
  refetchInterval: 60_000,
  retry: false,
});

export function useNotifications(enabled: boolean) {
  return useQuery({ ...notificationsQueryOptions, enabled });
}

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
