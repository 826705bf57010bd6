import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HpiDistrict } from '@yardstick/core/reports/hpi';
import { api } from '../../../lib/api-client.ts';

/** GET /api/aggregates/districts: every district the UK HPI holds (public). */
export function getDistricts(signal?: AbortSignal): Promise<HpiDistrict[]> {
  return api<HpiDistrict[]>('/api/aggregates/districts', { signal });
}

export const districtsQueryOptions = queryOptions({
  queryKey: ['hpi-districts'],
  queryFn: ({ signal }) => getDistricts(signal),
  staleTime: 60 * 60_000,
});

export function useDistricts() {
  return useQuery(districtsQueryOptions);
}
