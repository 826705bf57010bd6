import { sql } from 'kysely';
import type { DeriveSession } from './derive-session.ts';
import {
  boxAround,
  haversine,
  jsRound,
  jsRound1,
  METRES_PER_DEGREE,
  withinMetres,
} from '@yardstick/db/sql-fragments';
import { CRIME_MONTHS, CRIME_RADIUS_M } from '@yardstick/core/property/crimes';
import { FACILITY_MAX_METRES } from '@yardstick/core/property/nearby';
import { raw } from './sql-fragments.ts';
import { IMD_NATION_COUNTS } from '@yardstick/core/property/deprivation';

/**
 * Figures that depend only on where a listing is (docs/methodology.md "Area and risk
 * figures"), computed once per distinct location of the target listings (`d_loc_pt`, so
 * listings placed at their postcode's centroid share the work): nearest school, bus stop and
 * railway station (up to core's FACILITY_MAX_METRES), crimes within CRIME_RADIUS_M (500 m)
 * over the latest CRIME_MONTHS (12) months held (core/property/crimes, as the API's crimes
 * list), the plot polygon; and per listing the deprivation share from its postcode's LSOA.
 * Fills `d_loc` and `d_dep`.
 */

/**
 * Nearest candidates taken from the index (in Mercator coordinates, where distances around a
 * point scale alike in every direction, so the true nearest is among the first few) before
 * the exact haversine distance picks the nearest.
 */
const CANDIDATES = 3;
/** A point in (spherical) Mercator coordinates: conformal, so nearest neighbours keep their order. */
const plane = (lat: string, lng: string) =>
  `point(radians(${lng}), ln(tan(pi() / 4 + radians(${lat}) / 2)))`;

/**
 * Nearest facilities are found set-based on grids first: facilities and locations are put in
 * cells at least a grid size wide, and each location looks at its own and the 8 neighbouring
 * cells (one hash join for all locations). A facility found within the grid size is the true
 * nearest (anything outside those cells is further). Locations left over try the next,
 * coarser grid, and the last few ask the GiST index for their nearest candidates.
 */
export const GRID_METRES = {
  school: [1_500, 6_000],
  bus: [400, 2_000],
  rail: [3_000, 15_000],
} as const;
/** Cells are at least the grid size wide everywhere up to this latitude (Shetland: 60.9). */
const GRID_MAX_LATITUDE = 61;

function cellSize(metres: number) {
  const dLat = metres / METRES_PER_DEGREE;
  const dLng = dLat / Math.cos((GRID_MAX_LATITUDE * Math.PI) / 180);
  return { dLat, dLng };
}

async function buildFacility(
  s: DeriveSession,
  kind: 'school' | 'bus' | 'rail',
  select: ReturnType<typeof sql>,
): Promise<void> {
  const name = raw(`f_${kind}`);
  await s.exec(sql`DROP TABLE IF EXISTS ${name}`);
  await s.exec(sql`
    CREATE TEMP TABLE ${name} (
      fid bigint, name text, rating text, lat float8, lng float8, pt point)`);
  await s.exec(sql`
    INSERT INTO ${name} (fid, name, rating, lat, lng)
    SELECT row_number() OVER (ORDER BY f.lat, f.lng, f.name), f.*
    FROM (${select}) f`);
  await s.exec(sql`UPDATE ${name} SET pt = ${raw(plane('lat', 'lng'))}`);
  await s.exec(sql`CREATE INDEX ON ${name} USING gist (pt)`);
  await s.exec(sql`ANALYZE ${name}`);
}

export async function deriveLocationFigures(
  s: DeriveSession,
  options: { listingsAsOf: string },
): Promise<number> {
  await s.createTemp('d_loc_pt', 'pid integer PRIMARY KEY, lat float8, lng float8');
  await s.exec(sql`
    INSERT INTO d_loc_pt
    SELECT row_number() OVER (ORDER BY floor((lat) * 100), floor((lng) * 100), lat, lng)
             AS pid, lat, lng
    FROM (SELECT DISTINCT lat, lng FROM d_target WHERE lat IS NOT NULL AND lng IS NOT NULL) x
    ORDER BY pid`);
  await s.exec(sql`ANALYZE d_loc_pt`);

  await buildFacility(
    s,
    'school',
    sql`SELECT name, ofsted_rating, lat, lng FROM schools
        WHERE lat IS NOT NULL AND lng IS NOT NULL
          AND (closed_on IS NULL OR closed_on > ${options.listingsAsOf}::date)
          AND coalesce(status, '') !~* 'closed'`,
  );
  await buildFacility(
    s,
    'bus',
    sql`SELECT name, NULL, lat, lng FROM transport_stops
        WHERE type = 'bus' AND lat IS NOT NULL AND lng IS NOT NULL
          AND coalesce(status, 'active') ~* '^(act|active)$'`,
  );
  await buildFacility(
    s,
    'rail',
    sql`SELECT name, NULL, lat, lng FROM transport_stops
        WHERE type = 'rail' AND lat IS NOT NULL AND lng IS NOT NULL
          AND coalesce(status, 'active') ~* '^(act|active)$'`,
  );

  for (const kind of ['school', 'bus', 'rail'] as const) {
    const table = raw(`d_near_${kind}`);
    const facilities = raw(`f_${kind}`);
    await s.exec(sql`DROP TABLE IF EXISTS ${table}`);
    await s.exec(sql`CREATE TEMP TABLE ${table} (pid integer PRIMARY KEY, fid bigint, d float8)`);
    // The locations still without a nearest facility, shrinking pass by pass.
    await s.exec(sql`DROP TABLE IF EXISTS d_loc_left`);
    await s.exec(sql`CREATE TEMP TABLE d_loc_left AS SELECT pid, lat, lng FROM d_loc_pt`);
    for (const metres of GRID_METRES[kind]) {
      const { dLat, dLng } = cellSize(metres);
      await s.exec(sql`
        INSERT INTO ${table}
        SELECT x.pid, x.m[2]::bigint, x.m[1]
        FROM (
          SELECT l.pid,
                 min(ARRAY[${raw(haversine('l.lat', 'l.lng', 'f.lat', 'f.lng'))}, f.fid::float8]) AS m
          FROM d_loc_left l
          CROSS JOIN (VALUES (-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 0), (0, 1), (1, -1),
                             (1, 0), (1, 1)) o (dx, dy)
          JOIN (SELECT fid, lat, lng, floor(lng / ${dLng})::integer AS cx,
                       floor(lat / ${dLat})::integer AS cy
                FROM ${facilities}) f
            ON f.cx = floor(l.lng / ${dLng})::integer + o.dx
           AND f.cy = floor(l.lat / ${dLat})::integer + o.dy
          GROUP BY l.pid
        ) x
        WHERE x.m[1] <= ${metres}`);
      await s.exec(sql`ANALYZE ${table}`);
      await s.exec(sql`DELETE FROM d_loc_left l USING ${table} n WHERE n.pid = l.pid`);
      await s.exec(sql`ANALYZE d_loc_left`);
    }
    await s.exec(sql`
      INSERT INTO ${table}
      SELECT l.pid, c.fid, c.d
      FROM d_loc_left l
      CROSS JOIN LATERAL (
        SELECT k.fid, ${raw(haversine('l.lat', 'l.lng', 'k.lat', 'k.lng'))} AS d
        FROM (SELECT f.fid, f.lat, f.lng FROM ${facilities} f
              ORDER BY f.pt <-> ${raw(plane('l.lat', 'l.lng'))} LIMIT ${CANDIDATES}) k
        ORDER BY d, k.fid LIMIT 1
      ) c`);
    await s.exec(sql`ANALYZE ${table}`);
  }

  // Crimes of the latest CRIME_MONTHS (12) months held, counted per published (anonymised)
  // map point; the API's crimes list takes the same window and radius (core/property/crimes).
  await s.createTemp('crime_pts', 'lat float8, lng float8, n integer');
  await s.exec(sql`
    INSERT INTO crime_pts
    SELECT lat, lng, count(*)::int FROM crimes
    WHERE lat IS NOT NULL AND lng IS NOT NULL
      AND month > (SELECT max(month) - ${raw(`interval '${CRIME_MONTHS} months'`)} FROM crimes)
    GROUP BY lat, lng
    ORDER BY floor((lat) * 100), floor((lng) * 100)`);
  await s.exec(sql`CREATE INDEX ON crime_pts USING gist (point(lng, lat))`);
  await s.exec(sql`ANALYZE crime_pts`);
  // Where no crime at all is held within 5 km the area is taken as not covered (null).
  await s.createTemp('d_crime', 'pid integer PRIMARY KEY, n integer');
  await s.exec(sql`
    INSERT INTO d_crime
    SELECT l.pid,
           (SELECT coalesce(sum(c.n), 0)::int FROM crime_pts c
            WHERE point(c.lng, c.lat) <@ ${raw(boxAround('l.lat', 'l.lng', CRIME_RADIUS_M))}
              AND ${raw(withinMetres('l.lat', 'l.lng', 'c.lat', 'c.lng', CRIME_RADIUS_M))})
    FROM d_loc_pt l
    WHERE EXISTS (SELECT 1 FROM crime_pts c
                  WHERE point(c.lng, c.lat) <@ ${raw(boxAround('l.lat', 'l.lng', 5000))})`);

  // The plot polygon holding the point (the smallest, when polygons overlap).
  await s.createTemp('d_plot', 'pid integer PRIMARY KEY, id bigint, area numeric');
  await s.exec(sql`
    INSERT INTO d_plot
    SELECT DISTINCT ON (l.pid) l.pid, pp.id, pp.area_m2
    FROM d_loc_pt l
    JOIN plot_polygons pp
      ON pp.shape && polygon(box(point(l.lng, l.lat), point(l.lng, l.lat)))
     AND pp.shape @> point(l.lng, l.lat)
    ORDER BY l.pid, pp.area_m2 NULLS LAST, pp.id`);

  await s.exec(sql`DROP TABLE IF EXISTS d_loc`);
  await s.exec(sql`
    CREATE TEMP TABLE d_loc AS
    SELECT l.pid,
           fs.name AS school_name, fs.rating AS school_rating, fs.lat AS school_lat,
           fs.lng AS school_lng, ${raw(jsRound('sc.d'))}::integer AS school_m,
           fb.name AS bus_name, fb.lat AS bus_lat, fb.lng AS bus_lng,
           ${raw(jsRound('bu.d'))}::integer AS bus_m,
           fr.name AS rail_name, fr.lat AS rail_lat, fr.lng AS rail_lng,
           ${raw(jsRound('ra.d'))}::integer AS rail_m,
           cr.n AS crime_rate, pl.id AS plot_polygon_id, pl.area AS plot_area
    FROM d_loc_pt l
    LEFT JOIN d_near_school sc ON sc.pid = l.pid AND sc.d <= ${FACILITY_MAX_METRES.school}
    LEFT JOIN f_school fs ON fs.fid = sc.fid
    LEFT JOIN d_near_bus bu ON bu.pid = l.pid AND bu.d <= ${FACILITY_MAX_METRES.bus}
    LEFT JOIN f_bus fb ON fb.fid = bu.fid
    LEFT JOIN d_near_rail ra ON ra.pid = l.pid AND ra.d <= ${FACILITY_MAX_METRES.rail}
    LEFT JOIN f_rail fr ON fr.fid = ra.fid
    LEFT JOIN d_crime cr ON cr.pid = l.pid
    LEFT JOIN d_plot pl ON pl.pid = l.pid`);
  await s.exec(sql`ALTER TABLE d_loc ADD PRIMARY KEY (pid)`);

  // Deprivation: postcode -> LSOA -> rank among the nation's LSOAs.
  await s.createTemp('d_dep', 'id bigint PRIMARY KEY, lsoa_code text, more_deprived numeric');
  const fallbackCounts = Object.entries(IMD_NATION_COUNTS)
    .map(([prefix, n]) => `WHEN t.lsoa LIKE '${prefix}%' THEN ${n}`)
    .join(' ');
  await s.exec(sql`
    INSERT INTO d_dep
    SELECT x.id, x.lsoa,
           CASE WHEN x.n >= 2 AND x.rank BETWEEN 1 AND x.n
                THEN ${raw(jsRound1('(x.rank - 1)::float8 / (x.n - 1) * 100'))} END
    FROM (
      SELECT t.id, t.lsoa, coalesce(s.imd_rank, t.pc_imd_rank) AS rank,
             coalesce(s.imd_nation_count,
                      greatest(nc.n, CASE ${raw(fallbackCounts)} END)) AS n
      FROM d_target t
      LEFT JOIN lsoas s ON s.code = t.lsoa
      LEFT JOIN (SELECT left(code, 3) AS prefix, count(*)::int AS n FROM lsoas
                 WHERE imd_rank IS NOT NULL GROUP BY 1) nc
        ON nc.prefix = left(t.lsoa, 3)
      WHERE t.lsoa IS NOT NULL
    ) x`);
  return s.count('d_loc_pt');
}
