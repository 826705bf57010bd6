import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HealthResponse } from '@yardstick/core/health';
import { api } from '../../../lib/api-client.ts';

export const healthQueryOptions = queryOptions({
  queryKey: ['health'],
  queryFn: () => api<HealthResponse>('/api/health', { silent: true }),
  staleTime: 5 * 60_000,
  retry: false,
});

export function useHealth() {
  return useQuery(healthQueryOptions);
}
