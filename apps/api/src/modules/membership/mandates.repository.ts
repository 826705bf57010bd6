import { sql } from 'kysely';
import type { Db } from '../access/access.public.ts';
import { LIVE_MANDATE_STATUSES, LOST_PAYMENT_STATUSES } from './payment-status.ts';

/** Direct Debit mandates as the provider reported them (`payment_mandates`): Kysely only. */

export interface LiveMandateRow {
  id: string;
  provider: string;
  status: string;
  created_at: Date;
  /** Its last payment (a checkout's or a renewal's) failed or was charged back. */
  last_payment_lost: boolean;
}

/**
 * A user's mandates that can still take payments, newest first, each with whether its last
 * payment was lost: the payments of a mandate are its checkouts' and its subscriptions'.
 */
export async function liveMandates(db: Db, userId: string): Promise<LiveMandateRow[]> {
  return db
    .selectFrom('payment_mandates as m')
    .select(['m.id', 'm.provider', 'm.status', 'm.created_at'])
    .select((eb) =>
      eb
        .selectFrom('membership_payments as p')
        .leftJoin('payment_checkouts as c', 'c.id', 'p.checkout_id')
        .leftJoin('payment_subscriptions as s', 's.id', 'p.subscription_id')
        .select(sql<boolean>`p.status IN (${sql.join(LOST_PAYMENT_STATUSES)})`.as('lost'))
        .where('p.user_id', '=', userId)
        .where(sql<boolean>`coalesce(c.mandate_id, s.mandate_id) = m.id`)
        .orderBy('p.payment_date', 'desc')
        .orderBy('p.id', 'desc')
        .limit(1)
        .as('last_lost'),
    )
    .where('m.user_id', '=', userId)
    .where('m.status', 'in', LIVE_MANDATE_STATUSES)
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id')
    .execute()
    .then((rows) =>
      rows.map(({ last_lost, ...m }) => ({ ...m, last_payment_lost: last_lost === true })),
    );
}

/**
 * The mandate a new checkout may charge directly: the newest live one of this provider whose
 * last payment was not lost. A mandate whose last payment failed, or that ended, is never
 * charged again; the payer goes through the provider's page for a new one (issue 25).
 */
export async function reusableMandate(
  db: Db,
  userId: string,
  provider: string,
): Promise<string | undefined> {
  const mandates = await liveMandates(db, userId);
  return mandates.find((m) => m.provider === provider && !m.last_payment_lost)?.id;
}

export async function upsertMandate(
  db: Db,
  m: { id: string; provider: string; userId: string; customerId: string | null; status: string },
  now: Date,
): Promise<void> {
  await db
    .insertInto('payment_mandates')
    .values({
      id: m.id,
      provider: m.provider,
      user_id: m.userId,
      customer_id: m.customerId,
      status: m.status,
    })
    .onConflict((oc) => oc.column('id').doUpdateSet({ status: m.status, updated_at: now }))
    .execute();
}
