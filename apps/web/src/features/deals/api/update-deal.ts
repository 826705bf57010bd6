import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Deal, DealStage } from '@yardstick/core/deals/deals';
import { api } from '../../../lib/api-client.ts';
import { dealPath, dealQueryOptions } from './get-deal.ts';
import { dealsQueryOptions } from './get-deals.ts';

export interface DealChanges {
  title?: string;
  stage?: DealStage;
  notes?: string;
  reminderOn?: string | null;
}

/**
 * PATCH /api/deals/{id}. A stage change moves the card at once (the board's cached list),
 * and back if the server refuses.
 */
export function useUpdateDeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: DealChanges }) =>
      api<Deal>(dealPath(id), { method: 'PATCH', body: changes }),
    onMutate: async ({ id, changes }) => {
      await client.cancelQueries({ queryKey: dealsQueryOptions.queryKey });
      const before = client.getQueryData(dealsQueryOptions.queryKey);
      if (before) {
        client.setQueryData(dealsQueryOptions.queryKey, {
          deals: before.deals.map((d) => (d.id === id ? { ...d, ...changes } : d)),
        });
      }
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) client.setQueryData(dealsQueryOptions.queryKey, context.before);
    },
    onSuccess: (deal) => client.setQueryData(dealQueryOptions(deal.id).queryKey, deal),
    onSettled: () => client.invalidateQueries({ queryKey: dealsQueryOptions.queryKey }),
  });
}
