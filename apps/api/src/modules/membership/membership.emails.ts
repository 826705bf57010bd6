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
  },
  origin: string,
): MailMessage {
  const why = p.chargedBack
    ? `Your bank has reversed the Direct Debit payment of ${formatGbp(p.amount)} for your ${p.planName} membership (payment ${p.paymentId}).`
    : `We could not collect the Direct Debit payment of ${formatGbp(p.amount)} for your ${p.planName} membership (payment ${p.paymentId}).`;
  return renderEmail({
    to,
    subject: 'Your Yardstick payment failed',
    greeting: `Hello ${firstName},`,
    paragraphs: [
      why,
      p.graceTill
        ? `You keep access until ${day(p.graceTill)}. Renew before then to keep using Yardstick.`
        : 'The membership this payment paid for has ended. Choose a plan to continue.',
    ],
    action: { label: 'Renew your membership', url: subscriptionUrl(origin) },
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
