import { membershipUrl, subscriptionUrl } from '@yardstick/core/app-links';
import { formatGbp } from '@yardstick/core/membership/membership';
import { renderEmail } from '../../lib/mail/layout.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';

/** The membership emails: a payment collected, a payment failed, the expiry reminder. */

const day = (d: Date) =>
  d.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

export function paymentSuccessEmail(
  to: string,
  firstName: string,
  p: { amount: number; planName: string; validTill: Date; paymentId: string },
  origin: string,
): MailMessage {
  return renderEmail({
    to,
    subject: 'Your Yardstick payment was successful',
    greeting: `Hello ${firstName},`,
    paragraphs: [
      `We have collected ${formatGbp(p.amount)} by Direct Debit for your ${p.planName} membership (payment ${p.paymentId}).`,
      `Your membership is valid until ${day(p.validTill)}.`,
    ],
    action: { label: 'See your membership', url: membershipUrl(origin) },
    footer: 'The payment appears on your bank statement as a Direct Debit to Yardstick.',
  });
}

export function paymentFailedEmail(
  to: string,
  firstName: string,
  p: {
    amount: number;
    planName: string;
    paymentId: string;
    graceTill: Date | null;
    chargedBack: boolean;
    /** The provider's cause in words ('The account did not have enough money…'). */
    why?: string | null;
    /** The membership that still gives access, when no grace was given (issue 40). */
    stillActive?: { what: string; till: Date } | null;
  },
  origin: string,
): MailMessage {
  const what = p.chargedBack
    ? `Your bank has reversed the Direct Debit payment of ${formatGbp(p.amount)} for your ${p.planName} membership (payment ${p.paymentId}).`
    : `We could not collect the Direct Debit payment of ${formatGbp(p.amount)} for your ${p.planName} membership (payment ${p.paymentId}).`;
  const why = p.why ? `${what} ${p.why}` : what;
  // The truth about the membership (issue 40): grace, what is still active, or nothing.
  const lost = p.chargedBack
    ? 'The period it paid for has been removed.'
    : `The ${p.planName} plan was not added.`;
  const membership = p.graceTill
    ? `You keep access until ${day(p.graceTill)}. Renew before then to keep using Yardstick.`
    : p.stillActive
      ? `${p.stillActive.what} is still active until ${day(p.stillActive.till)}: that has not changed. ${lost} To add it, choose the plan again and pay from an account that can pay.`
      : `You have no active membership now. ${lost} Choose a plan to continue.`;
  return renderEmail({
    to,
    subject: 'Your Yardstick payment failed',
    greeting: `Hello ${firstName},`,
    paragraphs: [why, membership],
    action: {
      label: p.stillActive ? 'Choose a plan' : 'Renew your membership',
      url: subscriptionUrl(origin),
    },
    footer: 'If you think this is a mistake, check with your bank that the Direct Debit is active.',
  });
}

export function expiryReminderEmail(
  to: string,
  firstName: string,
  validTill: Date,
  origin: string,
): MailMessage {
  return renderEmail({
    to,
    subject: 'Your Yardstick membership ends soon',
    greeting: `Hello ${firstName},`,
    paragraphs: [
      `Your Yardstick membership ends on ${day(validTill)}.`,
      'Renew now, or turn on the monthly auto debit, to keep your searches, favourites and reports.',
    ],
    action: { label: 'Renew your membership', url: subscriptionUrl(origin) },
    footer: 'You get this email once, seven days before your membership ends.',
  });
}
