import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Deal } from '@yardstick/core/deals/deals';
import { showSuccess } from '../../../lib/api-client.ts';
import { dealQueryOptions } from './get-deal.ts';
import { dealsQueryOptions } from './get-deals.ts';

/**
 * A write of a deal's entries (offers, viewings): every answer is the whole deal, which the
 * cache takes as is; the board's list is asked again.
 */
export function useDealWrite<V>(request: (vars: V) => Promise<Deal>, success?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async (deal) => {
      client.setQueryData(dealQueryOptions(deal.id).queryKey, deal);
      await client.invalidateQueries({ queryKey: dealsQueryOptions.queryKey });
      if (success) showSuccess(success);
    },
  });
}
