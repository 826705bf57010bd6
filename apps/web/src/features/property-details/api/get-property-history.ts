import { useQuery } from '@tanstack/react-query';
import type { PropertyHistory } from '@yardstick/core/property/property-history';
import { api } from '../../../lib/api-client.ts';
import { loggedOnly } from '../../../lib/logged-only.ts';

/** GET /api/property/history?propertyId=: the home's history across its listings. */
export function usePropertyHistory(propertyId: string) {
  return useQuery({
    queryKey: ['property-history', propertyId],
    queryFn: ({ signal }) =>
      loggedOnly('History of this home', () =>
        api<PropertyHistory>('/api/property/history', {
          query: { propertyId },
          silent: true,
          signal,
        }),
      ),
    staleTime: 10 * 60_000,
    retry: false,
  });
}
