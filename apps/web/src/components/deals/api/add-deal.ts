import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnalyseInputBody } from '@yardstick/core/analyse/analyse-schema';
import {
  identityOfDeal,
  sameDealProperty,
  type Deal,
  type DealIdentity,
  type DealList,
  type DealSummary,
} from '@yardstick/core/deals/deals';
import { api, showSuccess } from '../../../lib/api-client.ts';

/** The deals' cache keys: the board's lists and each deal (features/deals reads them too). */
export const DEALS_KEY = ['deals'] as const;

/** GET /api/deals: every deal of the user (the board filters them itself). */
export const dealsListQueryOptions = queryOptions({
  queryKey: [...DEALS_KEY, 'list'],
  queryFn: ({ signal }) => api<DealList>('/api/deals', { signal }),
});

/** What a deal is made from: a listing, a PLO pair or an analysis's inputs. */
export type DealTarget =
  | { propertyId: string }
  | { salePropertyId: string; rentPropertyId: string }
  | { analysis: AnalyseInputBody };

/** The target as a deal identity (core's one-deal-per-property rule). */
export function identityOfTarget(target: DealTarget): DealIdentity {
  if ('propertyId' in target) {
    return {
      kind: 'listing',
      propertyId: target.propertyId,
      rentPropertyId: null,
      postcode: null,
      address: null,
    };
  }
  if ('salePropertyId' in target) {
    return {
      kind: 'plo',
      propertyId: target.salePropertyId,
      rentPropertyId: target.rentPropertyId,
      postcode: null,
      address: null,
    };
  }
  return {
    kind: 'analysis',
    propertyId: null,
    rentPropertyId: null,
    postcode: target.analysis.postCode,
    address: target.analysis.address ?? null,
  };
}

/** The user's deal on this target already, if any (the first added). */
export function useExistingDeal(target: DealTarget | null): DealSummary | undefined {
  const deals = useQuery({ ...dealsListQueryOptions, enabled: target !== null });
  if (!target || !deals.data) return undefined;
  const identity = identityOfTarget(target);
  return deals.data.deals
    .filter((d) => sameDealProperty(identity, identityOfDeal(d)))
    .sort((a, b) => Number(a.id) - Number(b.id))[0];
}

/**
 * POST /api/deals: the deal keeps today's figures; the board is refreshed. A property already
 * in the deals answers 409 DEAL_EXISTS (its toast says so); the list is refreshed then too, so
 * the button becomes "In your deals · Open".
 */
export function useAddDeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target: DealTarget & { title?: string }) =>
      api<Deal>('/api/deals', { method: 'POST', body: target }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: DEALS_KEY });
      showSuccess('Added to your deals');
    },
    onError: async () => {
      await client.invalidateQueries({ queryKey: DEALS_KEY });
    },
  });
}
