import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';
import { Environments, gocardless, type GoCardlessClient } from 'gocardless-nodejs';
import type { Duplex } from 'node:stream';
import type {
  CheckoutInput,
  CheckoutState,
  PaymentProvider,
  ProviderMandate,
  ProviderPayment,
  ProviderSubscription,
  StartedCheckout,
  SubscriptionInput,
} from './provider.ts';
import { parseGoCardlessWebhook } from './webhook-signature.ts';

export interface GoCardlessOptions {
  accessToken: string;
  environment: 'sandbox' | 'live';
  webhookSecret: string;
  /**
   * Another API address (a local fake in the tests, or a forward proxy). The official
   * client has no base-URL option, only `proxy` (the agents it sends through), so the
   * agent here opens its connections to this address instead.
   */
  apiUrl?: string | undefined;
}

/** A mandate's statuses when the bank would not (or no longer) take payments on it. */
const REFUSED_MANDATE = new Set(['failed', 'cancelled', 'expired', 'blocked']);

/** The fields a payment and a subscription share: pence in GBP from a mandate, with metadata. */
function charge(input: {
  amountPence: number;
  mandateId: string;
  metadata: Record<string, string>;
}) {
  return {
    amount: input.amountPence,
    currency: 'GBP' as const,
    links: { mandate: input.mandateId },
    metadata: input.metadata,
  };
}

/** An https agent that connects to another address (plain TCP for an http:// one). */
function redirectingAgent(target: URL): https.Agent {
  const port = Number(target.port || (target.protocol === 'https:' ? 443 : 80));
  const agent = new https.Agent({ keepAlive: false });
  (agent as unknown as { createConnection: () => Duplex }).createConnection = () =>
    target.protocol === 'https:'
      ? tls.connect({ host: target.hostname, port, servername: target.hostname })
      : net.connect({ host: target.hostname, port });
  return agent;
}

function toPayment(p: {
  id?: string;
  status?: string;
  amount?: number;
  charge_date?: string | null;
  links?: { mandate?: string; subscription?: string };
}): ProviderPayment {
  return {
    id: p.id ?? '',
    status: p.status ?? 'pending_submission',
    amountPence: p.amount ?? 0,
    chargeDate: p.charge_date ?? null,
    mandateId: p.links?.mandate ?? null,
    subscriptionId: p.links?.subscription ?? null,
  };
}

function toSubscription(s: {
  id?: string;
  status?: string;
  start_date?: string | null;
  upcoming_payments?: { charge_date?: string }[];
}): ProviderSubscription {
  return {
    id: s.id ?? '',
    status: s.status ?? 'active',
    startDate: s.start_date ?? '',
    nextChargeDate: s.upcoming_payments?.[0]?.charge_date ?? s.start_date ?? null,
  };
}

/**
 * GoCardless through the official `gocardless-nodejs` client: a Billing Request with a
 * Bacs mandate request and the first payment, authorised on a Billing Request Flow
 * (Redirect Flows are closed to new integrators); later payments and the auto-debit
 * subscription on the mandate. Every create carries our Idempotency-Key, so a retried call
 * returns the first result (the client fetches the conflicting resource).
 */
export function createGoCardlessProvider(options: GoCardlessOptions): PaymentProvider {
  const environment = options.environment === 'live' ? Environments.Live : Environments.Sandbox;
  const client: GoCardlessClient = gocardless(
    options.accessToken,
    environment,
    options.apiUrl ? { proxy: { https: redirectingAgent(new URL(options.apiUrl)) } } : {},
  );

  return {
    name: 'gocardless',

    async startCheckout(input: CheckoutInput): Promise<StartedCheckout> {
      const request = await client.billingRequests.create(
        {
          mandate_request: { scheme: 'bacs', currency: 'GBP' },
          payment_request: {
            amount: input.amountPence,
            currency: 'GBP',
            description: input.description,
          },
          metadata: input.metadata,
        },
        `${input.idempotencyKey}-br`,
      );
      const flow = await client.billingRequestFlows.create(
        {
          redirect_uri: input.redirectUri,
          exit_uri: input.exitUri,
          links: { billing_request: request.id! },
          prefilled_customer: {
            email: input.customer.email,
            given_name: input.customer.givenName,
            family_name: input.customer.familyName,
          },
        },
        `${input.idempotencyKey}-brf`,
      );
      return {
        billingRequestId: request.id!,
        providerFlowId: flow.id,
        authorisationUrl: flow.authorisation_url!,
      };
    },

    async checkoutState(billingRequestId: string): Promise<CheckoutState> {
      const request = await client.billingRequests.find(billingRequestId);
      const mandateId = request.links?.mandate_request_mandate;
      if (request.status === 'cancelled') {
        // The request says no cause (its events do): a mandate the bank refused, else the
        // payer stopped the set-up (we never cancel a billing request ourselves).
        const mandate = mandateId ? await client.mandates.find(mandateId) : undefined;
        return {
          status: 'cancelled',
          failure:
            mandate?.status && REFUSED_MANDATE.has(mandate.status)
              ? { reason: 'mandate_refused', cause: null }
              : { reason: 'payer_cancelled', cause: 'billing_request_cancelled' },
        };
      }
      const paymentId = request.links?.payment_request_payment;
      if (request.status === 'fulfilled' && mandateId && paymentId) {
        return {
          status: 'fulfilled',
          mandateId,
          paymentId,
          customerId: request.links?.customer ?? null,
        };
      }
      return { status: 'pending' };
    },

    async createPayment(input) {
      const payment = await client.payments.create(
        { ...charge(input), description: input.description },
        input.idempotencyKey,
      );
      return toPayment(payment);
    },

    async getPayment(id: string): Promise<ProviderPayment> {
      return toPayment(await client.payments.find(id));
    },

    async getMandate(id: string): Promise<ProviderMandate> {
      const mandate = await client.mandates.find(id);
      return {
        id: mandate.id ?? id,
        status: mandate.status ?? 'pending_submission',
        customerId: mandate.links?.customer ?? null,
      };
    },

    async createSubscription(input: SubscriptionInput): Promise<ProviderSubscription> {
      const subscription = await client.subscriptions.create(
        {
          ...charge(input),
          name: input.name,
          interval_unit: 'monthly',
          interval: input.intervalMonths,
          start_date: input.startDate,
        },
        input.idempotencyKey,
      );
      return toSubscription(subscription);
    },

    async getSubscription(id: string): Promise<ProviderSubscription> {
      return toSubscription(await client.subscriptions.find(id));
    },

    async cancelSubscription(id: string): Promise<void> {
      await client.subscriptions.cancel(id);
    },

    async cancelMandate(id: string): Promise<void> {
      await client.mandates.cancel(id);
    },

    parseWebhook(rawBody, signature) {
      return parseGoCardlessWebhook(rawBody, options.webhookSecret, signature);
    },
  };
}
