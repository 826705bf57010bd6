import { sql } from 'kysely';
import { decidingMemberships, DEMO_PLAN, type Db } from '../../access/access.public.ts';
import { userContacts } from '../../accounts/guards.ts';

/** Expiry reminders, each sent once per expiry date (`membership_reminders`). */
export interface ReminderDue {
  user_id: string;
  email: string;
  first_name: string;
  valid_till: Date;
}

/**
 * Members whose access (the membership that decides it) ends between `now` and `until`,
 * with no auto-debit and no reminder sent yet; their contacts through the accounts' face.
 */
export async function remindersDue(db: Db, now: Date, until: Date): Promise<ReminderDue[]> {
  const { rows } = await sql<{ user_id: string; valid_till: Date }>`
    SELECT m.user_id, m.valid_till
    FROM ${decidingMemberships(db)} m
    WHERE m.valid_till > ${now} AND m.valid_till <= ${until} AND m.plan <> ${DEMO_PLAN}
      AND NOT EXISTS (SELECT 1 FROM payment_subscriptions s
                      WHERE s.user_id = m.user_id AND s.status = 'active')
      AND NOT EXISTS (SELECT 1 FROM membership_reminders r
                      WHERE r.user_id = m.user_id AND r.valid_till = m.valid_till)
    ORDER BY m.valid_till
    LIMIT 500`.execute(db);
  const contacts = new Map(
    (
      await userContacts(
        db,
        rows.map((r) => r.user_id),
      )
    ).map((c) => [c.id, c]),
  );
  return rows.flatMap((r) => {
    const contact = contacts.get(r.user_id);
    if (!contact) return [];
    const { email, first_name } = contact;
    return [{ user_id: r.user_id, email, first_name, valid_till: new Date(r.valid_till) }];
  });
}

/** Records a reminder; false when it was already sent (another process got there first). */
export async function claimReminder(db: Db, userId: string, validTill: Date): Promise<boolean> {
  const row = await db
    .insertInto('membership_reminders')
    .values({ user_id: userId, valid_till: validTill })
    .onConflict((oc) => oc.columns(['user_id', 'valid_till']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}
