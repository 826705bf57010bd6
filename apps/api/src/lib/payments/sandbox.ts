import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '@yardstick/db/schema';
import { SANDBOX_ACCOUNTS, SANDBOX_SORT_CODE } from '@yardstick/core/membership/membership';
import {
  isoDate,
  type CheckoutInput,
  type CheckoutState,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderMandate,
  type ProviderPayment,
  type ProviderSubscription,
  type StartedCheckout,
  type SubscriptionInput,
} from './provider.ts';

/**
 * The built-in sandbox provider (PAYMENT_PROVIDER=sandbox, the default). It keeps what a
 * real provider keeps on its side (billing requests, flows, mandates, payments,
 * subscriptions) in `payment_sandbox_objects`, plays the bank on the hosted page
 * `/payments/sandbox/{flowId}`, and emits GoCardless-shaped events into an outbox that the
 * membership module drains through the same handler as the webhooks. Test bank details
 * (sort code 20-00-00): 55779911 approves and its payments settle, 55779922 approves but
 * every payment fails, 55779933 is declined by the bank. Only that outcome is stored,
 * never the account number or the holder's name.
 */

type Outcome = 'settle' | 'fail';
type Db = Kysely<Database> | Transaction<Database>;

interface BillingRequestData {
  flowId: string;
  status: 'pending' | 'fulfilled' | 'cancelled';
  amountPence: number;
  description: string;
  redirectUri: string;
  exitUri: string;
  mandateId?: string;
  paymentId?: string;
  customerId?: string;
}
interface FlowData {
  billingRequestId: string;
}
interface MandateData {
  status: string;
  outcome: Outcome;
  customerId: string;
}
interface PaymentData {
  status: string;
  amountPence: number;
  chargeDate: string;
  mandateId: string;
  subscriptionId: string | null;
  description: string;
}
interface SubscriptionData {
  status: string;
  mandateId: string;
  amountPence: number;
  name: string;
  startDate: string;
  intervalMonths: number;
  nextChargeDate: string;
}

export interface SandboxFlowView {
  flowId: string;
  billingRequestId: string;
  amountPence: number;
  description: string;
  status: BillingRequestData['status'];
  redirectUri: string;
  exitUri: string;
}

export interface SandboxAuthorisation {
  accountHolderName: string;
  sortCode: string;
  accountNumber: string;
  decision: 'approve' | 'decline';
}

export class SandboxInputError extends Error {
  constructor(
    readonly field: 'sortCode' | 'accountNumber',
    message: string,
  ) {
    super(message);
    this.name = 'SandboxInputError';
  }
}

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  flow(flowId: string): Promise<SandboxFlowView | undefined>;
  /** The bank's answer on the hosted page: where to send the payer, and whether approved. */
  authorise(
    flowId: string,
    input: SandboxAuthorisation,
  ): Promise<{ redirectUri: string; approved: boolean } | undefined>;
  /** Collects the subscription payments due by `now` (the renewals). */
  collectDue(now: Date): Promise<number>;
  /** Undelivered events in the outbox, oldest first (marked once processed: at least once). */
  pendingEvents(limit?: number): Promise<ProviderEvent[]>;
  markDelivered(eventId: string): Promise<void>;
  /** Test hook: a confirmed payment is charged back by the payer's bank. */
  chargeBack(paymentId: string): Promise<void>;
  /** The payer cancels the mandate at their bank. */
  cancelMandate(mandateId: string): Promise<void>;
}

const id = (prefix: string) => `${prefix}${randomBytes(7).toString('hex').toUpperCase()}`;

function addMonths(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return isoDate(d);
}

export function createSandboxProvider(db: Kysely<Database>, now: () => Date): SandboxProvider {
  async function get<T>(
    q: Db,
    objectId: string,
    kind: string,
    lock = false,
  ): Promise<T | undefined> {
    let query = q
      .selectFrom('payment_sandbox_objects')
      .select('data')
      .where('id', '=', objectId)
      .where('kind', '=', kind);
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return row?.data as T | undefined;
  }
  async function put(q: Db, objectId: string, kind: string, data: object, key?: string) {
    await q
      .insertInto('payment_sandbox_objects')
      .values({ id: objectId, kind, data: JSON.stringify(data), idempotency_key: key ?? null })
      .onConflict((oc) =>
        oc.column('id').doUpdateSet({ data: JSON.stringify(data), updated_at: now() }),
      )
      .execute();
  }
  async function byKey(q: Db, key: string): Promise<string | undefined> {
    const row = await q
      .selectFrom('payment_sandbox_objects')
      .select('id')
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    return row?.id;
  }
  async function emit(
    q: Db,
    resourceType: string,
    action: string,
    links: ProviderEvent['links'],
    details?: ProviderEvent['details'],
  ) {
    const event: ProviderEvent = {
      id: id('SBEV'),
      createdAt: now().toISOString(),
      resourceType,
      action,
      links,
      ...(details ? { details } : {}),
    };
    await put(q, event.id, 'event', { event, delivered: false });
  }

  /** A new payment on a mandate; it settles or fails at once by the mandate's outcome. */
  async function newPayment(
    q: Db,
    mandateId: string,
    data: Omit<PaymentData, 'status' | 'mandateId'>,
    key: string | undefined,
  ): Promise<string> {
    const mandate = await get<MandateData>(q, mandateId, 'mandate');
    if (!mandate || mandate.status !== 'active') throw new Error('sandbox: mandate not active');
    const paymentId = id('SBPM');
    const links = {
      payment: paymentId,
      mandate: mandateId,
      ...(data.subscriptionId ? { subscription: data.subscriptionId } : {}),
    };
    await emit(q, 'payments', 'created', links);
    const status = mandate.outcome === 'settle' ? 'confirmed' : 'failed';
    await put(q, paymentId, 'payment', { ...data, mandateId, status }, key);
    if (status === 'confirmed') {
      await emit(q, 'payments', 'confirmed', links, {
        cause: 'payment_confirmed',
        description: 'Payment was confirmed as collected',
      });
    } else {
      await emit(q, 'payments', 'failed', links, {
        cause: 'insufficient_funds',
        description: 'The payment failed due to insufficient funds.',
      });
    }
    return paymentId;
  }

  function toPayment(paymentId: string, p: PaymentData): ProviderPayment {
    return {
      id: paymentId,
      status: p.status,
      amountPence: p.amountPence,
      chargeDate: p.chargeDate,
      mandateId: p.mandateId,
      subscriptionId: p.subscriptionId,
    };
  }

  async function billingRequestOfFlow(q: Db, flowId: string) {
    const flow = await get<FlowData>(q, flowId, 'flow');
    if (!flow) return undefined;
    const request = await get<BillingRequestData>(
      q,
      flow.billingRequestId,
      'billing_request',
      true,
    );
    return request ? { id: flow.billingRequestId, request } : undefined;
  }

  return {
    name: 'sandbox',

    async startCheckout(input: CheckoutInput): Promise<StartedCheckout> {
      return db.transaction().execute(async (trx) => {
        const existing = await byKey(trx, `${input.idempotencyKey}-br`);
        const billingRequestId = existing ?? id('SBBRQ');
        const flowId = (await byKey(trx, `${input.idempotencyKey}-brf`)) ?? id('SBBRF');
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
        return { status: 'cancelled', reason: 'The bank declined the Direct Debit mandate' };
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
          subscriptionId = id('SBSB');
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

    async flow(flowId: string) {
      const found = await billingRequestOfFlow(db, flowId);
      if (!found) return undefined;
      const r = found.request;
      return {
        flowId,
        billingRequestId: found.id,
        amountPence: r.amountPence,
        description: r.description,
        status: r.status,
        redirectUri: r.redirectUri,
        exitUri: r.exitUri,
      };
    },

    async authorise(flowId, input) {
      const digits = input.sortCode.replace(/-/g, '');
      if (digits !== SANDBOX_SORT_CODE.replace(/-/g, '')) {
        throw new SandboxInputError('sortCode', `Use the sandbox sort code ${SANDBOX_SORT_CODE}`);
      }
      const known = Object.values(SANDBOX_ACCOUNTS) as string[];
      if (!known.includes(input.accountNumber)) {
        throw new SandboxInputError(
          'accountNumber',
          `Use a sandbox test account: ${known.join(', ')}`,
        );
      }
      return db.transaction().execute(async (trx) => {
        const found = await billingRequestOfFlow(trx, flowId);
        if (!found) return undefined;
        const { request } = found;
        if (request.status !== 'pending') {
          return { redirectUri: request.redirectUri, approved: request.status === 'fulfilled' };
        }
        const declined =
          input.decision === 'decline' || input.accountNumber === SANDBOX_ACCOUNTS.decline;
        if (declined) {
          await put(trx, found.id, 'billing_request', { ...request, status: 'cancelled' });
          await emit(trx, 'billing_requests', 'cancelled', { billing_request: found.id });
          return { redirectUri: request.redirectUri, approved: false };
        }
        const customerId = id('SBCU');
        const mandateId = id('SBMD');
        const outcome: Outcome =
          input.accountNumber === SANDBOX_ACCOUNTS.paymentsFail ? 'fail' : 'settle';
        await put(trx, mandateId, 'mandate', { status: 'active', outcome, customerId });
        await emit(trx, 'mandates', 'active', { mandate: mandateId });
        const paymentId = await newPayment(
          trx,
          mandateId,
          {
            amountPence: request.amountPence,
            chargeDate: isoDate(now()),
            subscriptionId: null,
            description: request.description,
          },
          undefined,
        );
        await put(trx, found.id, 'billing_request', {
          ...request,
          status: 'fulfilled',
          mandateId,
          paymentId,
          customerId,
        });
        await emit(trx, 'billing_requests', 'fulfilled', { billing_request: found.id });
        return { redirectUri: request.redirectUri, approved: true };
      });
    },

    async collectDue(at: Date) {
      const today = isoDate(at);
      const due = await db
        .selectFrom('payment_sandbox_objects')
        .select('id')
        .where('kind', '=', 'subscription')
        .where(sql<string>`data->>'status'`, '=', 'active')
        .where(sql<string>`data->>'nextChargeDate'`, '<=', today)
        .execute();
      let collected = 0;
      for (const { id: subscriptionId } of due) {
        await db.transaction().execute(async (trx) => {
          const s = await get<SubscriptionData>(trx, subscriptionId, 'subscription', true);
          if (!s || s.status !== 'active' || s.nextChargeDate > today) return;
          const mandate = await get<MandateData>(trx, s.mandateId, 'mandate');
          if (mandate?.status !== 'active') {
            await put(trx, subscriptionId, 'subscription', { ...s, status: 'cancelled' });
            await emit(trx, 'subscriptions', 'cancelled', { subscription: subscriptionId });
            return;
          }
          await newPayment(
            trx,
            s.mandateId,
            {
              amountPence: s.amountPence,
              chargeDate: s.nextChargeDate,
              subscriptionId,
              description: s.name,
            },
            `${subscriptionId}-${s.nextChargeDate}`,
          );
          await put(trx, subscriptionId, 'subscription', {
            ...s,
            nextChargeDate: addMonths(s.nextChargeDate, s.intervalMonths),
          });
          collected += 1;
        });
      }
      return collected;
    },

    async pendingEvents(limit = 100) {
      const rows = await db
        .selectFrom('payment_sandbox_objects')
        .select(['id', 'data'])
        .where('kind', '=', 'event')
        .where(sql<string>`data->>'delivered'`, '=', 'false')
        .orderBy('seq')
        .limit(limit)
        .execute();
      return rows.map((r) => (r.data as { event: ProviderEvent }).event);
    },

    async markDelivered(eventId: string) {
      await db
        .updateTable('payment_sandbox_objects')
        .set({
          data: sql`jsonb_set(data, '{delivered}', 'true'::jsonb)`,
          updated_at: now(),
        })
        .where('id', '=', eventId)
        .where('kind', '=', 'event')
        .execute();
    },

    async chargeBack(paymentId: string) {
      await db.transaction().execute(async (trx) => {
        const p = await get<PaymentData>(trx, paymentId, 'payment', true);
        if (!p) throw new Error(`sandbox: no payment ${paymentId}`);
        await put(trx, paymentId, 'payment', { ...p, status: 'charged_back' });
        await emit(trx, 'payments', 'charged_back', { payment: paymentId, mandate: p.mandateId });
      });
    },

    async cancelMandate(mandateId: string) {
      await db.transaction().execute(async (trx) => {
        const m = await get<MandateData>(trx, mandateId, 'mandate', true);
        if (!m) throw new Error(`sandbox: no mandate ${mandateId}`);
        await put(trx, mandateId, 'mandate', { ...m, status: 'cancelled' });
        await emit(trx, 'mandates', 'cancelled', { mandate: mandateId });
      });
    },
  };
}
