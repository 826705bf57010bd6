import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AreaAverages } from '@yardstick/core/reports/area';
import { api } from './api-client.ts';
import { loggedOnly } from './logged-only.ts';

/**
 * GET /api/aggregates/area-averages: a postcode district's or area's average yield, price,
 * rent and listings; null where no listings are held (404). Shared by the area analytics
 * report and the details page's Analytics tab (one cache entry per area); a failure is only
 * logged and each page says so in its own way.
 */
export function getAreaAverages(areaCode: string, signal?: AbortSignal) {
  return loggedOnly('Area averages', () =>
    api<AreaAverages | null>('/api/aggregates/area-averages', {
      query: { areaCode },
      onStatus: { 404: () => null },
      silent: true,
      signal,
    }),
  );
}

export const areaAveragesQueryOptions = (areaCode: string) =>
  queryOptions({
    queryKey: ['area-averages', areaCode],
    queryFn: ({ signal }) => getAreaAverages(areaCode, signal),
    staleTime: 60 * 60_000,
    retry: false,
  });

/** The averages of `areaCode` (nothing is asked for an empty code). */
export function useAreaAverages(areaCode: string | null) {
  return useQuery({ ...areaAveragesQueryOptions(areaCode ?? ''), enabled: !!areaCode });
}
