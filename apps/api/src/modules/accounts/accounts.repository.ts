import { sql, type Kysely, type Selectable, type Transaction, type Updateable } from 'kysely';
import type { Database, UsersTable, UserTokenPurpose } from '@yardstick/db/schema';

/** Users and emailed tokens: Kysely queries only (memberships: the access module). */
export type Db = Kysely<Database> | Transaction<Database>;
export type UserRow = Selectable<UsersTable>;

/** The form every email is compared in: the unique index is on lower(email). */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', emailKey(email))
    .executeTakeFirst();
}

/** Who an email goes to (the membership's emails and reminders). */
export type UserContact = Pick<UserRow, 'id' | 'email' | 'first_name' | 'last_name'>;

const CONTACT = ['id', 'email', 'first_name', 'last_name'] as const;

/** A user's contact, by id. */
export function userContact(db: Db, id: string): Promise<UserContact | undefined> {
  return db.selectFrom('users').select(CONTACT).where('id', '=', id).executeTakeFirst();
}

/** The contacts of these users (those that exist), in no order. */
export async function userContacts(db: Db, ids: readonly string[]): Promise<UserContact[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('users').select(CONTACT).where('id', 'in', ids).execute();
}

/** The contact of the account of an email address, whatever its case. */
export function userContactByEmail(db: Db, email: string): Promise<UserContact | undefined> {
  return db
    .selectFrom('users')
    .select(CONTACT)
    .where(sql<string>`lower(email)`, '=', emailKey(email))
    .executeTakeFirst();
}

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByGoogleSubject(db: Db, subject: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('google_subject', '=', subject)
    .executeTakeFirst();
}

export interface NewUser {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string | null;
  email_verified_at: Date | null;
  google_subject: string | null;
}

/** Inserts a user; undefined when the email (any case) or Google subject is taken. */
export async function insertUser(db: Db, user: NewUser): Promise<UserRow | undefined> {
  return db
    .insertInto('users')
    .values(user)
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function updateUser(
  db: Db,
  id: string,
  patch: Pick<
    Updateable<UsersTable>,
    | 'password_hash'
    | 'email_verified_at'
    | 'google_subject'
    | 'first_name'
    | 'last_name'
    | 'operator'
  >,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...patch, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function recordLogin(db: Db, id: string, at: Date): Promise<void> {
  await db.updateTable('users').set({ last_login_at: at }).where('id', '=', id).execute();
}

// ---- emailed tokens ----

export async function insertToken(
  db: Db,
  token: { hash: string; userId: string; purpose: UserTokenPurpose; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('user_tokens')
    .values({
      token_hash: token.hash,
      user_id: token.userId,
      purpose: token.purpose,
      expires_at: token.expiresAt,
    })
    .execute();
}

/**
 * Uses a token once: marks it used and returns its user, in one statement so two
 * concurrent uses cannot both succeed. Undefined for an unknown, used or expired token.
 */
export async function consumeToken(
  db: Db,
  hash: string,
  purpose: UserTokenPurpose,
  now: Date,
): Promise<string | undefined> {
  const row = await db
    .updateTable('user_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** What became of a token (without using it): undefined when there is no such token. */
export async function tokenState(
  db: Db,
  hash: string,
  purpose: UserTokenPurpose,
  now: Date,
): Promise<'usable' | 'used' | 'expired' | undefined> {
  const row = await db
    .selectFrom('user_tokens')
    .select(['used_at', 'expires_at'])
    .where('token_hash', '=', hash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.used_at !== null) return 'used';
  return row.expires_at > now ? 'usable' : 'expired';
}

/** Retires every unused token of a purpose for a user (a newer link replaces older ones). */
export async function retireTokens(
  db: Db,
  userId: string,
  purpose: UserTokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .updateTable('user_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}
