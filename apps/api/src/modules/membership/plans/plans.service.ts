import type { MembershipPlan, MembershipPlans } from '@yardstick/core/membership/membership';
import { dbOf, type MembershipDeps } from '../deps.ts';
import { livePlans, type PlanRow } from './plans.repository.ts';

/** The plans on sale: the monthly and yearly cards and the rest (auto-debit plans aside). */
function toPlan(row: PlanRow): MembershipPlan {
  return {
    id: row.id,
    name: row.name,
    amount: row.amount,
    frequency: row.frequency,
    periodMonths: row.period_months,
    description: row.description,
    featuresJson: { features: row.features.features ?? [] },
  };
}

export async function plans(deps: MembershipDeps): Promise<MembershipPlans> {
  const rows = await livePlans(dbOf(deps));
  const monthly = rows.find((r) => r.kind === 'monthly');
  const yearly = rows.find((r) => r.kind === 'yearly');
  return {
    monthly: monthly ? toPlan(monthly) : null,
    yearly: yearly ? toPlan(yearly) : null,
    rest: rows.filter((r) => r.kind === 'other').map(toPlan),
  };
}
