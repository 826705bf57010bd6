import { sql, type Expression, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, UserMembershipsTable } from '@yardstick/db/schema';

/**
 * `user_memberships`, the rows that grant access: every read and write of the table goes
 * through here (Kysely only). Accounts grant the trial and the demo's membership and read the
 * session's; membership grants paid periods and grace, revokes a lost payment's period and
 * reads the current one.
 */
export type Db = Kysely<Database> | Transaction<Database>;
export type MembershipRow = Selectable<UserMembershipsTable>;

/**
 * The one rule of which membership decides a user's access: the unrevoked one that runs
 * longest. `user` is an id or a column of an outer query (a lateral join's `s.user_id`).
 * Callers add the columns they need.
 */
export function decidingMembership(db: Db, user: string | Expression<string>) {
  return db
    .selectFrom('user_memberships as m')
    .where('m.user_id', '=', user)
    .where('m.revoked_at', 'is', null)
    .orderBy('m.valid_till', 'desc')
    .limit(1);
}

/**
 * The deciding membership (decidingMembership) of every user who has one, as a query to
 * compose: its `user_id`, `valid_till` and `plan` (the expiry reminders filter it).
 */
export function decidingMemberships(db: Db) {
  const users = db.selectFrom('user_memberships').select('user_id').distinct().as('u');
  return db
    .selectFrom(users)
    .innerJoinLateral(
      decidingMembership(db, sql.ref<string>('u.user_id'))
        .select(['m.valid_till', 'm.plan'])
        .as('d'),
      (join) => join.onTrue(),
    )
    .select(['u.user_id', 'd.valid_till', 'd.plan']);
}

/** The membership that decides a user's access now, if any. */
export function latestMembership(db: Db, userId: string): Promise<MembershipRow | undefined> {
  return decidingMembership(db, userId).selectAll('m').executeTakeFirst();
}

export async function hasMembership(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_memberships')
    .select('id')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A period of access: a trial, the demo's, a paid plan's (with its payment) or a grace. */
export interface Grant {
  userId: string;
  plan: string;
  attributes: string[];
  validTill: Date;
  /** Now when not given. */
  validFrom?: Date | undefined;
  /** The membership plan of a paid or grace period. */
  planId?: number | undefined;
  /** The payment (membership_payments.id) that paid for the period. */
  paymentId?: number | null | undefined;
  grace?: boolean | undefined;
}

export async function grantMembership(db: Db, grant: Grant): Promise<void> {
  await db
    .insertInto('user_memberships')
    .values({
      user_id: grant.userId,
      plan: grant.plan,
      attributes: grant.attributes,
      valid_till: grant.validTill,
      ...(grant.validFrom ? { valid_from: grant.validFrom } : {}),
      plan_id: grant.planId ?? null,
      payment_id: grant.paymentId ?? null,
      grace: grant.grace ?? false,
    })
    .execute();
}

/** The end of the period already paid for (or granted: trial, demo), grace excluded. */
export async function paidUntil(db: Db, userId: string): Promise<Date | undefined> {
  const row = await db
    .selectFrom('user_memberships')
    .select((eb) => eb.fn.max('valid_till').as('till'))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('grace', '=', false)
    .executeTakeFirst();
  return row?.till ? new Date(row.till) : undefined;
}

/** Revokes what a payment granted (it failed or was charged back). */
export async function revokeMembershipOfPayment(
  db: Db,
  paymentRowId: number,
  now: Date,
): Promise<void> {
  await db
    .updateTable('user_memberships')
    .set({ revoked_at: now })
    .where('payment_id', '=', paymentRowId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Ends every membership of a user that runs past `now` (trial, paid periods, grace), now:
 * the operator's way to see an expiry without moving the clock. Nothing is revoked: the
 * membership ended, and says when. Answers how many ended.
 */
export async function endMembershipsNow(db: Db, userId: string, now: Date): Promise<number> {
  const result = await db
    .updateTable('user_memberships')
    .set((eb) => ({
      valid_till: now,
      valid_from: eb.fn('least', [eb.ref('valid_from'), eb.val(now)]),
    }))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('valid_till', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
