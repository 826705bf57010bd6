import { sql, type Kysely } from 'kysely';
import type { Database, SoldPriceAddress } from '@yardstick/db/schema';
import { boxAround, haversine, withinMetres } from '@yardstick/db/sql-fragments';
import type { ValuationPropertyType } from '@yardstick/core/reports/valuation-query';

/** Reads of the valuation report and the valuation page: Kysely only. */
type Db = Kysely<Database>;

export interface PostcodePlace {
  postcode: string;
  lat: number | null;
  lng: number | null;
  district: string;
  lad_code: string | null;
  lad_name: string | null;
  region_code: string | null;
  country_code: string | null;
}

export async function postcodePlace(db: Db, postcode: string): Promise<PostcodePlace | null> {
  const { rows } = await sql<PostcodePlace>`
    SELECT p.postcode, p.lat::float8 AS lat, p.lng::float8 AS lng, p.district, p.lad_code,
           la.name AS lad_name, coalesce(p.region_code, la.region_code) AS region_code,
           coalesce(p.country_code, la.country_code,
                    CASE WHEN p.lad_code LIKE 'W%' THEN 'W92000004' ELSE 'E92000001' END) AS country_code
    FROM postcodes p LEFT JOIN local_authorities la ON la.code = p.lad_code
    WHERE p.postcode = ${postcode}`.execute(db);
  return rows[0] ?? null;
}

export interface IndexPair {
  area_code: string;
  area_name: string;
  type_then: number | null;
  type_now: number | null;
  all_then: number | null;
  all_now: number | null;
}

const TYPE_COLUMN: Record<ValuationPropertyType, string | null> = {
  D: 'detached_index',
  S: 'semi_detached_index',
  T: 'terraced_index',
  F: 'flat_index',
  O: null,
};

/** The type and all-types index of each area at two months. */
export async function indexPairs(
  db: Db,
  options: { codes: string[]; type: ValuationPropertyType; then: string; now: string },
): Promise<IndexPair[]> {
  const col = TYPE_COLUMN[options.type];
  const { rows } = await sql<IndexPair>`
    SELECT c.code AS area_code, coalesce(n.area_name, t.area_name, c.code) AS area_name,
           ${sql.raw(col ? `t.${col}::float8` : 'NULL::float8')} AS type_then,
           ${sql.raw(col ? `n.${col}::float8` : 'NULL::float8')} AS type_now,
           t.index::float8 AS all_then, n.index::float8 AS all_now
    FROM unnest(${options.codes}::text[]) WITH ORDINALITY AS c(code, ord)
    LEFT JOIN hpi t ON t.area_code = c.code AND t.date = ${options.then}::date
    LEFT JOIN hpi n ON n.area_code = c.code AND n.date = ${options.now}::date
    ORDER BY c.ord`.execute(db);
  return rows;
}

export interface ComparableRow extends SoldPriceAddress {
  date_of_transfer: string;
  total_floor_area: number;
  distance: number;
  factor: number | null;
}

/** The property types a valuation of `type` compares with: houses together, flats apart. */
export function typeGroup(type: ValuationPropertyType): string[] {
  if (type === 'F') return ['F'];
  if (type === 'O') return ['D', 'S', 'T', 'F', 'O'];
  return ['D', 'S', 'T'];
}

/**
 * Standard-price sales with a floor area within `radius` metres of the point since `since`,
 * of the type group, nearest first (at most `limit`), each with its HPI factor to `latest`
 * (its local authority's type index, else all types).
 */
export async function comparables(
  db: Db,
  options: {
    lat: number;
    lng: number;
    radius: number;
    since: string;
    latest: string;
    types: string[];
    limit: number;
  },
): Promise<ComparableRow[]> {
  const { lat, lng, radius } = options;
  const centre = { lat: `${lat}::float8`, lng: `${lng}::float8` };
  const { rows } = await sql<ComparableRow>`
    SELECT to_char(s.date_of_transfer, 'YYYY-MM-DD') AS date_of_transfer, s.saon, s.paon,
           s.street, s.locality, s.town, s.property_type, s.price,
           s.total_floor_area::float8 AS total_floor_area,
           round(${sql.raw(haversine(centre.lat, centre.lng, 's.lat', 's.lng'))})::int AS distance,
           coalesce(
             CASE s.property_type WHEN 'D' THEN n.detached_index / nullif(t.detached_index, 0)
               WHEN 'S' THEN n.semi_detached_index / nullif(t.semi_detached_index, 0)
               WHEN 'T' THEN n.terraced_index / nullif(t.terraced_index, 0)
               WHEN 'F' THEN n.flat_index / nullif(t.flat_index, 0) END,
             n.index / nullif(t.index, 0))::float8 AS factor
    FROM sold_prices s
    LEFT JOIN postcodes p ON p.postcode = s.postcode
    LEFT JOIN hpi t ON t.area_code = p.lad_code
      AND t.date = least(date_trunc('month', s.date_of_transfer)::date, ${options.latest}::date)
    LEFT JOIN hpi n ON n.area_code = p.lad_code AND n.date = ${options.latest}::date
    WHERE point(s.lng, s.lat) <@ ${sql.raw(boxAround(centre.lat, centre.lng, radius))}
      AND ${sql.raw(withinMetres(centre.lat, centre.lng, 's.lat', 's.lng', radius))}
      AND s.total_floor_area > 0
      AND s.date_of_transfer >= ${options.since}::date
      AND s.property_type = ANY(${options.types}::text[])
      AND s.ppd_category = 'A' AND s.record_status <> 'D'
    ORDER BY distance, s.date_of_transfer DESC, s.transaction_id
    LIMIT ${options.limit}`.execute(db);
  return rows;
}

/** The all-types or type index of an area at given months. */
export async function indexAt(
  db: Db,
  options: { code: string; column: string; months: string[] },
): Promise<Map<string, number>> {
  const { rows } = await sql<{ month: string; value: number | null }>`
    SELECT to_char(date, 'YYYY-MM-DD') AS month, ${sql.raw(options.column)}::float8 AS value
    FROM hpi WHERE area_code = ${options.code} AND date = ANY(${options.months}::date[])`.execute(
    db,
  );
  return new Map(rows.flatMap((r) => (r.value === null ? [] : [[r.month, r.value] as const])));
}
