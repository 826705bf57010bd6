import type { MembershipPayment } from '@yardstick/core/membership/membership';
import { isLost } from './payment-status.ts';
import type { PaymentRow } from './payments.repository.ts';

/**
 * A membership payment as the API answers it. A payment that failed or was charged back
 * granted no period (or lost it): it answers no Valid Till (issue 25).
 */
export function toPaymentDto(
  p: Pick<PaymentRow, 'payment_id' | 'status' | 'amount' | 'payment_date' | 'valid_till'>,
  planName: string,
): MembershipPayment {
  return {
    paymentId: p.payment_id,
    status: p.status,
    amountPaid: p.amount,
    paymentDate: p.payment_date.toISOString(),
    validTill: isLost(p.status) ? null : p.valid_till.toISOString(),
    planName,
  };
}
