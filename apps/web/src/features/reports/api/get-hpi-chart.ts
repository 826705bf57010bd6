import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HpiDuration, HpiSeriesName, HpiSeriesResponse } from '@yardstick/core/reports/hpi';
import { api } from '../../../lib/api-client.ts';

export interface HpiChartQuery {
  duration: HpiDuration;
  districtCodes: string[];
  topDistricts: boolean;
  propertyType: HpiSeriesName;
}

/** GET /api/reports/hpi/highest-yields: the chart's series. */
export function getHpiChart(q: HpiChartQuery, signal?: AbortSignal): Promise<HpiSeriesResponse> {
  return api<HpiSeriesResponse>('/api/reports/hpi/highest-yields', {
    query: {
      duration: String(q.duration),
      districtCodes: q.topDistricts ? undefined : q.districtCodes.join(','),
      topDistricts: q.topDistricts ? 'true' : undefined,
      propertyType: q.propertyType,
    },
    signal,
  });
}

export const hpiChartQueryOptions = (q: HpiChartQuery) =>
  queryOptions({
    queryKey: ['hpi-chart', q.duration, q.districtCodes.join(','), q.topDistricts, q.propertyType],
    queryFn: ({ signal }) => getHpiChart(q, signal),
    placeholderData: keepPreviousData,
  });

export function useHpiChart(q: HpiChartQuery, enabled: boolean) {
  return useQuery({
    ...hpiChartQueryOptions(q),
    enabled: enabled && (q.topDistricts || q.districtCodes.length > 0),
  });
}
