import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse, ResetPasswordRequest } from '@yardstick/core/accounts';
import { api } from '../../../lib/api-client.ts';
import { sessionQueryKey } from '../../../lib/session.ts';

export function resetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  return api<MessageResponse>('/api/reset/password', {
    method: 'POST',
    body,
    silent: true,
    block: true,
  });
}

/** A reset signs the account out everywhere, this browser included. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => queryClient.setQueryData(sessionQueryKey, null),
  });
}
