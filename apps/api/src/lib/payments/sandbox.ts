import type { Kysely } from 'kysely';
import type { Database } from '@yardstick/db/schema';
import { isoDate } from './billing-dates.ts';
import type {
  CheckoutInput,
  CheckoutState,
  PaymentProvider,
  ProviderMandate,
  ProviderSubscription,
  StartedCheckout,
  SubscriptionInput,
} from './provider.ts';
import { failureOfEvent } from './failure-reasons.ts';
import { sandboxBank, type SandboxBank } from './sandbox-bank.ts';
import {
  createSandboxStore,
  newId,
  type BillingRequestData,
  type MandateData,
  type PaymentData,
  type SubscriptionData,
} from './sandbox-store.ts';

/**
 * The built-in sandbox provider (PAYMENT_PROVIDER=sandbox, the default). It keeps what a
 * real provider keeps on its side (billing requests, flows, mandates, payments,
 * subscriptions) in `payment_sandbox_objects`, plays the bank on the hosted page
 * `/payments/sandbox/{flowId}`, and emits GoCardless-shaped events into an outbox that the
 * membership module drains through the same handler as the webhooks. Test bank details
 * (sort code 20-00-00): 55779911 approves and its payments settle, 55779922 approves but
 * every payment fails, 55779933 is declined by the bank (cause `refer_to_payer`), and the
 * page's Decline is the payer cancelling (`payer_cancelled`). Only that outcome is stored,
 * never the account number or the holder's name.
 */

export interface SandboxProvider extends PaymentProvider, SandboxBank {
  readonly name: 'sandbox';
}

export function createSandboxProvider(db: Kysely<Database>, now: () => Date): SandboxProvider {
  const store = createSandboxStore(now);
  const { get, put, byKey, emit, newPayment, toPayment } = store;
  return {
    name: 'sandbox',

    async startCheckout(input: CheckoutInput): Promise<StartedCheckout> {
      return db.transaction().execute(async (trx) => {
        const existing = await byKey(trx, `${input.idempotencyKey}-br`);
        const billingRequestId = existing ?? newId('SBBRQ');
        const flowId = (await byKey(trx, `${input.idempotencyKey}-brf`)) ?? newId('SBBRF');
        if (!existing) {
          const data: BillingRequestData = {
            flowId,
            status: 'pending',
            amountPence: input.amountPence,
            description: input.description,
            redirectUri: input.redirectUri,
            exitUri: input.exitUri,
          };
          await put(trx, billingRequestId, 'billing_request', data, `${input.idempotencyKey}-br`);
          await put(trx, flowId, 'flow', { billingRequestId }, `${input.idempotencyKey}-brf`);
        }
        return {
          billingRequestId,
          providerFlowId: flowId,
          authorisationUrl: `${input.origin}/payments/sandbox/${flowId}`,
        };
      });
    },

    async checkoutState(billingRequestId: string): Promise<CheckoutState> {
      const request = await get<BillingRequestData>(db, billingRequestId, 'billing_request');
      if (!request) throw new Error(`sandbox: no billing request ${billingRequestId}`);
      if (request.status === 'cancelled') {
        const details = { cause: request.cancelCause ?? 'refer_to_payer' };
        return {
          status: 'cancelled',
          failure: failureOfEvent({
            resourceType: 'billing_requests',
            action: 'cancelled',
            details,
          }),
        };
      }
      if (request.status === 'fulfilled' && request.mandateId && request.paymentId) {
        return {
          status: 'fulfilled',
          mandateId: request.mandateId,
          paymentId: request.paymentId,
          customerId: request.customerId ?? null,
        };
      }
      return { status: 'pending' };
    },

    async createPayment(input) {
      return db.transaction().execute(async (trx) => {
        const paymentId =
          (await byKey(trx, input.idempotencyKey)) ??
          (await newPayment(
            trx,
            input.mandateId,
            {
              amountPence: input.amountPence,
              chargeDate: isoDate(now()),
              subscriptionId: null,
              description: input.description,
            },
            input.idempotencyKey,
          ));
        return toPayment(paymentId, (await get<PaymentData>(trx, paymentId, 'payment'))!);
      });
    },

    async getPayment(paymentId: string) {
      const payment = await get<PaymentData>(db, paymentId, 'payment');
      if (!payment) throw new Error(`sandbox: no payment ${paymentId}`);
      return toPayment(paymentId, payment);
    },

    async getMandate(mandateId: string): Promise<ProviderMandate> {
      const mandate = await get<MandateData>(db, mandateId, 'mandate');
      if (!mandate) throw new Error(`sandbox: no mandate ${mandateId}`);
      return { id: mandateId, status: mandate.status, customerId: mandate.customerId };
    },

    async createSubscription(input: SubscriptionInput): Promise<ProviderSubscription> {
      return db.transaction().execute(async (trx) => {
        let subscriptionId = await byKey(trx, input.idempotencyKey);
        if (!subscriptionId) {
          subscriptionId = newId('SBSB');
          const data: SubscriptionData = {
            status: 'active',
            mandateId: input.mandateId,
            amountPence: input.amountPence,
            name: input.name,
            startDate: input.startDate,
            intervalMonths: input.intervalMonths,
            nextChargeDate: input.startDate,
          };
          await put(trx, subscriptionId, 'subscription', data, input.idempotencyKey);
          await emit(trx, 'subscriptions', 'created', {
            subscription: subscriptionId,
            mandate: input.mandateId,
          });
        }
        const s = (await get<SubscriptionData>(trx, subscriptionId, 'subscription'))!;
        return {
          id: subscriptionId,
          status: s.status,
          startDate: s.startDate,
          nextChargeDate: s.nextChargeDate,
        };
      });
    },

    async getSubscription(subscriptionId: string): Promise<ProviderSubscription> {
      const s = await get<SubscriptionData>(db, subscriptionId, 'subscription');
      if (!s) throw new Error(`sandbox: no subscription ${subscriptionId}`);
      return {
        id: subscriptionId,
        status: s.status,
        startDate: s.startDate,
        nextChargeDate: s.status === 'active' ? s.nextChargeDate : null,
      };
    },

    async cancelSubscription(subscriptionId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const s = await get<SubscriptionData>(trx, subscriptionId, 'subscription', true);
        if (!s || s.status === 'cancelled') return;
        await put(trx, subscriptionId, 'subscription', { ...s, status: 'cancelled' });
        await emit(trx, 'subscriptions', 'cancelled', { subscription: subscriptionId });
      });
    },

    parseWebhook() {
      // The sandbox delivers its events through its outbox, never over HTTP.
      throw new Error('The sandbox provider has no webhooks');
    },

    ...sandboxBank(db, store, now),
  };
}
