/**
 * The error catalogue: every error the API answers with has a stable code, one HTTP
 * status and a message safe to show to a user. Nothing else ever reaches a client.
 */
import { PAYMENT_FAILURE_TEXT as FAILURE } from '@yardstick/core/membership/membership';

export const ERROR_CATALOGUE = {
  VALIDATION_FAILED: { status: 400, message: 'Some fields are not valid' },
  UNAUTHENTICATED: { status: 401, message: 'Session Expired! Login to continue' },
  INVALID_CREDENTIALS: { status: 401, message: 'Invalid user name / password' },
  EMAIL_NOT_VERIFIED: {
    status: 403,
    message:
      'Your email address is not verified yet. Open the link in the email we sent you, or send a new one.',
  },
  EMAIL_REGISTERED: { status: 409, message: 'Email Id is already registered' },
  CAPTCHA_FAILED: {
    status: 400,
    message: 'The anti-robot check failed or expired. Please try again',
  },
  INVALID_TOKEN: { status: 400, message: 'This link is invalid or has expired' },
  OAUTH_FAILED: { status: 400, message: 'Error configuring account' },
  HOST_NOT_ALLOWED: {
    status: 421,
    message:
      'This server does not answer for that address: set PUBLIC_URL to the address users reach',
  },
  OPERATOR_UNAUTHENTICATED: {
    status: 401,
    message: 'This operator command needs the operator token (Authorization: Bearer …)',
  },
  API_KEY_INVALID: { status: 401, message: 'This API key is not valid or has been revoked' },
  API_KEY_REQUIRED: {
    status: 401,
    message: 'This endpoint needs a personal API key: Authorization: Bearer ysk_...',
  },
  API_KEY_NOT_ALLOWED: {
    status: 403,
    message: 'API keys cannot be used here: sign in to manage your account, keys and settings',
  },
  API_KEY_SCOPE: { status: 403, message: 'This API key does not have the scope this call needs' },
  API_KEY_LIMIT: {
    status: 409,
    message: 'You have the most live API keys an account may have: revoke one first',
  },
  OPERATOR_REQUIRED: { status: 403, message: 'Only an operator may do this' },
  FORBIDDEN: { status: 403, message: 'You do not have access to this resource' },
  MEMBERSHIP_EXPIRED: {
    status: 403,
    message: 'Your membership has expired. Renew it to continue',
  },
  PAYMENT_FAILED: { status: 400, message: 'Something went wrong while configuring payment.' },
  // The provider's reasons a checkout did not go through (issue 40): not faults. The message
  // is the next step; the payment page titles each by its code (PAYMENT_FAILURE_CODES).
  PAYMENT_MANDATE_REFUSED: { status: 400, message: FAILURE.mandate_refused.next },
  PAYMENT_COLLECTION_FAILED: { status: 400, message: FAILURE.payment_failed.next },
  PAYMENT_CANCELLED: { status: 400, message: FAILURE.payer_cancelled.next },
  PAYMENT_PENDING: {
    status: 409,
    message: 'The Direct Debit is not authorised yet. Finish it on the payment page',
  },
  PAYMENT_PROVIDER_FAILED: {
    status: 502,
    message: 'The payment provider could not be reached. Please try again',
  },
  INVALID_WEBHOOK_SIGNATURE: { status: 498, message: 'Invalid webhook signature' },
  CSRF_REJECTED: { status: 403, message: 'Request refused: missing anti-forgery header' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  CONFLICT: { status: 409, message: 'Already exists' },
  DEAL_EXISTS: {
    status: 409,
    message:
      'This property is already in your deals: open it on the board (to follow it twice, add it again as a duplicate)',
  },
  REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Request body is too large' },
  URI_TOO_LONG: { status: 414, message: 'The address is too long' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Unsupported content type' },
  HEADERS_TOO_LARGE: { status: 431, message: 'Request headers are too large' },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please try again later' },
  INTERNAL: { status: 500, message: 'Error processing request' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'Service temporarily unavailable' },
  DATABASE_UNAVAILABLE: {
    status: 503,
    message: 'The database cannot be reached just now. Please try again in a few seconds',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message ?? ERROR_CATALOGUE[code].message);
    this.name = 'AppError';
    this.status = ERROR_CATALOGUE[code].status;
  }
}

export const notFound = (message?: string) => new AppError('NOT_FOUND', message);
export const forbidden = (message?: string) => new AppError('FORBIDDEN', message);
export const conflict = (message?: string) => new AppError('CONFLICT', message);
export const invalid = (errors: Record<string, string>, message?: string) =>
  new AppError('VALIDATION_FAILED', message, errors);
