import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type {
  Database,
  MembershipPaymentsTable,
  MembershipPlansTable,
  PaymentCheckoutsTable,
  PaymentSubscriptionsTable,
} from '@yardstick/db/schema';

/** Plans, checkouts, mandates, payments, subscriptions, events, reminders: Kysely only. */
export type Db = Kysely<Database> | Transaction<Database>;
export type PlanRow = Selectable<MembershipPlansTable>;
export type CheckoutRow = Selectable<PaymentCheckoutsTable>;
export type PaymentRow = Selectable<MembershipPaymentsTable>;
export type SubscriptionRow = Selectable<PaymentSubscriptionsTable>;

// ---- plans ----

export function livePlans(db: Db): Promise<PlanRow[]> {
  return db
    .selectFrom('membership_plans')
    .selectAll()
    .where('retired_at', 'is', null)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function allPlans(db: Db): Promise<PlanRow[]> {
  return db
    .selectFrom('membership_plans')
    .selectAll()
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function findPlan(db: Db, id: number): Promise<PlanRow | undefined> {
  return db.selectFrom('membership_plans').selectAll().where('id', '=', id).executeTakeFirst();
}

// ---- mandates ----

const LIVE_MANDATE = ['pending_customer_approval', 'pending_submission', 'submitted', 'active'];

export async function liveMandate(
  db: Db,
  userId: string,
  provider: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('payment_mandates')
    .select('id')
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .where('status', 'in', LIVE_MANDATE)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
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

export async function setMandateStatus(db: Db, id: string, status: string, now: Date) {
  return db
    .updateTable('payment_mandates')
    .set({ status, updated_at: now })
    .where('id', '=', id)
    .returning(['id', 'user_id'])
    .executeTakeFirst();
}

// ---- checkouts ----

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

// ---- payments ----

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

export async function setPaymentStatus(db: Db, id: number, status: string, now: Date) {
  await db
    .updateTable('membership_payments')
    .set({ status, updated_at: now })
    .where('id', '=', id)
    .execute();
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

// ---- memberships (the rows that grant access; accounts reads them for the session) ----

/** The end of the period already paid for (or granted: trial, demo), grace excluded. */
export async function paidUntil(db: Db, userId: string): Promise<Date | undefined> {
  const row = await db
    .selectFrom('user_memberships')
    .select((eb) => eb.fn.max('valid_till').as('till'))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('grace', '=', false)
    .executeTakeFirst();
  return row?.till ? new Date(row.till) : undefined;
}

export async function grantMembership(
  db: Db,
  m: {
    userId: string;
    plan: PlanRow;
    paymentId: number | null;
    validFrom: Date;
    validTill: Date;
    grace: boolean;
  },
): Promise<void> {
  await db
    .insertInto('user_memberships')
    .values({
      user_id: m.userId,
      plan: m.grace ? 'grace' : m.plan.name,
      plan_id: m.plan.id,
      payment_id: m.paymentId,
      attributes: m.plan.attributes,
      valid_from: m.validFrom,
      valid_till: m.validTill,
      grace: m.grace,
    })
    .execute();
}

export async function revokeMembershipOfPayment(db: Db, paymentRowId: number, now: Date) {
  await db
    .updateTable('user_memberships')
    .set({ revoked_at: now })
    .where('payment_id', '=', paymentRowId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The row that decides access now (as the session reads it). */
export function currentMembership(db: Db, userId: string) {
  return db
    .selectFrom('user_memberships as m')
    .leftJoin('membership_plans as p', 'p.id', 'm.plan_id')
    .select(['m.plan', 'm.valid_till', 'm.grace', 'p.name as plan_name'])
    .where('m.user_id', '=', userId)
    .where('m.revoked_at', 'is', null)
    .orderBy('m.valid_till', 'desc')
    .limit(1)
    .executeTakeFirst();
}

// ---- subscriptions ----

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

export async function setSubscriptionStatus(db: Db, id: string, status: string, now: Date) {
  await db
    .updateTable('payment_subscriptions')
    .set({ status, updated_at: now })
    .where('id', '=', id)
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

// ---- events ----

export async function isEventProcessed(db: Db, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('payment_events')
    .select('processed_at')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.processed_at != null;
}

/** Records an event (once) and locks it; true when it still needs processing. */
export async function claimEvent(
  db: Db,
  e: {
    id: string;
    provider: string;
    resourceType: string;
    action: string;
    resourceId: string | null;
    body: unknown;
  },
): Promise<boolean> {
  await db
    .insertInto('payment_events')
    .values({
      id: e.id,
      provider: e.provider,
      resource_type: e.resourceType,
      action: e.action,
      resource_id: e.resourceId,
      body: JSON.stringify(e.body),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const row = await db
    .selectFrom('payment_events')
    .select('processed_at')
    .where('id', '=', e.id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.processed_at === null;
}

export async function markEventProcessed(db: Db, id: string, now: Date): Promise<void> {
  await db.updateTable('payment_events').set({ processed_at: now }).where('id', '=', id).execute();
}

// ---- reminders ----

export interface ReminderDue {
  user_id: string;
  email: string;
  first_name: string;
  valid_till: Date;
}

/** Members whose access ends within `days`, with no auto-debit and no reminder sent yet. */
export async function remindersDue(db: Db, now: Date, until: Date): Promise<ReminderDue[]> {
  const result = await sql<ReminderDue>`
    SELECT u.id AS user_id, u.email, u.first_name, m.valid_till
    FROM users u
    JOIN LATERAL (
      SELECT valid_till, plan FROM user_memberships
      WHERE user_id = u.id AND revoked_at IS NULL
      ORDER BY valid_till DESC LIMIT 1
    ) m ON true
    WHERE m.valid_till > ${now} AND m.valid_till <= ${until} AND m.plan <> 'demo'
      AND NOT EXISTS (SELECT 1 FROM payment_subscriptions s
                      WHERE s.user_id = u.id AND s.status = 'active')
      AND NOT EXISTS (SELECT 1 FROM membership_reminders r
                      WHERE r.user_id = u.id AND r.valid_till = m.valid_till)
    ORDER BY m.valid_till
    LIMIT 500`.execute(db);
  return result.rows.map((r) => ({ ...r, valid_till: new Date(r.valid_till) }));
}

/** Records a reminder; false when it was already sent (another process got there first). */
export async function claimReminder(db: Db, userId: string, validTill: Date): Promise<boolean> {
  const row = await db
    .insertInto('membership_reminders')
    .values({ user_id: userId, valid_till: validTill })
    .onConflict((oc) => oc.columns(['user_id', 'valid_till']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

export function userContact(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
