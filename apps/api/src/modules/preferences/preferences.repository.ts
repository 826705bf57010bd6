import type { Kysely } from 'kysely';
import type { Database } from '@yardstick/db/schema';

/** A user's saved page choices (migration 0095): Kysely only. */
export async function findPreference(
  db: Kysely<Database>,
  userId: string,
  type: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('user_preferences')
    .select('config_json')
    .where('user_id', '=', userId)
    .where('preference_type', '=', type)
    .executeTakeFirst();
  return row?.config_json ?? null;
}

export async function savePreference(
  db: Kysely<Database>,
  userId: string,
  type: string,
  configJson: string,
): Promise<void> {
  await db
    .insertInto('user_preferences')
    .values({ user_id: userId, preference_type: type, config_json: configJson })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'preference_type'])
        .doUpdateSet({ config_json: configJson, updated_at: new Date() }),
    )
    .execute();
}
