import { sql, type Kysely } from 'kysely';
import type { Database } from '@yardstick/db/schema';

/** Aggregates of areas: Kysely only. */

/**
 * The name of each postcode district: the first place postcode_districts lists for it (its
 * town before a comma), absent when none is held.
 */
export async function districtNames(
  db: Kysely<Database>,
  districts: string[],
): Promise<Map<string, string>> {
  const { rows } = await sql<{ district: string; name: string | null }>`
    SELECT pd.district, nullif(trim(split_part(coalesce(pd.town, ''), ',', 1)), '') AS name
    FROM postcode_districts pd
    WHERE pd.district = ANY(${districts}::text[])`.execute(db);
  return new Map(rows.flatMap((r) => (r.name ? [[r.district, r.name] as const] : [])));
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

/**
 * One page of the high or the low list. The postcodes are ranked once, highest yield first
 * (ties by code), and split once: the higher half, with the middle one of an odd count, is
 * the high list (highest first), the rest the low list (lowest first), so no postcode is in
 * both and one postcode alone leaves the low list empty. `total` is the list's length.
 */
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
  const high = options.order === 'high';
  const half = high ? sql`r.rank <= ceil(r.n / 2.0)` : sql`r.rank > ceil(r.n / 2.0)`;
  const { rows } = await sql<YieldDbRow>`
    SELECT h.code, h.avg_yield, h.avg_rent, h.avg_price, h.sale_listings, h.rent_listings,
           h.total
    FROM (
      SELECT r.*, count(*) OVER ()::int AS total
      FROM (
        SELECT y.*, row_number() OVER (ORDER BY y.avg_yield DESC, y.code) AS rank,
               count(*) OVER () AS n
        FROM (${yieldPostcodes(options.level, options.code, options.band)}) y
      ) r
      WHERE ${half}
    ) h
    ORDER BY h.avg_yield ${sql.raw(high ? 'DESC' : 'ASC')}, h.code
    LIMIT ${options.size} OFFSET ${options.page * options.size}`.execute(db);
  return rows;
}

/** How many postcodes the high or the low list holds (yieldPage's split). */
export async function countYieldPostcodes(
  db: Kysely<Database>,
  level: 'district' | 'area',
  code: string,
  band: { min: number; max: number },
  order: 'high' | 'low',
): Promise<number> {
  const all = (await yieldSummary(db, level, code, band)).postcodes;
  const higher = Math.ceil(all / 2);
  return order === 'high' ? higher : all - higher;
}
