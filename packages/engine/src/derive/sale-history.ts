import { sql } from 'kysely';
import type { DeriveSession } from './derive-session.ts';
import { hpiFactorSql } from './evidence.ts';
import { jsRound } from '@yardstick/db/sql-fragments';
import { addressKey, raw, typeGroup } from './sql-fragments.ts';

/**
 * The sale history of each target listing (docs/methodology.md "Estimated price": the
 * property's own history, withSaleHistory, negativeEquity, hpiPPSM): Price Paid records at the same postcode with the same
 * normalised address. The last one gives dateOfTransfer, soldPrice and soldPPSM (with the
 * property's floor area); brought to the latest HPI month it gives hpiPPSM. Fills `d_hist`.
 * Needs `d_target` and `d_hpi_factor` (evidence.ts buildHpiFactors).
 */
export async function deriveSaleHistory(
  s: DeriveSession,
  options: { hpiMonth: string | null; local?: boolean },
): Promise<number> {
  await s.createTemp(
    'd_prop_sale',
    `postcode text, key text, sale_date date, price integer, ptype char(1),
      floor_area float8, tid uuid, category char(1)`,
  );
  await s.exec(sql`
    INSERT INTO d_prop_sale
    SELECT s.postcode, ${raw(addressKey('s.saon', 's.paon', 's.street'))}, s.date_of_transfer,
           s.price, s.property_type, nullif(s.total_floor_area, 0)::float8, s.transaction_id,
           s.ppd_category
    FROM sold_prices s
    WHERE s.record_status <> 'D'
      AND s.postcode IN (SELECT postcode FROM d_target WHERE key IS NOT NULL)`);
  await s.exec(sql`ANALYZE d_prop_sale`);

  await s.createTemp(
    'd_hist',
    `id bigint PRIMARY KEY, date_of_transfer date, sold_price integer, sold_ppsm numeric,
      hpi_ppsm numeric, negative_equity boolean`,
  );
  const hpi = hpiFactorSql(options.hpiMonth, options.local ?? false);
  const inserted = await s.exec(sql`
    INSERT INTO d_hist
    SELECT s.id, s.sale_date, s.price,
           CASE WHEN s.floor_m2 > 0 THEN ${raw(jsRound('s.price / s.floor_m2'))} END,
           CASE WHEN s.floor_m2 > 0
                THEN floor(floor(s.price * ${hpi.factor} + 0.5) / s.floor_m2 + 0.5) END,
           CASE WHEN s.tt = 'sale' AND s.list_price > 0 THEN s.list_price < s.price END
    FROM (
      SELECT DISTINCT ON (t.id) t.id, t.tt, t.list_price, t.lad, t.rgn, t.ctry,
             t.district, t.area, ${raw(typeGroup('ps.ptype'))} AS tgroup,
             ps.sale_date, ps.price, ps.ptype,
             coalesce(t.floor_area, t.epc_area, ps.floor_area) AS floor_m2
      FROM d_target t
      JOIN d_prop_sale ps ON ps.postcode = t.postcode AND ps.key = t.key
      ORDER BY t.id, ps.sale_date DESC, ps.price DESC, ps.tid
    ) s ${hpi.joins}`);
  return inserted.affected;
}

/**
 * `d_anchor`: each target's last standard (category A) sale of a house or flat, brought to
 * the valuation month by the best index (the estimate's anchor, estimates.ts). Needs
 * `d_prop_sale` (deriveSaleHistory) and the factors of evidence.ts (and local-index.ts).
 */
export async function buildAnchors(
  s: DeriveSession,
  options: { targetMonth: string | null; local: boolean },
): Promise<number> {
  await s.createTemp(
    'd_anchor',
    `id bigint PRIMARY KEY, sale_date date, price integer, value float8, months integer,
      kind text`,
  );
  const hpi = hpiFactorSql(options.targetMonth, options.local);
  const month = options.targetMonth ? sql`${options.targetMonth}::date` : sql`NULL::date`;
  const inserted = await s.exec(sql`
    INSERT INTO d_anchor
    SELECT s.id, s.sale_date, s.price, s.price * ${hpi.factor},
           ((extract(year FROM ${month}) * 12 + extract(month FROM ${month}))
             - (extract(year FROM s.sale_date) * 12 + extract(month FROM s.sale_date)))::int,
           ${hpi.kind}
    FROM (
      SELECT DISTINCT ON (t.id) t.id, t.lad, t.rgn, t.ctry, t.district, t.area,
             ${raw(typeGroup('ps.ptype'))} AS tgroup, ps.sale_date, ps.price, ps.ptype
      FROM d_target t
      JOIN d_prop_sale ps ON ps.postcode = t.postcode AND ps.key = t.key
      WHERE t.tt = 'sale' AND ps.category = 'A' AND ps.price > 0
        AND ps.ptype IN ('D', 'S', 'T', 'F')
      ORDER BY t.id, ps.sale_date DESC, ps.price DESC, ps.tid
    ) s ${hpi.joins}`);
  return inserted.affected;
}
