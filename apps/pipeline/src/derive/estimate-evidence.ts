import { sql } from 'kysely';
import type { DeriveSession } from './derive-session.ts';

/**
 * The explanation of each sale listing's estimate (`listing_estimates`, shown on the details
 * page): the indexed last sale, the comparables' value, spread and counts, the blend weight
 * and the calibration the range was sized with, from `est_final` (estimates.ts). A full run
 * replaces the table; an incremental one the rows of its targets.
 */
export async function writeEstimateEvidence(
  s: DeriveSession,
  options: { full: boolean; valuationMonth: string },
): Promise<number> {
  const { full } = options;
  if (full) {
    await s.exec(sql`TRUNCATE listing_estimates`);
  } else {
    await s.exec(sql`
      DELETE FROM listing_estimates e USING d_target t WHERE t.id = e.listing_id`);
  }
  const inserted = await s.exec(sql`
    INSERT INTO listing_estimates (
      listing_id, valuation_month, estimate_sd, band, calibrated, z_low, z_high, anchor_date,
      anchor_price, anchor_value, anchor_index, anchor_sd, anchor_weight, comps_value, comps_sd,
      comps_method, comps_radius, comps_years, comps_wide, comps_postcode, comps_building)
    SELECT f.sid, ${options.valuationMonth}::date, f.estimate_sd, f.estimate_confidence,
           f.calibrated, f.z_low, f.z_high, f.anchor_date, f.anchor_price, f.anchor_value,
           f.anchor_index, f.anchor_sd, f.anchor_weight, f.comps_value, f.comps_sd,
           CASE WHEN f.comps_value IS NOT NULL THEN f.price_estimate_type END,
           f.ppsm_radius, f.estimate_years, f.estimate_comparables, f.comps_postcode,
           f.comps_building
    FROM est_final f JOIN listings l ON l.id = f.sid`);
  return inserted.affected;
}

/**
 * The building key (evidence.ts `buildingKey`) of a target listing (alias `t`, with postcode,
 * ptype and its address key 'saon|paon|street').
 */
export function targetBuildingKey(t: string): string {
  return `(CASE WHEN ${t}.ptype = 'F'
               THEN ${t}.postcode || '|F|' || upper(split_part(${t}.key, '|', 2)) || '|' || upper(split_part(${t}.key, '|', 3))
               ELSE ${t}.postcode || '|' || coalesce(${t}.ptype, '') END)`;
}
