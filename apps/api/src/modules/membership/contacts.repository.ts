import { sql } from 'kysely';
import type { Db } from '../access/access.public.ts';

/** Who a membership email goes to. */
export function userContact(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The account of an email address, whatever its case (the unique index is on lower(email)). */
export function userByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email'])
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}
