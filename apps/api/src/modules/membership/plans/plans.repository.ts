import type { Selectable } from 'kysely';
import type { MembershipPlansTable } from '@yardstick/db/schema';
import type { Db } from '../../access/access.public.ts';

/** The plans on sale and retired (`membership_plans`, kept by the plans CLI): Kysely only. */
export type PlanRow = Selectable<MembershipPlansTable>;

export function livePlans(db: Db): Promise<PlanRow[]> {
  return db
    .selectFrom('membership_plans')
    .selectAll()
    .where('retired_at', 'is', null)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function findPlan(db: Db, id: number): Promise<PlanRow | undefined> {
  return db.selectFrom('membership_plans').selectAll().where('id', '=', id).executeTakeFirst();
}
