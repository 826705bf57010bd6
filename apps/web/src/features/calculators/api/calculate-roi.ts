import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RoiInput, RoiResponse } from '@yardstick/core/roi/roi-schema';
import { api } from '../../../lib/api-client.ts';

export function calculateRoi(input: RoiInput, signal?: AbortSignal): Promise<RoiResponse> {
  return api<RoiResponse>('/api/calculator/roi', { method: 'POST', body: input, signal });
}

/** A calculation is a pure function of its inputs, so it is cached like a read. */
export const roiQueryOptions = (input: RoiInput) =>
  queryOptions({
    queryKey: ['calculator', 'roi', input],
    queryFn: ({ signal }) => calculateRoi(input, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export function useRoi(input: RoiInput) {
  return useQuery(roiQueryOptions(input));
}
