import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageResponse } from '@yardstick/core/accounts';
import { api } from '../../../lib/api-client.ts';

/**
 * Confirms the address with the emailed token. The link works once, so the answer is
 * cached for good: a re-render or React's double effects never send it twice.
 */
export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['verify-email', token],
    queryFn: () =>
      api<MessageResponse>('/api/validate/registration/email', {
        query: { token },
        silent: true,
      }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

export function useVerifyEmail(token: string) {
  return useQuery({ ...verifyEmailQueryOptions(token), enabled: token.length > 0 });
}
