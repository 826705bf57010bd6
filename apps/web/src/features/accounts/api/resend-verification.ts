import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, ResendVerificationRequest } from '@yardstick/core/accounts';
import { api } from '../../../lib/api-client.ts';

/** Sends the verification email again; needs the account's password. */
export function resendVerification(body: ResendVerificationRequest): Promise<MessageResponse> {
  return api<MessageResponse>('/api/register/resend', {
    method: 'POST',
    body,
    silent: true,
    block: true,
  });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
