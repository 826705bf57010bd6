import type { Selectable } from 'kysely';
import type { MembershipPaymentsTable } from '@yardstick/db/schema';
import type { Db } from '../access/access.public.ts';

/** Membership payments, each with the period it paid for (`membership_payments`): Kysely only. */
export type PaymentRow = Selectable<MembershipPaymentsTable>;

export function findPayment(db: Db, paymentId: string, lock = false) {
  let q = db.selectFrom('membership_payments').selectAll().where('payment_id', '=', paymentId);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

export async function insertPayment(
  db: Db,
  p: {
    paymentId: string;
    provider: string;
    userId: string;
    planId: number;
    checkoutId: number | null;
    subscriptionId: string | null;
    amount: number;
    status: string;
    paymentDate: Date;
    chargeDate: string | null;
    validFrom: Date;
    validTill: Date;
  },
): Promise<PaymentRow> {
  return db
    .insertInto('membership_payments')
    .values({
      payment_id: p.paymentId,
      provider: p.provider,
      user_id: p.userId,
      plan_id: p.planId,
      checkout_id: p.checkoutId,
      subscription_id: p.subscriptionId,
      amount: p.amount,
      status: p.status,
      payment_date: p.paymentDate,
      charge_date: p.chargeDate,
      valid_from: p.validFrom,
      valid_till: p.validTill,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function paymentPage(
  db: Db,
  userId: string,
  page: number,
  size: number,
  asc: boolean,
) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('membership_payments as p')
      .innerJoin('membership_plans as pl', 'pl.id', 'p.plan_id')
      .select([
        'p.payment_id',
        'p.status',
        'p.amount',
        'p.payment_date',
        'p.valid_till',
        'pl.name as plan_name',
      ])
      .where('p.user_id', '=', userId)
      .orderBy('p.payment_date', asc ? 'asc' : 'desc')
      .orderBy('p.id', asc ? 'asc' : 'desc')
      .limit(size)
      .offset(page * size)
      .execute(),
    db
      .selectFrom('membership_payments')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
