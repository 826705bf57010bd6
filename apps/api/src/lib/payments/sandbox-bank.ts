import { sql, type Kysely } from 'kysely';
import type { Database } from '@yardstick/db/schema';
import { SANDBOX_ACCOUNTS, SANDBOX_SORT_CODE } from '@yardstick/core/membership/membership';
import { addMonths, isoDate } from './billing-dates.ts';
import type { ProviderEvent } from './provider.ts';
import {
  newId,
  type BillingRequestData,
  type MandateData,
  type Outcome,
  type PaymentData,
  type SandboxStore,
  type SubscriptionData,
} from './sandbox-store.ts';

/**
 * What the sandbox does besides a provider's calls: the bank on its hosted page
 * (`/payments/sandbox/{flowId}`), the renewals it collects when they fall due, its event
 * outbox, and the payer's own moves (a charge-back, a mandate cancelled at the bank).
 */

export interface SandboxFlowView {
  flowId: string;
  billingRequestId: string;
  amountPence: number;
  description: string;
  status: BillingRequestData['status'];
  redirectUri: string;
  exitUri: string;
}

/** The payer approves with bank details, or declines (the page's Decline: no details). */
export type SandboxAuthorisation =
  | { decision: 'approve'; accountHolderName: string; sortCode: string; accountNumber: string }
  | { decision: 'decline' };

export class SandboxInputError extends Error {
  constructor(
    readonly field: 'sortCode' | 'accountNumber',
    message: string,
  ) {
    super(message);
    this.name = 'SandboxInputError';
  }
}

export interface SandboxBank {
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
  /** The mandate is cancelled (by the member through us, or by the payer at their bank). */
  cancelMandate(mandateId: string): Promise<void>;
}

/** A day 'YYYY-MM-DD' so many calendar months later. */
const monthsLater = (day: string, months: number) =>
  isoDate(addMonths(new Date(`${day}T00:00:00Z`), months));

export function sandboxBank(
  db: Kysely<Database>,
  store: SandboxStore,
  now: () => Date,
): SandboxBank {
  const { get, put, emit, newPayment, billingRequestOfFlow } = store;
  return {
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
      if (input.decision === 'approve') {
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
      }
      return db.transaction().execute(async (trx) => {
        const found = await billingRequestOfFlow(trx, flowId);
        if (!found) return undefined;
        const { request } = found;
        if (request.status !== 'pending') {
          return { redirectUri: request.redirectUri, approved: request.status === 'fulfilled' };
        }
        if (input.decision === 'decline' || input.accountNumber === SANDBOX_ACCOUNTS.decline) {
          // The payer's Decline, or the bank refusing the mandate: each with its cause.
          const cancelCause = input.decision === 'decline' ? 'payer_cancelled' : 'refer_to_payer';
          await put(trx, found.id, 'billing_request', {
            ...request,
            status: 'cancelled',
            cancelCause,
          });
          await emit(
            trx,
            'billing_requests',
            'cancelled',
            { billing_request: found.id },
            cancelCause === 'payer_cancelled'
              ? { cause: cancelCause, description: 'The payer declined on the payment page.' }
              : { cause: cancelCause, description: 'The bank declined the Direct Debit mandate.' },
          );
          return { redirectUri: request.redirectUri, approved: false };
        }
        const customerId = newId('SBCU');
        const mandateId = newId('SBMD');
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
            nextChargeDate: monthsLater(s.nextChargeDate, s.intervalMonths),
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
