import { sql } from 'kysely';
import { roundEstimate } from '@yardstick/core/estimates/sales-estimate';
import type { DeriveSession } from '@yardstick/engine/derive/derive-session';
import type { HeldOutSale } from '../backtest.ts';
import {
  walkForward,
  type StackModel,
  type StackTrainingRow,
} from '@yardstick/engine/derive/model/stack';

/**
 * The learned correction in the backtest (backtest.ts): the held-out sales as the model's
 * training rows, the walk-forward correction of the reported estimates, and the model
 * trained on every held-out sale stored for the derive step (`estimate_model`).
 */

/** A held-out sale as a training row (none when the estimator did not value it). */
export function stackRowOf(r: HeldOutSale, compsScale: number): StackTrainingRow[] {
  if (r.est_log === null || !(r.price > 0)) return [];
  return [
    {
      month: r.month,
      price: r.price,
      estLog: r.est_log,
      anchorLog: r.anchor_log,
      anchorMonths: r.anchor_months,
      compsLog: r.comps_log,
      compsSd: r.comps_sd === null ? null : r.comps_sd * compsScale,
      sd: r.sd,
      ptype: r.ptype,
      newBuild: r.new_build,
      leasehold: r.leasehold,
      method: r.comps_log === null ? null : r.method,
      floorArea: r.floor_area,
      compsWide: r.comps_wide,
      compsPostcode: r.comps_postcode,
      compsBuilding: r.comps_building,
      radius: r.radius,
      years: r.years,
      sector: r.sector,
      areaRel: r.area_rel,
    },
  ];
}

/**
 * Each held-out sale's estimate corrected by the model trained on the earlier months' sales
 * only (`model_delta`: the correction, null where too few earlier sales were held out).
 */
export function stackWalkForward(
  rows: readonly HeldOutSale[],
  compsScaleOf: (r: HeldOutSale) => number,
): HeldOutSale[] {
  const training = rows.map((r) => ({ r, t: stackRowOf(r, compsScaleOf(r))[0] }));
  const deltas = walkForward(training.flatMap((x) => (x.t ? [x.t] : [])));
  return training.map(({ r, t }) => {
    const delta = t ? (deltas.get(t) ?? null) : null;
    if (delta === null || r.est_log === null) return { ...r, model_delta: null };
    const estLog = r.est_log + delta;
    return { ...r, est_log: estLog, estimate: roundEstimate(Math.exp(estLog)), model_delta: delta };
  });
}

/** Stores the model for the derive step (replacing the previous one; none: deleted). */
export async function storeStackModel(s: DeriveSession, model: StackModel | null): Promise<void> {
  await s.exec(sql`DELETE FROM estimate_model`);
  if (!model) return;
  await s.exec(sql`
    INSERT INTO estimate_model (model, sales, trained_from, trained_to)
    VALUES (${JSON.stringify(model)}::jsonb, ${model.sales}, ${model.from}, ${model.to})`);
}
