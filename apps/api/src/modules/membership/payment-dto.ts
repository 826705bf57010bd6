import type { MembershipPayment } from '@yardstick/core/membership/membership';
import type { PaymentRow } from './payments.repository.ts';

/** A membership payment as the API answers it. */
export function toPaymentDto(
  p: Pick<PaymentRow, 'payment_id' | 'status' | 'amount' | 'payment_date' | 'valid_till'>,
  planName: string,
): MembershipPayment {
  return {
    paymentId: p.payment_id,
    status: p.status,
    amountPaid: p.amount,
    paymentDate: p.payment_date.toISOString(),
    validTill: p.valid_till.toISOString(),
    planName,
  };
}
