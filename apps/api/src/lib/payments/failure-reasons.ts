import type { PaymentFailureReason } from '@yardstick/core/membership/membership';

/**
 * The provider's reasons for a Direct Debit that did not go through, in the payer's words
 * (issue 40). GoCardless reports them as an event's `details.cause` (payments `failed`,
 * `cancelled`, `charged_back`, `customer_approval_denied`; mandates `failed`, `cancelled`,
 * `expired`; billing requests `cancelled`, `failed`, `bank_authorisation_denied`); the sandbox
 * emits the same causes. Each maps to one of membership's three reasons (the bank refused the
 * mandate, a payment failed, the payer cancelled), and most to a sentence saying why.
 */

/** A failure as stored on a checkout (`payment_checkouts.failure`): the reason and the cause. */
export interface PaymentFailure {
  reason: PaymentFailureReason;
  /** The provider's cause code, when it gave one ('insufficient_funds'). */
  cause: string | null;
}

/** GoCardless's documented causes, in words (an unknown cause gets none: the reason speaks). */
const CAUSE_WORDS: Record<string, string> = {
  insufficient_funds: 'The account did not have enough money for the payment.',
  refer_to_payer: 'Your bank declined it and asks you to contact them.',
  bank_account_closed: 'The bank account is closed.',
  bank_account_transferred: 'The account has moved to another bank.',
  authorisation_disputed: 'The account holder told the bank they did not authorise it.',
  direct_debit_not_enabled: 'The account does not accept Direct Debits.',
  invalid_bank_details: 'The bank details are not valid.',
  mandate_cancelled: 'The Direct Debit was cancelled at the bank.',
  mandate_expired: 'The Direct Debit had expired.',
  mandate_suspended_by_payer: 'The payer suspended the Direct Debit.',
  return_on_odfi_request: 'The bank returned the payment.',
  customer_approval_denied: 'You did not approve the payment.',
  bank_authorisation_denied: 'You did not authorise it with your bank.',
  bank_authorisation_expired: 'The authorisation with your bank timed out.',
  billing_request_cancelled: 'The Direct Debit set-up was cancelled.',
  payer_cancelled: 'You chose Decline on the payment page.',
};

/** Causes that mean the payer stopped it, not the bank. */
const PAYER_CAUSES = new Set([
  'customer_approval_denied',
  'bank_authorisation_denied',
  'bank_authorisation_expired',
  'billing_request_cancelled',
  'payer_cancelled',
]);

/** The words for a cause, if it has some. */
export function causeWords(cause: string | null | undefined): string | undefined {
  return cause ? CAUSE_WORDS[cause] : undefined;
}

/**
 * The reason of a provider event that ends a checkout or a payment: a payer's cause is theirs
 * whatever the resource; otherwise a mandate's or billing request's failure is the bank
 * refusing the mandate, and a payment's is a failed payment.
 */
export function failureOfEvent(event: {
  resourceType: string;
  action: string;
  details?: { cause?: string | undefined } | undefined;
}): PaymentFailure {
  const cause = event.details?.cause ?? (PAYER_CAUSES.has(event.action) ? event.action : null);
  if (cause && PAYER_CAUSES.has(cause)) return { reason: 'payer_cancelled', cause };
  if (event.resourceType === 'payments') {
    return {
      reason: event.action === 'customer_approval_denied' ? 'payer_cancelled' : 'payment_failed',
      cause,
    };
  }
  return { reason: 'mandate_refused', cause };
}

/** 'payment_failed:insufficient_funds': how a checkout stores its failure. */
export function storedFailure(f: PaymentFailure): string {
  return f.cause ? `${f.reason}:${f.cause}` : f.reason;
}

/**
 * A checkout's stored failure read back. Checkouts failed before issue 40 stored 'cancelled'
 * (the mandate declined) or 'payment failed' / 'payment <status>'.
 */
export function parseFailure(stored: string | null | undefined): PaymentFailure {
  const [head = '', cause] = (stored ?? '').split(':', 2);
  if (head === 'mandate_refused' || head === 'payment_failed' || head === 'payer_cancelled') {
    return { reason: head, cause: cause ?? null };
  }
  if (head.startsWith('payment ')) return { reason: 'payment_failed', cause: null };
  return { reason: 'mandate_refused', cause: null };
}
