import type { Db } from '../access/access.public.ts';

/** What the provider reports a status of: a mandate, a payment (by its row id), a subscription. */
type ProviderObject =
  | { table: 'payment_mandates'; id: string }
  | { table: 'membership_payments'; id: number }
  | { table: 'payment_subscriptions'; id: string };

/** Records an object's new status; false when there is no such object. */
export async function setStatus(
  db: Db,
  object: ProviderObject,
  status: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable(object.table)
    .set({ status, updated_at: now })
    // The id's type is the table's (a payment's row id is a number): checked by ProviderObject.
    .where('id', '=', object.id as never)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
