import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, Session } from '@yardstick/core/accounts';
import { api } from '../../../lib/api-client.ts';
import { sessionQueryKey } from '../../../lib/session.ts';

export function login(body: LoginRequest): Promise<Session> {
  return api<Session>('/api/login', { method: 'POST', body, silent: true, block: true });
}

/** Signs in and puts the new session in the cache, so the route guard sees it at once. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (session) => {
      queryClient.setQueryData(sessionQueryKey, session);
      await queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] !== sessionQueryKey[0],
      });
    },
  });
}
