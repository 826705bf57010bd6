import { sql } from 'kysely';
import { decidingMembership, DEMO_PLAN, type Db } from '../../access/access.public.ts';

/** Expiry reminders, each sent once per expiry date (`membership_reminders`). */
export interface ReminderDue {
  user_id: string;
  email: string;
  first_name: string;
  valid_till: Date;
}

/**
 * Members whose access (the membership that decides it) ends between `now` and `until`,
 * with no auto-debit and no reminder sent yet.
 */
export async function remindersDue(db: Db, now: Date, until: Date): Promise<ReminderDue[]> {
  const deciding = decidingMembership(db, sql.ref<string>('u.id')).select([
    'm.valid_till',
    'm.plan',
  ]);
  const result = await sql<ReminderDue>`
    SELECT u.id AS user_id, u.email, u.first_name, m.valid_till
    FROM users u
    JOIN LATERAL ${deciding} m ON true
    WHERE m.valid_till > ${now} AND m.valid_till <= ${until} AND m.plan <> ${DEMO_PLAN}
      AND NOT EXISTS (SELECT 1 FROM payment_subscriptions s
                      WHERE s.user_id = u.id AND s.status = 'active')
      AND NOT EXISTS (SELECT 1 FROM membership_reminders r
                      WHERE r.user_id = u.id AND r.valid_till = m.valid_till)
    ORDER BY m.valid_till
    LIMIT 500`.execute(db);
  return result.rows.map((r) => ({ ...r, valid_till: new Date(r.valid_till) }));
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
