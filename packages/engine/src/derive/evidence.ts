import { sql, type RawBuilder } from 'kysely';
import type { DeriveSession } from './derive-session.ts';
import { boxAround } from '@yardstick/db/sql-fragments';
import {
  addressKey,
  areaOf,
  buildingKey,
  districtOf,
  listingKey,
  normPart,
  pairKey,
  raw,
  streetKey,
  typeGroup,
  wordsOfKey,
} from './sql-fragments.ts';
import { buildEpcWords } from './targets.ts';
import { writeRows } from './bulk-write.ts';
import { ESTIMATE_RULES } from '@yardstick/core/estimates/sales-estimate';
import { dropStoredEvidenceViews } from './stored-evidence.ts';

/**
 * The sales evidence of docs/methodology.md "Comparable evidence":
 * - `enrichSoldPrices` fills the derived columns of `sold_prices` (location from the postcode,
 *   floor area from a matched EPC certificate or listing, the matched listing);
 * - `buildSaleBase` gathers the category A sales of a date window with their local
 *   authority, region and country (for the HPI series) into the temporary table `d_sale`;
 * - `buildHpiFactors` and `buildAdjustedEvidence` bring each sale to a target month with the
 *   UK HPI (local authority by type, all types, region by type, all types, country ...),
 *   into `ev_adj`: the comparables the estimate range is computed from.
 */

/**
 * Fills sold_prices.lat/lng, total_floor_area, epc_lmk_key and listing_id of the sales on or
 * after `from` (the evidence window; older rows are left as they are); returns rows changed.
 */
export async function enrichSoldPrices(s: DeriveSession, from: string): Promise<number> {
  await buildEpcWords(s);

  // Sale listings by address, for the floor area when no certificate matches, and bedrooms.
  await s.tempTable(
    'd_listing_key',
    'id bigint, postcode text, key text, floor_area numeric, listed_on date',
    sql`
    SELECT l.id, l.postcode, ${raw(listingKey('l'))}, l.total_floor_area, l.listed_on
    FROM listings l
    WHERE l.transaction_type = 'sale' AND l.postcode IS NOT NULL`,
  );
  await s.exec(sql`CREATE INDEX ON d_listing_key (postcode, key)`);
  await s.exec(sql`ANALYZE d_listing_key`);

  // Each sale's address once (words for certificates, key for listings), in the window.
  await s.tempTable(
    'd_sp_addr',
    'transaction_id uuid, postcode text, date_of_transfer date, words text, key text',
    sql`
    SELECT transaction_id, postcode, date_of_transfer, ${raw(wordsOfKey('k.key'))}, k.key
    FROM sold_prices s
    CROSS JOIN LATERAL (SELECT ${raw(addressKey('s.saon', 's.paon', 's.street'))} AS key) k
    WHERE date_of_transfer >= ${from}::date AND postcode IS NOT NULL`,
  );
  await s.exec(sql`ANALYZE d_sp_addr`);

  await s.createTemp(
    'd_sale_match',
    'transaction_id uuid PRIMARY KEY, floor_area numeric, lmk_key text, listing_id bigint',
  );
  // The latest certificate lodged on or before the sale, else the first one after it.
  await s.exec(sql`
    INSERT INTO d_sale_match (transaction_id, floor_area, lmk_key)
    SELECT DISTINCT ON (s.transaction_id) s.transaction_id, e.floor_area, e.lmk_key
    FROM d_sp_addr s
    JOIN d_epc e ON e.postcode = s.postcode
      AND (e.words = s.words OR e.words LIKE s.words || ' %')
    WHERE s.words <> ''
    ORDER BY s.transaction_id,
             (e.lodged IS NULL OR e.lodged > s.date_of_transfer),
             abs(coalesce(e.lodged, s.date_of_transfer) - s.date_of_transfer),
             e.lmk_key`);
  // The sale listing of the same property: the latest listed on or before the transfer.
  await s.exec(sql`
    INSERT INTO d_sale_match AS m (transaction_id, floor_area, listing_id)
    SELECT DISTINCT ON (s.transaction_id) s.transaction_id, l.floor_area, l.id
    FROM d_sp_addr s
    JOIN d_listing_key l ON l.postcode = s.postcode AND l.key = s.key
    ORDER BY s.transaction_id,
             (l.listed_on IS NULL OR l.listed_on > s.date_of_transfer),
             abs(coalesce(l.listed_on, s.date_of_transfer) - s.date_of_transfer), l.id
    ON CONFLICT (transaction_id) DO UPDATE
      SET listing_id = EXCLUDED.listing_id,
          floor_area = coalesce(m.floor_area, EXCLUDED.floor_area)`);

  // Every change in one write (the rows whose values differ).
  await s.exec(sql`DROP TABLE IF EXISTS d_sp_write`);
  await s.exec(sql`
    CREATE TEMP TABLE d_sp_write AS
    SELECT sp.transaction_id, p.lat, p.lng, m.floor_area, m.lmk_key, m.listing_id
    FROM sold_prices sp
    LEFT JOIN postcodes p ON p.postcode = sp.postcode
    LEFT JOIN d_sale_match m ON m.transaction_id = sp.transaction_id
    WHERE sp.date_of_transfer >= ${from}::date
      AND (sp.lat, sp.lng, sp.total_floor_area, sp.epc_lmk_key, sp.listing_id)
          IS DISTINCT FROM (coalesce(p.lat, sp.lat), coalesce(p.lng, sp.lng), m.floor_area,
                            m.lmk_key, m.listing_id)`);
  const changed = await s.one(sql<{ n: number }>`SELECT count(*)::int AS n FROM d_sp_write`);
  const written = await writeRows(s, 'sold_prices', changed?.n ?? 0, async () => {
    const updated = await s.exec(sql`
      UPDATE sold_prices s
      SET lat = coalesce(w.lat, s.lat), lng = coalesce(w.lng, s.lng),
          total_floor_area = w.floor_area, epc_lmk_key = w.lmk_key, listing_id = w.listing_id
      FROM d_sp_write w WHERE w.transaction_id = s.transaction_id`);
    return updated.affected;
  });
  if (written > 10_000) await s.exec(sql`ANALYZE sold_prices`);
  return written;
}

/**
 * Local authorities by upper-case name (Price Paid names the authority, not its code), from
 * the geography tables and, failing those, the UK HPI's own area names.
 */
async function buildAuthorityNames(s: DeriveSession): Promise<void> {
  await s.createTemp(
    'd_la_name',
    'name text PRIMARY KEY, code text, region_code text, country_code text',
  );
  await s.exec(sql`
    INSERT INTO d_la_name
    SELECT DISTINCT ON (upper(name)) upper(name), code, region_code, country_code
    FROM local_authorities ORDER BY upper(name), code`);
  await s.exec(sql`
    INSERT INTO d_la_name (name, code)
    SELECT DISTINCT ON (upper(area_name)) upper(area_name), area_code
    FROM hpi WHERE area_code ~ '^(E0[6-9]|W06|S12|N09)'
    ORDER BY upper(area_name), area_code
    ON CONFLICT (name) DO NOTHING`);
}

export interface SaleBaseOptions {
  /** First date of transfer kept (inclusive). */
  from: string;
  /** Last date of transfer kept (inclusive). */
  to: string;
  /** Also compute each sale's property key (postcode + address key), for the backtest. */
  withPropertyKey?: boolean;
  /**
   * Only the sales a target sale listing can use (`d_target`): in its sector, or within the
   * widest radius of it, with the whole sectors of those. For incremental runs, which derive
   * few listings.
   */
  nearTargets?: boolean;
}

/** Category A sales of a window into `d_sale`, with their geography; returns the row count. */
export async function buildSaleBase(s: DeriveSession, options: SaleBaseOptions): Promise<number> {
  await buildAuthorityNames(s);
  await s.createTemp(
    'd_sale',
    `tid uuid PRIMARY KEY, postcode text, sector text, lat float8, lng float8,
      ptype char(1), tgroup char(1), sale_date date, price integer, floor_area float8,
      bedrooms smallint, lad text, rgn text, ctry text, prop_key text, district text,
      area text, pair_key text, bkey text, new_build boolean, leasehold boolean, skey text,
      addr_form text, listing_id integer`,
  );
  const propKey = options.withPropertyKey
    ? raw(`s.postcode || '#' || ${addressKey('s.saon', 's.paon', 's.street')}`)
    : raw('NULL');
  const inserted = await s.exec(sql`
    INSERT INTO d_sale
    SELECT s.transaction_id, s.postcode, coalesce(s.postcode_sector, p.sector),
           coalesce(s.lat, p.lat), coalesce(s.lng, p.lng),
           s.property_type, ${raw(typeGroup('s.property_type'))}, s.date_of_transfer, s.price,
           nullif(s.total_floor_area, 0)::float8,
           CASE WHEN s.listing_id IS NOT NULL
                THEN (SELECT li.bedrooms FROM listings li WHERE li.id = s.listing_id) END,
           coalesce(p.lad_code, ln.code), coalesce(p.region_code, ln.region_code),
           coalesce(p.country_code, ln.country_code,
                    CASE WHEN coalesce(p.lad_code, ln.code) LIKE 'W%' THEN 'W92000004'
                         ELSE 'E92000001' END),
           ${propKey}, ${raw(districtOf('s.postcode'))}, ${raw(areaOf('s.postcode'))},
           ${raw(pairKey('s'))}, ${raw(buildingKey('s.postcode', 's.property_type', 's.paon', 's.street'))},
           s.old_new = 'Y', CASE s.duration WHEN 'L' THEN true WHEN 'F' THEN false END,
           ${raw(streetKey(districtOf('s.postcode'), normPart('s.street')))},
           ${raw(addressFormSql(normPart('s.paon'), 's.property_type'))}, s.listing_id
    FROM sold_prices s
    LEFT JOIN postcodes p ON p.postcode = s.postcode
    LEFT JOIN d_la_name ln ON ln.name = upper(s.district)
    WHERE s.ppd_category = 'A' AND s.record_status <> 'D'
      AND s.property_type IN ('D', 'S', 'T', 'F')
      AND s.date_of_transfer >= ${options.from}::date
      AND s.date_of_transfer <= ${options.to}::date
      ${
        options.nearTargets
          ? // Whole sectors: a sale's location residual is measured against its sector's
            // mean, so a sector read in part would move the residuals of its sales (and an
            // incremental run's figures away from a full run's).
            sql`AND (s.postcode_sector IN (
                SELECT sector FROM d_target WHERE tt = 'sale' AND sector IS NOT NULL
                UNION
                SELECT n.postcode_sector FROM d_target t
                JOIN sold_prices n ON point(n.lng, n.lat) <@ ${raw(boxAround('t.lat', 't.lng', 2000))}
                WHERE t.tt = 'sale' AND t.lat IS NOT NULL AND n.postcode_sector IS NOT NULL)
              OR s.transaction_id IN (
                SELECT n.transaction_id FROM d_target t
                JOIN sold_prices n ON point(n.lng, n.lat) <@ ${raw(boxAround('t.lat', 't.lng', 2000))}
                WHERE t.tt = 'sale' AND t.lat IS NOT NULL))`
          : sql``
      }`);
  await s.exec(sql`ANALYZE d_sale`);
  return inserted.affected;
}

/** The latest month of the UK HPI held (the 1st), or null when none is loaded. */
export async function latestHpiMonth(s: DeriveSession): Promise<string | null> {
  const row = await s.one(sql<{ month: string | null }>`
    SELECT to_char(max(date), 'YYYY-MM-DD') AS month FROM hpi`);
  return row?.month ?? null;
}

/**
 * `d_hpi_factor`: for every area and month, HPI(target) / HPI(month) by type and for all types.
 * A factor is null where either index is missing, so the next series in the chain is used.
 */
export async function buildHpiFactors(s: DeriveSession, targetMonth: string | null): Promise<void> {
  await s.createTemp(
    'd_hpi_factor',
    `area_code text, month date, f_d float8, f_s float8, f_t float8, f_f float8, f_all float8,
      PRIMARY KEY (area_code, month)`,
  );
  if (!targetMonth) return;
  const ratio = (column: string) => raw(`t.${column}::float8 / nullif(h.${column}, 0)::float8`);
  await s.exec(sql`
    INSERT INTO d_hpi_factor
    SELECT h.area_code, h.date, ${ratio('detached_index')}, ${ratio('semi_detached_index')},
           ${ratio('terraced_index')}, ${ratio('flat_index')}, ${ratio('index')}
    FROM hpi h
    JOIN hpi t ON t.area_code = h.area_code AND t.date = ${targetMonth}::date`);
  await s.exec(sql`ANALYZE d_hpi_factor`);
}

/**
 * The time-adjustment factor of a sale (alias `s`, with lad/rgn/ctry/district/area/tgroup/
 * ptype/sale_date) to the valuation month, and which index gave it (`kind`). The series tried,
 * in order: the official UK HPI of the local authority by type, then all types; the local
 * price index of the postcode district, then area, by type group (local-index.ts, when
 * `d_local_factor` is built: `local`), where the official index is missing or only
 * regional; the region's HPI by type and all types; the country's. A month after the valuation month is taken as the valuation month.
 */
export function hpiFactorSql(
  targetMonth: string | null,
  local = false,
): {
  joins: RawBuilder<unknown>;
  factor: RawBuilder<unknown>;
  kind: RawBuilder<unknown>;
} {
  if (!targetMonth) return { joins: sql``, factor: sql`1.0::float8`, kind: sql`NULL::text` };
  const month = sql`least(date_trunc('month', s.sale_date)::date, ${targetMonth}::date)`;
  const byType = (alias: string) =>
    raw(`CASE s.ptype WHEN 'D' THEN ${alias}.f_d WHEN 'S' THEN ${alias}.f_s
                      WHEN 'T' THEN ${alias}.f_t WHEN 'F' THEN ${alias}.f_f END`);
  const localJoins = local
    ? sql`
      LEFT JOIN d_local_factor ld ON ld.code = s.district AND ld.tgroup = s.tgroup
        AND ld.month = ${month}
      LEFT JOIN d_local_factor la ON la.code = s.area AND la.tgroup = s.tgroup
        AND la.month = ${month}`
    : sql``;
  const ld = local ? sql`ld.f` : sql`NULL::float8`;
  const la = local ? sql`la.f` : sql`NULL::float8`;
  return {
    joins: sql`
      LEFT JOIN d_hpi_factor fl ON fl.area_code = s.lad AND fl.month = ${month}
      LEFT JOIN d_hpi_factor fr ON fr.area_code = s.rgn AND fr.month = ${month}
      LEFT JOIN d_hpi_factor fc ON fc.area_code = s.ctry AND fc.month = ${month}
      ${localJoins}`,
    factor: sql`coalesce(${byType('fl')}, fl.f_all, ${ld}, ${la}, ${byType('fr')}, fr.f_all,
                         ${byType('fc')}, fc.f_all, 1.0::float8)`,
    kind: sql`(CASE WHEN ${byType('fl')} IS NOT NULL THEN 'hpi-authority-type'
                    WHEN fl.f_all IS NOT NULL THEN 'hpi-authority'
                    WHEN ${ld} IS NOT NULL THEN 'local-district'
                    WHEN ${la} IS NOT NULL THEN 'local-area'
                    WHEN ${byType('fr')} IS NOT NULL OR fr.f_all IS NOT NULL THEN 'hpi-region'
                    WHEN ${byType('fc')} IS NOT NULL OR fc.f_all IS NOT NULL THEN 'hpi-country'
               END)`,
  };
}

export interface AdjustedEvidenceOptions {
  /** Sales on or after this date. */
  from: string;
  /** Sales strictly before this date. */
  before: string;
  /** The month prices are brought to (the 1st); null = no index held, prices as paid. */
  targetMonth: string | null;
  /** Use the local price index too (`d_local_factor` built for targetMonth). */
  local?: boolean;
  /**
   * The segments' effects (`ev_seg`): 'stored' reads those kept with the stored evidence
   * (`derive_segment_effects`, stored-evidence.ts: the whole window's, from the last run over
   * it) for an incremental run whose sales are only those near its targets, computing them
   * only when none are kept; default: computed from these sales.
   */
  segments?: 'stored';
}

/**
 * `ev_adj`: the comparables, each sale's price brought to the target month
 * (`adj_price = round(price x factor)`, as core's hpiAdjust) and per m2 when its floor area
 * is known. Call buildHpiFactors(targetMonth) first. Returns the row count.
 */
export async function buildAdjustedEvidence(
  s: DeriveSession,
  options: AdjustedEvidenceOptions,
): Promise<number> {
  const hpi = hpiFactorSql(options.targetMonth, options.local ?? false);
  await dropStoredEvidenceViews(s);
  await s.exec(sql`DROP TABLE IF EXISTS ev_raw`);
  await s.exec(sql`
    CREATE TEMP TABLE ev_raw AS
    SELECT a.tid, a.sector, a.lat, a.lng, a.ptype, a.tgroup, a.sale_date, a.bedrooms, a.price,
           a.factor, a.adj_price::float8 AS adj_price,
           CASE WHEN a.floor_area > 0 THEN a.adj_price / a.floor_area END::float8 AS adj_ppsm,
           a.prop_key, a.postcode, a.bkey,
           power(0.5, greatest(0, ${options.before}::date - a.sale_date) / 365.25
                      / ${ESTIMATE_RULES.recencyHalfLifeYears}::float8) AS w,
           a.index_kind, a.skey, ${raw(segmentSql('a.new_build', 'a.leasehold', 'a.ptype', 'a.addr_form'))} AS seg,
           a.listing_id
    FROM (
      SELECT s.*, ${hpi.factor} AS factor, ${hpi.kind} AS index_kind,
             floor(s.price * ${hpi.factor} + 0.5) AS adj_price
      FROM d_sale s ${hpi.joins}
      WHERE s.sale_date >= ${options.from}::date AND s.sale_date < ${options.before}::date
    ) a`);
  // The segments' effects within each type (core segmentEffects): each segment's weighted
  // mean residual against its sector and type, shrunk to 0, less the base segment's. From one
  // pass over the sales: the sums per sector, type and segment, since a segment's residual sum
  // is, over its sectors, sum(w x log) - sum(w) x the sector's mean.
  await s.exec(sql`DROP TABLE IF EXISTS ev_seg_sum`);
  await s.exec(sql`
    CREATE TEMP TABLE ev_seg_sum AS
    SELECT coalesce(sector, '') AS sector, ptype, seg, sum(w) AS sw, sum(w * ln(adj_price)) AS swy
    FROM ev_raw WHERE adj_price > 0 GROUP BY 1, 2, 3`);
  await s.exec(sql`DROP TABLE IF EXISTS ev_seg`);
  const kept =
    options.segments === 'stored' &&
    ((await s.one(sql<{ n: number }>`SELECT count(*)::int AS n FROM derive_segment_effects`))?.n ??
      0) > 0;
  if (kept) {
    await s.exec(sql`
      CREATE TEMP TABLE ev_seg AS SELECT ptype, seg, d FROM derive_segment_effects`);
  } else {
    await s.exec(sql`
    CREATE TEMP TABLE ev_seg AS
    WITH m AS (
      SELECT sector, ptype, sum(swy) / sum(sw) AS m FROM ev_seg_sum GROUP BY 1, 2),
    r AS (
      SELECT c.ptype, c.seg,
             sum(c.swy - c.sw * m.m) / (sum(c.sw) + ${ESTIMATE_RULES.segmentShrink}::float8) AS v
      FROM ev_seg_sum c JOIN m ON m.sector = c.sector AND m.ptype = c.ptype
      GROUP BY 1, 2)
    SELECT r.ptype, r.seg, r.v - coalesce(b.v, 0) AS d
    FROM r LEFT JOIN r b ON b.ptype = r.ptype AND b.seg = 'N'`);
  }
  await s.exec(sql`ALTER TABLE ev_seg ADD PRIMARY KEY (ptype, seg)`);
  // The sector means of the segment-normalised log prices (by type) and log £/m2 (by type
  // group): each sale's location residual is measured against them. One pass: the normalised
  // values are a CTE read three times (materialised once, no table or index written).
  await s.createTemp(
    'ev_adj',
    `tid uuid, sector text, lat float8, lng float8, ptype char(1), tgroup char(1),
      sale_date date, bedrooms smallint, price integer, factor float8,
      adj_price float8, adj_ppsm float8, prop_key text, postcode text, bkey text,
      w float8, index_kind text, skey text, seg text, yn float8, yns float8, res_c float8,
      res_s float8, listing_id integer`,
  );
  const inserted = await s.exec(sql`
    WITH n AS MATERIALIZED (
      SELECT e.*, coalesce(e.sector, '') AS sk,
             CASE WHEN e.adj_price > 0 THEN ln(e.adj_price) - coalesce(g.d, 0) END AS yn,
             CASE WHEN e.adj_ppsm > 0 THEN ln(e.adj_ppsm) - coalesce(g.d, 0) END AS yns
      FROM ev_raw e LEFT JOIN ev_seg g ON g.ptype = e.ptype AND g.seg = e.seg)
    INSERT INTO ev_adj
    SELECT n.tid, n.sector, n.lat, n.lng, n.ptype, n.tgroup, n.sale_date, n.bedrooms, n.price,
           n.factor, n.adj_price, n.adj_ppsm, n.prop_key, n.postcode, n.bkey, n.w, n.index_kind,
           n.skey, n.seg, n.yn, n.yns, n.yn - mc.m, n.yns - ms.m, n.listing_id
    FROM n
    LEFT JOIN (
      SELECT sk, ptype, sum(w * yn) / sum(w) AS m FROM n WHERE yn IS NOT NULL GROUP BY 1, 2
    ) mc ON mc.sk = n.sk AND mc.ptype = n.ptype
    LEFT JOIN (
      SELECT sk, tgroup, sum(w * yns) / sum(w) AS m FROM n WHERE yns IS NOT NULL GROUP BY 1, 2
    ) ms ON ms.sk = n.sk AND ms.tgroup = n.tgroup
    ORDER BY floor((n.lat) * 100), floor((n.lng) * 100)`);
  await s.exec(sql`DROP TABLE ev_raw, ev_seg_sum`);
  await s.exec(sql`ANALYZE ev_adj`);
  return inserted.affected;
}

/**
 * SQL of core's segmentOf: 'Y' new build else 'N', then 'A' for an atypical tenure, then the
 * address form (`addressFormSql`, a column or expression).
 */
export function segmentSql(
  newBuild: string,
  leasehold: string,
  ptype: string,
  form: string,
): string {
  return `(CASE WHEN coalesce(${newBuild}, false) THEN 'Y' ELSE 'N' END
           || CASE WHEN ${leasehold} IS NOT NULL
                    AND (CASE WHEN ${ptype} = 'F' THEN NOT ${leasehold} ELSE ${leasehold} END)
                   THEN 'A' ELSE '' END
           || coalesce(${form}, ''))`;
}

/**
 * SQL of core's addressForm from a normalised PAON (`normPart`): 'C' a flat in a numbered
 * building, 'M' a named house, '' otherwise.
 */
export function addressFormSql(paonNorm: string, ptype: string): string {
  return `(CASE WHEN ${paonNorm} = '' THEN ''
                WHEN ${ptype} = 'F' THEN CASE WHEN ${paonNorm} ~ '^[0-9]' THEN 'C' ELSE '' END
                WHEN ${paonNorm} ~ '[0-9]' THEN '' ELSE 'M' END)`;
}
