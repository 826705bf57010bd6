/** GoCardless's payment and mandate statuses as membership reads them. */
const FAILED = ['failed', 'cancelled', 'customer_approval_denied'];
const COLLECTED = new Set(['confirmed', 'paid_out']);
const MANDATE_ENDED = new Set(['cancelled', 'expired', 'failed', 'blocked', 'consumed']);

/** A payment lost after all: failed, or charged back by the payer's bank. */
export const LOST_PAYMENT_STATUSES: readonly string[] = [...FAILED, 'charged_back'];
/** A mandate that can take payments (or will, once the bank has it). */
export const LIVE_MANDATE_STATUSES: readonly string[] = [
  'pending_customer_approval',
  'pending_submission',
  'submitted',
  'active',
];

/** A payment that failed: its period is not (or no longer) granted. */
export const isFailed = (status: string) => FAILED.includes(status);
/** A payment lost after all: failed, or charged back by the payer's bank. */
export const isLost = (status: string) => LOST_PAYMENT_STATUSES.includes(status);
/** The money is with us: the success email goes out. */
export const isCollected = (status: string) => COLLECTED.has(status);
/** A mandate that can take no more payments (its subscriptions end with it). */
export const mandateEnded = (status: string) => MANDATE_ENDED.has(status);
/** A mandate that can take payments. */
export const isLiveMandate = (status: string) => LIVE_MANDATE_STATUSES.includes(status);
