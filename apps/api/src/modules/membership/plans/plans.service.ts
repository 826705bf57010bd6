import {
  planFeatures,
  type AutoDebitPlan,
  type MembershipPlan,
  type MembershipPlans,
} from '@yardstick/core/membership/membership';
import { addMonths, isoDate } from '../../../lib/payments/billing-dates.ts';
import { dbOf, type MembershipDeps } from '../deps.ts';
import { periodStart } from '../paid-periods.ts';
import { livePlans, type PlanRow } from './plans.repository.ts';

/**
 * The plans on sale: the monthly and yearly cards, the rest, and the auto-debit plan. Each
 * plan says when a period of it bought now would end (the period starts where the caller's
 * current one ends, as a payment's does): the first collection of the auto debit. Its
 * features are derived from what its attributes grant (issue 40), so a feature added to the
 * product is listed on every plan without rewriting the stored copy.
 */
function toPlan(row: PlanRow, from: Date): MembershipPlan {
  return {
    id: row.id,
    name: row.name,
    amount: row.amount,
    frequency: row.frequency,
    periodMonths: row.period_months,
    description: row.description,
    featuresJson: planFeatures(row.attributes),
    autoDebitFrom: isoDate(addMonths(from, row.period_months)),
  };
}

function toAutoDebitPlan(row: PlanRow): AutoDebitPlan {
  return {
    id: row.id,
    name: row.name,
    amount: row.amount,
    frequency: row.frequency,
    periodMonths: row.period_months,
  };
}

export async function plans(deps: MembershipDeps, userId: string): Promise<MembershipPlans> {
  const q = dbOf(deps);
  const [rows, from] = await Promise.all([livePlans(q), periodStart(q, userId, deps.now())]);
  const monthly = rows.find((r) => r.kind === 'monthly');
  const yearly = rows.find((r) => r.kind === 'yearly');
  const autoDebit = rows.find((r) => r.kind === 'auto_debit');
  return {
    monthly: monthly ? toPlan(monthly, from) : null,
    yearly: yearly ? toPlan(yearly, from) : null,
    rest: rows.filter((r) => r.kind === 'other').map((r) => toPlan(r, from)),
    autoDebit: autoDebit ? toAutoDebitPlan(autoDebit) : null,
  };
}
