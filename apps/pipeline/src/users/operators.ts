import { sql, type Kysely } from 'kysely';
import type { Database } from '@yardstick/db/schema';

/**
 * The operator role (users.operator, migration 0102; decision 0015): an operator may create
 * API keys with scope listings:write, push listings and run feeds. Granted and revoked here,
 * by whoever runs the server's command line, and never by the web.
 */
export interface OperatorRow {
  email: string;
  name: string;
  liveKeys: number;
}

/** Sets the role of the account with this email (any letter case); false when there is none. */
export async function setOperator(
  db: Kysely<Database>,
  email: string,
  operator: boolean,
): Promise<{ id: string; email: string; changed: boolean } | undefined> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'operator'])
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
  if (!user) return undefined;
  if (user.operator === operator) return { id: user.id, email: user.email, changed: false };
  await db
    .updateTable('users')
    .set({ operator, updated_at: new Date() })
    .where('id', '=', user.id)
    .execute();
  return { id: user.id, email: user.email, changed: true };
}

export async function listOperators(db: Kysely<Database>): Promise<OperatorRow[]> {
  const rows = await db
    .selectFrom('users as u')
    .select([
      'u.email',
      'u.first_name',
      'u.last_name',
      (eb) =>
        eb
          .selectFrom('api_keys as k')
          .select((k) => k.fn.countAll<string>().as('n'))
          .whereRef('k.user_id', '=', 'u.id')
          .where('k.revoked_at', 'is', null)
          .as('live_keys'),
    ])
    .where('u.operator', '=', true)
    .orderBy(sql`lower(u.email)`)
    .execute();
  return rows.map((r) => ({
    email: r.email,
    name: `${r.first_name} ${r.last_name}`.trim(),
    liveKeys: Number(r.live_keys ?? 0),
  }));
}
