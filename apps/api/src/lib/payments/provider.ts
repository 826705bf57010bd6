/**
 * The payment provider behind paid membership (issue 17). Two implementations:
 * `gocardless` (gocardless.ts: the official client, Billing Requests and Billing Request
 * Flows) and `sandbox` (sandbox.ts: a built-in provider with a hosted page inside the app,
 * the default, so everything runs offline). Amounts are in pence here; the membership
 * module speaks whole pounds.
 */

import type { PaymentFailure } from './failure-reasons.ts';

export type ProviderName = 'gocardless' | 'sandbox';

export interface CheckoutInput {
  /** Our checkout's reference: the `redirect_flow_id` the browser comes back with. */
  reference: string;
  idempotencyKey: string;
  amountPence: number;
  description: string;
  /** Where the hosted page sends the payer afterwards (our /payment?redirect_flow_id=…). */
  redirectUri: string;
  /** Where the payer goes if they leave the hosted page. */
  exitUri: string;
  /** The app's own origin (the sandbox's hosted page lives there). */
  origin: string;
  customer: { email: string; givenName: string; familyName: string };
  metadata: Record<string, string>;
}

export interface StartedCheckout {
  billingRequestId: string;
  providerFlowId: string;
  /** The hosted page: the `location` initiate answers. */
  authorisationUrl: string;
}

export type CheckoutState =
  | { status: 'pending' }
  | { status: 'cancelled'; failure: PaymentFailure }
  | { status: 'fulfilled'; mandateId: string; customerId: string | null; paymentId: string };

export interface ProviderPayment {
  id: string;
  /** GoCardless's payment statuses (pending_submission, submitted, confirmed, paid_out,
   *  failed, cancelled, charged_back, customer_approval_denied, …). */
  status: string;
  amountPence: number;
  chargeDate: string | null;
  mandateId: string | null;
  subscriptionId: string | null;
  /** Why it failed, when the provider says on the payment itself (the sandbox does;
   *  GoCardless says so only in the failure event's cause). */
  failureCause?: string | null;
}

export interface ProviderMandate {
  id: string;
  status: string;
  customerId: string | null;
}

export interface SubscriptionInput {
  idempotencyKey: string;
  mandateId: string;
  amountPence: number;
  name: string;
  /** 'YYYY-MM-DD': the first collection. */
  startDate: string;
  intervalMonths: number;
  metadata: Record<string, string>;
}

export interface ProviderSubscription {
  id: string;
  status: string;
  startDate: string;
  /** The next collection, when the provider says. */
  nextChargeDate: string | null;
}

/** One webhook event in GoCardless's shape; the sandbox emits the same. */
export interface ProviderEvent {
  id: string;
  createdAt: string;
  resourceType: string;
  action: string;
  links: {
    payment?: string | undefined;
    mandate?: string | undefined;
    subscription?: string | undefined;
    billing_request?: string | undefined;
  };
  details?: { cause?: string | undefined; description?: string | undefined } | undefined;
}

export class InvalidWebhookSignature extends Error {
  constructor() {
    super('Invalid webhook signature');
    this.name = 'InvalidWebhookSignature';
  }
}

export interface PaymentProvider {
  readonly name: ProviderName;
  startCheckout(input: CheckoutInput): Promise<StartedCheckout>;
  checkoutState(billingRequestId: string): Promise<CheckoutState>;
  createPayment(input: {
    idempotencyKey: string;
    mandateId: string;
    amountPence: number;
    description: string;
    metadata: Record<string, string>;
  }): Promise<ProviderPayment>;
  getPayment(id: string): Promise<ProviderPayment>;
  getMandate(id: string): Promise<ProviderMandate>;
  createSubscription(input: SubscriptionInput): Promise<ProviderSubscription>;
  getSubscription(id: string): Promise<ProviderSubscription>;
  cancelSubscription(id: string): Promise<void>;
  /** Cancels a mandate: it takes no more payments, and its subscriptions end with it. */
  cancelMandate(id: string): Promise<void>;
  /** Verifies the signature of a webhook body and parses its events. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent[];
}

export function toPence(pounds: number): number {
  return Math.round(pounds * 100);
}
