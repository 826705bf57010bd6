import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, RegisterRequest } from '@yardstick/core/accounts';
import { api } from '../../../lib/api-client.ts';

export function registerUser(body: RegisterRequest): Promise<MessageResponse> {
  return api<MessageResponse>('/api/register/user', {
    method: 'POST',
    body,
    silent: true,
    block: true,
  });
}

export function useRegister() {
  return useMutation({ mutationFn: registerUser });
}
