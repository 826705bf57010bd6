import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StampDutyQuery, StampDutyResponse } from '@yardstick/core/tax/stamp-duty-schema';
import { api } from '../../../lib/api-client.ts';

export const stampDutyQueryOptions = (query: StampDutyQuery) =>
  queryOptions({
    queryKey: ['calculator', 'stamp-duty', query],
    queryFn: ({ signal }) =>
      api<StampDutyResponse>('/api/calculator/stamp-duty', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });

export function useStampDuty(query: StampDutyQuery | null) {
  return useQuery({
    ...stampDutyQueryOptions(query ?? { price: 0, nation: 'england', buyer: 'additional' }),
    enabled: query !== null,
  });
}
