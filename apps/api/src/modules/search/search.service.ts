import { boundingBox, milesToMetres } from '@yardstick/core/geo/haversine';
import { parsePostcode } from '@yardstick/core/geo/postcode';
import { SEARCH_LIMITS } from '@yardstick/core/search/constants';
import type { EstimateCard } from '@yardstick/core/search/estimate-card';
import { isNonResidential } from '@yardstick/core/estimates/estimate-scope';
import { estimatePoint } from '@yardstick/core/estimates/yield-band';
import {
  filterCentre,
  type EstimatesPageQuery,
  type LatLng,
  type SearchFilter,
} from '@yardstick/core/search/filter';
import { filterLocation } from '@yardstick/core/search/location';
import { classifyLocationTerm } from '@yardstick/core/search/location-terms';
import type {
  MapHits,
  MapMarker,
  MarkerArray,
  MarkerArrayResponse,
} from '@yardstick/core/search/map-marker';
import {
  toPageInfo,
  type Hits,
  type Page,
  type SearchCount,
} from '@yardstick/core/search/responses';
import type { AppContext } from '../../context.ts';
import { AppError, invalid } from '../../errors.ts';
import { placeDistricts } from '../locations/locations.public.ts';
import type { Box, ListingQuery, LocationSet, RangeBound } from './listing-query.ts';
import * as repo from './search.repository.ts';

/**
 * The estimates search: turns a filter into the one ListingQuery the repository runs, and
 * shapes the answers (pages and hits of cards, markers, counts). No HTTP, no SQL.
 */

export interface Viewer {
  /** The signed-in user, for favoriteId on every card. */
  userId?: string | undefined;
  attributes: readonly string[];
}

export interface SearchScope {
  /** Restrict to this user's favourites of this kind (the favourites lists). */
  favourites?: { userId: string; kind: 'sale' | 'plo' } | undefined;
  /** The featured query's cap on market value % (avgBmv). */
  marketValueMax?: number | undefined;
}

// ---- filter -> ListingQuery ----

function boxOf(points: LatLng[]): Box {
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  return {
    minLat: Math.min(...lats),
    maxLat: Math.max(...lats),
    minLng: Math.min(...lngs),
    maxLng: Math.max(...lngs),
  };
}

const miles = (value: number | undefined) =>
  value === undefined ? undefined : milesToMetres(value);

function lowest(...values: (number | undefined)[]): number | undefined {
  const defined = values.filter((v): v is number => v !== undefined);
  return defined.length ? Math.min(...defined) : undefined;
}

/** The query for a filter whose location terms are already resolved. Pure. */
export function buildListingQuery(
  filter: SearchFilter,
  location: LocationSet | undefined,
  scope: SearchScope = {},
): ListingQuery {
  const ranges: RangeBound[] = [
    { column: 'list_price', min: filter.minPrice, max: filter.maxPrice },
    { column: 'bedrooms', min: filter.minBeds, max: filter.maxBeds },
    { column: 'total_floor_area', min: filter.minFloorArea, max: filter.maxFloorArea },
    {
      column: 'nearest_school_distance_m',
      min: miles(filter.minSchoolDist),
      max: miles(filter.maxSchoolDist),
    },
    {
      column: 'nearest_bus_stop_distance_m',
      min: miles(filter.minBusDist),
      max: miles(filter.maxBusDist),
    },
    {
      column: 'nearest_station_distance_m',
      min: miles(filter.minTrainDist),
      max: miles(filter.maxTrainDist),
    },
    { column: 'plot_area', min: filter.minPlotArea, max: filter.maxPlotArea },
    {
      column: 'more_deprived',
      min: filter.minDeprivationIndex,
      max: filter.maxDeprivationIndex,
    },
    {
      column: 'avg_bmv',
      min: filter.minMarketValue,
      max: lowest(filter.maxMarketValue, scope.marketValueMax),
    },
  ];
  const { circle, polygon } = filterLocation(filter);
  return {
    ranges: ranges.filter((r) => r.min !== undefined || r.max !== undefined),
    propertyTypes: filter.propertyTypes,
    statuses: filter.status,
    excludeSoldStc: filter.soldSTC === false,
    location,
    circle: circle
      ? { ...circle, box: boundingBox(circle.centre.lat, circle.centre.lng, circle.radius) }
      : undefined,
    polygon: polygon ? { points: polygon, box: boxOf(polygon) } : undefined,
    keywordsAll: filter.matchAllKeywords,
    keywordsAny: filter.matchAnyKeywords,
    schoolRatings: filter.schoolRating?.map((r) => r.toLowerCase()),
    rentalDemand: filter.rentalDemand,
    negativeEquity: filter.negativeEquity === true,
    bmv: filter.bmv === true,
    // Commercial, mixed-use, land and parking carry no estimate: only with the toggle. A
    // favourites list keeps what the user saved (and narrows to them with the toggle).
    nonResidential: filter.commercial === true ? 'only' : scope.favourites ? undefined : 'exclude',
    withSaleHistory: filter.withSaleHistory === true,
    propertiesAfter: filter.propertiesAfter,
    favourites: scope.favourites,
    sort: filter.sort,
  };
}

const uniqueSorted = (values: string[]) => [...new Set(values)].sort();

/** Resolves the filter's location terms to codes; undefined when it names no location. */
export async function resolveLocation(
  ctx: AppContext,
  filter: SearchFilter,
): Promise<LocationSet | undefined> {
  const { terms } = filterLocation(filter);
  if (terms.length === 0) return undefined;
  const set: LocationSet = { postcodes: [], sectors: [], districts: [], areas: [] };
  const codes: string[] = [];
  const names: string[] = [];
  const classified = terms.map(classifyLocationTerm);
  for (const term of classified) {
    if (term.kind === 'postcode') set.postcodes.push(term.code);
    else if (term.kind === 'sector') set.sectors.push(term.code);
    else if (term.kind === 'district') set.districts.push(term.code);
    else if (term.kind === 'area') set.areas.push(term.code);
    else if (term.kind === 'place') codes.push(term.code);
    else names.push(term.name);
  }
  if (codes.length || names.length) {
    const places = await placeDistricts(ctx, codes, names);
    for (const key of [...codes, ...names.map((n) => n.toLowerCase())]) {
      set.districts.push(...(places.get(key) ?? []));
    }
  }
  if (filter.inSelectedLocation === false) {
    const base = [
      ...set.districts,
      ...set.postcodes.map((p) => parsePostcode(p)?.outcode ?? p),
      ...set.sectors.map((s) => s.split(' ')[0]!),
    ];
    set.districts = await repo.withNearbyDistricts(ctx.readDatabase.db, uniqueSorted(base));
    set.postcodes = [];
    set.sectors = [];
  }
  return {
    postcodes: uniqueSorted(set.postcodes),
    sectors: uniqueSorted(set.sectors),
    districts: uniqueSorted(set.districts),
    areas: uniqueSorted(set.areas),
  };
}

export async function listingQueryFor(
  ctx: AppContext,
  filter: SearchFilter,
  scope: SearchScope = {},
): Promise<ListingQuery> {
  return buildListingQuery(filter, await resolveLocation(ctx, filter), scope);
}

// ---- counts ----

/**
 * Exact up to SEARCH_LIMITS.exactCountLimit; above that an estimate from a table sample,
 * never below the proven lower bound, flagged 'gte'.
 *
 * An exact count has to read at least as many rows as it counts (up to the limit), so for
 * a query without a location (nationwide) the sample comes first: when it puts the count
 * far above the limit (3x), that is the answer and the exact count is skipped.
 */
export async function countMatches(
  ctx: AppContext,
  q: ListingQuery,
  exactLimit: number = SEARCH_LIMITS.exactCountLimit,
): Promise<SearchCount> {
  const db = ctx.readDatabase.db;
  const nationwide = !q.location && !q.circle && !q.polygon && !q.favourites;
  let estimate: number | undefined;
  if (nationwide) {
    estimate = await repo.estimateCount(db, q);
    if (estimate >= 3 * exactLimit) return { value: estimate, relation: 'gte' };
  }
  const n = await repo.countUpTo(db, q, exactLimit + 1);
  if (n <= exactLimit) return { value: n, relation: 'eq' };
  if (q.favourites) return { value: n, relation: 'gte' };
  estimate ??= await repo.estimateCount(db, q);
  return { value: Math.max(exactLimit + 1, estimate), relation: 'gte' };
}

// ---- answers ----

const id = (n: number) => String(n);
const optionalId = (n: number | null) => (n === null ? null : String(n));

export function toCard(row: repo.CardRow): EstimateCard {
  return {
    propertyId: id(row.id),
    salePropertyId: id(row.id),
    rentPropertyId: optionalId(row.rent_listing_id),
    mainImage: row.main_image,
    listPrice: row.list_price,
    status: row.status,
    range1Price: row.range1_price,
    range2Price: row.range2_price,
    priceVariation: row.price_variation,
    postCode: row.postcode,
    address: row.address,
    rentalDemand: row.rental_demand as EstimateCard['rentalDemand'],
    propertyType: row.property_type,
    propertySubType: row.property_sub_type,
    bedrooms: row.bedrooms,
    totalFloorArea: row.total_floor_area,
    agentContactPhone: row.agent_contact_phone,
    addedOn: row.listed_on,
    updatedOn: row.updated_on.toISOString(),
    avgBmv: row.avg_bmv,
    roi: row.roi,
    moreDeprived: row.more_deprived,
    crimeRate: row.crime_rate,
    avgYield: row.avg_yield,
    yieldFlag: row.yield_flag,
    bmvLowConfidence: row.bmv_low_confidence,
    estimateConfidence: row.estimate_confidence as EstimateCard['estimateConfidence'],
    residential: !isNonResidential({ propertySubType: row.property_sub_type }),
    favoriteId: optionalId(row.favorite_id),
  };
}

/** The marker's price: the point estimate, else the middle of the range (core estimatePoint). */
const markerPrice = (r: {
  estimate_price: number | null;
  range1_price: number | null;
  range2_price: number | null;
}) => {
  const point = estimatePoint(r.estimate_price, r.range1_price, r.range2_price);
  return point === null ? null : Math.round(point);
};

function toMarker(row: repo.MarkerRow): MapMarker {
  return {
    postCode: row.postcode,
    location: `${row.lat},${row.lng}`,
    avgPrice: markerPrice(row),
    roi: row.roi,
    bmv: row.avg_bmv,
    propertyType: row.property_type,
    plotArea: row.plot_area,
    propertyId: id(row.id),
    priceVariation: row.price_variation,
    favoriteId: optionalId(row.favorite_id),
    listPrice: row.list_price,
  };
}

function toMarkerArray(row: repo.MarkerRow): MarkerArray {
  return [
    row.address ?? row.postcode ?? '',
    row.lat,
    row.lng,
    id(row.id),
    row.roi,
    row.avg_bmv,
    markerPrice(row),
    row.property_type,
    row.list_price,
  ];
}

/** A page of cards and, when asked for, the count. */
export async function searchPage(
  ctx: AppContext,
  filter: SearchFilter,
  viewerId: string | undefined,
  scope: SearchScope = {},
): Promise<Page<EstimateCard>> {
  const q = await listingQueryFor(ctx, filter, scope);
  const [rows, count] = await Promise.all([
    repo.findCards(ctx.readDatabase.db, q, {
      limit: filter.size,
      offset: filter.page * filter.size,
      viewerId,
    }),
    filter.isCountRequired ? countMatches(ctx, q) : undefined,
  ]);
  return {
    content: rows.map(toCard),
    page: toPageInfo(filter.page, filter.size, rows.length, count),
  };
}

/**
 * GET /api/property/price/estimates. Open to everyone for a first page of at most
 * SEARCH_LIMITS.defaultPageSize cards (the home page's featured carousel); anything more
 * needs the property_estimates_es permission.
 */
export async function estimatesPage(
  ctx: AppContext,
  query: EstimatesPageQuery,
  viewer: Viewer,
): Promise<Page<EstimateCard>> {
  const { projection: _projection, marketValueMax, ...filter } = query;
  if (!viewer.attributes.includes('property_estimates_es')) {
    if (query.page > 0 || query.size > SEARCH_LIMITS.defaultPageSize) {
      throw viewer.userId ? new AppError('FORBIDDEN') : new AppError('UNAUTHENTICATED');
    }
  }
  return searchPage(ctx, filter, viewer.userId, { marketValueMax });
}

export async function searchHits(
  ctx: AppContext,
  filter: SearchFilter,
  viewerId: string | undefined,
): Promise<Hits<EstimateCard>> {
  const page = await searchPage(ctx, filter, viewerId);
  const total = page.page.totalElements;
  return {
    hits: {
      ...(total !== undefined
        ? { total: { value: total, relation: page.page.totalRelation ?? 'eq' } }
        : {}),
      hits: page.content.map((card) => ({ _id: card.propertyId, _source: card })),
    },
  };
}

async function markersOf(
  ctx: AppContext,
  filter: SearchFilter,
  viewerId: string | undefined,
): Promise<{ rows: repo.MarkerRow[]; count: SearchCount }> {
  const q = await listingQueryFor(ctx, filter);
  const limit = SEARCH_LIMITS.maxMarkers;
  if (q.circle || q.polygon) {
    // An area search: one pass finds the markers and counts every match exactly.
    const rows = await repo.findMarkers(ctx.readDatabase.db, q, {
      limit,
      viewerId,
      withTotal: true,
    });
    return { rows, count: { value: rows[0]?.total_matches ?? 0, relation: 'eq' } };
  }
  const [rows, count] = await Promise.all([
    repo.findMarkers(ctx.readDatabase.db, q, { limit, viewerId }),
    countMatches(ctx, q),
  ]);
  return { rows, count };
}

/** GET /api/property/_s/property/estimates/map: at most 500 markers, total of all matches. */
export async function markerHits(
  ctx: AppContext,
  filter: SearchFilter,
  viewerId: string | undefined,
): Promise<MapHits> {
  const { rows, count } = await markersOf(ctx, filter, viewerId);
  return {
    hits: {
      total: count,
      hits: rows.map((row) => ({ _id: id(row.id), _source: toMarker(row) })),
    },
  };
}

function requireCircle(filter: SearchFilter): void {
  if (!filterCentre(filter)) {
    throw invalid(
      { latitude: 'Required: the centre of the circle (latitude and longitude, or center)' },
      'Invalid latitude',
    );
  }
}

/** GET /api/property/coordinate/price/estimates: cards inside the circle. */
export async function coordinatePage(
  ctx: AppContext,
  filter: SearchFilter,
  viewerId: string | undefined,
): Promise<Page<EstimateCard>> {
  requireCircle(filter);
  return searchPage(ctx, filter, viewerId);
}

/** GET /api/property/coordinate/price/estimates/marker: array markers inside the circle. */
export async function coordinateMarkers(
  ctx: AppContext,
  filter: SearchFilter,
): Promise<MarkerArrayResponse> {
  requireCircle(filter);
  const { rows, count } = await markersOf(ctx, filter, undefined);
  return { content: rows.map(toMarkerArray), total: count.value, relation: count.relation };
}
