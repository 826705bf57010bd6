import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PloDetail } from '@yardstick/core/plo/plo';
import { ploDetailsKey } from '../../../components/plo/plo-keys.ts';
import {
  isEmptyAnswer,
  propertyRemoved,
  REMOVED_ON_STATUS,
} from '../../../components/property/api/property-removed.ts';
import { api } from '../../../lib/api-client.ts';

/**
 * GET /api/property/plo/details?salePropertyId&rentPropertyId: a 404 (the pair is gone or a
 * side withdrawn), a 400 or an empty answer is the warning 'Property has been removed by the
 * agent'.
 */
export async function getPloDetails(
  saleId: string,
  rentId: string,
  signal?: AbortSignal,
): Promise<PloDetail> {
  const data = await api<PloDetail>('/api/property/plo/details', {
    query: { salePropertyId: saleId, rentPropertyId: rentId },
    onStatus: REMOVED_ON_STATUS,
    signal,
  });
  return isEmptyAnswer(data) ? propertyRemoved() : data;
}

export const ploDetailsQueryOptions = (saleId: string, rentId: string) =>
  queryOptions({
    queryKey: ploDetailsKey(saleId, rentId),
    queryFn: ({ signal }) => getPloDetails(saleId, rentId, signal),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    retry: false,
  });

export function usePloDetails(saleId: string | null, rentId: string | null) {
  return useQuery({
    ...ploDetailsQueryOptions(saleId ?? '', rentId ?? ''),
    enabled: !!saleId && !!rentId,
  });
}
