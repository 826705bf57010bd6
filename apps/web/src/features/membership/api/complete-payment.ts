import { useMutation } from '@tanstack/react-query';
import type { PaymentCompleteResponse } from '@yardstick/core/membership/membership';
import { api } from '../../../lib/api-client.ts';

export type CompletedPayment = PaymentCompleteResponse;

/** POST /api/membership/payment/complete: idempotent, so a retry never charges twice. */
export function completePayment(redirectFlowId: string) {
  return api<CompletedPayment>('/api/membership/payment/complete', {
    method: 'POST',
    body: { redirectFlowId },
    silent: true,
  });
}

export function useCompletePayment() {
  return useMutation({ mutationFn: completePayment });
}
