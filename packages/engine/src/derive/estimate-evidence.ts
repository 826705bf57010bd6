import { sql } from 'kysely';
import type { DeriveSession } from './derive-session.ts';
import { ESTIMATE_RULES } from '@yardstick/core/estimates/sales-estimate';
import { raw } from './sql-fragments.ts';
import { EMPTY } from './estimates.ts';

const rules = ESTIMATE_RULES;
/** The postcode's and the building's pull on the comparables' value (core compsEstimate). */
const sP = raw(
  `(coalesce(f.comps_postcode, 0) / (coalesce(f.comps_postcode, 0) + ${rules.postcodeShrink}))`,
);
const sB = raw(
  `(coalesce(f.comps_building, 0) / (coalesce(f.comps_building, 0) + ${rules.buildingShrink}))`,
);

/**
 * The comparables of the subject's postcode (and building) listed on the details page, up to
 * COMPARABLES_SHOWN by weight: each sale's share of the point is its recency weight's share of
 * its cell times the cell's pull (core compsEstimate), times the comparables' share of the
 * blend. The wide evidence (sector or radius) is summarised by its share, not listed.
 */
export const COMPARABLES_SHOWN = 8;

/**
 * `d_est_comps`: the listed comparables of each estimated subject, as JSON: the sales of its
 * postcode cell (a postcode holds a handful of sales in 10 years: about 6 on average in
 * England), each weighed, the COMPARABLES_SHOWN largest kept.
 */
async function buildComparables(s: DeriveSession, refDate: string): Promise<void> {
  const yearsBack = sql`(${refDate}::date - make_interval(years => 10))::date`;
  const top = COMPARABLES_SHOWN;
  await s.exec(sql`DROP TABLE IF EXISTS d_est_comps`);
  await s.exec(sql`
    CREATE TEMP TABLE d_est_comps AS
      SELECT x.sid, jsonb_agg(jsonb_build_object(
               'date', to_char(x.sale_date, 'YYYY-MM-DD'),
               'address', concat_ws(', ', nullif(sp.saon, ''), nullif(sp.paon, ''), sp.street),
               'type', x.ptype, 'price', x.price, 'adjusted', round(x.adj_price),
               'weight', round(x.weight::numeric, 4), 'building', x.in_building)
               ORDER BY x.weight DESC, x.sale_date DESC, x.tid) AS list
      FROM (
        SELECT y.*, row_number() OVER (PARTITION BY y.sid ORDER BY y.weight DESC, y.tid) AS rank
        FROM (
          SELECT f.sid, e.tid, e.sale_date, e.ptype, e.price, e.adj_price,
                 e.bkey = p.bkey AS in_building,
                 (1 - f.anchor_weight) * (
                   (1 - k.sb) * k.sp * e.w / k.psw
                   + CASE WHEN e.bkey = p.bkey THEN k.sb * e.w / k.bsw ELSE 0 END) AS weight
          FROM est_final f
          JOIN est_subject p ON p.sid = f.sid
          LEFT JOIN est_own_sum o ON o.sid = f.sid
          CROSS JOIN LATERAL (
            SELECT ${sP} AS sp, ${sB} AS sb,
                   (SELECT CASE WHEN f.price_estimate_type = 'SPB'
                                THEN c.s_sw - coalesce(o.p_s_sw, 0)
                                ELSE c.c_sw - coalesce(o.p_c_sw, 0) END
                    FROM est_cell c WHERE c.kind = 'P' AND c.key = p.postcode) AS psw,
                   (SELECT CASE WHEN f.price_estimate_type = 'SPB'
                                THEN c.s_sw - coalesce(o.b_s_sw, 0)
                                ELSE c.c_sw - coalesce(o.b_c_sw, 0) END
                    FROM est_cell c WHERE c.kind = 'B' AND c.key = p.bkey) AS bsw
            OFFSET 0) k
          JOIN ev_adj e ON e.postcode = p.postcode
            AND e.adj_price > 0 AND (f.price_estimate_type <> 'SPB' OR e.adj_ppsm > 0)
          WHERE f.comps_value IS NOT NULL AND k.psw > ${EMPTY}::float8
            AND e.sale_date >= ${yearsBack}
            AND NOT EXISTS (SELECT 1 FROM est_own o WHERE o.sid = f.sid AND o.tid = e.tid)
        ) y
      ) x
      JOIN sold_prices sp ON sp.transaction_id = x.tid
      WHERE x.rank <= ${top}
      GROUP BY x.sid`);
  await s.exec(sql`ALTER TABLE d_est_comps ADD PRIMARY KEY (sid)`);
}

/**
 * The explanation of each sale listing's estimate (`listing_estimates`, shown on the details
 * page): the indexed last sale, the comparables' value, spread and counts, the blend weight
 * and the calibration the range was sized with, from `est_final` (estimates.ts). A full run
 * replaces the table; an incremental one the rows of its targets.
 */
export async function writeEstimateEvidence(
  s: DeriveSession,
  options: { full: boolean; valuationMonth: string; refDate: string },
): Promise<number> {
  const { full } = options;
  await buildComparables(s, options.refDate);
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
      comps_method, comps_radius, comps_years, comps_wide, comps_postcode, comps_building,
      floor_area, wide_share, comparables, model_delta)
    SELECT f.sid, ${options.valuationMonth}::date, f.estimate_sd, f.estimate_confidence,
           f.calibrated, f.z_low, f.z_high, f.anchor_date, f.anchor_price, f.anchor_value,
           f.anchor_index, f.anchor_sd, f.anchor_weight, f.comps_value, f.comps_sd,
           CASE WHEN f.comps_value IS NOT NULL THEN f.price_estimate_type END,
           f.ppsm_radius, f.estimate_years, f.estimate_comparables, f.comps_postcode,
           f.comps_building,
           CASE WHEN f.price_estimate_type = 'SPB' AND f.comps_value IS NOT NULL
                THEN p.floor_area END,
           CASE WHEN f.comps_value IS NOT NULL
                THEN (1 - f.anchor_weight) * (1 - ${sB}) * (1 - ${sP}) END,
           coalesce(c.list, '[]'::jsonb), m.delta
    FROM est_final f JOIN listings l ON l.id = f.sid JOIN est_subject p ON p.sid = f.sid
    LEFT JOIN d_est_comps c ON c.sid = f.sid
    LEFT JOIN est_model m ON m.sid = f.sid`);
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
