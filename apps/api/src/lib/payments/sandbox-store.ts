import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@yardstick/db/schema';
import type { ProviderEvent, ProviderPayment } from './provider.ts';

/**
 * The sandbox provider's side of things (sandbox.ts): its objects (billing requests, flows,
 * mandates, payments, subscriptions, events) as JSON in `payment_sandbox_objects`, each
 * write with an optional idempotency key, and the events it emits into its outbox.
 */

export type Outcome = 'settle' | 'fail';
export type Db = Kysely<Database> | Transaction<Database>;

export interface BillingRequestData {
  flowId: string;
  status: 'pending' | 'fulfilled' | 'cancelled';
  amountPence: number;
  description: string;
  redirectUri: string;
  exitUri: string;
  mandateId?: string;
  paymentId?: string;
  customerId?: string;
  /** Why it was cancelled: the payer's Decline, or the bank refusing the mandate. */
  cancelCause?: 'payer_cancelled' | 'refer_to_payer';
}
export interface FlowData {
  billingRequestId: string;
}
export interface MandateData {
  status: string;
  outcome: Outcome;
  customerId: string;
}
export interface PaymentData {
  status: string;
  amountPence: number;
  chargeDate: string;
  mandateId: string;
  subscriptionId: string | null;
  description: string;
}
export interface SubscriptionData {
  status: string;
  mandateId: string;
  amountPence: number;
  name: string;
  startDate: string;
  intervalMonths: number;
  nextChargeDate: string;
}

/** A new object id with the provider's prefix (GoCardless's shape). */
export const newId = (prefix: string) => `${prefix}${randomBytes(7).toString('hex').toUpperCase()}`;

export type SandboxStore = ReturnType<typeof createSandboxStore>;

export function createSandboxStore(now: () => Date) {
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
      id: newId('SBEV'),
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
    const paymentId = newId('SBPM');
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
      // Every failing sandbox payment fails as its event says: for want of funds.
      failureCause: p.status === 'failed' ? 'insufficient_funds' : null,
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

  return { get, put, byKey, emit, newPayment, toPayment, billingRequestOfFlow };
}
