/** GoCardless's payment and mandate statuses as membership reads them. */
const FAILED = new Set(['failed', 'cancelled', 'customer_approval_denied']);
const COLLECTED = new Set(['confirmed', 'paid_out']);
const MANDATE_ENDED = new Set(['cancelled', 'expired', 'failed', 'blocked', 'consumed']);

/** A payment that failed: its period is not (or no longer) granted. */
export const isFailed = (status: string) => FAILED.has(status);
/** A payment lost after all: failed, or charged back by the payer's bank. */
export const isLost = (status: string) => FAILED.has(status) || status === 'charged_back';
/** The money is with us: the success email goes out. */
export const isCollected = (status: string) => COLLECTED.has(status);
/** A mandate that can take no more payments (its subscriptions end with it). */
export const mandateEnded = (status: string) => MANDATE_ENDED.has(status);
