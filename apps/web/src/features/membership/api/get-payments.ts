import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MembershipPage } from '@yardstick/core/membership/membership';
import { api } from '../../../lib/api-client.ts';

export const PAYMENTS_PAGE_SIZE = 10;

/** GET /api/memberships/search/list: the caller's payments, newest first. */
export function getPayments(page: number, signal?: AbortSignal) {
  return api<MembershipPage>('/api/memberships/search/list', {
    query: { page, size: PAYMENTS_PAGE_SIZE, sort: 'paymentDate,desc' },
    silent: true,
    signal,
  });
}

export const paymentsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['membership', 'payments', page],
    queryFn: ({ signal }) => getPayments(page, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function usePayments(page: number) {
  return useQuery(paymentsQueryOptions(page));
}
