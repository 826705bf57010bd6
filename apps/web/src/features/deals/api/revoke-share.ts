import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, showSuccess } from '../../../lib/api-client.ts';
import { dealPath, dealQueryOptions } from './get-deal.ts';

/** DELETE /api/deals/{id}/share: the link stops working at once. */
export function useRevokeShare() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`${dealPath(id)}/share`, { method: 'DELETE' }),
    onSuccess: async (_v, id) => {
      await client.invalidateQueries({ queryKey: dealQueryOptions(id).queryKey });
      showSuccess('Share link revoked');
    },
  });
}
