import type { Selectable } from 'kysely';
import type { PaymentCheckoutsTable } from '@yardstick/db/schema';
import type { Db } from '../../access/access.public.ts';

/** Checkouts in progress and done (`payment_checkouts`): Kysely only. */
export type CheckoutRow = Selectable<PaymentCheckoutsTable>;

export async function insertCheckout(
  db: Db,
  c: {
    flowId: string;
    billingRequestId: string | null;
    provider: string;
    userId: string;
    planId: number;
    amount: number;
    autoDebit: boolean;
    autoDebitPlanId: number | null;
    mandateId: string | null;
    idempotencyKey: string;
  },
): Promise<CheckoutRow> {
  return db
    .insertInto('payment_checkouts')
    .values({
      flow_id: c.flowId,
      billing_request_id: c.billingRequestId,
      provider: c.provider,
      user_id: c.userId,
      plan_id: c.planId,
      amount: c.amount,
      auto_debit: c.autoDebit,
      auto_debit_plan_id: c.autoDebitPlanId,
      mandate_id: c.mandateId,
      status: 'pending',
      idempotency_key: c.idempotencyKey,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findCheckout(db: Db, flowId: string, userId?: string, lock = false) {
  let q = db.selectFrom('payment_checkouts').selectAll().where('flow_id', '=', flowId);
  if (userId) q = q.where('user_id', '=', userId);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

export function findCheckoutByBillingRequest(db: Db, billingRequestId: string) {
  return db
    .selectFrom('payment_checkouts')
    .selectAll()
    .where('billing_request_id', '=', billingRequestId)
    .executeTakeFirst();
}

export async function updateCheckout(
  db: Db,
  id: number,
  patch: Partial<
    Pick<
      CheckoutRow,
      'status' | 'mandate_id' | 'payment_id' | 'subscription_id' | 'failure' | 'completed_at'
    >
  >,
): Promise<void> {
  await db.updateTable('payment_checkouts').set(patch).where('id', '=', id).execute();
}
