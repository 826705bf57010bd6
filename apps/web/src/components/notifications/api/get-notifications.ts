import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationList } from '@yardstick/core/alerts/alerts';
import { api } from '../../../lib/api-client.ts';

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
