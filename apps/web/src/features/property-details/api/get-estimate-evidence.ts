import { useQuery } from '@tanstack/react-query';
import type { EstimateEvidence } from '@yardstick/core/estimates/estimate-evidence';
import { api } from '../../../lib/api-client.ts';

/** GET /api/property-estimates/{id}/evidence: how the estimate was made. */
export function useEstimateEvidence(propertyId: string) {
  return useQuery({
    queryKey: ['estimate-evidence', propertyId],
    queryFn: ({ signal }) =>
      api<EstimateEvidence>(`/api/property-estimates/${encodeURIComponent(propertyId)}/evidence`, {
        signal,
      }),
    staleTime: 10 * 60_000,
    retry: false,
  });
}
