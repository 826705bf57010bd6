import { sql, type Kysely } from 'kysely';
import { haversineMetres } from '@yardstick/core/geo/haversine';
import { isSaleOnMarket } from '@yardstick/core/listings/listing-states';
import type { LatLng } from '@yardstick/core/search/filter';
import type { Database } from '@yardstick/db/schema';
import {
  filterConditions,
  isPloSource,
  tsqueryOf,
  type ListingQuery,
  type RangeColumn,
} from './listing-query.ts';

/**
 * The listing engine's conditions (listing-query.ts `filterConditions`) tested on one listing
 * row in memory: what the saved-search alerts match each changed listing with (issue 28). It
 * states every condition of `filterConditions` in the same order and the same terms (integer
 * bounds rounded inwards, unknown values never within a bound, miles already metres in the
 * query); only the keywords, whose English stemming is PostgreSQL's, are checked by the engine's
 * own SQL (`keywordMatches`). The tests hold it to the search's reference model, kind by kind.
 */

type Db = Kysely<Database>;

/** The columns of a listing the conditions read. */
export interface MatchRow {
  id: number;
  transaction_type: string;
  status: string;
  list_price: number | null;
  bedrooms: number | null;
  total_floor_area: number | null;
  nearest_school_distance_m: number | null;
  nearest_bus_stop_distance_m: number | null;
  nearest_station_distance_m: number | null;
  plot_area: number | null;
  more_deprived: number | null;
  avg_bmv: number | null;
  avg_yield: number | null;
  roi: number | null;
  property_type: string | null;
  postcode: string | null;
  sector: string | null;
  district: string | null;
  area: string | null;
  lat: number | null;
  lng: number | null;
  nearest_school_rating: string | null;
  rental_demand: string | null;
  estimate_confidence: string | null;
  price_warnings: string[];
  negative_equity: boolean | null;
  with_sale_history: boolean | null;
  non_residential: boolean;
  plo_paired: boolean;
  /** 'YYYY-MM-DD' or null. */
  listed_on: string | null;
  updated_on: Date;
}

const INTEGER_COLUMNS = new Set<RangeColumn>([
  'list_price',
  'bedrooms',
  'nearest_school_distance_m',
  'nearest_bus_stop_distance_m',
  'nearest_station_distance_m',
]);

/** Even-odd ray casting (PostgreSQL's `point <@ polygon` in the engine's local frame). */
function insidePolygon(point: LatLng, polygon: LatLng[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (
      a.lat > point.lat !== b.lat > point.lat &&
      point.lng < ((b.lng - a.lng) * (point.lat - a.lat)) / (b.lat - a.lat) + a.lng
    ) {
      inside = !inside;
    }
  }
  return inside;
}

const inBox = (
  row: MatchRow,
  box: { minLat: number; maxLat: number; minLng: number; maxLng: number },
) =>
  row.lat !== null &&
  row.lng !== null &&
  row.lat >= box.minLat &&
  row.lat <= box.maxLat &&
  row.lng >= box.minLng &&
  row.lng <= box.maxLng;

/** Whether the listing meets every condition of the query but its keywords. */
export function matchesQuery(q: ListingQuery, row: MatchRow): boolean {
  if (!isSaleOnMarket(row)) return false;
  for (const range of q.ranges) {
    const value = row[range.column];
    if (value === null) return false;
    const integer = INTEGER_COLUMNS.has(range.column);
    if (range.min !== undefined && value < (integer ? Math.ceil(range.min) : range.min)) {
      return false;
    }
    if (range.max !== undefined && value > (integer ? Math.floor(range.max) : range.max)) {
      return false;
    }
  }
  if (
    q.propertyTypes &&
    (row.property_type === null || !q.propertyTypes.includes(row.property_type))
  )
    return false;
  if (q.statuses && !q.statuses.includes(row.status)) return false;
  if (q.excludeSoldStc && row.status === 'sold_stc') return false;
  if (q.location) {
    const set = q.location;
    const hit =
      (row.postcode !== null && set.postcodes.includes(row.postcode)) ||
      (row.sector !== null && set.sectors.includes(row.sector)) ||
      (row.district !== null && set.districts.includes(row.district)) ||
      (row.area !== null && set.areas.includes(row.area));
    if (!hit) return false;
  }
  if (q.circle) {
    if (!inBox(row, q.circle.box)) return false;
    const { centre, radius } = q.circle;
    if (haversineMetres(centre.lat, centre.lng, row.lat!, row.lng!) > radius) return false;
  }
  if (q.polygon) {
    if (!inBox(row, q.polygon.box)) return false;
    if (!insidePolygon({ lat: row.lat!, lng: row.lng! }, q.polygon.points)) return false;
  }
  if (
    q.schoolRatings &&
    (row.nearest_school_rating === null ||
      !q.schoolRatings.includes(row.nearest_school_rating.toLowerCase()))
  )
    return false;
  if (q.rentalDemand && (row.rental_demand === null || !q.rentalDemand.includes(row.rental_demand)))
    return false;
  if (
    q.confidence &&
    (row.estimate_confidence === null || !q.confidence.includes(row.estimate_confidence))
  )
    return false;
  if (q.noPriceWarnings && row.price_warnings.length > 0) return false;
  if (q.negativeEquity && row.negative_equity !== true) return false;
  if (q.bmv && !(row.avg_bmv !== null && row.avg_bmv < 0)) return false;
  if (q.withSaleHistory && row.with_sale_history !== true) return false;
  if (q.nonResidential === 'only' && !row.non_residential) return false;
  if (q.nonResidential === 'exclude' && row.non_residential) return false;
  if (q.propertiesAfter) {
    const after = q.propertiesAfter;
    const ok =
      row.listed_on !== null
        ? row.listed_on >= after
        : row.updated_on.getTime() >= Date.parse(`${after}T00:00:00Z`);
    if (!ok) return false;
  }
  if (isPloSource(q.source) && !row.plo_paired) return false;
  return true;
}

/** Whether the query has keywords (checked by `keywordMatches`, in SQL). */
export const hasKeywords = (q: ListingQuery) =>
  Boolean(q.keywordsAll?.length || q.keywordsAny?.length);

/** The match rows of these listings. */
export async function matchRows(db: Db, ids: number[]): Promise<MatchRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<MatchRow>`
    SELECT id, transaction_type, status, list_price, bedrooms, total_floor_area,
           nearest_school_distance_m, nearest_bus_stop_distance_m, nearest_station_distance_m,
           plot_area, more_deprived, avg_bmv, avg_yield, roi, property_type, postcode, sector,
           district, area, lat, lng, nearest_school_rating, rental_demand, estimate_confidence,
           price_warnings, negative_equity, with_sale_history, non_residential, plo_paired,
           listed_on::text AS listed_on, updated_on
      FROM listings WHERE id = ANY(${ids}::int[])`.execute(db);
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    list_price: r.list_price === null ? null : Number(r.list_price),
    avg_bmv: r.avg_bmv === null ? null : Number(r.avg_bmv),
    avg_yield: r.avg_yield === null ? null : Number(r.avg_yield),
    roi: r.roi === null ? null : Number(r.roi),
    total_floor_area: r.total_floor_area === null ? null : Number(r.total_floor_area),
    plot_area: r.plot_area === null ? null : Number(r.plot_area),
    more_deprived: r.more_deprived === null ? null : Number(r.more_deprived),
    lat: r.lat === null ? null : Number(r.lat),
    lng: r.lng === null ? null : Number(r.lng),
  }));
}

/**
 * Which of these listings meet the whole query, keywords included, by the engine's own SQL
 * (`filterConditions`): the keyword searches' last check.
 */
export async function keywordMatches(db: Db, q: ListingQuery, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const conditions = filterConditions(q);
  const { rows } = await sql<{ id: number }>`
    SELECT l.id FROM listings l
     WHERE l.id = ANY(${ids}::int[]) AND ${sql.join(conditions, sql` AND `)}`.execute(db);
  return new Set(rows.map((r) => Number(r.id)));
}

/**
 * Which of these listings hold the query's keywords, by the engine's own text search (the
 * keyword conditions of `filterConditions`, alone): for listings that met every other
 * condition in memory. Searches with the same keywords share one statement.
 */
export async function keywordsMatch(
  db: Db,
  q: Pick<ListingQuery, 'keywordsAll' | 'keywordsAny'>,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const c = [];
  if (q.keywordsAll?.length) c.push(sql<boolean>`l.keywords @@ ${tsqueryOf(q.keywordsAll, '&&')}`);
  if (q.keywordsAny?.length) c.push(sql<boolean>`l.keywords @@ ${tsqueryOf(q.keywordsAny, '||')}`);
  if (c.length === 0) return new Set(ids);
  const { rows } = await sql<{ id: number }>`
    SELECT l.id FROM listings l
     WHERE l.id = ANY(${ids}::int[]) AND ${sql.join(c, sql` AND `)}`.execute(db);
  return new Set(rows.map((r) => Number(r.id)));
}
