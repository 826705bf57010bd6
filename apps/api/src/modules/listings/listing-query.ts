import { sql, type RawBuilder } from 'kysely';
import { SORT_FLAGS, type SearchSort } from '@yardstick/core/search/constants';
import type { LatLng } from '@yardstick/core/search/filter';
import { notSoldStcSql, ploRentLive, saleOnMarketConditions } from '@yardstick/db/listing-states';
import { distanceToPoint, pointInBox } from '@yardstick/db/sql-fragments';

/**
 * THE query builder of every list of listings: turns a resolved ListingQuery (built by
 * listing-filter.ts from the filter) over a source (sale listings, PLO pairs, a user's
 * favourites of either) into parameterised SQL: the FROM of the source, the WHERE conditions
 * over the sale listing `l`, and an ORDER BY. Every answer (pages and hits of cards and PLO
 * items, map markers, array markers, favourites lists, counts, the export, similar
 * properties) is built from these pieces, so one filter means the same rows everywhere.
 *
 * Values are bound parameters, except the coordinates of distances and index boxes, which
 * the shared fragments (@yardstick/db/sql-fragments) write as float8 literals of checked
 * finite numbers; the only other text put into SQL is taken from the fixed column lists below.
 */

/** Columns a numeric bound can apply to (bounds are inclusive). */
export const RANGE_COLUMNS = [
  'list_price',
  'bedrooms',
  'total_floor_area',
  'nearest_school_distance_m',
  'nearest_bus_stop_distance_m',
  'nearest_station_distance_m',
  'plot_area',
  'more_deprived',
  'avg_bmv',
  'avg_yield',
  'roi',
] as const;
export type RangeColumn = (typeof RANGE_COLUMNS)[number];

/** Integer columns: fractional bounds are rounded inwards (same rows, integer parameters). */
const INTEGER_COLUMNS = new Set<RangeColumn>([
  'list_price',
  'bedrooms',
  'nearest_school_distance_m',
  'nearest_bus_stop_distance_m',
  'nearest_station_distance_m',
]);

export interface RangeBound {
  column: RangeColumn;
  min?: number | undefined;
  max?: number | undefined;
}

export interface Box {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/** Where a listing may lie: the union of these codes (all empty = nowhere). */
export interface LocationSet {
  postcodes: string[];
  sectors: string[];
  districts: string[];
  areas: string[];
}

export interface ListingQuery {
  ranges: RangeBound[];
  propertyTypes?: string[] | undefined;
  statuses?: string[] | undefined;
  excludeSoldStc?: boolean | undefined;
  location?: LocationSet | undefined;
  circle?: { centre: LatLng; radius: number; box: Box } | undefined;
  polygon?: { points: LatLng[]; box: Box } | undefined;
  keywordsAll?: string[] | undefined;
  keywordsAny?: string[] | undefined;
  /** Lower-case Ofsted judgements of the nearest school. */
  schoolRatings?: string[] | undefined;
  rentalDemand?: string[] | undefined;
  /** The estimate's confidence, any of. */
  confidence?: string[] | undefined;
  /** Only listings without a price warning. */
  noPriceWarnings?: boolean | undefined;
  negativeEquity?: boolean | undefined;
  bmv?: boolean | undefined;
  /**
   * Commercial, mixed-use, land and parking listings (a sub type matching the pattern):
   * 'only' with the Commercial toggle, else 'exclude' (they carry no estimate).
   */
  /** Commercial, mixed-use, land and parking listings: only them, or none of them. */
  nonResidential?: 'only' | 'exclude' | undefined;
  withSaleHistory?: boolean | undefined;
  /** 'YYYY-MM-DD'. */
  propertiesAfter?: string | undefined;
  /** Which rows are listed: sale listings (the default), PLO pairs, or a user's favourites. */
  source: ListingSource;
  sort: SearchSort;
}

/**
 * What a list reads: sale listings on the market; PLO pairs (`plo_pairs pp`, the sale side
 * `l`), with the viewer's PLO favourite (`f`) when a viewer is given; a user's favourite sale
 * listings (`favourites f`); or a user's favourite PLO pairs.
 */
export type ListingSource =
  | { kind: 'sales' }
  | { kind: 'sale-favourites'; userId: string }
  | { kind: 'plo-pairs'; viewerId?: string | undefined }
  | { kind: 'plo-favourites'; userId: string };

/** Whether the source reads PLO pairs (joined as `pp`). */
export const isPloSource = (source: ListingSource) =>
  source.kind === 'plo-pairs' || source.kind === 'plo-favourites';

/** A list restricted to one user's favourites (of either kind). */
export const isFavouritesSource = (source: ListingSource) =>
  source.kind === 'sale-favourites' || source.kind === 'plo-favourites';

/** Great-circle distance in metres from listing `l` to a point: haversine, as in core. */
export function distanceSql(centre: LatLng): RawBuilder<number> {
  return distanceToPoint('l.lat', 'l.lng', centre);
}

function inBox(box: Box): RawBuilder<boolean> {
  // The expression point(lng, lat) is the one the GiST index listings_location_idx holds.
  return pointInBox('l.lat', 'l.lng', box);
}

/**
 * Point-in-polygon in a local frame: PostgreSQL's geometric operators treat anything within
 * 1e-6 (in the operands' units, and on cross products) as touching, which in degrees would
 * count points up to tens of metres outside a small polygon's edge as inside. Coordinates
 * are therefore taken relative to the polygon's south-west corner and scaled by 1e6 (one
 * unit = 1e-6 degree, about 0.1 m), where that tolerance is far below a millimetre.
 */
const POLYGON_SCALE = 1_000_000;

export function scaledPolygon(points: LatLng[], origin: LatLng): string {
  const xy = points.map(
    (p) => `(${(p.lng - origin.lng) * POLYGON_SCALE},${(p.lat - origin.lat) * POLYGON_SCALE})`,
  );
  return `(${xy.join(',')})`;
}

function inPolygon(points: LatLng[], box: Box): RawBuilder<boolean> {
  const origin = { lat: box.minLat, lng: box.minLng };
  const scale = sql`${POLYGON_SCALE}::float8`;
  return sql<boolean>`point((l.lng - ${origin.lng}::float8) * ${scale}, (l.lat - ${origin.lat}::float8) * ${scale}) <@ ${scaledPolygon(points, origin)}::polygon`;
}

export function tsqueryOf(keywords: string[], operator: '&&' | '||'): RawBuilder<unknown> {
  const parts = keywords.map((k) => sql`plainto_tsquery('english', ${k})`);
  return sql`(${sql.join(parts, sql.raw(` ${operator} `))})`;
}

/**
 * The base condition: a sale listing on the market (core's listing states, rendered by
 * @yardstick/db/listing-states). It starts exactly as the partial indexes of migration 0061
 * state their predicate (`transaction_type = 'sale' AND status <> 'withdrawn'`), so the planner
 * still proves they apply; the statuses are literals, never parameters, for the same reason.
 */
const onTheMarket = (): RawBuilder<boolean>[] =>
  saleOnMarketConditions('l').map((text) => sql<boolean>`${sql.raw(text)}`);

/**
 * The conditions a listing must meet, AND-ed: the base condition, the filter's, and for PLO
 * pairs the sale side's flag of being paired with a live rental (listings.plo_paired, kept by
 * triggers: migrations 0086 and 0087), which the PLO partial indexes state.
 */
export function listingConditions(q: ListingQuery): RawBuilder<boolean>[] {
  const c = filterConditions(q);
  if (isPloSource(q.source)) c.push(sql<boolean>`l.plo_paired`);
  return c;
}

/** The base condition and the filter's, without the source's own. */
export function filterConditions(q: ListingQuery): RawBuilder<boolean>[] {
  const c: RawBuilder<boolean>[] = onTheMarket();
  for (const range of q.ranges) {
    const column = sql.ref(`l.${range.column}`);
    const integer = INTEGER_COLUMNS.has(range.column);
    if (range.min !== undefined) {
      c.push(sql<boolean>`${column} >= ${integer ? Math.ceil(range.min) : range.min}`);
    }
    if (range.max !== undefined) {
      c.push(sql<boolean>`${column} <= ${integer ? Math.floor(range.max) : range.max}`);
    }
  }
  if (q.propertyTypes) c.push(sql<boolean>`l.property_type = ANY(${q.propertyTypes}::text[])`);
  if (q.statuses) c.push(sql<boolean>`l.status = ANY(${q.statuses}::text[])`);
  if (q.excludeSoldStc) c.push(notSoldStcSql('l'));
  if (q.location) c.push(locationCondition(q.location));
  if (q.circle) {
    c.push(inBox(q.circle.box));
    c.push(sql<boolean>`${distanceSql(q.circle.centre)} <= ${q.circle.radius}::float8`);
  }
  if (q.polygon) {
    c.push(inBox(q.polygon.box));
    c.push(inPolygon(q.polygon.points, q.polygon.box));
  }
  // In a circle or polygon the keywords are checked on the few rows the location index
  // finds, never through the keyword index: PostgreSQL has no statistics for `point <@ box`
  // and guesses 0.1% of the table, so it would AND the area with the keyword index's bitmap
  // of every listing holding a common word (200,000+ at a million listings, 30 ms to build)
  // to save a few hundred row checks. coalesce() makes the test one the index cannot serve.
  const keywords =
    q.circle || q.polygon ? sql`coalesce(l.keywords, ''::tsvector)` : sql`l.keywords`;
  if (q.keywordsAll?.length) c.push(sql<boolean>`${keywords} @@ ${tsqueryOf(q.keywordsAll, '&&')}`);
  if (q.keywordsAny?.length) c.push(sql<boolean>`${keywords} @@ ${tsqueryOf(q.keywordsAny, '||')}`);
  if (q.schoolRatings) {
    c.push(sql<boolean>`lower(l.nearest_school_rating) = ANY(${q.schoolRatings}::text[])`);
  }
  if (q.rentalDemand) c.push(sql<boolean>`l.rental_demand = ANY(${q.rentalDemand}::text[])`);
  if (q.confidence) c.push(sql<boolean>`l.estimate_confidence = ANY(${q.confidence}::text[])`);
  if (q.noPriceWarnings) c.push(sql<boolean>`cardinality(l.price_warnings) = 0`);
  if (q.negativeEquity) c.push(sql<boolean>`l.negative_equity IS TRUE`);
  if (q.bmv) c.push(sql<boolean>`l.avg_bmv < 0`);
  if (q.withSaleHistory) c.push(sql<boolean>`l.with_sale_history IS TRUE`);
  // The stored generated column of core's pattern (migration 0081), not the pattern per row.
  if (q.nonResidential === 'only') c.push(sql<boolean>`l.non_residential`);
  if (q.nonResidential === 'exclude') c.push(sql<boolean>`NOT l.non_residential`);
  if (q.propertiesAfter) {
    c.push(
      sql<boolean>`(l.listed_on >= ${q.propertiesAfter}::date OR (l.listed_on IS NULL AND l.updated_on >= ${`${q.propertiesAfter}T00:00:00Z`}::timestamptz))`,
    );
  }
  return c;
}

function locationCondition(set: LocationSet): RawBuilder<boolean> {
  const parts: RawBuilder<boolean>[] = [];
  if (set.postcodes.length) parts.push(sql<boolean>`l.postcode = ANY(${set.postcodes}::text[])`);
  if (set.sectors.length) parts.push(sql<boolean>`l.sector = ANY(${set.sectors}::text[])`);
  if (set.districts.length) parts.push(sql<boolean>`l.district = ANY(${set.districts}::text[])`);
  if (set.areas.length) parts.push(sql<boolean>`l.area = ANY(${set.areas}::text[])`);
  if (parts.length === 0) return sql<boolean>`false`;
  return sql<boolean>`(${sql.join(parts, sql` OR `)})`;
}

export function whereClause(q: ListingQuery): RawBuilder<unknown> {
  return sql`WHERE ${sql.join(listingConditions(q), sql` AND `)}`;
}

/** The sort's flag column of `listings l` as `sort_flag` (NULL when the sort has none). */
export function sortFlagColumn(q: ListingQuery): RawBuilder<unknown> {
  const flag = SORT_FLAGS[q.sort.field];
  return flag ? sql`${sql.ref(`l.${flag}`)} AS sort_flag` : sql`NULL::boolean AS sort_flag`;
}

/**
 * The source's FROM: `listings l`; a user's favourite sale listings (`favourites f`); or the
 * pairs with a live rental (`plo_pairs pp`, core's live PLO pair: the sale side's state is
 * among the conditions) with the viewer's PLO favourite `f` (joined for a favourites list, left
 * joined for a viewer).
 */
export function fromClause(q: ListingQuery): RawBuilder<unknown> {
  const source = q.source;
  if (source.kind === 'sales') return sql`FROM listings l`;
  if (source.kind === 'sale-favourites') {
    return sql`FROM favourites f JOIN listings l ON l.id = f.sale_listing_id AND f.user_id = ${source.userId}::uuid AND f.kind = ${'sale'}`;
  }
  const viewerId = source.kind === 'plo-favourites' ? source.userId : source.viewerId;
  const favourite = viewerId
    ? sql`${source.kind === 'plo-favourites' ? sql`JOIN` : sql`LEFT JOIN`} favourites f
            ON f.user_id = ${viewerId}::uuid AND f.kind = 'plo'
           AND f.sale_listing_id = pp.sale_listing_id AND f.rent_listing_id = pp.rent_listing_id`
    : sql``;
  return sql`FROM plo_pairs pp
    JOIN listings l ON l.id = pp.sale_listing_id AND ${sql.raw(ploRentLive('pp'))}
    ${favourite}`;
}

/** Columns that are never null; they are sorted without NULLS LAST so an index serves both ways. */
const NOT_NULL_SORTS = new Set(['updated_on']);

/**
 * ORDER BY of the sort: the sort's flag first when it has one (core's SORT_FLAGS: plausible
 * or well-supported figures, then flagged ones, then none, in either direction), the field in
 * the asked direction with unknown values last, then the property id in the same direction
 * (and the favourite id in a favourite sales list, the rental id of a PLO pair), so paging is
 * stable. 'inner' orders `listings l` (and `favourites f`, `plo_pairs pp`); 'outer' orders the
 * selected page `p`, which carries the flag as `sort_flag`, the favourite id as
 * `favourite_id` and the rental id as `rent_listing_id`.
 */
export function orderByClause(q: ListingQuery, level: 'inner' | 'outer'): RawBuilder<unknown> {
  const { field, direction } = q.sort;
  const rel = level === 'inner' ? 'l' : 'p';
  const dir = sql.raw(direction === 'asc' ? 'ASC' : 'DESC');
  const nulls = sql.raw(NOT_NULL_SORTS.has(field) ? '' : ' NULLS LAST');
  const flag = SORT_FLAGS[field];
  const keys = [
    ...(flag
      ? [sql`${sql.ref(level === 'inner' ? `l.${flag}` : 'p.sort_flag')} ASC NULLS LAST`]
      : []),
    sql`${sql.ref(`${rel}.${field}`)} ${dir}${nulls}`,
    sql`${sql.ref(`${rel}.id`)} ${dir}`,
  ];
  if (q.source.kind === 'sale-favourites') {
    keys.push(sql`${sql.ref(level === 'inner' ? 'f.id' : 'p.favourite_id')} ${dir}`);
  }
  if (isPloSource(q.source)) {
    keys.push(
      sql`${sql.ref(level === 'inner' ? 'pp.rent_listing_id' : 'p.rent_listing_id')} ${dir}`,
    );
  }
  return sql`ORDER BY ${sql.join(keys)}`;
}
