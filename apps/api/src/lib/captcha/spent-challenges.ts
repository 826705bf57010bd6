import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@yardstick/db/schema';

/**
 * Records a solved challenge as spent. Returns false when it already was (a replay).
 * Shared by every API process through the database; expired entries are pruned as we go.
 */
export async function markChallengeSpent(
  db: Kysely<Database>,
  challengeId: string,
  expiresAt: Date,
): Promise<boolean> {
  const id = createHash('sha256').update(challengeId).digest('hex');
  await db.deleteFrom('captcha_spent').where('expires_at', '<', new Date()).execute();
  const inserted = await db
    .insertInto('captcha_spent')
    .values({ id, expires_at: expiresAt })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}
