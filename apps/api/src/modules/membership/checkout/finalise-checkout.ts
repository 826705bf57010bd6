import type { MailMessage } from '../../../lib/mail/mailer.ts';
import { isoDate } from '../../../lib/payments/billing-dates.ts';
import { storedFailure } from '../../../lib/payments/failure-reasons.ts';
import { toPence, type ProviderPayment } from '../../../lib/payments/provider.ts';
import { AppError } from '../../../errors.ts';
import type { Db } from '../../access/access.public.ts';
import { callProvider, dbOf, type MembershipDeps } from '../deps.ts';
import { upsertMandate } from '../mandates.repository.ts';
import { recordPayment } from '../paid-periods.ts';
import { failedMail, sendMail, successMail } from '../payment-mail.ts';
import { isCollected, isLost } from '../payment-status.ts';
import { findPayment } from '../payments.repository.ts';
import { findPlan } from '../plans/plans.repository.ts';
import { activeSubscription, insertSubscription } from '../subscriptions.repository.ts';
import { findCheckout, updateCheckout, type CheckoutRow } from './checkouts.repository.ts';

/** The provider's payment of a checkout: the hosted page's, or the one charged on a mandate. */
async function paymentOf(deps: MembershipDeps, checkout: CheckoutRow) {
  const provider = deps.provider;
  if (checkout.billing_request_id) {
    const billingRequestId = checkout.billing_request_id;
    const state = await callProvider(deps, 'checkout state', () =>
      provider.checkoutState(billingRequestId),
    );
    if (state.status !== 'fulfilled') return state;
    const payment = await callProvider(deps, 'payment', () => provider.getPayment(state.paymentId));
    return { ...state, payment };
  }
  const mandateId = checkout.mandate_id!;
  // The same Idempotency-Key as at initiate: the provider answers the payment it made.
  const payment = await callProvider(deps, 'payment', () =>
    provider.createPayment({
      idempotencyKey: `${checkout.idempotency_key}-payment`,
      mandateId,
      amountPence: toPence(checkout.amount),
      description: `Yardstick membership`,
      metadata: { checkout: checkout.flow_id },
    }),
  );
  return { status: 'fulfilled' as const, mandateId, customerId: null, payment };
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

  const state = await paymentOf(deps, checkout);
  if (state.status === 'pending') throw new AppError('PAYMENT_PENDING');
  if (state.status === 'cancelled') {
    const patch = {
      status: 'failed' as const,
      failure: storedFailure(state.failure),
      completed_at: deps.now(),
    };
    await updateCheckout(dbOf(deps), checkout.id, patch);
    return { ...checkout, ...patch };
  }
  const { mandateId, customerId, payment } = state;
  if (payment.amountPence !== toPence(checkout.amount)) {
    deps.log.error({ checkout: checkout.flow_id, payment: payment.id }, 'payment amount mismatch');
    throw new AppError('PAYMENT_FAILED');
  }
  const mandate = await callProvider(deps, 'mandate', () => deps.provider.getMandate(mandateId));

  const mail: MailMessage[] = [];
  const done = await dbOf(deps)
    .transaction()
    .execute(async (trx) => {
      const locked = (await findCheckout(trx, checkout.flow_id, undefined, true))!;
      if (locked.status !== 'pending') return locked;
      const now = deps.now();
      await upsertMandate(
        trx,
        {
          id: mandateId,
          provider: deps.provider.name,
          userId: locked.user_id,
          customerId: customerId ?? mandate.customerId,
          status: mandate.status,
        },
        now,
      );
      const failed = isLost(payment.status);
      if (!(await findPayment(trx, payment.id, true))) {
        const m = await recordCheckoutPayment(deps, trx, locked, payment, now, failed);
        if (m) mail.push(m);
      }
      const patch = {
        status: failed ? ('failed' as const) : ('completed' as const),
        mandate_id: mandateId,
        payment_id: payment.id,
        completed_at: now,
        ...(failed
          ? {
              failure: storedFailure({
                reason: 'payment_failed',
                cause: payment.failureCause ?? null,
              }),
            }
          : {}),
      };
      await updateCheckout(trx, locked.id, patch);
      return { ...locked, ...patch };
    });
  // The payment may have granted a period: the member's cached access goes (decision 0021).
  await deps.ctx.sessions?.forget({ userId: done.user_id });
  await sendMail(deps, mail);
  if (done.status === 'completed') await ensureSubscription(deps, done);
  return done;
}

/** The checkout's payment and, unless it failed, its period; answers the email it calls for. */
async function recordCheckoutPayment(
  deps: MembershipDeps,
  trx: Db,
  locked: CheckoutRow,
  payment: ProviderPayment,
  now: Date,
  failed: boolean,
): Promise<MailMessage | undefined> {
  const plan = (await findPlan(trx, locked.plan_id))!;
  const row = await recordPayment(
    trx,
    {
      paymentId: payment.id,
      provider: deps.provider.name,
      userId: locked.user_id,
      plan,
      checkoutId: locked.id,
      subscriptionId: null,
      amount: locked.amount,
      status: payment.status,
      chargeDate: payment.chargeDate,
      now,
    },
    !failed,
  );
  if (failed) {
    return failedMail(deps, trx, row, plan.name, {
      graceTill: null,
      chargedBack: false,
      cause: payment.failureCause ?? null,
    });
  }
  return isCollected(payment.status) ? successMail(deps, trx, row) : undefined;
}

/** The auto-debit subscription of a completed checkout, created once. */
async function ensureSubscription(deps: MembershipDeps, checkout: CheckoutRow): Promise<void> {
  if (!checkout.auto_debit || checkout.subscription_id || !checkout.mandate_id) return;
  const q = dbOf(deps);
  const existing = await activeSubscription(q, checkout.user_id);
  if (existing) {
    await updateCheckout(q, checkout.id, { subscription_id: existing.id });
    return;
  }
  const plan = checkout.auto_debit_plan_id
    ? await findPlan(q, checkout.auto_debit_plan_id)
    : undefined;
  const payment = checkout.payment_id ? await findPayment(q, checkout.payment_id) : undefined;
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
    await insertSubscription(trx, {
      id: subscription.id,
      provider: deps.provider.name,
      userId: checkout.user_id,
      mandateId,
      planId: plan.id,
      amount: plan.amount,
      startDate: subscription.startDate || isoDate(payment.valid_till),
      status: subscription.status,
    });
    await updateCheckout(trx, checkout.id, { subscription_id: subscription.id });
  });
}
