import { randomBytes, randomUUID } from 'node:crypto';
import {
  GRACE_DAYS,
  MEMBERSHIP_MESSAGES as M,
  REMINDER_DAYS,
  type CurrentMembership,
  type MembershipPage,
  type MembershipPayment,
  type MembershipPlan,
  type MembershipPlans,
  type PaymentInitiateRequest,
} from '@yardstick/core/membership/membership';
import type { AppContext } from '../../context.ts';
import { AppError, invalid, notFound } from '../../errors.ts';
import type { Mailer, MailMessage } from '../../lib/mail/mailer.ts';
import { isSandbox } from '../../lib/payments/create-provider.ts';
import {
  isoDate,
  toPence,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderPayment,
} from '../../lib/payments/provider.ts';
import {
  expiryReminderEmail,
  paymentFailedEmail,
  paymentSuccessEmail,
} from './membership.emails.ts';
import * as repo from './membership.repository.ts';
import type { CheckoutRow, Db, PlanRow } from './membership.repository.ts';

/**
 * Paid membership: plans, the checkout (initiate, the provider's hosted page, complete),
 * the provider's events (webhooks or the sandbox's outbox) and the daily jobs. Amounts
 * and periods come from the plan on the server; the provider's own state decides, never a
 * redirect; every state change is one transaction, and each step can be repeated (a
 * refresh, a replayed webhook, a retry after a crash) without charging or granting twice.
 */

export interface MembershipLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface MembershipDeps {
  ctx: AppContext;
  provider: PaymentProvider;
  mailer: Mailer;
  log: MembershipLog;
  now(): Date;
}

export interface Customer {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const FAILED = new Set(['failed', 'cancelled', 'customer_approval_denied']);
const COLLECTED = new Set(['confirmed', 'paid_out']);
const MANDATE_ENDED = new Set(['cancelled', 'expired', 'failed', 'blocked', 'consumed']);

const db = (deps: MembershipDeps) => deps.ctx.database.db;

function appOrigin(deps: MembershipDeps): string {
  const { PUBLIC_URL, PORT } = deps.ctx.config;
  return PUBLIC_URL ? new URL(PUBLIC_URL).origin : `http://localhost:${PORT}`;
}

/** Whole calendar months later (the 31st becomes the month's last day). */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

// ---- plans ----

export function toPlan(row: PlanRow): MembershipPlan {
  return {
    id: row.id,
    name: row.name,
    amount: row.amount,
    frequency: row.frequency,
    periodMonths: row.period_months,
    description: row.description,
    featuresJson: { features: row.features.features ?? [] },
  };
}

export async function plans(deps: MembershipDeps): Promise<MembershipPlans> {
  const rows = await repo.livePlans(db(deps));
  const monthly = rows.find((r) => r.kind === 'monthly');
  const yearly = rows.find((r) => r.kind === 'yearly');
  return {
    monthly: monthly ? toPlan(monthly) : null,
    yearly: yearly ? toPlan(yearly) : null,
    rest: rows.filter((r) => r.kind === 'other').map(toPlan),
  };
}

// ---- sending mail (a failure is logged, never shown) ----

async function send(deps: MembershipDeps, messages: MailMessage[]): Promise<void> {
  for (const message of messages) {
    try {
      await deps.mailer.send(message);
    } catch (err) {
      deps.log.error({ err, subject: message.subject }, 'could not send a membership email');
    }
  }
}

async function successMail(
  deps: MembershipDeps,
  q: Db,
  p: repo.PaymentRow,
): Promise<MailMessage | undefined> {
  const user = await repo.userContact(q, p.user_id);
  const plan = await repo.findPlan(q, p.plan_id);
  if (!user || !plan) return undefined;
  return paymentSuccessEmail(
    user.email,
    user.first_name,
    { amount: p.amount, planName: plan.name, validTill: p.valid_till, paymentId: p.payment_id },
    appOrigin(deps),
  );
}

// ---- provider calls ----

async function callProvider<T>(deps: MembershipDeps, what: string, call: () => Promise<T>) {
  try {
    return await call();
  } catch (err) {
    if (err instanceof AppError) throw err;
    deps.log.error({ err, what }, 'payment provider call failed');
    throw new AppError('PAYMENT_PROVIDER_FAILED');
  }
}

/** The sandbox's events, handled as the webhooks' are (the sandbox has no HTTP to call us). */
export async function deliverSandboxEvents(deps: MembershipDeps): Promise<number> {
  const provider = deps.provider;
  if (!isSandbox(provider)) return 0;
  let delivered = 0;
  for (;;) {
    const events = await provider.pendingEvents(100);
    if (events.length === 0) return delivered;
    for (const event of events) {
      await processEvent(deps, event);
      await provider.markDelivered(event.id);
      delivered += 1;
    }
  }
}

// ---- initiate ----

export async function initiate(
  deps: MembershipDeps,
  user: Customer,
  input: Required<Omit<PaymentInitiateRequest, 'host'>>,
  origin: string,
): Promise<{ location: string }> {
  const q = db(deps);
  const plan = await repo.findPlan(q, input.planId);
  if (!plan || plan.retired_at || plan.kind === 'auto_debit') {
    throw invalid({ planId: M.planUnavailable });
  }
  // The price is the plan's: a client that sends another amount is refused, never charged it.
  if (input.amount !== plan.amount) throw invalid({ amount: M.wrongAmount });
  if (input.frequency.trim().toLowerCase() !== plan.frequency) {
    throw invalid({ frequency: M.wrongFrequency });
  }
  let autoDebitPlan: PlanRow | undefined;
  if (input.autoDebit) {
    autoDebitPlan = await repo.findPlan(q, input.autoDebitMembershipPlanId);
    if (!autoDebitPlan || autoDebitPlan.retired_at || autoDebitPlan.kind !== 'auto_debit') {
      throw invalid({ autoDebitMembershipPlanId: M.planUnavailable });
    }
  }

  const flowId = `YSF${randomBytes(9).toString('hex').toUpperCase()}`;
  const idempotencyKey = randomUUID();
  const description = `Yardstick ${plan.name} membership`;
  const returnUrl = `${origin}/payment?redirect_flow_id=${flowId}`;
  const common = {
    flowId,
    provider: deps.provider.name,
    userId: user.id,
    planId: plan.id,
    amount: plan.amount,
    autoDebit: input.autoDebit,
    autoDebitPlanId: autoDebitPlan?.id ?? null,
    idempotencyKey,
  };

  const mandateId = await repo.liveMandate(q, user.id, deps.provider.name);
  if (mandateId) {
    // A mandate exists: charge it directly. The checkout is written first, so a crash
    // after the charge is found again by complete with the same Idempotency-Key.
    const checkout = await repo.insertCheckout(q, { ...common, billingRequestId: null, mandateId });
    const payment = await callProvider(deps, 'payment', () =>
      deps.provider.createPayment({
        idempotencyKey: `${idempotencyKey}-payment`,
        mandateId,
        amountPence: toPence(plan.amount),
        description,
        metadata: { checkout: flowId },
      }),
    );
    await repo.updateCheckout(q, checkout.id, { payment_id: payment.id });
    return { location: returnUrl };
  }

  const started = await callProvider(deps, 'checkout', () =>
    deps.provider.startCheckout({
      reference: flowId,
      idempotencyKey,
      amountPence: toPence(plan.amount),
      description,
      redirectUri: returnUrl,
      exitUri: `${origin}/subscription`,
      origin,
      customer: { email: user.email, givenName: user.first_name, familyName: user.last_name },
      metadata: { checkout: flowId },
    }),
  );
  await repo.insertCheckout(q, {
    ...common,
    billingRequestId: started.billingRequestId,
    mandateId: null,
  });
  return { location: started.authorisationUrl };
}

// ---- complete ----

function toPaymentDto(p: repo.PaymentRow, planName: string): MembershipPayment {
  return {
    paymentId: p.payment_id,
    status: p.status,
    amountPaid: p.amount,
    paymentDate: p.payment_date.toISOString(),
    validTill: p.valid_till.toISOString(),
    planName,
  };
}

/**
 * Finishes a checkout from the provider's state: records the mandate and the payment,
 * extends the membership (from the later of now and the current expiry) and, with
 * auto-debit, sets up the subscription of the auto-debit plan from the end of the paid
 * period. Repeating it changes nothing: the checkout row is locked and completed once.
 * The complete call and the provider's 'fulfilled' event both come here, so a crash
 * between the provider's confirmation and our write is recovered by whichever is next.
 */
export async function finaliseCheckout(
  deps: MembershipDeps,
  checkout: CheckoutRow,
): Promise<CheckoutRow> {
  if (checkout.status === 'completed') {
    await ensureSubscription(deps, checkout);
    return checkout;
  }
  if (checkout.status === 'failed') return checkout;

  const provider = deps.provider;
  let mandateId: string;
  let customerId: string | null = null;
  let payment: ProviderPayment;
  if (checkout.billing_request_id) {
    const billingRequestId = checkout.billing_request_id;
    const state = await callProvider(deps, 'checkout state', () =>
      provider.checkoutState(billingRequestId),
    );
    if (state.status === 'pending') throw new AppError('PAYMENT_PENDING');
    if (state.status === 'cancelled') {
      await repo.updateCheckout(db(deps), checkout.id, {
        status: 'failed',
        failure: state.reason,
        completed_at: deps.now(),
      });
      return { ...checkout, status: 'failed' };
    }
    mandateId = state.mandateId;
    customerId = state.customerId;
    payment = await callProvider(deps, 'payment', () => provider.getPayment(state.paymentId));
  } else {
    mandateId = checkout.mandate_id!;
    // The same Idempotency-Key as at initiate: the provider answers the payment it made.
    payment = await callProvider(deps, 'payment', () =>
      provider.createPayment({
        idempotencyKey: `${checkout.idempotency_key}-payment`,
        mandateId,
        amountPence: toPence(checkout.amount),
        description: `Yardstick membership`,
        metadata: { checkout: checkout.flow_id },
      }),
    );
  }
  if (payment.amountPence !== toPence(checkout.amount)) {
    deps.log.error({ checkout: checkout.flow_id, payment: payment.id }, 'payment amount mismatch');
    throw new AppError('PAYMENT_FAILED');
  }
  const mandate = await callProvider(deps, 'mandate', () => provider.getMandate(mandateId));

  const mail: MailMessage[] = [];
  const done = await db(deps)
    .transaction()
    .execute(async (trx) => {
      const locked = (await repo.findCheckout(trx, checkout.flow_id, undefined, true))!;
      if (locked.status !== 'pending') return locked;
      const now = deps.now();
      await repo.upsertMandate(
        trx,
        {
          id: mandateId,
          provider: provider.name,
          userId: locked.user_id,
          customerId: customerId ?? mandate.customerId,
          status: mandate.status,
        },
        now,
      );
      const plan = (await repo.findPlan(trx, locked.plan_id))!;
      const failed = FAILED.has(payment.status) || payment.status === 'charged_back';
      let row = await repo.findPayment(trx, payment.id, true);
      if (!row) {
        const paid = await repo.paidUntil(trx, locked.user_id);
        const validFrom = paid && paid > now ? paid : now;
        const validTill = addMonths(validFrom, plan.period_months);
        row = await repo.insertPayment(trx, {
          paymentId: payment.id,
          provider: provider.name,
          userId: locked.user_id,
          planId: plan.id,
          checkoutId: locked.id,
          subscriptionId: null,
          amount: locked.amount,
          status: payment.status,
          paymentDate: now,
          chargeDate: payment.chargeDate,
          validFrom,
          validTill,
        });
        if (!failed) {
          await repo.grantMembership(trx, {
            userId: locked.user_id,
            plan,
            paymentId: row.id,
            validFrom,
            validTill,
            grace: false,
          });
          if (COLLECTED.has(payment.status)) {
            const m = await successMail(deps, trx, row);
            if (m) mail.push(m);
          }
        } else {
          const user = await repo.userContact(trx, locked.user_id);
          if (user) {
            mail.push(
              paymentFailedEmail(
                user.email,
                user.first_name,
                {
                  amount: row.amount,
                  planName: plan.name,
                  paymentId: row.payment_id,
                  graceTill: null,
                  chargedBack: false,
                },
                appOrigin(deps),
              ),
            );
          }
        }
      }
      const patch = {
        status: failed ? ('failed' as const) : ('completed' as const),
        mandate_id: mandateId,
        payment_id: payment.id,
        completed_at: now,
        ...(failed ? { failure: `payment ${payment.status}` } : {}),
      };
      await repo.updateCheckout(trx, locked.id, patch);
      return { ...locked, ...patch };
    });
  await send(deps, mail);
  if (done.status === 'completed') await ensureSubscription(deps, done);
  return done;
}

/** The auto-debit subscription of a completed checkout, created once. */
async function ensureSubscription(deps: MembershipDeps, checkout: CheckoutRow): Promise<void> {
  if (!checkout.auto_debit || checkout.subscription_id || !checkout.mandate_id) return;
  const q = db(deps);
  const existing = await repo.activeSubscription(q, checkout.user_id);
  if (existing) {
    await repo.updateCheckout(q, checkout.id, { subscription_id: existing.id });
    return;
  }
  const plan = checkout.auto_debit_plan_id
    ? await repo.findPlan(q, checkout.auto_debit_plan_id)
    : undefined;
  const payment = checkout.payment_id ? await repo.findPayment(q, checkout.payment_id) : undefined;
  if (!plan || !payment) return;
  const mandateId = checkout.mandate_id;
  const subscription = await callProvider(deps, 'subscription', () =>
    deps.provider.createSubscription({
      idempotencyKey: `${checkout.idempotency_key}-subscription`,
      mandateId,
      amountPence: toPence(plan.amount),
      name: `Yardstick ${plan.name}`,
      startDate: isoDate(payment.valid_till),
      intervalMonths: plan.period_months,
      metadata: { checkout: checkout.flow_id },
    }),
  );
  await q.transaction().execute(async (trx) => {
    await repo.insertSubscription(trx, {
      id: subscription.id,
      provider: deps.provider.name,
      userId: checkout.user_id,
      mandateId,
      planId: plan.id,
      amount: plan.amount,
      startDate: subscription.startDate || isoDate(payment.valid_till),
      status: subscription.status,
    });
    await repo.updateCheckout(trx, checkout.id, { subscription_id: subscription.id });
  });
}

export async function complete(
  deps: MembershipDeps,
  userId: string,
  flowId: string,
): Promise<{ status: 'completed'; payment: MembershipPayment; validTill: string }> {
  const checkout = await repo.findCheckout(db(deps), flowId, userId);
  // Another user's flow is as unknown as a made-up one.
  if (!checkout) throw notFound('No such payment');
  const done = await finaliseCheckout(deps, checkout);
  await deliverSandboxEvents(deps);
  if (done.status !== 'completed' || !done.payment_id) throw new AppError('PAYMENT_FAILED');
  const payment = (await repo.findPayment(db(deps), done.payment_id))!;
  const plan = (await repo.findPlan(db(deps), payment.plan_id))!;
  return {
    status: 'completed',
    payment: toPaymentDto(payment, plan.name),
    validTill: payment.valid_till.toISOString(),
  };
}

// ---- events (webhooks and the sandbox's outbox) ----

/** A subscription payment we have not seen: the renewal, recorded with its period. */
async function recordRenewal(
  deps: MembershipDeps,
  trx: Db,
  payment: ProviderPayment,
): Promise<repo.PaymentRow | undefined> {
  if (!payment.subscriptionId) return undefined;
  const subscription = await repo.findSubscription(trx, payment.subscriptionId);
  if (!subscription) return undefined;
  const plan = (await repo.findPlan(trx, subscription.plan_id))!;
  const now = deps.now();
  const paid = await repo.paidUntil(trx, subscription.user_id);
  const validFrom = paid && paid > now ? paid : now;
  const validTill = addMonths(validFrom, plan.period_months);
  const row = await repo.insertPayment(trx, {
    paymentId: payment.id,
    provider: deps.provider.name,
    userId: subscription.user_id,
    planId: plan.id,
    checkoutId: null,
    subscriptionId: subscription.id,
    amount: Math.round(payment.amountPence / 100),
    status: 'pending_submission',
    paymentDate: now,
    chargeDate: payment.chargeDate,
    validFrom,
    validTill,
  });
  await repo.grantMembership(trx, {
    userId: subscription.user_id,
    plan,
    paymentId: row.id,
    validFrom,
    validTill,
    grace: false,
  });
  return row;
}

/** The payment failed or was charged back: its period is revoked; a renewal gets grace. */
async function paymentLost(
  deps: MembershipDeps,
  trx: Db,
  row: repo.PaymentRow,
  chargedBack: boolean,
): Promise<MailMessage | undefined> {
  const now = deps.now();
  await repo.revokeMembershipOfPayment(trx, row.id, now);
  const plan = (await repo.findPlan(trx, row.plan_id))!;
  let graceTill: Date | null = null;
  if (row.subscription_id && !chargedBack) {
    const paid = await repo.paidUntil(trx, row.user_id);
    const from = paid && paid > now ? paid : now;
    graceTill = new Date(from.getTime() + GRACE_DAYS * DAY_MS);
    await repo.grantMembership(trx, {
      userId: row.user_id,
      plan,
      paymentId: row.id,
      validFrom: now,
      validTill: graceTill,
      grace: true,
    });
  }
  const user = await repo.userContact(trx, row.user_id);
  if (!user) return undefined;
  return paymentFailedEmail(
    user.email,
    user.first_name,
    { amount: row.amount, planName: plan.name, paymentId: row.payment_id, graceTill, chargedBack },
    appOrigin(deps),
  );
}

/**
 * Handles one provider event, once: the event row is inserted and locked in the same
 * transaction as its effects, and skipped when already processed (a replayed webhook).
 */
export async function processEvent(
  deps: MembershipDeps,
  event: ProviderEvent,
): Promise<'processed' | 'duplicate'> {
  const q = db(deps);
  if (await repo.isEventProcessed(q, event.id)) return 'duplicate';

  // Calls to the provider happen before the transaction (never hold it open on the network).
  if (event.resourceType === 'billing_requests' && event.links.billing_request) {
    const checkout = await repo.findCheckoutByBillingRequest(q, event.links.billing_request);
    if (checkout && checkout.status === 'pending' && event.action === 'fulfilled') {
      await finaliseCheckout(deps, checkout);
    } else if (checkout && checkout.status === 'pending' && event.action === 'cancelled') {
      await repo.updateCheckout(q, checkout.id, {
        status: 'failed',
        failure: 'cancelled',
        completed_at: deps.now(),
      });
    }
  }
  let fetched: ProviderPayment | undefined;
  const paymentId = event.resourceType === 'payments' ? event.links.payment : undefined;
  if (paymentId && !(await repo.findPayment(q, paymentId))) {
    fetched = await callProvider(deps, 'payment', () => deps.provider.getPayment(paymentId));
  }

  const mail: MailMessage[] = [];
  const outcome = await q.transaction().execute(async (trx) => {
    const fresh = await repo.claimEvent(trx, {
      id: event.id,
      provider: deps.provider.name,
      resourceType: event.resourceType,
      action: event.action,
      resourceId:
        event.links.payment ??
        event.links.mandate ??
        event.links.subscription ??
        event.links.billing_request ??
        null,
      body: event,
    });
    if (!fresh) return 'duplicate' as const;
    const now = deps.now();

    if (paymentId) {
      let row = await repo.findPayment(trx, paymentId, true);
      if (!row && fetched) row = await recordRenewal(deps, trx, fetched);
      if (row) {
        const before = row.status;
        const status =
          event.action === 'created'
            ? before
            : event.action === 'resubmission_requested'
              ? 'pending_submission'
              : event.action;
        if (event.action !== 'created' && status !== before) {
          await repo.setPaymentStatus(trx, row.id, status, now);
          const wasLost = FAILED.has(before) || before === 'charged_back';
          if (COLLECTED.has(status) && !COLLECTED.has(before) && !wasLost) {
            const m = await successMail(deps, trx, { ...row, status });
            if (m) mail.push(m);
          } else if ((FAILED.has(status) || status === 'charged_back') && !wasLost) {
            const m = await paymentLost(deps, trx, row, status === 'charged_back');
            if (m) mail.push(m);
          }
        }
      }
    } else if (event.resourceType === 'mandates' && event.links.mandate) {
      const status = event.action === 'created' ? 'pending_submission' : event.action;
      const updated = await repo.setMandateStatus(trx, event.links.mandate, status, now);
      if (updated && MANDATE_ENDED.has(status)) {
        // The provider ends the mandate's subscriptions with it; the period paid stays.
        await repo.cancelSubscriptionsOfMandate(trx, event.links.mandate, now);
      }
    } else if (event.resourceType === 'subscriptions' && event.links.subscription) {
      if (['cancelled', 'finished', 'paused', 'resumed'].includes(event.action)) {
        const status = event.action === 'resumed' ? 'active' : event.action;
        await repo.setSubscriptionStatus(trx, event.links.subscription, status, now);
      }
    }
    await repo.markEventProcessed(trx, event.id, now);
    return 'processed' as const;
  });
  await send(deps, mail);
  return outcome;
}

// ---- the caller's membership ----

export async function paymentsPage(
  deps: MembershipDeps,
  userId: string,
  query: { page: number; size: number; sort: string },
): Promise<MembershipPage> {
  const { rows, total } = await repo.paymentPage(
    db(deps),
    userId,
    query.page,
    query.size,
    query.sort === 'paymentDate,asc',
  );
  return {
    content: rows.map((r) => ({
      paymentId: r.payment_id,
      status: r.status,
      amountPaid: r.amount,
      paymentDate: r.payment_date.toISOString(),
      validTill: r.valid_till.toISOString(),
      planName: r.plan_name,
    })),
    page: {
      size: query.size,
      number: query.page,
      totalElements: total,
      totalPages: Math.ceil(total / query.size),
    },
  };
}

/** The next collection of a subscription on or after today. */
export function nextCollection(startDate: Date, months: number, now: Date): Date {
  const today = new Date(isoDate(now) + 'T00:00:00Z');
  let next = new Date(startDate.getTime());
  for (let k = 1; next < today && k < 1200; k += 1) next = addMonths(startDate, k * months);
  return next;
}

export async function current(deps: MembershipDeps, userId: string): Promise<CurrentMembership> {
  const q = db(deps);
  const now = deps.now();
  const [row, subscription] = await Promise.all([
    repo.currentMembership(q, userId),
    repo.activeSubscription(q, userId),
  ]);
  const state = !row
    ? 'expired'
    : row.valid_till <= now
      ? 'expired'
      : row.grace
        ? 'grace'
        : row.plan === 'trial' || row.plan === 'demo'
          ? row.plan
          : 'paid';
  return {
    state,
    planName: row
      ? (row.plan_name ??
        (row.plan === 'trial' ? 'Trial' : row.plan === 'demo' ? 'Demo' : row.plan))
      : null,
    validTill: row?.valid_till.toISOString() ?? null,
    autoDebit: subscription
      ? {
          subscriptionId: subscription.id,
          planName: subscription.plan_name,
          amount: subscription.amount,
          status: subscription.status,
          nextCollectionDate: isoDate(
            nextCollection(new Date(subscription.start_date), subscription.period_months, now),
          ),
        }
      : null,
  };
}

export async function cancelAutoDebit(
  deps: MembershipDeps,
  userId: string,
): Promise<CurrentMembership> {
  const q = db(deps);
  const subscription = await repo.activeSubscription(q, userId);
  if (!subscription) throw notFound('There is no auto debit to cancel');
  await callProvider(deps, 'cancel subscription', () =>
    deps.provider.cancelSubscription(subscription.id),
  );
  await repo.setSubscriptionStatus(q, subscription.id, 'cancelled', deps.now());
  await deliverSandboxEvents(deps);
  return current(deps, userId);
}

// ---- jobs ----

/**
 * The periodic work (MEMBERSHIP_JOBS_INTERVAL_MINUTES): the sandbox collects the renewals
 * that fell due, and members whose access ends within REMINDER_DAYS (and who have no
 * auto-debit) get the reminder email once per expiry date.
 */
export async function runJobs(
  deps: MembershipDeps,
  at: Date = deps.now(),
): Promise<{ collected: number; reminders: number }> {
  let collected = 0;
  const provider = deps.provider;
  if (isSandbox(provider)) {
    collected = await provider.collectDue(at);
    await deliverSandboxEvents(deps);
  }
  const q = db(deps);
  const due = await repo.remindersDue(q, at, new Date(at.getTime() + REMINDER_DAYS * DAY_MS));
  let reminders = 0;
  for (const r of due) {
    if (!(await repo.claimReminder(q, r.user_id, r.valid_till))) continue;
    await send(deps, [expiryReminderEmail(r.email, r.first_name, r.valid_till, appOrigin(deps))]);
    reminders += 1;
  }
  return { collected, reminders };
}
