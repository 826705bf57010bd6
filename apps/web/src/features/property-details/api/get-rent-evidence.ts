import { useQuery } from '@tanstack/react-query';
import type { RentEvidence } from '@yardstick/core/property/rent-evidence';
import { api } from '../../../lib/api-client.ts';
import { loggedOnly } from '../../../lib/logged-only.ts';

/** GET /api/property-estimates/{id}/rent-evidence: the rentals the rent estimate used. */
export function useRentEvidence(propertyId: string) {
  return useQuery({
    queryKey: ['rent-evidence', propertyId],
    queryFn: ({ signal }) =>
      loggedOnly('Rentals this estimate used', () =>
        api<RentEvidence>(
          `/api/property-estimates/${encodeURIComponent(propertyId)}/rent-evidence`,
          { silent: true, signal },
        ),
      ),
    staleTime: 10 * 60_000,
    retry: false,
  });
}
