import { sql, type Kysely } from 'kysely';
import type { LatLng } from '@yardstick/core/search/filter';
import type { Database } from '@yardstick/db/schema';
import { haversineSql, inBoxSql } from './geo-sql.ts';

/**
 * What lies around a point: crimes, schools, bus stops, railway stations; and a postcode's
 * centroid and deprivation. Kysely only; every spatial read goes through a GiST index on
 * point(lng, lat) (migration 0070 adds per-type indexes for transport stops).
 */
type Db = Kysely<Database>;

export interface CrimeRow {
  crime_type: string;
  reported_by: string | null;
  crime_date: string;
  location: string | null;
  lat: number;
  lng: number;
  distance: number;
}

/**
 * Crimes within `metres` of the point in the latest `months` months held (the window ends at
 * the newest month in the table, as the derive step counts crimeRate), newest month first,
 * then nearest; at most `limit`.
 */
export async function crimesNear(
  db: Db,
  point: LatLng,
  options: { metres: number; months: number; limit: number },
): Promise<CrimeRow[]> {
  const { rows } = await sql<CrimeRow>`
    SELECT x.crime_type, x.reported_by, to_char(x.month, 'YYYY-MM') AS crime_date, x.location,
           x.lat, x.lng, round(x.d::numeric, 1)::float8 AS distance
    FROM (
      SELECT c.crime_key, c.crime_type, c.reported_by, c.month, c.location, c.lat, c.lng,
             ${haversineSql('c', point)} AS d
      FROM crimes c
      WHERE ${inBoxSql('c', point, options.metres)}
        AND c.month > (SELECT max(month) FROM crimes) - make_interval(months => ${options.months}::int)
    ) x
    WHERE x.d <= ${options.metres}::float8
    ORDER BY x.month DESC, x.d, x.crime_key
    LIMIT ${options.limit}`.execute(db);
  return rows;
}

/** Open schools as the derive step takes them: not closed (by date or by status). */
const OPEN_SCHOOL = sql<boolean>`s.lat IS NOT NULL AND s.lng IS NOT NULL
  AND (s.closed_on IS NULL OR s.closed_on > current_date)
  AND coalesce(s.status, '') !~* 'closed'`;

export interface SchoolRow {
  urn: number;
  name: string;
  ofsted_rating: string | null;
  ofsted_date: string | null;
  phase: string | null;
  lat: number;
  lng: number;
  distance: number;
}

/** Open schools within `metres` of the point, nearest first, at most `limit`. */
export async function schoolsWithin(
  db: Db,
  point: LatLng,
  metres: number,
  limit: number,
): Promise<SchoolRow[]> {
  const { rows } = await sql<SchoolRow>`
    SELECT x.urn, x.name, x.ofsted_rating, x.ofsted_date, x.phase, x.lat, x.lng,
           x.d AS distance
    FROM (
      SELECT s.urn, s.name, s.ofsted_rating, s.ofsted_date::text AS ofsted_date, s.phase,
             s.lat, s.lng, ${haversineSql('s', point)} AS d
      FROM schools s
      WHERE ${inBoxSql('s', point, metres)} AND ${OPEN_SCHOOL}
    ) x
    WHERE x.d <= ${metres}::float8
    ORDER BY x.d, x.urn
    LIMIT ${limit}`.execute(db);
  return rows;
}

export interface StopRow {
  name: string;
  lat: number;
  lng: number;
  distance: number;
}

/**
 * Active stops of the type within `metres` of the point, with their distance `d`: the rows
 * both stop reads start from. The type condition matches the partial indexes of migration
 * 0070, through which they are read.
 */
function activeStopsWithin(type: 'bus' | 'rail', point: LatLng, metres: number) {
  const typeCondition =
    type === 'bus' ? sql<boolean>`t.type = 'bus'` : sql<boolean>`t.type = 'rail'`;
  return sql`
    SELECT x.atco_code, x.name, x.lat, x.lng, x.d
    FROM (
      SELECT t.atco_code, t.name, t.lat, t.lng, ${haversineSql('t', point)} AS d
      FROM transport_stops t
      WHERE ${typeCondition} AND ${inBoxSql('t', point, metres)}
        AND coalesce(t.status, 'active') ~* '^(act|active)$'
    ) x
    WHERE x.d <= ${metres}::float8`;
}

/** Active stops of the type ('bus' or 'rail') within `metres`, nearest first, at most `limit`. */
export async function stopsWithin(
  db: Db,
  type: 'bus' | 'rail',
  point: LatLng,
  metres: number,
  limit: number,
): Promise<StopRow[]> {
  const { rows } = await sql<StopRow>`
    SELECT s.name, s.lat, s.lng, s.d AS distance
    FROM (${activeStopsWithin(type, point, metres)}) s
    ORDER BY s.d, s.atco_code
    LIMIT ${limit}`.execute(db);
  return rows;
}

export interface NamedStopRow extends StopRow {
  atco_code: string;
}

/**
 * The stops list: as `stopsWithin`, but one stop per name (the nearest of those sharing
 * it: NaPTAN lists some stations under several codes, e.g. Reading as RDNGSTN, RDNG4AB and
 * RDNGBUS).
 */
export async function namedStopsWithin(
  db: Db,
  type: 'bus' | 'rail',
  point: LatLng,
  metres: number,
  limit: number,
): Promise<NamedStopRow[]> {
  const { rows } = await sql<NamedStopRow>`
    SELECT y.atco_code, y.name, y.lat, y.lng, y.d AS distance
    FROM (
      SELECT DISTINCT ON (s.name) s.atco_code, s.name, s.lat, s.lng, s.d
      FROM (${activeStopsWithin(type, point, metres)}) s
      ORDER BY s.name, s.d, s.atco_code
    ) y
    ORDER BY y.d, y.atco_code
    LIMIT ${limit}`.execute(db);
  return rows;
}

export interface PostcodeRow {
  postcode: string;
  district: string;
  lat: number | null;
  lng: number | null;
  lsoa_code: string | null;
  imd_rank: number | null;
}

export async function postcode(db: Db, code: string): Promise<PostcodeRow | undefined> {
  const { rows } = await sql<PostcodeRow>`
    SELECT postcode, district, lat, lng, lsoa_code, imd_rank FROM postcodes
    WHERE postcode = ${code}`.execute(db);
  return rows[0];
}

export interface LsoaRow {
  code: string;
  name: string | null;
  imd_rank: number | null;
  imd_decile: number | null;
  imd_nation_count: number | null;
  imd_vintage: string | null;
  /** LSOAs with a rank held under the same code prefix (the nation), when no count is stored. */
  ranked_in_nation: number | null;
}

export async function lsoa(db: Db, code: string): Promise<LsoaRow | undefined> {
  const { rows } = await sql<LsoaRow>`
    SELECT s.code, s.name, s.imd_rank, s.imd_decile, s.imd_nation_count, s.imd_vintage,
           CASE WHEN s.imd_nation_count IS NULL THEN
             (SELECT count(*)::int FROM lsoas n
              WHERE n.code LIKE left(s.code, 3) || '%' AND n.imd_rank IS NOT NULL) END
             AS ranked_in_nation
    FROM lsoas s WHERE s.code = ${code}`.execute(db);
  return rows[0];
}
