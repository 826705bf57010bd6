import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ValuationRow } from '@yardstick/core/property/valuation';
import { api } from '../../../lib/api-client.ts';

/**
 * A sale of the postcode (GET /api/property/valuation; docs/http-api.md#property-data):
 * property_type is the Price Paid code, range1/range2 the property's estimate today.
 * The shared schema is in packages/core/src/property/valuation.ts.
 */
export type { ValuationRow };

export function getValuation(postCode: string, signal?: AbortSignal): Promise<ValuationRow[]> {
  return api<ValuationRow[]>('/api/property/valuation', { query: { postCode }, signal });
}

export const valuationQueryOptions = (postCode: string) =>
  queryOptions({
    queryKey: ['valuation', postCode],
    queryFn: ({ signal }) => getValuation(postCode, signal),
    staleTime: 10 * 60_000,
  });

export function useValuation(postCode: string | null) {
  return useQuery({ ...valuationQueryOptions(postCode ?? ''), enabled: postCode !== null });
}
