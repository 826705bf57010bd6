import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  HpiDistrict,
  HpiDuration,
  HpiListSort,
  HpiReportPage,
  HpiSeriesName,
  HpiSeriesResponse,
} from '@yardstick/core/reports/hpi';
import { api } from '../../../lib/api-client.ts';

/** GET /api/aggregates/districts: every district the UK HPI holds (public). */
export function useDistricts() {
  return useQuery({
    queryKey: ['hpi-districts'],
    queryFn: ({ signal }) => api<HpiDistrict[]>('/api/aggregates/districts', { signal }),
    staleTime: 60 * 60_000,
  });
}

/** GET /api/reports/hpi: a page of the list. */
export function useHpiList(options: {
  duration: HpiDuration;
  page: number;
  size: number;
  sort: HpiListSort;
  search: string;
  enabled: boolean;
}) {
  const { duration, page, size, sort, search, enabled } = options;
  return useQuery({
    queryKey: ['hpi-list', duration, page, size, sort.column, sort.direction, search],
    queryFn: ({ signal }) =>
      api<HpiReportPage>('/api/reports/hpi', {
        query: {
          duration: String(duration),
          page,
          size,
          sort: `${sort.column} ${sort.direction}`,
          search: search || undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/reports/hpi/highest-yields: the chart's series. */
export function useHpiChart(options: {
  duration: HpiDuration;
  districtCodes: string[];
  topDistricts: boolean;
  propertyType: HpiSeriesName;
  enabled: boolean;
}) {
  const { duration, districtCodes, topDistricts, propertyType, enabled } = options;
  return useQuery({
    queryKey: ['hpi-chart', duration, districtCodes.join(','), topDistricts, propertyType],
    queryFn: ({ signal }) =>
      api<HpiSeriesResponse>('/api/reports/hpi/highest-yields', {
        query: {
          duration: String(duration),
          districtCodes: topDistricts ? undefined : districtCodes.join(','),
          topDistricts: topDistricts ? 'true' : undefined,
          propertyType,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: enabled && (topDistricts || districtCodes.length > 0),
  });
}
