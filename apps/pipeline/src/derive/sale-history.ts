import { sql } from 'kysely';
import type { DeriveSession } from './derive-session.ts';
import { hpiFactorSql } from './evidence.ts';
import { jsRound } from '@yardstick/db/sql-fragments';
import { addressKey, raw } from './sql-fragments.ts';

/**
 * The sale history of each target listing (docs/methodology.md "withSaleHistory",
 * "negativeEquity", "hpiPPSM"): Price Paid records at the same postcode with the same
 * normalised address. The last one gives dateOfTransfer, soldPrice and soldPPSM (with the
 * property's floor area); brought to the latest HPI month it gives hpiPPSM. Fills `d_hist`.
 * Needs `d_target` and `d_hpi_factor` (evidence.ts buildHpiFactors).
 */
export async function deriveSaleHistory(
  s: DeriveSession,
  options: { hpiMonth: string | null },
): Promise<number> {
  await s.exec(sql`DROP TABLE IF EXISTS d_prop_sale`);
  await s.exec(sql`
    CREATE TEMP TABLE d_prop_sale (
      postcode text, key text, sale_date date, price integer, ptype char(1),
      floor_area float8, tid uuid)`);
  await s.exec(sql`
    INSERT INTO d_prop_sale
    SELECT s.postcode, ${raw(addressKey('s.saon', 's.paon', 's.street'))}, s.date_of_transfer,
           s.price, s.property_type, nullif(s.total_floor_area, 0)::float8, s.transaction_id
    FROM sold_prices s
    WHERE s.record_status <> 'D'
      AND s.postcode IN (SELECT postcode FROM d_target WHERE key IS NOT NULL)`);
  await s.exec(sql`ANALYZE d_prop_sale`);

  await s.exec(sql`DROP TABLE IF EXISTS d_hist`);
  await s.exec(sql`
    CREATE TEMP TABLE d_hist (
      id bigint PRIMARY KEY, date_of_transfer date, sold_price integer, sold_ppsm numeric,
      hpi_ppsm numeric, negative_equity boolean)`);
  const hpi = hpiFactorSql(options.hpiMonth);
  const inserted = await s.exec(sql`
    INSERT INTO d_hist
    SELECT s.id, s.sale_date, s.price,
           CASE WHEN s.area > 0 THEN ${raw(jsRound('s.price / s.area'))} END,
           CASE WHEN s.area > 0
                THEN floor(floor(s.price * ${hpi.factor} + 0.5) / s.area + 0.5) END,
           CASE WHEN s.tt = 'sale' AND s.list_price > 0 THEN s.list_price < s.price END
    FROM (
      SELECT DISTINCT ON (t.id) t.id, t.tt, t.list_price, t.lad, t.rgn, t.ctry,
             ps.sale_date, ps.price, ps.ptype,
             coalesce(t.floor_area, t.epc_area, ps.floor_area) AS area
      FROM d_target t
      JOIN d_prop_sale ps ON ps.postcode = t.postcode AND ps.key = t.key
      ORDER BY t.id, ps.sale_date DESC, ps.price DESC, ps.tid
    ) s ${hpi.joins}`);
  return inserted.affected;
}
