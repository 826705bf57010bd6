import { queryOptions, useQuery } from '@tanstack/react-query';
import { MEMBERSHIP_MESSAGES, type MembershipPlans } from '@yardstick/core/membership/membership';
import { api } from '../../../lib/api-client.ts';

/** GET /api/membership/plans: the monthly and yearly cards and the rest. */
export async function getPlans(signal?: AbortSignal): Promise<MembershipPlans> {
  try {
    return await api<MembershipPlans>('/api/membership/plans', { silent: true, signal });
  } catch (err) {
    // §8: the page says so itself, and the toast carries the spec's text.
    throw new Error(MEMBERSHIP_MESSAGES.plansFailed, { cause: err });
  }
}

export const plansQueryOptions = queryOptions({
  queryKey: ['membership', 'plans'],
  queryFn: ({ signal }) => getPlans(signal),
  staleTime: 5 * 60_000,
  retry: false,
});

export function usePlans() {
  return useQuery(plansQueryOptions);
}
