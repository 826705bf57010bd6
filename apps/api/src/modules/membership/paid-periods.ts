import { addMonths } from '../../lib/payments/billing-dates.ts';
import type { ProviderName } from '../../lib/payments/provider.ts';
import { grantMembership, paidUntil, type Db } from '../access/access.public.ts';
import { insertPayment, type PaymentRow } from './payments.repository.ts';
import type { PlanRow } from './plans/plans.repository.ts';

/**
 * What a payment buys: the plan's period from the later of now and the end of the period
 * already paid for (renewing early loses nothing), granted unless the payment failed.
 */

/** When a new period starts: the end of the period already paid for, or now if that is past. */
export async function periodStart(q: Db, userId: string, now: Date): Promise<Date> {
  const paid = await paidUntil(q, userId);
  return paid && paid > now ? paid : now;
}

/** A plan's access for a period: paid (with its payment) or, after a failed renewal, grace. */
export async function grantPlan(
  q: Db,
  g: {
    userId: string;
    plan: PlanRow;
    paymentId: number;
    validFrom: Date;
    validTill: Date;
    grace: boolean;
  },
): Promise<void> {
  await grantMembership(q, {
    userId: g.userId,
    plan: g.grace ? 'grace' : g.plan.name,
    planId: g.plan.id,
    paymentId: g.paymentId,
    attributes: g.plan.attributes,
    validFrom: g.validFrom,
    validTill: g.validTill,
    grace: g.grace,
  });
}

/** Records a payment for the plan's next period and, when `grant`, grants that period. */
export async function recordPayment(
  q: Db,
  p: {
    paymentId: string;
    provider: ProviderName;
    userId: string;
    plan: PlanRow;
    checkoutId: number | null;
    subscriptionId: string | null;
    amount: number;
    status: string;
    chargeDate: string | null;
    now: Date;
  },
  grant: boolean,
): Promise<PaymentRow> {
  const validFrom = await periodStart(q, p.userId, p.now);
  const validTill = addMonths(validFrom, p.plan.period_months);
  const row = await insertPayment(q, {
    paymentId: p.paymentId,
    provider: p.provider,
    userId: p.userId,
    planId: p.plan.id,
    checkoutId: p.checkoutId,
    subscriptionId: p.subscriptionId,
    amount: p.amount,
    status: p.status,
    paymentDate: p.now,
    chargeDate: p.chargeDate,
    validFrom,
    validTill,
  });
  if (grant) {
    await grantPlan(q, {
      userId: p.userId,
      plan: p.plan,
      paymentId: row.id,
      validFrom,
      validTill,
      grace: false,
    });
  }
  return row;
}
