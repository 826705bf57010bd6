import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RoiInput, RoiResponse } from '@yardstick/core/roi/roi-schema';
import { api } from '../../../lib/api-client.ts';

const rethrow = (error: Error): never => {
  throw error;
};

/**
 * POST /api/calculator/roi. A refused input (400) and a property no longer listed (404) are
 * the page's to say beside the inputs and in the results, never a toast of field names.
 */
export function calculateRoi(input: RoiInput, signal?: AbortSignal): Promise<RoiResponse> {
  return api<RoiResponse>('/api/calculator/roi', {
    method: 'POST',
    body: input,
    signal,
    onStatus: { 400: rethrow, 404: rethrow },
  });
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
