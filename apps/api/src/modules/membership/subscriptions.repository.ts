import type { Db } from '../access/access.public.ts';

/** Auto-debit subscriptions (`payment_subscriptions`): Kysely only. */
export function activeSubscription(db: Db, userId: string) {
  return db
    .selectFrom('payment_subscriptions as s')
    .innerJoin('membership_plans as p', 'p.id', 's.plan_id')
    .selectAll('s')
    .select(['p.name as plan_name', 'p.period_months'])
    .where('s.user_id', '=', userId)
    .where('s.status', '=', 'active')
    .orderBy('s.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findSubscription(db: Db, id: string) {
  return db.selectFrom('payment_subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertSubscription(
  db: Db,
  s: {
    id: string;
    provider: string;
    userId: string;
    mandateId: string;
    planId: number;
    amount: number;
    startDate: string;
    status: string;
  },
): Promise<void> {
  await db
    .insertInto('payment_subscriptions')
    .values({
      id: s.id,
      provider: s.provider,
      user_id: s.userId,
      mandate_id: s.mandateId,
      plan_id: s.planId,
      amount: s.amount,
      start_date: s.startDate,
      status: s.status,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function cancelSubscriptionsOfMandate(db: Db, mandateId: string, now: Date) {
  await db
    .updateTable('payment_subscriptions')
    .set({ status: 'cancelled', updated_at: now })
    .where('mandate_id', '=', mandateId)
    .where('status', '=', 'active')
    .execute();
}
