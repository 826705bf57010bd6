import type { MailMessage } from '../../lib/mail/mailer.ts';
import { causeWords } from '../../lib/payments/failure-reasons.ts';
import { DEMO_PLAN, latestMembership, TRIAL_PLAN, type Db } from '../access/access.public.ts';
import { userContact } from '../accounts/guards.ts';
import { appOrigin, type MembershipDeps } from './deps.ts';
import { paymentFailedEmail, paymentSuccessEmail } from './membership.emails.ts';
import type { PaymentRow } from './payments.repository.ts';
import { findPlan } from './plans/plans.repository.ts';

/**
 * The payment emails, composed inside a state change's transaction and sent after it
 * commits: a failure to send is logged, never shown.
 */
export async function sendMail(deps: MembershipDeps, messages: MailMessage[]): Promise<void> {
  for (const message of messages) {
    try {
      await deps.mailer.send(message);
    } catch (err) {
      deps.log.error({ err, subject: message.subject }, 'could not send a membership email');
    }
  }
}

/** 'Your payment was successful', with the period it paid for. */
export async function successMail(
  deps: MembershipDeps,
  q: Db,
  p: PaymentRow,
): Promise<MailMessage | undefined> {
  const user = await userContact(q, p.user_id);
  const plan = await findPlan(q, p.plan_id);
  if (!user || !plan) return undefined;
  return paymentSuccessEmail(
    user.email,
    user.first_name,
    { amount: p.amount, planName: plan.name, validTill: p.valid_till, paymentId: p.payment_id },
    appOrigin(deps),
  );
}

/**
 * The membership that still gives access after a payment was lost (issue 40), read after the
 * loss was recorded (its period revoked, any grace granted): what it is and until when.
 */
async function stillActive(
  deps: MembershipDeps,
  q: Db,
  userId: string,
): Promise<{ what: string; till: Date } | null> {
  const row = await latestMembership(q, userId);
  if (!row || row.valid_till <= deps.now() || row.grace) return null;
  if (row.plan === TRIAL_PLAN) return { what: 'Your free trial', till: row.valid_till };
  if (row.plan === DEMO_PLAN) return { what: 'Your demo membership', till: row.valid_till };
  const plan = row.plan_id != null ? await findPlan(q, row.plan_id) : undefined;
  return { what: `Your ${plan?.name ?? row.plan} membership`, till: row.valid_till };
}

/**
 * 'Your payment failed' (or was charged back): the provider's cause in words, and the truth
 * about the membership: the grace period given, what is still active and until when, or
 * that nothing is.
 */
export async function failedMail(
  deps: MembershipDeps,
  q: Db,
  p: PaymentRow,
  planName: string,
  outcome: { graceTill: Date | null; chargedBack: boolean; cause: string | null },
): Promise<MailMessage | undefined> {
  const user = await userContact(q, p.user_id);
  if (!user) return undefined;
  return paymentFailedEmail(
    user.email,
    user.first_name,
    {
      amount: p.amount,
      planName,
      paymentId: p.payment_id,
      graceTill: outcome.graceTill,
      chargedBack: outcome.chargedBack,
      why: causeWords(outcome.cause) ?? null,
      stillActive: outcome.graceTill ? null : await stillActive(deps, q, p.user_id),
    },
    appOrigin(deps),
  );
}
