import { boundingBox, milesToMetres } from '@yardstick/core/geo/haversine';
import { parsePostcode } from '@yardstick/core/geo/postcode';
import type { LatLng, SearchFilter } from '@yardstick/core/search/filter';
import { filterLocation } from '@yardstick/core/search/location';
import { classifyLocationTerm } from '@yardstick/core/search/location-terms';
import type { AppContext } from '../../context.ts';
import { placeDistricts } from '../locations/locations.public.ts';
import type { Box, ListingQuery, ListingSource, LocationSet, RangeBound } from './listing-query.ts';
import { withNearbyDistricts } from './location.repository.ts';

/**
 * A filter (the estimates search's, which the PLO lists, favourites lists and the export take
 * too) as the one ListingQuery the engine runs: its bounds, its location terms resolved to
 * codes, its circle or polygon, over a source. No HTTP, no SQL.
 */

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

/** What a list adds to the filter: its source (default: sale listings) and the featured cap. */
export interface ListingScope {
  source?: ListingSource | undefined;
  /** The featured query's cap on market value % (avgBmv). */
  marketValueMax?: number | undefined;
}

/** The query for a filter whose location terms are already resolved. Pure. */
export function buildListingQuery(
  filter: SearchFilter,
  location: LocationSet | undefined,
  scope: ListingScope = {},
): ListingQuery {
  const source = scope.source ?? { kind: 'sales' };
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
    { column: 'avg_yield', min: filter.minYield, max: filter.maxYield },
    { column: 'roi', min: filter.minRoi, max: filter.maxRoi },
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
    confidence: filter.confidence,
    noPriceWarnings: filter.noPriceWarnings === true,
    negativeEquity: filter.negativeEquity === true,
    bmv: filter.bmv === true,
    // Commercial, mixed-use, land and parking carry no estimate: only with the toggle. A
    // favourite sales list keeps what the user saved (and narrows to them with the toggle).
    nonResidential:
      filter.commercial === true
        ? 'only'
        : source.kind === 'sale-favourites'
          ? undefined
          : 'exclude',
    withSaleHistory: filter.withSaleHistory === true,
    propertiesAfter: filter.propertiesAfter,
    source,
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
    set.districts = await withNearbyDistricts(ctx.readDatabase.db, uniqueSorted(base));
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

/** The query of a filter (its location terms resolved) over the scope's source. */
export async function listingQueryFor(
  ctx: AppContext,
  filter: SearchFilter,
  scope: ListingScope = {},
): Promise<ListingQuery> {
  return buildListingQuery(filter, await resolveLocation(ctx, filter), scope);
}
