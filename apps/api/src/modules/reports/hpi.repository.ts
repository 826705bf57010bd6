import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '@yardstick/db/schema';
import { jsRound2 } from '@yardstick/db/sql-fragments';
import type { HpiListColumn, HpiListSort, HpiSeriesName } from '@yardstick/core/reports/hpi';

/** UK HPI reads of the reports (docs/methodology.md "Reports"): Kysely only. */
type Db = Kysely<Database>;

/** The index column of each series of the `hpi` table. */
export const SERIES_COLUMN: Record<HpiSeriesName, string> = {
  all: 'index',
  detached: 'detached_index',
  semiDetached: 'semi_detached_index',
  terraced: 'terraced_index',
  flat: 'flat_index',
};

/** The list's columns: detached, semi, terraced, flat, and Other = the all-types index. */
const LIST_SERIES: [string, string][] = [
  ['detached_hpi', 'detached_index'],
  ['semi_detached_hpi', 'semi_detached_index'],
  ['terraced_hpi', 'terraced_index'],
  ['flat_hpi', 'flat_index'],
  ['other_hpi', 'index'],
];

const SORT_COLUMN: Record<HpiListColumn, string> = {
  countyName: 'county_name',
  regionName: 'region_name',
  districtName: 'district_name',
  detachedHpi: 'detached_hpi',
  semiDetachedHpi: 'semi_detached_hpi',
  terracedHpi: 'terraced_hpi',
  flatHpi: 'flat_hpi',
  otherHpi: 'other_hpi',
};

/** `(now / then - 1) * 100`, rounded as JavaScript rounds to 2 decimals (core percentChange). */
const change = (then: string, now: string) =>
  `CASE WHEN ${then} > 0 AND ${now} IS NOT NULL
        THEN ${jsRound2(`(${now}::float8 / ${then}::float8 - 1) * 100`)} END`;

/**
 * The local authority districts the HPI holds, with their county (else region) name and
 * their region's.
 */
const DISTRICTS = sql`
  SELECT la.code, la.name AS district_name, coalesce(c.name, r.name, '') AS county_name,
         coalesce(r.name, '') AS region_name
  FROM local_authorities la
  LEFT JOIN counties c ON c.code = la.county_code
  LEFT JOIN regions r ON r.code = la.region_code
  WHERE EXISTS (SELECT 1 FROM hpi h WHERE h.area_code = la.code)`;

export async function latestMonth(db: Db): Promise<string | null> {
  const { rows } = await sql<{ latest: string | null }>`
    SELECT to_char(max(date), 'YYYY-MM-DD') AS latest FROM hpi`.execute(db);
  return rows[0]?.latest ?? null;
}

export interface DistrictRow {
  code: string;
  district_name: string;
  county_name: string;
  region_name: string;
}

/**
 * The provenances ('published', 'demo') of the HPI months held, of the given areas or of the
 * whole table: two index probes (the demo rows have a partial index, migration 0100).
 */
export async function provenances(db: Db, codes?: readonly string[]): Promise<string[]> {
  const areas = codes ? sql`AND area_code = ANY(${[...codes]}::text[])` : sql``;
  const { rows } = await sql<{ demo: boolean; published: boolean }>`
    SELECT EXISTS (SELECT 1 FROM hpi WHERE provenance = 'demo' ${areas}) AS demo,
           EXISTS (SELECT 1 FROM hpi WHERE provenance = 'published' ${areas}) AS published
  `.execute(db);
  const row = rows[0];
  return [...(row?.demo ? ['demo'] : []), ...(row?.published ? ['published'] : [])];
}

export async function districts(db: Db): Promise<DistrictRow[]> {
  const { rows } = await sql<DistrictRow>`
    SELECT * FROM (${DISTRICTS}) d ORDER BY district_name, code`.execute(db);
  return rows;
}

export interface ListRow extends DistrictRow {
  detached_hpi: number | null;
  semi_detached_hpi: number | null;
  terraced_hpi: number | null;
  flat_hpi: number | null;
  other_hpi: number | null;
  source: 'published' | 'demo';
  total: number;
}

/**
 * One page of the list: each district's change of each series from `from` (null: each
 * series' earliest month held for that district) to `latest`, filtered by a case-insensitive
 * substring of the county or district name, sorted (missing values last), paged.
 */
export async function hpiListPage(
  db: Db,
  options: {
    latest: string;
    from: string | null;
    search: string | undefined;
    sort: HpiListSort;
    page: number;
    size: number;
  },
): Promise<ListRow[]> {
  const { latest, from, search, sort, page, size } = options;
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  let columns: RawBuilder<unknown>;
  let joins: RawBuilder<unknown>;
  let source: RawBuilder<unknown>;
  if (from !== null) {
    source = sql`CASE WHEN n.provenance = 'demo' OR f.provenance = 'demo' THEN 'demo' ELSE 'published' END`;
    columns = sql.raw(
      LIST_SERIES.map(([name, col]) => `${change(`f.${col}`, `n.${col}`)} AS ${name}`).join(', '),
    );
    joins = sql`LEFT JOIN hpi f ON f.area_code = d.code AND f.date = ${from}::date`;
  } else {
    source = sql`CASE WHEN n.provenance = 'demo' THEN 'demo' ELSE 'published' END`;
    columns = sql.raw(
      LIST_SERIES.map(([name, col]) => `${change(`${name}_first.v`, `n.${col}`)} AS ${name}`).join(
        ', ',
      ),
    );
    joins = sql.join(
      LIST_SERIES.map(
        ([name, col]) => sql`
          LEFT JOIN LATERAL (
            SELECT h.${sql.raw(col)} AS v FROM hpi h
            WHERE h.area_code = d.code AND h.${sql.raw(col)} IS NOT NULL
            ORDER BY h.date LIMIT 1) ${sql.raw(`${name}_first`)} ON true`,
      ),
      sql` `,
    );
  }
  const direction = sql.raw(sort.direction === 'desc' ? 'DESC' : 'ASC');
  const { rows } = await sql<ListRow>`
    WITH x AS (
      SELECT d.code, d.district_name, d.county_name, d.region_name, ${columns}, ${source} AS source
      FROM (${DISTRICTS}) d
      LEFT JOIN hpi n ON n.area_code = d.code AND n.date = ${latest}::date
      ${joins}
      WHERE ${pattern}::text IS NULL
         OR d.district_name ILIKE ${pattern} OR d.county_name ILIKE ${pattern}
         OR d.region_name ILIKE ${pattern}
    )
    SELECT x.*, count(*) OVER ()::int AS total FROM x
    ORDER BY ${sql.raw(SORT_COLUMN[sort.column])} ${direction} NULLS LAST, district_name, code
    LIMIT ${size} OFFSET ${page * size}`.execute(db);
  return rows;
}

/** The districts with the highest change of the series between two months (null from: each one's earliest). */
export async function topDistricts(
  db: Db,
  options: { series: HpiSeriesName; from: string | null; to: string; size: number },
): Promise<DistrictRow[]> {
  const col = sql.raw(SERIES_COLUMN[options.series]);
  const then =
    options.from === null
      ? sql`(SELECT h.${col} FROM hpi h WHERE h.area_code = d.code AND h.${col} IS NOT NULL ORDER BY h.date LIMIT 1)`
      : sql`(SELECT h.${col} FROM hpi h WHERE h.area_code = d.code AND h.date = ${options.from}::date)`;
  const { rows } = await sql<DistrictRow & { change: number | null }>`
    SELECT d.code, d.district_name, d.county_name, d.region_name,
           ${sql.raw(change('t.then', 't.now'))} AS change
    FROM (${DISTRICTS}) d
    CROSS JOIN LATERAL (
      SELECT ${then} AS then,
             (SELECT h.${col} FROM hpi h WHERE h.area_code = d.code AND h.date = ${options.to}::date) AS now
    ) t
    ORDER BY change DESC NULLS LAST, d.district_name, d.code
    LIMIT ${options.size}`.execute(db);
  return rows.filter((r) => r.change !== null);
}

export async function districtsByCode(db: Db, codes: string[]): Promise<DistrictRow[]> {
  const { rows } = await sql<DistrictRow>`
    SELECT * FROM (${DISTRICTS}) d WHERE d.code = ANY(${codes}::text[])`.execute(db);
  return rows;
}

export interface SeriesPoint {
  area_code: string;
  month: string;
  value: number | null;
  provenance: string;
}

/** The series' index of each area in [from, to] (from null: from each area's first month). */
export async function seriesOf(
  db: Db,
  options: { codes: string[]; column: string; from: string | null; to: string },
): Promise<SeriesPoint[]> {
  const { rows } = await sql<SeriesPoint>`
    SELECT h.area_code, to_char(h.date, 'YYYY-MM') AS month,
           h.${sql.raw(options.column)}::float8 AS value, h.provenance
    FROM hpi h
    WHERE h.area_code = ANY(${options.codes}::text[])
      AND h.date <= ${options.to}::date
      AND (${options.from}::date IS NULL OR h.date >= ${options.from}::date)
    ORDER BY h.area_code, h.date`.execute(db);
  return rows;
}

export interface PostcodeArea {
  postcode: string;
  district: string;
  lad_code: string | null;
  lad_name: string | null;
}

export async function postcodeArea(db: Db, postcode: string): Promise<PostcodeArea | null> {
  const { rows } = await sql<PostcodeArea>`
    SELECT p.postcode, p.district, p.lad_code, la.name AS lad_name
    FROM postcodes p LEFT JOIN local_authorities la ON la.code = p.lad_code
    WHERE p.postcode = ${postcode}`.execute(db);
  return rows[0] ?? null;
}

/** The local price index (the derive's repeat-sales index) of a postcode district. */
export async function localIndexOf(
  db: Db,
  options: { district: string; from: string; to: string },
): Promise<{ type_group: string; month: string; value: number }[]> {
  const { rows } = await sql<{ type_group: string; month: string; value: number }>`
    SELECT type_group, to_char(month, 'YYYY-MM') AS month, index_value AS value
    FROM local_price_index
    WHERE level = 'district' AND code = ${options.district}
      AND month BETWEEN ${options.from}::date AND ${options.to}::date
    ORDER BY type_group, month`.execute(db);
  return rows;
}
