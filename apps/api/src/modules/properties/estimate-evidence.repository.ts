import { sql, type Kysely } from 'kysely';
import type { Database, EstimateComparableJson } from '@yardstick/db/schema';

/** Reads of a listing's estimate explanation (listing_estimates, estimate_calibration). */
type Db = Kysely<Database>;

export interface EvidenceRow {
  transaction_type: string;
  status: string;
  property_type: string | null;
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
  model_delta: number | null;
  model_sales: number | null;
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
    SELECT l.transaction_type, l.status, l.property_type, l.estimate_price, l.range1_price, l.range2_price,
           e.band, e.estimate_sd, e.calibrated, to_char(e.valuation_month, 'YYYY-MM') AS valuation_month,
           e.anchor_date::text AS anchor_date, e.anchor_price, e.anchor_value, e.anchor_index,
           e.anchor_weight, e.comps_value, e.comps_method, e.comps_radius, e.comps_years,
           e.comps_wide, e.comps_postcode, e.floor_area, e.wide_share, e.comparables,
           e.model_delta, (SELECT m.sales FROM estimate_model m WHERE m.id = 1) AS model_sales,
           c.pe10 AS cal_pe10, c.mdape AS cal_mdape, c.in_range AS cal_in_range,
           c.sales AS cal_sales, c.holdout_from AS cal_from, c.holdout_to AS cal_to
    FROM listings l
    LEFT JOIN listing_estimates e ON e.listing_id = l.id
    LEFT JOIN estimate_calibration c ON c.band = e.band
    WHERE l.id = ${id}::bigint`.execute(db);
  return rows[0];
}

export interface IndexPointRow {
  series: 'local' | 'official';
  name: string;
  month: string;
  value: number | null;
}

/**
 * The listing's local price index (`local_price_index` of its postcode district, else its
 * postcode area, for its type group) and its official UK HPI series (its local authority's
 * index of its type, else all types; else its region's, else its country's) at these months
 * ('YYYY-MM-01'), for the explanation to show them side by side. The official series is
 * named 'UK HPI, <area>' when its months are the published UK HPI, else 'Demo HPI, <area>'
 * (hpi.provenance, migration 0100: the demo generator's series).
 */
export async function indexSeries(
  db: Db,
  id: string,
  months: readonly string[],
): Promise<IndexPointRow[]> {
  const { rows } = await sql<IndexPointRow>`
    WITH l AS (
      SELECT l.property_type AS ptype,
             CASE WHEN l.property_type IN ('D', 'S', 'T') THEN 'H'
                  WHEN l.property_type = 'F' THEN 'F' END AS tgroup,
             coalesce(l.district, split_part(l.postcode, ' ', 1)) AS district,
             coalesce(l.area, substring(l.postcode FROM '^[A-Z]+')) AS area,
             p.lad_code, p.region_code, p.country_code
      FROM listings l LEFT JOIN postcodes p ON p.postcode = l.postcode
      WHERE l.id = ${id}::bigint),
    m AS (SELECT unnest(${[...months]}::date[]) AS month),
    loc AS (
      SELECT x.level, x.code FROM l
      CROSS JOIN LATERAL (
        SELECT i.level, i.code FROM local_price_index i
        WHERE i.type_group = l.tgroup AND i.code IN (l.district, l.area)
        ORDER BY i.level = 'district' DESC LIMIT 1) x),
    off AS (
      SELECT h.area_code, h.area_name, h.provenance,
             (h.area_code = l.lad_code AND l.ptype IN ('D', 'S', 'T', 'F')
              AND EXISTS (SELECT 1 FROM hpi t WHERE t.area_code = h.area_code
                          AND CASE l.ptype WHEN 'D' THEN t.detached_index WHEN 'S' THEN t.semi_detached_index
                                           WHEN 'T' THEN t.terraced_index ELSE t.flat_index END IS NOT NULL)) AS by_type
      FROM l JOIN hpi h ON h.area_code IN (l.lad_code, l.region_code, l.country_code)
      ORDER BY h.area_code = l.lad_code DESC, h.area_code = l.region_code DESC, h.date DESC
      LIMIT 1)
    SELECT 'local' AS series,
           CASE loc.level WHEN 'district' THEN 'Local index, postcode district ' ELSE 'Local index, postcode area ' END
             || loc.code || CASE l.tgroup WHEN 'H' THEN ' (houses)' ELSE ' (flats)' END AS name,
           to_char(m.month, 'YYYY-MM') AS month, i.index_value AS value
    FROM l CROSS JOIN loc CROSS JOIN m
    LEFT JOIN local_price_index i ON i.code = loc.code AND i.type_group = l.tgroup AND i.month = m.month
    UNION ALL
    SELECT 'official', CASE off.provenance WHEN 'demo' THEN 'Demo HPI, ' ELSE 'UK HPI, ' END || off.area_name
             || CASE WHEN off.by_type THEN CASE l.ptype WHEN 'D' THEN ' (detached)' WHEN 'S' THEN ' (semi-detached)'
                                                        WHEN 'T' THEN ' (terraced)' ELSE ' (flats)' END
                     ELSE ' (all types)' END,
           to_char(m.month, 'YYYY-MM'),
           (CASE WHEN off.by_type THEN CASE l.ptype WHEN 'D' THEN h.detached_index WHEN 'S' THEN h.semi_detached_index
                                                    WHEN 'T' THEN h.terraced_index ELSE h.flat_index END
                 ELSE h.index END)::float8
    FROM l CROSS JOIN off CROSS JOIN m
    LEFT JOIN hpi h ON h.area_code = off.area_code AND h.date = m.month
    ORDER BY 1, 3`.execute(db);
  return rows.map((r) => ({ ...r, value: r.value === null ? null : Number(r.value) }));
}
