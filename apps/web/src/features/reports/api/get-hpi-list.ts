import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HpiDuration, HpiListSort, HpiReportPage } from '@yardstick/core/reports/hpi';
import { api } from '../../../lib/api-client.ts';

export interface HpiListQuery {
  duration: HpiDuration;
  page: number;
  size: number;
  sort: HpiListSort;
  search: string;
}

/** GET /api/reports/hpi: a page of the list. */
export function getHpiList(q: HpiListQuery, signal?: AbortSignal): Promise<HpiReportPage> {
  return api<HpiReportPage>('/api/reports/hpi', {
    query: {
      duration: String(q.duration),
      page: q.page,
      size: q.size,
      sort: `${q.sort.column} ${q.sort.direction}`,
      search: q.search || undefined,
    },
    signal,
  });
}

export const hpiListQueryOptions = (q: HpiListQuery) =>
  queryOptions({
    queryKey: ['hpi-list', q.duration, q.page, q.size, q.sort.column, q.sort.direction, q.search],
    queryFn: ({ signal }) => getHpiList(q, signal),
    placeholderData: keepPreviousData,
  });

export function useHpiList(q: HpiListQuery, enabled: boolean) {
  return useQuery({ ...hpiListQueryOptions(q), enabled });
}
