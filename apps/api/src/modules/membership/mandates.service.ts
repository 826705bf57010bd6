import type { CurrentMembership } from '@yardstick/core/membership/membership';
import { notFound } from '../../errors.ts';
import type { Db } from '../access/access.public.ts';
import { callProvider, dbOf, type MembershipDeps } from './deps.ts';
import { liveMandates } from './mandates.repository.ts';
import { mandateEnded } from './payment-status.ts';
import { setStatus } from './provider-status.repository.ts';
import { cancelSubscriptionsOfMandate } from './subscriptions.repository.ts';

/** The caller's Direct Debit mandates: listing them, a status the provider reports, cancelling. */

/** The live mandates as /membership lists them, newest first. */
export async function mandatesOf(
  deps: MembershipDeps,
  userId: string,
): Promise<CurrentMembership['mandates']> {
  const rows = await liveMandates(dbOf(deps), userId);
  return rows.map((m) => ({
    mandateId: m.id,
    status: m.status,
    createdAt: m.created_at.toISOString(),
    lastPaymentFailed: m.last_payment_lost,
  }));
}

/**
 * Records a mandate's status as the provider reports it; a mandate that ended takes its
 * subscriptions with it (the provider ends them too; the period paid stays).
 */
export async function recordMandateStatus(
  trx: Db,
  mandateId: string,
  status: string,
  now: Date,
): Promise<void> {
  const updated = await setStatus(trx, { table: 'payment_mandates', id: mandateId }, status, now);
  if (updated && mandateEnded(status)) await cancelSubscriptionsOfMandate(trx, mandateId, now);
}

/** The member cancels one of their live mandates at the provider (404 if not theirs or ended). */
export async function cancelMandate(
  deps: MembershipDeps,
  userId: string,
  mandateId: string,
): Promise<void> {
  const mandate = (await liveMandates(dbOf(deps), userId)).find((m) => m.id === mandateId);
  if (!mandate || mandate.provider !== deps.provider.name) {
    throw notFound('There is no such Direct Debit to cancel');
  }
  await callProvider(deps, 'cancel mandate', () => deps.provider.cancelMandate(mandateId));
  await dbOf(deps)
    .transaction()
    .execute((trx) => recordMandateStatus(trx, mandateId, 'cancelled', deps.now()));
}
