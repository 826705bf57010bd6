import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DealShare } from '@yardstick/core/deals/deals';
import { api } from '../../../lib/api-client.ts';
import { dealPath, dealQueryOptions } from './get-deal.ts';

/** POST /api/deals/{id}/share: a new link (any earlier one stops working). */
export function useShareDeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<DealShare>(`${dealPath(id)}/share`, { method: 'POST', body: {} }),
    onSuccess: (_share, id) =>
      client.invalidateQueries({ queryKey: dealQueryOptions(id).queryKey }),
  });
}
