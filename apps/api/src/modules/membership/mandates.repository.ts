import type { Db } from '../access/access.public.ts';

/** Direct Debit mandates as the provider reported them (`payment_mandates`): Kysely only. */
const LIVE_MANDATE = ['pending_customer_approval', 'pending_submission', 'submitted', 'active'];

export async function liveMandate(
  db: Db,
  userId: string,
  provider: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('payment_mandates')
    .select('id')
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .where('status', 'in', LIVE_MANDATE)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

export async function upsertMandate(
  db: Db,
  m: { id: string; provider: string; userId: string; customerId: string | null; status: string },
  now: Date,
): Promise<void> {
  await db
    .insertInto('payment_mandates')
    .values({
      id: m.id,
      provider: m.provider,
      user_id: m.userId,
      customer_id: m.customerId,
      status: m.status,
    })
    .onConflict((oc) => oc.column('id').doUpdateSet({ status: m.status, updated_at: now }))
    .execute();
}
