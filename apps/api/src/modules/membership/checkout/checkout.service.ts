import { randomBytes, randomUUID } from 'node:crypto';
import {
  MEMBERSHIP_MESSAGES as M,
  PAYMENT_FAILURE_CODES,
  PAYMENT_FAILURE_TEXT,
  type PaymentCompleteResponse,
  type PaymentInitiateRequest,
} from '@yardstick/core/membership/membership';
import { AppError, invalid, notFound } from '../../../errors.ts';
import { causeWords, parseFailure } from '../../../lib/payments/failure-reasons.ts';
import { toPence } from '../../../lib/payments/provider.ts';
import { callProvider, dbOf, type MembershipDeps } from '../deps.ts';
import { current } from '../current-membership.service.ts';
import { reusableMandate } from '../mandates.repository.ts';
import { recordMandateStatus } from '../mandates.service.ts';
import { isLiveMandate } from '../payment-status.ts';
import { toPaymentDto } from '../payment-dto.ts';
import { findPayment } from '../payments.repository.ts';
import { findPlan, type PlanRow } from '../plans/plans.repository.ts';
import { deliverSandboxEvents } from '../provider-events/provider-events.service.ts';
import { findCheckout, insertCheckout, updateCheckout } from './checkouts.repository.ts';
import { finaliseCheckout } from './finalise-checkout.ts';

/** The checkout: initiate (the provider's hosted page, or a charge on a live mandate), complete. */

export interface Customer {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
}

/** A plan on sale (not retired) of the kind asked for, else the field's 400. */
async function planOnSale(
  deps: MembershipDeps,
  id: number,
  autoDebit: boolean,
  field: string,
): Promise<PlanRow> {
  const plan = await findPlan(dbOf(deps), id);
  if (!plan || plan.retired_at || (plan.kind === 'auto_debit') !== autoDebit) {
    throw invalid({ [field]: M.planUnavailable });
  }
  return plan;
}

/**
 * The mandate a checkout charges directly, if any: the newest live one whose last payment
 * was not lost, and which the provider still holds live (a mandate cancelled at the bank
 * whose event has not arrived is recorded as ended, not charged). Otherwise the payer goes
 * through the provider's page and sets up a new mandate.
 */
async function chargeableMandate(
  deps: MembershipDeps,
  userId: string,
): Promise<string | undefined> {
  const mandateId = await reusableMandate(dbOf(deps), userId, deps.provider.name);
  if (!mandateId) return undefined;
  const mandate = await callProvider(deps, 'mandate', () => deps.provider.getMandate(mandateId));
  if (isLiveMandate(mandate.status)) return mandateId;
  await dbOf(deps)
    .transaction()
    .execute((trx) => recordMandateStatus(trx, mandateId, mandate.status, deps.now()));
  return undefined;
}

export async function initiate(
  deps: MembershipDeps,
  user: Customer,
  input: Required<Omit<PaymentInitiateRequest, 'host'>>,
  origin: string,
): Promise<{ location: string }> {
  const q = dbOf(deps);
  const plan = await planOnSale(deps, input.planId, false, 'planId');
  // The price is the plan's: a client that sends another amount is refused, never charged it.
  if (input.amount !== plan.amount) throw invalid({ amount: M.wrongAmount });
  if (input.frequency.trim().toLowerCase() !== plan.frequency) {
    throw invalid({ frequency: M.wrongFrequency });
  }
  const autoDebitPlan = input.autoDebit
    ? await planOnSale(deps, input.autoDebitMembershipPlanId, true, 'autoDebitMembershipPlanId')
    : undefined;

  const flowId = `YSF${randomBytes(9).toString('hex').toUpperCase()}`;
  const idempotencyKey = randomUUID();
  const description = `Yardstick ${plan.name} membership`;
  const returnUrl = `${origin}/payment?redirect_flow_id=${flowId}`;
  const common = {
    flowId,
    provider: deps.provider.name,
    userId: user.id,
    planId: plan.id,
    amount: plan.amount,
    autoDebit: input.autoDebit,
    autoDebitPlanId: autoDebitPlan?.id ?? null,
    idempotencyKey,
  };

  const mandateId = await chargeableMandate(deps, user.id);
  if (mandateId) {
    // A mandate exists: charge it directly. The checkout is written first, so a crash
    // after the charge is found again by complete with the same Idempotency-Key.
    const checkout = await insertCheckout(q, { ...common, billingRequestId: null, mandateId });
    const payment = await callProvider(deps, 'payment', () =>
      deps.provider.createPayment({
        idempotencyKey: `${idempotencyKey}-payment`,
        mandateId,
        amountPence: toPence(plan.amount),
        description,
        metadata: { checkout: flowId },
      }),
    );
    await updateCheckout(q, checkout.id, { payment_id: payment.id });
    return { location: returnUrl };
  }

  const started = await callProvider(deps, 'checkout', () =>
    deps.provider.startCheckout({
      reference: flowId,
      idempotencyKey,
      amountPence: toPence(plan.amount),
      description,
      redirectUri: returnUrl,
      exitUri: `${origin}/subscription`,
      origin,
      customer: { email: user.email, givenName: user.first_name, familyName: user.last_name },
      metadata: { checkout: flowId },
    }),
  );
  await insertCheckout(q, {
    ...common,
    billingRequestId: started.billingRequestId,
    mandateId: null,
  });
  return { location: started.authorisationUrl };
}

/**
 * A checkout that did not go through for the provider's reason (issue 40): its own code, and
 * the cause in words before the next step. Not a fault: nothing is logged as one.
 */
function declined(stored: string | null): AppError {
  const failure = parseFailure(stored);
  const words = causeWords(failure.cause);
  const next = PAYMENT_FAILURE_TEXT[failure.reason].next;
  return new AppError(PAYMENT_FAILURE_CODES[failure.reason], words ? `${words} ${next}` : next);
}

export async function complete(
  deps: MembershipDeps,
  userId: string,
  flowId: string,
): Promise<PaymentCompleteResponse> {
  const checkout = await findCheckout(dbOf(deps), flowId, userId);
  // Another user's flow is as unknown as a made-up one.
  if (!checkout) throw notFound('No such payment');
  const done = await finaliseCheckout(deps, checkout);
  await deliverSandboxEvents(deps);
  if (done.status === 'failed') throw declined(done.failure);
  if (done.status !== 'completed' || !done.payment_id) throw new AppError('PAYMENT_FAILED');
  const payment = (await findPayment(dbOf(deps), done.payment_id))!;
  const plan = (await findPlan(dbOf(deps), payment.plan_id))!;
  // What happened, truly (issue 40): a Direct Debit set up on the provider's page, or the
  // payment taken under the one the payer had; and the auto debit as it now stands.
  const { autoDebit } = await current(deps, userId);
  return {
    status: 'completed',
    payment: toPaymentDto(payment, plan.name),
    validTill: payment.valid_till.toISOString(),
    directDebit: done.billing_request_id ? 'new' : 'existing',
    autoDebit,
  };
}
