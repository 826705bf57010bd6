import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AreaAverages, YieldPage } from '@yardstick/core/reports/area';
import { api, type ApiClientError } from '../../../lib/api-client.ts';

/** GET /api/aggregates/area-averages (404: no listings held there, answered as null). */
export function useAreaAverages(areaCode: string) {
  return useQuery({
    queryKey: ['area-averages', areaCode],
    queryFn: ({ signal }) =>
      api<AreaAverages | null>('/api/aggregates/area-averages', {
        query: { areaCode },
        onStatus: { 404: (_e: ApiClientError) => null },
        signal,
      }),
    enabled: areaCode !== '',
  });
}

/** GET /api/aggregates/yields: one page of the area's postcodes by yield. */
export function useAreaYields(areaCode: string, order: 'high' | 'low', page: number, size: number) {
  return useQuery({
    queryKey: ['area-yields', areaCode, order, page, size],
    queryFn: ({ signal }) =>
      api<YieldPage>('/api/aggregates/yields', {
        query: { areaCode, order, page, size },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: areaCode !== '',
  });
}
