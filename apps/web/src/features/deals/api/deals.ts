import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Deal, DealShare, DealStage, SharedDeal } from '@yardstick/core/deals/deals';
import { DEALS_KEY, dealsListQueryOptions } from '../../../components/deals/api/add-deal.ts';
import { api, showSuccess } from '../../../lib/api-client.ts';

/** GET /api/deals: every deal of the user (the board filters them itself). */
export const dealsQueryOptions = dealsListQueryOptions;

export function useDeals() {
  return useQuery(dealsQueryOptions);
}

/** GET /api/deals/{id}: the deal with its offers, viewings, figures then and now and events. */
export const dealQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...DEALS_KEY, 'deal', id],
    queryFn: ({ signal }) => api<Deal>(`/api/deals/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });

export function useDeal(id: string | null) {
  return useQuery({ ...dealQueryOptions(id ?? ''), enabled: id !== null });
}

/** Every answer of a deal's writes is the whole deal: the cache takes it as is. */
function useDealWrite<V>(request: (vars: V) => Promise<Deal>, success?: string) {
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

const dealPath = (id: string) => `/api/deals/${encodeURIComponent(id)}`;

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

export interface OfferInput {
  amount: number;
  offeredOn: string;
  outcome: 'pending' | 'accepted' | 'rejected';
  note?: string;
}

/** POST /api/deals/{id}/offers: 400s carry a message per field, which the form shows. */
export const useAddOffer = () =>
  useDealWrite(
    ({ id, offer }: { id: string; offer: OfferInput }) =>
      api<Deal>(`${dealPath(id)}/offers`, { method: 'POST', body: offer, silent: true }),
    'Offer recorded',
  );

export const useSetOfferOutcome = () =>
  useDealWrite(
    ({ id, offerId, outcome }: { id: string; offerId: string; outcome: OfferInput['outcome'] }) =>
      api<Deal>(`${dealPath(id)}/offers/${encodeURIComponent(offerId)}`, {
        method: 'PATCH',
        body: { outcome },
      }),
  );

export const useRemoveEntry = () =>
  useDealWrite(
    ({ id, kind, entryId }: { id: string; kind: 'offers' | 'viewings'; entryId: string }) =>
      api<Deal>(`${dealPath(id)}/${kind}/${encodeURIComponent(entryId)}`, { method: 'DELETE' }),
  );

export const useAddViewing = () =>
  useDealWrite(
    ({
      id,
      viewing,
    }: {
      id: string;
      viewing: { viewedOn: string; time?: string; note?: string };
    }) => api<Deal>(`${dealPath(id)}/viewings`, { method: 'POST', body: viewing, silent: true }),
    'Viewing recorded',
  );

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
