import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnalyseInputBody } from '@yardstick/core/analyse/analyse-schema';
import type { Deal } from '@yardstick/core/deals/deals';
import { api, showSuccess } from '../../../lib/api-client.ts';

/** The deals' cache keys: the board's lists and each deal (features/deals reads them too). */
export const DEALS_KEY = ['deals'] as const;

/** What a deal is made from: a listing, a PLO pair or an analysis's inputs. */
export type DealTarget =
  | { propertyId: string }
  | { salePropertyId: string; rentPropertyId: string }
  | { analysis: AnalyseInputBody };

/** POST /api/deals: the deal keeps today's figures; the board is refreshed. */
export function useAddDeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target: DealTarget & { title?: string }) =>
      api<Deal>('/api/deals', { method: 'POST', body: target }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: DEALS_KEY });
      showSuccess('Added to your deals');
    },
  });
}
