import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SharedDeal } from '@yardstick/core/deals/deals';
import { api } from '../../../lib/api-client.ts';

/** GET /api/shared/deals/{token}: the shared page (no session); null when the link is dead. */
export const sharedDealQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['shared-deal', token],
    queryFn: ({ signal }) =>
      api<SharedDeal | null>(`/api/shared/deals/${encodeURIComponent(token)}`, {
        signal,
        onStatus: { 404: () => null, 400: () => null },
      }),
    retry: false,
  });

export function useSharedDeal(token: string) {
  return useQuery(sharedDealQueryOptions(token));
}
