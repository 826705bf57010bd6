import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Deal } from '@yardstick/core/deals/deals';
import { DEALS_KEY } from '../../../components/deals/api/add-deal.ts';
import { api } from '../../../lib/api-client.ts';

/** A deal's address in the API; its writes are below it. */
export const dealPath = (id: string) => `/api/deals/${encodeURIComponent(id)}`;

/** GET /api/deals/{id}: the deal with its offers, viewings, figures then and now and events. */
export const dealQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...DEALS_KEY, 'deal', id],
    queryFn: ({ signal }) => api<Deal>(dealPath(id), { signal }),
    retry: false,
  });

export function useDeal(id: string | null) {
  return useQuery({ ...dealQueryOptions(id ?? ''), enabled: id !== null });
}
