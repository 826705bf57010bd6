import { REMINDER_DAYS } from '@yardstick/core/membership/membership';
import { DAY_MS } from '../../../lib/payments/billing-dates.ts';
import { isSandbox } from '../../../lib/payments/create-provider.ts';
import { appOrigin, dbOf, type MembershipDeps } from '../deps.ts';
import { expiryReminderEmail } from '../membership.emails.ts';
import { sendMail } from '../payment-mail.ts';
import { deliverSandboxEvents } from '../provider-events/provider-events.service.ts';
import { claimReminder, remindersDue } from './reminders.repository.ts';

/**
 * The periodic work (MEMBERSHIP_JOBS_INTERVAL_MINUTES; the job registry runs it, src/jobs):
 * the sandbox collects the renewals that fell due, and members whose access ends within
 * REMINDER_DAYS (and who have no auto-debit) get the reminder email once per expiry date.
 */
export async function runJobs(
  deps: MembershipDeps,
  at: Date = deps.now(),
): Promise<{ collected: number; reminders: number }> {
  let collected = 0;
  const provider = deps.provider;
  if (isSandbox(provider)) {
    collected = await provider.collectDue(at);
    await deliverSandboxEvents(deps);
  }
  const q = dbOf(deps);
  const due = await remindersDue(q, at, new Date(at.getTime() + REMINDER_DAYS * DAY_MS));
  let reminders = 0;
  for (const r of due) {
    if (!(await claimReminder(q, r.user_id, r.valid_till))) continue;
    await sendMail(deps, [
      expiryReminderEmail(r.email, r.first_name, r.valid_till, appOrigin(deps)),
    ]);
    reminders += 1;
  }
  return { collected, reminders };
}
