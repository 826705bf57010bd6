import { useQuery } from '@tanstack/react-query';
import type { Deprivation } from '@yardstick/core/property/deprivation';
import { api } from '../../../lib/api-client.ts';
import { loggedOnly } from '../../../lib/logged-only.ts';

/** GET /api/property/deprivation (the Analytics tab; failures only logged, docs/product.md#details-tabs). */
export function useDeprivation(postCode: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['property-deprivation', postCode],
    queryFn: ({ signal }) =>
      loggedOnly('Deprivation index', () =>
        api<Deprivation>('/api/property/deprivation', {
          query: { postCode },
          silent: true,
          signal,
        }),
      ),
    enabled: enabled && !!postCode,
    staleTime: 60 * 60_000,
    retry: false,
  });
}
