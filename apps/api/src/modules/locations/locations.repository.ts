import { sql, type Kysely } from 'kysely';
import type { Database } from '@yardstick/db/schema';
import { distanceToPoint, pointInBox } from '@yardstick/db/sql-fragments';

/**
 * Places and postcodes for location suggestions and place-name searches, and plot
 * polygons: Kysely only. `search_places` is the materialized view of migration 0061.
 */
type Db = Kysely<Database>;

export type PlaceKind = 'sector' | 'district' | 'town' | 'county';

export interface PlaceRow {
  kind: PlaceKind;
  code: string;
  name: string;
  search_key: string;
  districts: string[];
  lat: number | null;
  lng: number | null;
  weight: number | null;
  context: string | null;
}

const PLACES_SETTING = 'search_places_refreshed';

/** The latest successful import, and the import the places view was last built after. */
export async function placesFreshness(
  db: Db,
): Promise<{ latestImport: string | null; builtAfter: string | null; built: boolean }> {
  const { rows } = await sql<{
    latest_import: string | null;
    built_after: string | null;
    built: boolean;
  }>`
    SELECT (SELECT max(finished_at)::text FROM imports WHERE status = 'succeeded') AS latest_import,
           (SELECT value->>'latestImport' FROM app_settings WHERE key = ${PLACES_SETTING}) AS built_after,
           EXISTS (SELECT 1 FROM app_settings WHERE key = ${PLACES_SETTING}) AS built`.execute(db);
  const row = rows[0];
  return {
    latestImport: row?.latest_import ?? null,
    builtAfter: row?.built_after ?? null,
    built: row?.built ?? false,
  };
}

/** Rebuilds search_places from the postcode and area tables and records after which import. */
export async function refreshPlaces(
  db: Db,
  latestImport: string | null,
  concurrently: boolean,
): Promise<void> {
  await sql`REFRESH MATERIALIZED VIEW ${sql.raw(concurrently ? 'CONCURRENTLY ' : '')}search_places`.execute(
    db,
  );
  await sql`
    INSERT INTO app_settings (key, value) VALUES (${PLACES_SETTING}, ${JSON.stringify({ latestImport })}::jsonb)
    ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`.execute(db);
}

/** The next key after every key starting with `prefix` (byte order, as the C collation). */
function prefixEnd(prefix: string): string {
  const last = prefix.charCodeAt(prefix.length - 1);
  return prefix.slice(0, -1) + String.fromCharCode(last + 1);
}

/**
 * Places whose search key starts with `prefix`: exact matches first, then by the kind
 * order given, then the most postcodes first.
 */
export async function placesByPrefix(
  db: Db,
  prefix: string,
  kindOrder: PlaceKind[],
  limit: number,
): Promise<PlaceRow[]> {
  const { rows } = await sql<PlaceRow>`
    SELECT kind, code, name, search_key, districts, lat, lng, weight, context
    FROM search_places
    WHERE search_key COLLATE "C" >= ${prefix} AND search_key COLLATE "C" < ${prefixEnd(prefix)}
    ORDER BY (search_key = ${prefix}) DESC, array_position(${kindOrder}::text[], kind),
             weight DESC NULLS LAST, search_key, code
    LIMIT ${limit}`.execute(db);
  return rows;
}

/** Places by code (district, sector, ONS code) or, for towns and counties, by name. */
export async function placesByCodeOrName(
  db: Db,
  codes: string[],
  lowerNames: string[],
): Promise<PlaceRow[]> {
  if (codes.length === 0 && lowerNames.length === 0) return [];
  const { rows } = await sql<PlaceRow>`
    SELECT kind, code, name, search_key, districts, lat, lng, weight, context
    FROM search_places
    WHERE code = ANY(${codes}::text[])
       OR (kind IN ('town', 'county') AND search_key COLLATE "C" = ANY(${lowerNames}::text[]))`.execute(
    db,
  );
  return rows;
}

export interface PostcodeRow {
  postcode: string;
  lat: number | null;
  lng: number | null;
  town: string | null;
}

/** Live postcodes whose compact form ('RG15AQ') starts with the given compact prefix. */
export async function postcodesByPrefix(
  db: Db,
  compactPrefix: string,
  limit: number,
): Promise<PostcodeRow[]> {
  const { rows } = await sql<PostcodeRow>`
    SELECT p.postcode, p.lat, p.lng,
           nullif(trim(split_part(coalesce(d.town, ''), ',', 1)), '') AS town
    FROM (
      SELECT postcode, district, lat, lng FROM postcodes
      WHERE terminated_on IS NULL
        AND replace(postcode, ' ', '') COLLATE "C" >= ${compactPrefix}
        AND replace(postcode, ' ', '') COLLATE "C" < ${prefixEnd(compactPrefix)}
      ORDER BY replace(postcode, ' ', '') COLLATE "C"
      LIMIT ${limit}
    ) p
    LEFT JOIN postcode_districts d ON d.district = p.district
    ORDER BY replace(p.postcode, ' ', '') COLLATE "C"`.execute(db);
  return rows;
}

/** The centroids of the postcodes given that have one. */
export async function postcodeCentroids(
  db: Db,
  postcodes: string[],
): Promise<{ postcode: string; lat: number; lng: number }[]> {
  if (postcodes.length === 0) return [];
  const rows = await db
    .selectFrom('postcodes')
    .select(['postcode', 'lat', 'lng'])
    .where('postcode', 'in', postcodes)
    .execute();
  return rows.flatMap((r) =>
    r.lat !== null && r.lng !== null ? [{ postcode: r.postcode, lat: r.lat, lng: r.lng }] : [],
  );
}

// ---- plot polygons ----

export interface PolygonRow {
  id: number;
  shape: string;
  area_m2: number | null;
  perimeter_m: number | null;
  postcode: string | null;
}

const polygonColumns = sql`pp.id, pp.shape::text AS shape, pp.area_m2, pp.perimeter_m,
  (SELECT l.postcode FROM listings l WHERE l.plot_polygon_id = pp.id
   ORDER BY l.id LIMIT 1) AS postcode`;

interface Circle {
  lat: number;
  lng: number;
  radius: number;
  box: { minLat: number; maxLat: number; minLng: number; maxLng: number };
}

function polygonDistance(c: Circle) {
  return distanceToPoint('pp.centroid_lat', 'pp.centroid_lng', c);
}

function polygonsWithin(c: Circle) {
  return sql`${pointInBox('pp.centroid_lat', 'pp.centroid_lng', c.box)}
    AND ${polygonDistance(c)} <= ${c.radius}::float8`;
}

/** Plot polygons whose centroid is within the circle, nearest first. */
export async function polygonsNear(
  db: Db,
  circle: Circle,
  page: { limit: number; offset: number },
): Promise<PolygonRow[]> {
  const { rows } = await sql<PolygonRow>`
    SELECT ${polygonColumns}
    FROM plot_polygons pp
    WHERE ${polygonsWithin(circle)}
    ORDER BY ${polygonDistance(circle)}, pp.id
    LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db);
  return rows;
}

export async function countPolygonsNear(db: Db, circle: Circle, cap: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM (
      SELECT 1 FROM plot_polygons pp WHERE ${polygonsWithin(circle)} LIMIT ${cap}
    ) c`.execute(db);
  return rows[0]?.n ?? 0;
}

export async function polygonById(db: Db, id: string): Promise<PolygonRow | undefined> {
  const { rows } = await sql<PolygonRow>`
    SELECT ${polygonColumns} FROM plot_polygons pp WHERE pp.id = ${id}::bigint`.execute(db);
  return rows[0];
}
