import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Coverage } from '@yardstick/core/coverage';
import { api } from './api-client.ts';

/**
 * GET /api/health/coverage: where the demo's listings are (null places on real data). The
 * demo notice and the empty search results say it; a failure only leaves the sentence out.
 */
export const coverageQueryOptions = queryOptions({
  queryKey: ['health', 'coverage'],
  queryFn: () => api<Coverage>('/api/health/coverage', { silent: true }),
  staleTime: 5 * 60_000,
  retry: false,
});

export function useCoverage(enabled = true) {
  return useQuery({ ...coverageQueryOptions, enabled });
}
