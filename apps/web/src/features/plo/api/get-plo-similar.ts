import { useQuery } from '@tanstack/react-query';
import type { PloDetail, PloItem } from '@yardstick/core/plo/plo';
import { PLO_KEY } from '../../../components/plo/plo-keys.ts';
import { api } from '../../../lib/api-client.ts';
import { loggedOnly } from '../../../lib/logged-only.ts';

/**
 * GET /api/property/plo/similar: up to 12 live PLO pairs of the pair's type nearest to it, its
 * own sale left out (failures only logged, as the similar properties' are). Kept under PLO_KEY,
 * so adding or removing a PLO favourite refreshes its hearts.
 */
export function usePloSimilar(pair: PloDetail) {
  return useQuery({
    queryKey: [...PLO_KEY, 'similar', pair.ploId.salePropertyId, pair.ploId.rentPropertyId],
    queryFn: ({ signal }) =>
      loggedOnly('Similar PLO properties', () =>
        api<PloItem[]>('/api/property/plo/similar', {
          query: {
            latitude: pair.latitude,
            longitude: pair.longitude,
            propertyType: pair.propertyType,
            salePropertyId: pair.ploId.salePropertyId,
          },
          silent: true,
          signal,
        }),
      ),
    enabled: pair.latitude !== null && pair.longitude !== null,
    staleTime: 10 * 60_000,
    retry: false,
  });
}
