import { GRACE_DAYS } from '@yardstick/core/membership/membership';
import type { MailMessage } from '../../../lib/mail/mailer.ts';
import { DAY_MS } from '../../../lib/payments/billing-dates.ts';
import { isSandbox } from '../../../lib/payments/create-provider.ts';
import { failureOfEvent, storedFailure } from '../../../lib/payments/failure-reasons.ts';
import type { ProviderEvent, ProviderPayment } from '../../../lib/payments/provider.ts';
import { revokeMembershipOfPayment, type Db } from '../../access/access.public.ts';
import { findCheckoutByBillingRequest, updateCheckout } from '../checkout/checkouts.repository.ts';
import { finaliseCheckout } from '../checkout/finalise-checkout.ts';
import { callProvider, dbOf, type MembershipDeps } from '../deps.ts';
import { grantPlan, periodStart, recordPayment } from '../paid-periods.ts';
import { failedMail, sendMail, successMail } from '../payment-mail.ts';
import { recordMandateStatus } from '../mandates.service.ts';
import { isCollected, isLost } from '../payment-status.ts';
import { findPayment, type PaymentRow } from '../payments.repository.ts';
import { setStatus } from '../provider-status.repository.ts';
import { findPlan } from '../plans/plans.repository.ts';
import { findSubscription } from '../subscriptions.repository.ts';
import { claimEvent, isEventProcessed, markEventProcessed } from './events.repository.ts';

/** The provider's events (GoCardless webhooks, or the sandbox's outbox), each handled once. */

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

/** A subscription payment we have not seen: the renewal, recorded with its period. */
async function recordRenewal(
  deps: MembershipDeps,
  trx: Db,
  payment: ProviderPayment,
): Promise<PaymentRow | undefined> {
  if (!payment.subscriptionId) return undefined;
  const subscription = await findSubscription(trx, payment.subscriptionId);
  if (!subscription) return undefined;
  const plan = (await findPlan(trx, subscription.plan_id))!;
  return recordPayment(
    trx,
    {
      paymentId: payment.id,
      provider: deps.provider.name,
      userId: subscription.user_id,
      plan,
      checkoutId: null,
      subscriptionId: subscription.id,
      amount: Math.round(payment.amountPence / 100),
      status: 'pending_submission',
      chargeDate: payment.chargeDate,
      now: deps.now(),
    },
    true,
  );
}

/** The payment failed or was charged back: its period is revoked; a renewal gets grace. */
async function paymentLost(
  deps: MembershipDeps,
  trx: Db,
  row: PaymentRow,
  chargedBack: boolean,
  cause: string | null,
): Promise<MailMessage | undefined> {
  const now = deps.now();
  await revokeMembershipOfPayment(trx, row.id, now);
  const plan = (await findPlan(trx, row.plan_id))!;
  let graceTill: Date | null = null;
  if (row.subscription_id && !chargedBack) {
    const from = await periodStart(trx, row.user_id, now);
    graceTill = new Date(from.getTime() + GRACE_DAYS * DAY_MS);
    await grantPlan(trx, {
      userId: row.user_id,
      plan,
      paymentId: row.id,
      validFrom: now,
      validTill: graceTill,
      grace: true,
    });
  }
  return failedMail(deps, trx, row, plan.name, { graceTill, chargedBack, cause });
}

/** A billing request's outcome: its checkout finished or failed (provider calls, no transaction). */
async function billingRequestEvent(deps: MembershipDeps, event: ProviderEvent): Promise<void> {
  if (event.resourceType !== 'billing_requests' || !event.links.billing_request) return;
  const q = dbOf(deps);
  const checkout = await findCheckoutByBillingRequest(q, event.links.billing_request);
  if (checkout?.status !== 'pending') return;
  if (event.action === 'fulfilled') {
    await finaliseCheckout(deps, checkout);
  } else if (['cancelled', 'failed'].includes(event.action)) {
    await updateCheckout(q, checkout.id, {
      status: 'failed',
      failure: storedFailure(failureOfEvent(event)),
      completed_at: deps.now(),
    });
  }
}

/** A payment's new status; answers the email it calls for (collected, or lost). */
async function paymentEvent(
  deps: MembershipDeps,
  trx: Db,
  event: ProviderEvent,
  paymentId: string,
  fetched: ProviderPayment | undefined,
  now: Date,
  changed: Set<string>,
): Promise<MailMessage | undefined> {
  let row = await findPayment(trx, paymentId, true);
  if (!row && fetched) row = await recordRenewal(deps, trx, fetched);
  if (!row) return undefined;
  changed.add(row.user_id);
  if (event.action === 'created') return undefined;
  const before = row.status;
  const status = event.action === 'resubmission_requested' ? 'pending_submission' : event.action;
  if (status === before) return undefined;
  await setStatus(trx, { table: 'membership_payments', id: row.id }, status, now);
  if (isLost(before)) return undefined;
  if (isCollected(status) && !isCollected(before)) {
    return successMail(deps, trx, { ...row, status });
  }
  if (isLost(status)) {
    return paymentLost(deps, trx, row, status === 'charged_back', event.details?.cause ?? null);
  }
  return undefined;
}

/**
 * Handles one provider event, once: the event row is inserted and locked in the same
 * transaction as its effects, and skipped when already processed (a replayed webhook).
 */
export async function processEvent(
  deps: MembershipDeps,
  event: ProviderEvent,
): Promise<'processed' | 'duplicate'> {
  const q = dbOf(deps);
  if (await isEventProcessed(q, event.id)) return 'duplicate';

  // Calls to the provider happen before the transaction (never hold it open on the network).
  await billingRequestEvent(deps, event);
  let fetched: ProviderPayment | undefined;
  const paymentId = event.resourceType === 'payments' ? event.links.payment : undefined;
  if (paymentId && !(await findPayment(q, paymentId))) {
    fetched = await callProvider(deps, 'payment', () => deps.provider.getPayment(paymentId));
  }

  const mail: MailMessage[] = [];
  // The users whose memberships the event may change (granted, revoked, grace).
  const changed = new Set<string>();
  const outcome = await q.transaction().execute(async (trx) => {
    const fresh = await claimEvent(trx, {
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
      const m = await paymentEvent(deps, trx, event, paymentId, fetched, now, changed);
      if (m) mail.push(m);
    } else if (event.resourceType === 'mandates' && event.links.mandate) {
      const status = event.action === 'created' ? 'pending_submission' : event.action;
      await recordMandateStatus(trx, event.links.mandate, status, now);
    } else if (event.resourceType === 'subscriptions' && event.links.subscription) {
      if (['cancelled', 'finished', 'paused', 'resumed'].includes(event.action)) {
        const status = event.action === 'resumed' ? 'active' : event.action;
        await setStatus(
          trx,
          { table: 'payment_subscriptions', id: event.links.subscription },
          status,
          now,
        );
      }
    }
    await markEventProcessed(trx, event.id, now);
    return 'processed' as const;
  });
  // Committed: their cached access goes in every process (decision 0021).
  for (const userId of changed) await deps.ctx.sessions?.forget({ userId });
  await sendMail(deps, mail);
  return outcome;
}
