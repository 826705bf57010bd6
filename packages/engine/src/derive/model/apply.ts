import { sql } from 'kysely';
import { jsRound } from '@yardstick/db/sql-fragments';
import type { DeriveSession } from '../derive-session.ts';
import { roundEstimateSql } from '../estimates.ts';
import { raw } from '../sql-fragments.ts';
import { buildAreaContext } from './area-context.ts';
import { predictStack, type StackModel } from './stack.ts';

/** Subjects read and corrected at a time. */
const CHUNK = 20_000;

/** The stored learned correction (`estimate_model`), or null: the estimator stands alone. */
export async function readStackModel(s: DeriveSession): Promise<StackModel | null> {
  const row = await s.one(sql<{ model: unknown }>`SELECT model FROM estimate_model WHERE id = 1`);
  if (!row) return null;
  const model = (typeof row.model === 'string' ? JSON.parse(row.model) : row.model) as StackModel;
  return model.version === 2 ? model : null;
}

interface SubjectRow {
  sid: string;
  est_log: number;
  anchor_log: number | null;
  anchor_months: number | null;
  comps_log: number | null;
  comps_sd: number | null;
  sd: number | null;
  ptype: string | null;
  new_build: boolean | null;
  leasehold: boolean | null;
  method: string | null;
  floor_area: number | null;
  comps_wide: number | null;
  comps_postcode: number | null;
  comps_building: number | null;
  radius: number | null;
  years: number | null;
  sector: string | null;
  area_rel: number | null;
}

/**
 * Applies the stored learned correction (model/stack.ts) to every estimate of `est_final`
 * (estimates.ts finaliseRanges): its log value moved by the model's prediction, the point and
 * range with it (the range's width, its error and band, unchanged). `est_model` keeps each
 * subject's correction for the explanation. Returns the subjects corrected (0: no model).
 */
export async function applyStackModel(s: DeriveSession, refDate: string): Promise<number> {
  await s.createTemp('est_model', 'sid bigint PRIMARY KEY, delta float8 NOT NULL');
  const model = await readStackModel(s);
  if (!model) return 0;
  await buildAreaContext(s, refDate);
  let after = '-9223372036854775808';
  for (;;) {
    const { rows } = await s.exec<SubjectRow>(sql`
      SELECT f.sid::text AS sid, f.est_log, f.anchor_log, p.anchor_months, f.comps_log,
             f.comps_sd, f.estimate_sd AS sd, p.ptype, p.new_build, p.leasehold,
             CASE WHEN f.comps_log IS NOT NULL THEN f.price_estimate_type END AS method,
             CASE WHEN f.price_estimate_type = 'SPB' THEN p.floor_area END AS floor_area,
             f.comps_wide, f.comps_postcode, f.comps_building, f.ppsm_radius AS radius,
             f.estimate_years AS years, p.sector, a.area_rel
      FROM est_final f JOIN est_subject p ON p.sid = f.sid
      LEFT JOIN est_area a ON a.sid = f.sid
      WHERE f.est_log IS NOT NULL AND f.sid > ${after}::bigint
      ORDER BY f.sid LIMIT ${CHUNK}`);
    if (rows.length === 0) break;
    const deltas = rows.map((r) =>
      predictStack(model, {
        estLog: Number(r.est_log),
        anchorLog: r.anchor_log === null ? null : Number(r.anchor_log),
        anchorMonths: r.anchor_months,
        compsLog: r.comps_log === null ? null : Number(r.comps_log),
        compsSd: r.comps_sd === null ? null : Number(r.comps_sd),
        sd: r.sd === null ? null : Number(r.sd),
        ptype: r.ptype,
        newBuild: r.new_build,
        leasehold: r.leasehold,
        method: r.method,
        floorArea: r.floor_area === null ? null : Number(r.floor_area),
        compsWide: r.comps_wide === null ? null : Number(r.comps_wide),
        compsPostcode: r.comps_postcode === null ? null : Number(r.comps_postcode),
        compsBuilding: r.comps_building === null ? null : Number(r.comps_building),
        radius: r.radius,
        years: r.years,
        sector: r.sector,
        areaRel: r.area_rel === null ? null : Number(r.area_rel),
      }),
    );
    await s.exec(sql`
      INSERT INTO est_model (sid, delta)
      SELECT * FROM unnest(${rows.map((r) => r.sid)}::bigint[], ${deltas}::float8[])`);
    after = (rows[rows.length - 1] as SubjectRow).sid;
  }
  const lg = 'f.est_log + m.delta';
  const low = roundEstimateSql(`exp(${lg} + f.z_low * f.estimate_sd)`);
  const high = roundEstimateSql(`exp(${lg} + f.z_high * f.estimate_sd)`);
  const updated = await s.exec(sql`
    UPDATE est_final f
    SET est_log = ${raw(lg)},
        estimate_price = ${raw(roundEstimateSql(`exp(${lg})`))},
        range1_price = ${raw(low)},
        range2_price = ${raw(high)},
        range1_ppsm = CASE WHEN f.price_estimate_type = 'SPB'
                           THEN ${raw(jsRound(`${low} / p.floor_area`))} END,
        range2_ppsm = CASE WHEN f.price_estimate_type = 'SPB'
                           THEN ${raw(jsRound(`${high} / p.floor_area`))} END
    FROM est_model m, est_subject p
    WHERE m.sid = f.sid AND p.sid = f.sid`);
  return updated.affected;
}
