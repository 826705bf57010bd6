import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, showSuccess } from '../../../lib/api-client.ts';
import { dealPath } from './get-deal.ts';
import { dealsQueryOptions } from './get-deals.ts';

/** DELETE /api/deals/{id}. */
export function useDeleteDeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(dealPath(id), { method: 'DELETE' }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: dealsQueryOptions.queryKey });
      showSuccess('Deal deleted');
    },
  });
}
