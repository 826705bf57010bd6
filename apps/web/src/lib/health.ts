import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HealthResponse } from '@yardstick/core/health';
import { api } from './api-client.ts';

/**
 * GET /api/health: version, database, data mode and the map tile source. Shared by the
 * system pages (demo notice, data sources) and the maps (tiles or the offline basemap).
 */
export const healthQueryOptions = queryOptions({
  queryKey: ['health'],
  queryFn: () => api<HealthResponse>('/api/health', { silent: true }),
  staleTime: 5 * 60_000,
  retry: false,
});

export function useHealth() {
  return useQuery(healthQueryOptions);
}
