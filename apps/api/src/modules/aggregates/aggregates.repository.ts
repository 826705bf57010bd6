import { sql, type Kysely } from 'kysely';
import type { Database } from '@yardstick/db/schema';
import { saleOnMarketSql } from '@yardstick/db/listing-states';

/** Aggregates over sale listings: Kysely only. */
export interface DistrictAggregateRow {
  district_code: string;
  district_name: string | null;
  total: number;
  avg_price: number | null;
  avg_bmv: number | null;
  avg_roi: number | null;
}

/** Per district: sale listings on the market (neither withdrawn nor sold), their average price, BMV % and ROI %. */
export async function districtAggregates(
  db: Kysely<Database>,
  districts: string[],
): Promise<DistrictAggregateRow[]> {
  const { rows } = await sql<DistrictAggregateRow>`
    SELECT d.code AS district_code,
           nullif(trim(split_part(coalesce(pd.town, ''), ',', 1)), '') AS district_name,
           coalesce(s.total, 0)::int AS total, s.avg_price, s.avg_bmv, s.avg_roi
    FROM unnest(${districts}::text[]) AS d(code)
    LEFT JOIN postcode_districts pd ON pd.district = d.code
    LEFT JOIN (
      SELECT l.district, count(*)::int AS total,
             round(avg(l.list_price))::int AS avg_price,
             round(avg(l.avg_bmv), 1)::float8 AS avg_bmv,
             round(avg(l.roi), 2)::float8 AS avg_roi
      FROM listings l
      WHERE ${saleOnMarketSql('l')}
        AND l.district = ANY(${districts}::text[])
      GROUP BY l.district
    ) s ON s.district = d.code`.execute(db);
  return rows;
}

export interface AreaRow {
  avg_price: number | null;
  avg_rent: number | null;
  sale_listings: number | null;
  rent_listings: number | null;
  rooms_wanted: number | null;
  rooms_available: number | null;
  avg_room_rent: number | null;
}

/** The derive's figures of a postcode district or area (`area_stats`). */
export async function areaRow(
  db: Kysely<Database>,
  level: 'district' | 'area',
  code: string,
): Promise<AreaRow | null> {
  const { rows } = await sql<AreaRow>`
    SELECT avg_price, avg_rent, sale_listings, rent_listings, rooms_wanted, rooms_available,
           avg_room_rent
    FROM area_stats WHERE level = ${level} AND code = ${code}`.execute(db);
  return rows[0] ?? null;
}

/**
 * The unit postcodes of a district or area whose yield the derive computed (enough sale and
 * rental listings) and that lies in the plausible band: what the area's average yield and
 * its yield tables read.
 */
function yieldPostcodes(
  level: 'district' | 'area',
  code: string,
  band: { min: number; max: number },
) {
  const parent =
    level === 'district'
      ? sql`pc.parent_code = ${code}`
      : sql`pc.parent_code IN (SELECT d.code FROM area_stats d WHERE d.level = 'district' AND d.parent_code = ${code})`;
  return sql`
    SELECT pc.code, pc.avg_yield::float8 AS avg_yield, pc.avg_rent, pc.avg_price,
           pc.sale_listings, pc.rent_listings
    FROM area_stats pc
    WHERE pc.level = 'postcode' AND ${parent}
      AND pc.avg_yield BETWEEN ${band.min} AND ${band.max}`;
}

export async function yieldSummary(
  db: Kysely<Database>,
  level: 'district' | 'area',
  code: string,
  band: { min: number; max: number },
): Promise<{ avg_yield: number | null; postcodes: number }> {
  const { rows } = await sql<{ avg_yield: number | null; postcodes: number }>`
    SELECT avg(y.avg_yield)::float8 AS avg_yield, count(*)::int AS postcodes
    FROM (${yieldPostcodes(level, code, band)}) y`.execute(db);
  return rows[0] ?? { avg_yield: null, postcodes: 0 };
}

export interface YieldDbRow {
  code: string;
  avg_yield: number;
  avg_rent: number;
  avg_price: number;
  sale_listings: number;
  rent_listings: number;
  total: number;
}

export async function yieldPage(
  db: Kysely<Database>,
  options: {
    level: 'district' | 'area';
    code: string;
    band: { min: number; max: number };
    order: 'high' | 'low';
    page: number;
    size: number;
  },
): Promise<YieldDbRow[]> {
  const dir = sql.raw(options.order === 'high' ? 'DESC' : 'ASC');
  const { rows } = await sql<YieldDbRow>`
    SELECT y.*, count(*) OVER ()::int AS total
    FROM (${yieldPostcodes(options.level, options.code, options.band)}) y
    ORDER BY y.avg_yield ${dir}, y.code
    LIMIT ${options.size} OFFSET ${options.page * options.size}`.execute(db);
  return rows;
}

export async function countYieldPostcodes(
  db: Kysely<Database>,
  level: 'district' | 'area',
  code: string,
  band: { min: number; max: number },
): Promise<number> {
  return (await yieldSummary(db, level, code, band)).postcodes;
}
