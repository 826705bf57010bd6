import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthConfig } from '@yardstick/core/accounts';
import { api } from '../../../lib/api-client.ts';

/** Which captcha the account forms show and whether Google sign-in is offered. */
export const authConfigQueryOptions = queryOptions({
  queryKey: ['auth-config'],
  queryFn: () => api<AuthConfig>('/api/auth/config', { silent: true }),
  staleTime: Infinity,
});

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions);
}
