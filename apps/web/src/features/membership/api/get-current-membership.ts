import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentMembership } from '@yardstick/core/membership/membership';
import { api } from '../../../lib/api-client.ts';

/**
 * GET /api/membership/current: plan, end, the auto debit's next collection and the live
 * mandates (any signed-in account, an expired membership too).
 */
export function getCurrentMembership(signal?: AbortSignal) {
  return api<CurrentMembership>('/api/membership/current', { silent: true, signal });
}

export const currentMembershipQueryOptions = queryOptions({
  queryKey: ['membership', 'current'],
  queryFn: ({ signal }) => getCurrentMembership(signal),
  retry: false,
});

export function useCurrentMembership(enabled = true) {
  return useQuery({ ...currentMembershipQueryOptions, enabled });
}
