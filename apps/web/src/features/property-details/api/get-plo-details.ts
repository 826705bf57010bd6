import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PloDetail } from '@yardstick/core/plo/plo';
import { PLO_KEY } from '../../../components/plo/plo-api.ts';
import { api } from '../../../lib/api-client.ts';
import { PropertyRemovedError, showPropertyRemoved } from './get-property-details.ts';

export const ploDetailsKey = (saleId: string, rentId: string) =>
  [...PLO_KEY, 'details', saleId, rentId] as const;

function removed(): never {
  showPropertyRemoved();
  throw new PropertyRemovedError();
}

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
    onStatus: { 404: removed, 400: removed },
    signal,
  });
  return data && Object.keys(data).length > 0 ? data : removed();
}

export function usePloDetails(saleId: string | null, rentId: string | null) {
  return useQuery({
    ...queryOptions({
      queryKey: ploDetailsKey(saleId ?? '', rentId ?? ''),
      queryFn: ({ signal }) => getPloDetails(saleId!, rentId!, signal),
      staleTime: 5 * 60_000,
      refetchOnWindowFocus: false,
      retry: false,
    }),
    enabled: !!saleId && !!rentId,
  });
}
