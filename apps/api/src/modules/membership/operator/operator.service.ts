import type { OperatorEndMembershipResponse } from '@yardstick/core/membership/membership';
import { notFound } from '../../../errors.ts';
import { isoDate, nextCollection } from '../../../lib/payments/billing-dates.ts';
import { endMembershipsNow } from '../../access/access.public.ts';
import { userContactByEmail } from '../../accounts/guards.ts';
import { dbOf, type MembershipDeps } from '../deps.ts';
import { activeSubscription } from '../subscriptions.repository.ts';

/**
 * Ends a member's membership now (issue 25): for operators and testers to see an expiry
 * without moving the clock. Their payments and auto debit stay as they are: an auto debit
 * still active would start a new period at its next collection, and is answered so the
 * operator knows (the member can cancel it on /membership).
 */
export async function endMembershipNow(
  deps: MembershipDeps,
  email: string,
): Promise<OperatorEndMembershipResponse> {
  const q = dbOf(deps);
  const user = await userContactByEmail(q, email);
  if (!user) throw notFound('No account has this email address');
  const now = deps.now();
  const ended = await endMembershipsNow(q, user.id, now);
  await deps.ctx.sessions?.forget({ userId: user.id });
  const subscription = await activeSubscription(q, user.id);
  deps.log.info({ userId: user.id, ended }, 'operator ended a membership');
  return {
    email: user.email,
    ended,
    endedAt: now.toISOString(),
    autoDebit: subscription
      ? {
          nextCollectionDate: isoDate(
            nextCollection(new Date(subscription.start_date), subscription.period_months, now),
          ),
        }
      : null,
  };
}
