import type { MailMessage } from '../../lib/mail/mailer.ts';
import { renderEmail as render } from '../../lib/mail/layout.ts';

/** The account emails, each with a plain-text and an HTML body (lib/mail/layout.ts). */

export function verificationEmail(to: string, firstName: string, url: string): MailMessage {
  return render({
    to,
    subject: 'Verify your email address for Yardstick',
    greeting: `Hello ${firstName},`,
    paragraphs: [
      'Thank you for registering with Yardstick. Please confirm that this is your email address to activate your account.',
      'The link works once and expires in 24 hours.',
    ],
    action: { label: 'Verify email address', url },
    footer: 'If you did not register, ignore this email: no account is activated without it.',
  });
}

export function resetPasswordEmail(to: string, firstName: string, url: string): MailMessage {
  return render({
    to,
    subject: 'Reset your Yardstick password',
    greeting: `Hello ${firstName},`,
    paragraphs: [
      'We received a request to reset the password of your Yardstick account.',
      'The link works once and expires in 1 hour. Resetting signs you out on every device.',
    ],
    action: { label: 'Reset password', url },
    footer: 'If you did not ask for this, ignore this email: your password stays as it is.',
  });
}
