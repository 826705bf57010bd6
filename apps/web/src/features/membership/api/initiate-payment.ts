import { useMutation } from '@tanstack/react-query';
import type { PaymentInitiateRequest } from '@yardstick/core/membership/membership';
import { api } from '../../../lib/api-client.ts';

/** POST /api/membership/payment/initiate: where to send the browser next. */
export function initiatePayment(body: PaymentInitiateRequest) {
  return api<{ location: string }>('/api/membership/payment/initiate', {
    method: 'POST',
    body,
    block: true,
  });
}

export function useInitiatePayment() {
  return useMutation({ mutationFn: initiatePayment });
}
