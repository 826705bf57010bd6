import type { Db } from '../../access/access.public.ts';

/** The provider's events, each processed once (`payment_events`): Kysely only. */
export async function isEventProcessed(db: Db, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('payment_events')
    .select('processed_at')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.processed_at != null;
}

/** Records an event (once) and locks it; true when it still needs processing. */
export async function claimEvent(
  db: Db,
  e: {
    id: string;
    provider: string;
    resourceType: string;
    action: string;
    resourceId: string | null;
    body: unknown;
  },
): Promise<boolean> {
  await db
    .insertInto('payment_events')
    .values({
      id: e.id,
      provider: e.provider,
      resource_type: e.resourceType,
      action: e.action,
      resource_id: e.resourceId,
      body: JSON.stringify(e.body),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const row = await db
    .selectFrom('payment_events')
    .select('processed_at')
    .where('id', '=', e.id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.processed_at === null;
}

export async function markEventProcessed(db: Db, id: string, now: Date): Promise<void> {
  await db.updateTable('payment_events').set({ processed_at: now }).where('id', '=', id).execute();
}
