import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest, MessageResponse } from '@yardstick/core/accounts';
import { api } from '../../../lib/api-client.ts';

export function forgotPassword(body: ForgotPasswordRequest): Promise<MessageResponse> {
  return api<MessageResponse>('/api/forgot/password/email', {
    method: 'POST',
    body,
    silent: true,
    block: true,
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
