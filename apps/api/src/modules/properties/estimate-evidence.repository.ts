import { sql, type Kysely } from 'kysely';
import type { Database, EstimateComparableJson } from '@yardstick/db/schema';

/** Reads of a listing's estimate explanation (listing_estimates, estimate_calibration). */
type Db = Kysely<Database>;

export interface EvidenceRow {
  transaction_type: string;
  status: string;
  estimate_price: number | null;
  range1_price: number | null;
  range2_price: number | null;
  band: 'High' | 'Medium' | 'Low' | null;
  estimate_sd: number | null;
  calibrated: boolean | null;
  valuation_month: string | null;
  anchor_date: string | null;
  anchor_price: number | null;
  anchor_value: number | null;
  anchor_index: string | null;
  anchor_weight: number | null;
  comps_value: number | null;
  comps_method: 'SPB' | 'CSB' | null;
  comps_radius: number | null;
  comps_years: number | null;
  comps_wide: number | null;
  comps_postcode: number | null;
  floor_area: number | null;
  wide_share: number | null;
  comparables: EstimateComparableJson[] | null;
  cal_pe10: number | null;
  cal_mdape: number | null;
  cal_in_range: number | null;
  cal_sales: number | null;
  cal_from: string | null;
  cal_to: string | null;
}

/** The listing's estimate and its explanation, with its band's measured accuracy. */
export async function estimateEvidence(db: Db, id: string): Promise<EvidenceRow | undefined> {
  const { rows } = await sql<EvidenceRow>`
    SELECT l.transaction_type, l.status, l.estimate_price, l.range1_price, l.range2_price,
           e.band, e.estimate_sd, e.calibrated, to_char(e.valuation_month, 'YYYY-MM') AS valuation_month,
           e.anchor_date::text AS anchor_date, e.anchor_price, e.anchor_value, e.anchor_index,
           e.anchor_weight, e.comps_value, e.comps_method, e.comps_radius, e.comps_years,
           e.comps_wide, e.comps_postcode, e.floor_area, e.wide_share, e.comparables,
           c.pe10 AS cal_pe10, c.mdape AS cal_mdape, c.in_range AS cal_in_range,
           c.sales AS cal_sales, c.holdout_from AS cal_from, c.holdout_to AS cal_to
    FROM listings l
    LEFT JOIN listing_estimates e ON e.listing_id = l.id
    LEFT JOIN estimate_calibration c ON c.band = e.band
    WHERE l.id = ${id}::bigint`.execute(db);
  return rows[0];
}
