import { sql, type Kysely } from 'kysely';
import { PERMISSION_ATTRIBUTES } from '@yardstick/core/permissions';
import { periodText, planFeatures } from '@yardstick/core/membership/membership';
import type { Database, MembershipPlanKind } from '@yardstick/db/schema';

/**
 * The membership plans an operator changes with `npm run data -- plans`. A plan is never
 * deleted: retiring takes it off sale, and past payments keep their plan, amount and
 * period (each payment stores its own). One live plan per fixed card (monthly, yearly,
 * auto_debit); any number of 'other' plans.
 */

export interface PlanInput {
  id: number;
  name?: string | undefined;
  kind?: MembershipPlanKind | undefined;
  amount?: number | undefined;
  periodMonths?: number | undefined;
  description?: string | undefined;
  attributes?: string[] | undefined;
  sortOrder?: number | undefined;
}

export class PlanError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PlanError';
  }
}

const KINDS: MembershipPlanKind[] = ['monthly', 'yearly', 'other', 'auto_debit'];

export function listPlans(db: Kysely<Database>) {
  return db
    .selectFrom('membership_plans')
    .selectAll()
    .orderBy('retired_at', (ob) => ob.nullsFirst())
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

function check(input: PlanInput) {
  if (!Number.isInteger(input.id) || input.id <= 0)
    throw new PlanError('--id must be a positive whole number');
  if (input.kind !== undefined && !KINDS.includes(input.kind)) {
    throw new PlanError(`--kind must be one of ${KINDS.join(', ')}`);
  }
  if (input.amount !== undefined && (!Number.isInteger(input.amount) || input.amount <= 0)) {
    throw new PlanError('--amount must be whole pounds above 0');
  }
  if (
    input.periodMonths !== undefined &&
    (!Number.isInteger(input.periodMonths) || input.periodMonths < 1 || input.periodMonths > 120)
  ) {
    throw new PlanError('--months must be a whole number from 1 to 120');
  }
  const unknown = input.attributes?.filter(
    (a) => !(PERMISSION_ATTRIBUTES as readonly string[]).includes(a),
  );
  if (unknown?.length) {
    throw new PlanError(
      `unknown attribute ${unknown.join(', ')}; known: ${PERMISSION_ATTRIBUTES.join(', ')}`,
    );
  }
}

/** Creates a plan or changes one (only the fields given); back on sale if it was retired. */
export async function setPlan(db: Kysely<Database>, input: PlanInput) {
  check(input);
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('membership_plans')
      .selectAll()
      .where('id', '=', input.id)
      .forUpdate()
      .executeTakeFirst();
    const merged = {
      name: input.name ?? existing?.name,
      kind: input.kind ?? existing?.kind ?? 'other',
      amount: input.amount ?? existing?.amount,
      periodMonths: input.periodMonths ?? existing?.period_months,
      description: input.description ?? existing?.description ?? '',
      attributes: input.attributes ?? existing?.attributes ?? [...PERMISSION_ATTRIBUTES],
      sortOrder: input.sortOrder ?? existing?.sort_order ?? 10,
    };
    if (!merged.name || merged.amount === undefined || merged.periodMonths === undefined) {
      throw new PlanError('a new plan needs --name, --amount and --months');
    }
    // The frequency the payment carries is the period in words: every plan states its period.
    const frequency = periodText(merged.periodMonths);
    if (merged.kind !== 'other') {
      const clash = await trx
        .selectFrom('membership_plans')
        .select('id')
        .where('kind', '=', merged.kind)
        .where('retired_at', 'is', null)
        .where('id', '<>', input.id)
        .executeTakeFirst();
      if (clash) {
        throw new PlanError(`plan ${clash.id} is the live ${merged.kind} plan: retire it first`);
      }
    }
    const values = {
      name: merged.name,
      kind: merged.kind,
      amount: merged.amount,
      frequency,
      period_months: merged.periodMonths,
      description: merged.description,
      features: JSON.stringify(planFeatures(merged.attributes)),
      attributes: merged.attributes,
      sort_order: merged.sortOrder,
      retired_at: null,
      updated_at: new Date(),
    };
    return trx
      .insertInto('membership_plans')
      .values({ id: input.id, ...values })
      .onConflict((oc) => oc.column('id').doUpdateSet(values))
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Takes a plan off sale; its payments and memberships keep pointing at it. */
export async function retirePlan(db: Kysely<Database>, id: number) {
  const row = await db
    .updateTable('membership_plans')
    .set({ retired_at: sql<Date>`coalesce(retired_at, now())`, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new PlanError(`no plan ${id}`);
  return row;
}
