import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * A sale of the postcode (GET /api/property/valuation; spec §3 "Valuation row"):
 * property_type is the Price Paid code, range1/range2 the property's estimate today.
 * Mirrors the API's valuationRowSchema (apps/api properties module).
 */
export interface ValuationRow {
  property_address: string;
  sold_price: number;
  total_floor_area: number | null;
  property_type: string;
  range1_price: number | null;
  range2_price: number | null;
  date_of_transfer: string;
}

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
