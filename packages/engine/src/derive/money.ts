import { sql } from 'kysely';
import { grossYield } from '@yardstick/core/estimates/figures';
import { bmvNeedsCheck, type BandAccuracy } from '@yardstick/core/estimates/bmv-check';
import { bmvAgainstPoint, estimatePoint, yieldFlag } from '@yardstick/core/estimates/yield-band';
import { roiDefaultsOfListing } from '@yardstick/core/roi/listing-roi-defaults';
import { calculateRoi } from '@yardstick/core/roi/roi-calculator';
import { resolveRoiInput } from '@yardstick/core/roi/resolve-roi-input';
import type { DeriveSession } from './derive-session.ts';

/**
 * BMV, gross yield and ROI of each sale target, computed in TypeScript with the very
 * functions of packages/core that the API's calculator uses (bmvAgainstPoint, grossYield,
 * roiDefaultsOfListing + resolveRoiInput + calculateRoi with no user input), so the card and
 * the calculator agree exactly, with their plausibility flags (core's yield-band.ts). BMV is
 * measured against `estimate_point` (core's estimatePoint), the one column it reads. A
 * non-residential listing has no range and no rent estimate, so none of these figures.
 * Rows stream from `d_out` in id order, BATCH at a time; results go to `d_money`.
 */
const BATCH = 50_000;

export interface MoneyInputRow {
  id: number;
  list_price: number | null;
  bedrooms: number | null;
  total_floor_area: number | null;
  rent_estimate: number | null;
  range1_price: number | null;
  range2_price: number | null;
  /** The estimate's point value: the estimator's, else the range's middle rounded to the pound. */
  estimate_point: number | null;
  estimate_confidence: string | null;
  country_code: string | null;
  postcode: string | null;
}

export interface MoneyFigures {
  avgBmv: number | null;
  avgYield: number | null;
  roi: number | null;
  /** Gross yield outside the plausible band (null without a yield). */
  yieldFlag: boolean | null;
  /**
   * The BMV is shown "check the estimate" (core bmvNeedsCheck: a Low band, or a discount beyond
   * its band's measured error; null without a BMV). Stored as `bmv_low_confidence`.
   */
  bmvLowConfidence: boolean | null;
}

/** The figures of one listing: what the listing card shows and the calculator reproduces. */
export function moneyFigures(
  row: MoneyInputRow,
  bandAccuracy: Readonly<Record<string, BandAccuracy>> = {},
): MoneyFigures {
  const listPrice = row.list_price !== null && row.list_price > 0 ? row.list_price : null;
  const rent = row.rent_estimate !== null && row.rent_estimate > 0 ? row.rent_estimate : null;
  const point = estimatePoint(row.estimate_point, row.range1_price, row.range2_price);
  const avgBmv = listPrice !== null && point !== null ? bmvAgainstPoint(listPrice, point) : null;
  const avgYield = listPrice !== null && rent !== null ? grossYield(rent, listPrice) : null;
  let roi: number | null = null;
  if (listPrice !== null && rent !== null) {
    // No room rent: it does not enter a single let's ROI (see roiDefaultsOfListing).
    const defaults = roiDefaultsOfListing({
      postcode: row.postcode,
      countryCode: row.country_code,
      listPrice,
      bedrooms: row.bedrooms,
      totalFloorArea: row.total_floor_area,
      rentEstimate: rent,
      range1Price: row.range1_price,
      range2Price: row.range2_price,
      estimatePrice: row.estimate_point,
    });
    roi = calculateRoi(resolveRoiInput({}, defaults)).finalRoi;
  }
  const bmv = avgBmv === null ? null : clampBmv(avgBmv);
  return {
    avgBmv: bmv,
    avgYield,
    roi,
    yieldFlag: yieldFlag(avgYield),
    bmvLowConfidence: bmvNeedsCheck(
      bmv,
      row.estimate_confidence,
      bandAccuracy[row.estimate_confidence ?? ''] ?? null,
    ),
  };
}

/** avg_bmv is numeric(7, 1). */
const clampBmv = (v: number) => Math.max(-999_999.9, Math.min(999_999.9, v));

export async function deriveMoney(s: DeriveSession): Promise<number> {
  await s.createTemp(
    'd_money',
    `id bigint PRIMARY KEY, avg_bmv numeric, avg_yield numeric, roi numeric,
      yield_flag boolean, bmv_low_confidence boolean`,
  );
  // Each band's measured accuracy (the latest backtest's), for the BMV check.
  const { rows: calibration } = await s.exec<{ band: string; mdape: number | null }>(
    sql`SELECT band, mdape FROM estimate_calibration`,
  );
  const bandAccuracy = Object.fromEntries(calibration.map((c) => [c.band, { mdape: c.mdape }]));
  let after = -1;
  let total = 0;
  for (;;) {
    const { rows } = await s.exec<MoneyInputRow>(sql`
      SELECT d.id, d.list_price, d.bedrooms, d.total_floor_area::float8 AS total_floor_area,
             d.rent_estimate, d.range1_price, d.range2_price, d.estimate_point,
             d.estimate_confidence, d.country_code, d.postcode
      FROM d_out d
      WHERE d.tt = 'sale' AND d.id > ${after}
      ORDER BY d.id LIMIT ${BATCH}`);
    if (rows.length === 0) break;
    const ids: number[] = [];
    const bmv: (number | null)[] = [];
    const yields: (number | null)[] = [];
    const rois: (number | null)[] = [];
    const yieldFlags: (boolean | null)[] = [];
    const lowConfidence: (boolean | null)[] = [];
    for (const row of rows) {
      const figures = moneyFigures({ ...row, id: Number(row.id) }, bandAccuracy);
      ids.push(Number(row.id));
      bmv.push(figures.avgBmv);
      yields.push(figures.avgYield);
      rois.push(figures.roi);
      yieldFlags.push(figures.yieldFlag);
      lowConfidence.push(figures.bmvLowConfidence);
    }
    await s.exec(sql`
      INSERT INTO d_money
      SELECT * FROM unnest(${ids}::bigint[], ${bmv}::numeric[], ${yields}::numeric[],
                           ${rois}::numeric[], ${yieldFlags}::boolean[],
                           ${lowConfidence}::boolean[])`);
    total += rows.length;
    after = ids[ids.length - 1] as number;
  }
  return total;
}
