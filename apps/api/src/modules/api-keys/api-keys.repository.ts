import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { ApiKeysTable, Database, UsersTable } from '@yardstick/db/schema';
import { decidingMembership, type MembershipGrant } from '../access/access.public.ts';

/** Personal API keys (decision 0015): Kysely queries only. */
export type Db = Kysely<Database> | Transaction<Database>;
export type ApiKeyRow = Selectable<ApiKeysTable>;
type UserRow = Selectable<UsersTable>;

export async function insertApiKey(
  db: Db,
  key: { id: string; userId: string; name: string; scopes: string[]; hash: string; prefix: string },
  now: Date,
): Promise<ApiKeyRow> {
  return db
    .insertInto('api_keys')
    .values({
      id: key.id,
      user_id: key.userId,
      name: key.name,
      scopes: key.scopes,
      key_hash: key.hash,
      prefix: key.prefix,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Locks the user's row for the rest of the transaction (serialises key creation). */
export async function lockUser(db: Db, userId: string): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

export async function countLiveKeys(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('api_keys')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The user's live keys, oldest first. */
export function listLiveKeys(db: Db, userId: string): Promise<ApiKeyRow[]> {
  return db
    .selectFrom('api_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Revokes one of the user's live keys; false when the user has no such live key. */
export async function revokeKey(db: Db, userId: string, id: string, now: Date): Promise<boolean> {
  const res = await db
    .updateTable('api_keys')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return res.numUpdatedRows > 0n;
}

/** A live key, its user and the user's deciding membership, in one round trip. */
export interface LiveKey {
  id: string;
  scopes: string[];
  lastUsedAt: Date | null;
  user: UserRow;
  membership: MembershipGrant | undefined;
}

export async function findLiveKeyWithUser(db: Db, hash: string): Promise<LiveKey | undefined> {
  const row = await db
    .selectFrom('api_keys as k')
    .innerJoin('users as u', 'u.id', 'k.user_id')
    .leftJoinLateral(
      () =>
        decidingMembership(db, sql.ref<string>('k.user_id'))
          .select(['m.attributes', 'm.valid_till'])
          .as('m'),
      (join) => join.onTrue(),
    )
    .selectAll('u')
    .select([
      'k.id as key_id',
      'k.scopes as key_scopes',
      'k.last_used_at as key_last_used_at',
      'm.attributes as membership_attributes',
      'm.valid_till as membership_valid_till',
    ])
    .where('k.key_hash', '=', hash)
    .where('k.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const {
    key_id,
    key_scopes,
    key_last_used_at,
    membership_attributes,
    membership_valid_till,
    ...user
  } = row;
  return {
    id: key_id,
    scopes: key_scopes,
    lastUsedAt: key_last_used_at,
    user,
    membership:
      membership_attributes && membership_valid_till
        ? { attributes: membership_attributes, valid_till: membership_valid_till }
        : undefined,
  };
}

export async function touchKey(db: Db, id: string, now: Date): Promise<void> {
  await db.updateTable('api_keys').set({ last_used_at: now }).where('id', '=', id).execute();
}
