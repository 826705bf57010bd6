import type { MailMessage } from '../../lib/mail/mailer.ts';
import type { Db } from '../access/access.public.ts';
import { userContact } from './contacts.repository.ts';
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

/** 'Your payment failed' (or was charged back), with the grace period when one was given. */
export async function failedMail(
  deps: MembershipDeps,
  q: Db,
  p: PaymentRow,
  planName: string,
  outcome: { graceTill: Date | null; chargedBack: boolean },
): Promise<MailMessage | undefined> {
  const user = await userContact(q, p.user_id);
  if (!user) return undefined;
  return paymentFailedEmail(
    user.email,
    user.first_name,
    { amount: p.amount, planName, paymentId: p.payment_id, ...outcome },
    appOrigin(deps),
  );
}
