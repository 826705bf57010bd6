import { sql, type Kysely } from 'kysely';

/**
 * Indexes and lookup data of the estimates search (apps/api/src/modules/search):
 *
 * - One index per sort order over the searchable listings (sale, not withdrawn), with the
 *   property id as the tie-break: `col ASC NULLS LAST, id ASC` and `col DESC NULLS LAST,
 *   id DESC`, so a nationwide page in any sort order reads only the rows it shows. The
 *   partial predicate is the search's base condition, written the same way in its queries.
 * - The default order (updated_on, id) carries every column the filters read (INCLUDE), so
 *   nationwide pages and counts are index-only scans: the listing rows themselves (wide,
 *   with their texts) are read only for the cards shown.
 * - `postcodes_compact_idx`: live postcodes by their compact form ('RG15AQ') in byte order,
 *   for prefix suggestions as the user types ('rg15' finds RG1 5.. and RG15 ..).
 * - `search_places`: sectors, districts, towns, local authorities and counties with their
 *   postcode districts and centre, built from postcodes, postcode_districts,
 *   local_authorities and counties; the location suggestions and place-name searches read
 *   it. A district belongs to the local authority and county holding most of its postcodes.
 *   The search module refreshes it after an import (see locations.repository.ts).
 * - `listings_plot_polygon_id_idx`: a plot's listing, for the polygon answers' postcode.
 */
const SEARCHABLE = `transaction_type = 'sale' AND status <> 'withdrawn'`;
/** Columns the filters read, carried by the default-order index for index-only scans. */
const FILTER_COLUMNS = [
  'status',
  'list_price',
  'bedrooms',
  'property_type',
  'property_sub_type',
  'total_floor_area',
  'avg_bmv',
  'more_deprived',
  'plot_area',
  'nearest_school_distance_m',
  'nearest_bus_stop_distance_m',
  'nearest_station_distance_m',
  'nearest_school_rating',
  'rental_demand',
  'negative_equity',
  'with_sale_history',
  'listed_on',
  'postcode',
  'sector',
  'district',
  'area',
  'lat',
  'lng',
];
/**
 * The sort fields other than updated_on as they were then (core's SORT_FIELDS,
 * packages/core/src/search/constants.ts); a migration is history, so it keeps its literals.
 */
const NULLABLE_SORT_COLUMNS = [
  'avg_bmv',
  'roi',
  'bedrooms',
  'list_price',
  'crime_rate',
  'price_variation',
  'avg_yield',
  'more_deprived',
];

const SEARCH_PLACES = `
CREATE MATERIALIZED VIEW search_places AS
WITH pc AS (
  SELECT district, sector, lad_code, county_code, count(*)::integer AS n,
         sum(lat) AS sum_lat, sum(lng) AS sum_lng
  FROM postcodes
  WHERE terminated_on IS NULL AND lat IS NOT NULL AND lng IS NOT NULL
  GROUP BY district, sector, lad_code, county_code
),
district_pc AS (
  SELECT district, sum(n)::integer AS n, sum(sum_lat) / sum(n) AS lat, sum(sum_lng) / sum(n) AS lng
  FROM pc GROUP BY district
),
district_main AS (
  SELECT DISTINCT ON (district) district, lad_code, county_code
  FROM (SELECT district, lad_code, county_code, sum(n) AS n
        FROM pc GROUP BY district, lad_code, county_code) x
  ORDER BY district, n DESC, lad_code, county_code
),
districts AS (
  SELECT coalesce(p.district, d.district) AS district,
         coalesce(p.lat, d.lat) AS lat, coalesce(p.lng, d.lng) AS lng,
         coalesce(p.n, d.active_postcode_count, 0)::integer AS n,
         nullif(trim(split_part(coalesce(d.town, ''), ',', 1)), '') AS town,
         d.town AS towns
  FROM district_pc p FULL JOIN postcode_districts d ON d.district = p.district
),
town_names AS (
  SELECT trim(t.name) AS name, d.district, d.lat, d.lng, d.n
  FROM districts d CROSS JOIN LATERAL unnest(string_to_array(d.towns, ',')) AS t(name)
  WHERE trim(t.name) <> ''
),
sectors AS (
  SELECT sector, min(district) AS district, sum(n)::integer AS n,
         sum(sum_lat) / sum(n) AS lat, sum(sum_lng) / sum(n) AS lng
  FROM pc GROUP BY sector
)
SELECT 'sector'::text AS kind, s.sector AS code, s.sector AS name,
       lower(replace(s.sector, ' ', '')) AS search_key, ARRAY[s.district] AS districts,
       s.lat, s.lng, s.n AS weight, d.town AS context
FROM sectors s LEFT JOIN districts d ON d.district = s.district
UNION ALL
SELECT 'district', d.district, d.district, lower(d.district), ARRAY[d.district],
       d.lat, d.lng, d.n, d.town
FROM districts d
UNION ALL
SELECT 'town', la.code, la.name, lower(la.name), m.districts, c.lat, c.lng, c.n, NULL
FROM local_authorities la
JOIN (SELECT lad_code, array_agg(district ORDER BY district) AS districts
      FROM district_main GROUP BY lad_code) m ON m.lad_code = la.code
JOIN (SELECT lad_code, sum(n)::integer AS n, sum(sum_lat) / sum(n) AS lat,
             sum(sum_lng) / sum(n) AS lng
      FROM pc GROUP BY lad_code) c ON c.lad_code = la.code
UNION ALL
SELECT 'town', min(t.name), min(t.name), lower(t.name),
       array_agg(DISTINCT t.district ORDER BY t.district), avg(t.lat), avg(t.lng),
       sum(t.n)::integer, NULL
FROM town_names t
WHERE lower(t.name) NOT IN (SELECT lower(name) FROM local_authorities)
GROUP BY lower(t.name)
UNION ALL
SELECT 'county', co.code, co.name, lower(co.name), m.districts, c.lat, c.lng, c.n, NULL
FROM counties co
JOIN (SELECT county_code, array_agg(district ORDER BY district) AS districts
      FROM district_main GROUP BY county_code) m ON m.county_code = co.code
JOIN (SELECT county_code, sum(n)::integer AS n, sum(sum_lat) / sum(n) AS lat,
             sum(sum_lng) / sum(n) AS lng
      FROM pc GROUP BY county_code) c ON c.county_code = co.code`;

const statements = [
  `CREATE INDEX listings_search_updated_on_idx ON listings (updated_on, id)
     INCLUDE (${FILTER_COLUMNS.join(', ')}) WHERE ${SEARCHABLE}`,
  ...NULLABLE_SORT_COLUMNS.flatMap((column) => [
    `CREATE INDEX listings_search_${column}_asc_idx
       ON listings (${column} ASC NULLS LAST, id ASC) WHERE ${SEARCHABLE}`,
    `CREATE INDEX listings_search_${column}_desc_idx
       ON listings (${column} DESC NULLS LAST, id DESC) WHERE ${SEARCHABLE}`,
  ]),
  `CREATE INDEX listings_plot_polygon_id_idx ON listings (plot_polygon_id)
     WHERE plot_polygon_id IS NOT NULL`,
  `CREATE INDEX postcodes_compact_idx ON postcodes ((replace(postcode, ' ', '')) COLLATE "C")
     WHERE terminated_on IS NULL`,
  SEARCH_PLACES,
  `CREATE UNIQUE INDEX search_places_kind_code_idx ON search_places (kind, code)`,
  `CREATE INDEX search_places_key_idx ON search_places (search_key COLLATE "C")`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP MATERIALIZED VIEW IF EXISTS search_places`.execute(db);
  await sql`DROP INDEX IF EXISTS postcodes_compact_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS listings_plot_polygon_id_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS listings_search_updated_on_idx`.execute(db);
  for (const column of NULLABLE_SORT_COLUMNS) {
    await sql.raw(`DROP INDEX IF EXISTS listings_search_${column}_asc_idx`).execute(db);
    await sql.raw(`DROP INDEX IF EXISTS listings_search_${column}_desc_idx`).execute(db);
  }
}
