import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AREA_YIELDS_PAGE_SIZE, type YieldPage } from '@yardstick/core/reports/area';
import { api } from '../../../lib/api-client.ts';

export type YieldOrder = 'high' | 'low';

/** GET /api/aggregates/yields: one page of the area's postcodes by yield. */
export function getAreaYields(
  areaCode: string,
  order: YieldOrder,
  page: number,
  signal?: AbortSignal,
): Promise<YieldPage> {
  return api<YieldPage>('/api/aggregates/yields', {
    query: { areaCode, order, page, size: AREA_YIELDS_PAGE_SIZE },
    signal,
  });
}

export const areaYieldsQueryOptions = (areaCode: string, order: YieldOrder, page: number) =>
  queryOptions({
    queryKey: ['area-yields', areaCode, order, page, AREA_YIELDS_PAGE_SIZE],
    queryFn: ({ signal }) => getAreaYields(areaCode, order, page, signal),
    placeholderData: keepPreviousData,
  });

export function useAreaYields(areaCode: string, order: YieldOrder, page: number) {
  return useQuery({ ...areaYieldsQueryOptions(areaCode, order, page), enabled: areaCode !== '' });
}
