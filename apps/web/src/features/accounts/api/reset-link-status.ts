import { useQuery } from '@tanstack/react-query';
import type { ResetLinkStatus } from '@yardstick/core/accounts';
import { api } from '../../../lib/api-client.ts';

/**
 * GET /api/reset/password/status?id={token}: whether the emailed reset link can still be used
 * (it stays unused). Asked once per link when the reset page opens; a failure of the call
 * itself leaves the form to the reset's own answer.
 */
export function useResetLinkStatus(token: string) {
  return useQuery({
    queryKey: ['reset-link-status', token],
    queryFn: ({ signal }) =>
      api<ResetLinkStatus>('/api/reset/password/status', {
        query: { id: token },
        silent: true,
        signal,
      }),
    staleTime: Infinity,
    retry: false,
  });
}
