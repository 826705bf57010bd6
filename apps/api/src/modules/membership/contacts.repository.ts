import type { Db } from '../access/access.public.ts';

/** Who a membership email goes to. */
export function userContact(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
