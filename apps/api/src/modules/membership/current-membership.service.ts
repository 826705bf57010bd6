import type { CurrentMembership, MembershipPage } from '@yardstick/core/membership/membership';
import { notFound } from '../../errors.ts';
import { isoDate, nextCollection } from '../../lib/payments/billing-dates.ts';
import { DEMO_PLAN, latestMembership, TRIAL_PLAN } from '../access/access.public.ts';
import { callProvider, dbOf, type MembershipDeps } from './deps.ts';
import { toPaymentDto } from './payment-dto.ts';
import { paymentPage } from './payments.repository.ts';
import { findPlan } from './plans/plans.repository.ts';
import { cancelMandate, mandatesOf } from './mandates.service.ts';
import { deliverSandboxEvents } from './provider-events/provider-events.service.ts';
import { setStatus } from './provider-status.repository.ts';
import { activeSubscription } from './subscriptions.repository.ts';

/**
 * The caller's membership: its payments, its current state, auto-debit and mandates, and
 * cancelling the auto debit or a mandate. Open to every signed-in account, an expired
 * membership too (issue 25): a member can always read what they paid and stop paying.
 */

export async function paymentsPage(
  deps: MembershipDeps,
  userId: string,
  query: { page: number; size: number; sort: string },
): Promise<MembershipPage> {
  const { rows, total } = await paymentPage(
    dbOf(deps),
    userId,
    query.page,
    query.size,
    query.sort === 'paymentDate,asc',
  );
  return {
    content: rows.map((r) => toPaymentDto(r, r.plan_name)),
    page: {
      size: query.size,
      number: query.page,
      totalElements: total,
      totalPages: Math.ceil(total / query.size),
    },
  };
}

const GRANTED_NAMES: Record<string, string> = { [TRIAL_PLAN]: 'Trial', [DEMO_PLAN]: 'Demo' };

export async function current(deps: MembershipDeps, userId: string): Promise<CurrentMembership> {
  const q = dbOf(deps);
  const now = deps.now();
  const [row, subscription, mandates] = await Promise.all([
    latestMembership(q, userId),
    activeSubscription(q, userId),
    mandatesOf(deps, userId),
  ]);
  const plan = row?.plan_id != null ? await findPlan(q, row.plan_id) : undefined;
  const state = !row
    ? 'expired'
    : row.valid_till <= now
      ? 'expired'
      : row.grace
        ? 'grace'
        : row.plan === TRIAL_PLAN || row.plan === DEMO_PLAN
          ? row.plan
          : 'paid';
  return {
    state,
    planName: row ? (plan?.name ?? GRANTED_NAMES[row.plan] ?? row.plan) : null,
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
    mandates,
  };
}

export async function cancelAutoDebit(
  deps: MembershipDeps,
  userId: string,
): Promise<CurrentMembership> {
  const q = dbOf(deps);
  const subscription = await activeSubscription(q, userId);
  if (!subscription) throw notFound('There is no auto debit to cancel');
  await callProvider(deps, 'cancel subscription', () =>
    deps.provider.cancelSubscription(subscription.id),
  );
  await setStatus(
    q,
    { table: 'payment_subscriptions', id: subscription.id },
    'cancelled',
    deps.now(),
  );
  await deliverSandboxEvents(deps);
  return current(deps, userId);
}

/** The member cancels a Direct Debit mandate (its auto debit ends with it); answers current. */
export async function cancelDirectDebit(
  deps: MembershipDeps,
  userId: string,
  mandateId: string,
): Promise<CurrentMembership> {
  await cancelMandate(deps, userId, mandateId);
  await deliverSandboxEvents(deps);
  return current(deps, userId);
}
