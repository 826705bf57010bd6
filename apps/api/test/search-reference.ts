import { haversineMetres, milesToMetres } from '@yardstick/core/geo/haversine';
import { parsePostcode } from '@yardstick/core/geo/postcode';
import { SEARCH_LIMITS } from '@yardstick/core/search/constants';
import { NON_RESIDENTIAL_SUB_TYPE_PATTERN } from '@yardstick/core/estimates/estimate-scope';
import { filterCentre, type LatLng, type SearchFilter } from '@yardstick/core/search/filter';
import { filterLocation } from '@yardstick/core/search/location';
import { classifyLocationTerm } from '@yardstick/core/search/location-terms';
import {
  COUNTIES,
  DISTRICTS,
  LADS,
  postcodeFixtures,
  type ListingFixture,
} from './search-fixtures.ts';

/**
 * A brute-force implementation of the search semantics (core/search/filter.ts) over the
 * fixture listings, written independently of the SQL: the tests compare the API with it.
 */

/** Even-odd ray casting. */
export function pointInPolygon(point: LatLng, polygon: LatLng[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    const crosses =
      a.lat > point.lat !== b.lat > point.lat &&
      point.lng < ((b.lng - a.lng) * (point.lat - a.lat)) / (b.lat - a.lat) + a.lng;
    if (crosses) inside = !inside;
  }
  return inside;
}

/**
 * Planar distance in degrees from a point to the polygon's boundary. PostgreSQL's geometric
 * operators compare with a tolerance of 1e-6, so a point that close to an edge counts as
 * inside; tests keep listings well away from edges to compare exactly.
 */
export function distanceToBoundary(point: LatLng, polygon: LatLng[]): number {
  let best = Infinity;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[j]!;
    const b = polygon[i]!;
    const dx = b.lng - a.lng;
    const dy = b.lat - a.lat;
    const length2 = dx * dx + dy * dy;
    const t =
      length2 === 0
        ? 0
        : Math.max(0, Math.min(1, ((point.lng - a.lng) * dx + (point.lat - a.lat) * dy) / length2));
    const px = a.lng + t * dx - point.lng;
    const py = a.lat + t * dy - point.lat;
    best = Math.min(best, Math.sqrt(px * px + py * py));
  }
  return best;
}

/** Each district's local authority and county: those of most of its postcodes. */
function districtOwners(): Map<string, { lad: string; county: string }> {
  const counts = new Map<string, Map<string, number>>();
  for (const p of postcodeFixtures()) {
    const byOwner = counts.get(p.district) ?? new Map<string, number>();
    const key = `${p.lad}|${p.county}`;
    byOwner.set(key, (byOwner.get(key) ?? 0) + 1);
    counts.set(p.district, byOwner);
  }
  const owners = new Map<string, { lad: string; county: string }>();
  for (const [district, byOwner] of counts) {
    const [best] = [...byOwner].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    const [lad, county] = best![0].split('|') as [string, string];
    owners.set(district, { lad, county });
  }
  return owners;
}

/** The districts a place code or name stands for. */
export function referencePlaceDistricts(term: { code?: string; name?: string }): string[] {
  const owners = districtOwners();
  const districts = new Set<string>();
  const ownedBy = (pick: (o: { lad: string; county: string }) => string, code: string) => {
    for (const [district, owner] of owners) if (pick(owner) === code) districts.add(district);
  };
  if (term.code) {
    ownedBy((o) => o.lad, term.code);
    ownedBy((o) => o.county, term.code);
  }
  if (term.name) {
    const name = term.name.toLowerCase();
    for (const lad of LADS) if (lad.name.toLowerCase() === name) ownedBy((o) => o.lad, lad.code);
    for (const c of COUNTIES) if (c.name.toLowerCase() === name) ownedBy((o) => o.county, c.code);
    const ladNames = new Set(LADS.map((l) => l.name.toLowerCase()));
    if (!ladNames.has(name)) {
      for (const d of DISTRICTS) {
        const towns = d.towns.split(',').map((t) => t.trim().toLowerCase());
        if (towns.includes(name)) districts.add(d.district);
      }
    }
  }
  return [...districts];
}

type Matcher = (l: ListingFixture) => boolean;

function locationMatcher(filter: SearchFilter): Matcher | undefined {
  const { terms } = filterLocation(filter);
  if (terms.length === 0) return undefined;
  const postcodes = new Set<string>();
  const sectors = new Set<string>();
  let districts = new Set<string>();
  const areas = new Set<string>();
  for (const text of terms) {
    const term = classifyLocationTerm(text);
    if (term.kind === 'postcode') postcodes.add(term.code);
    else if (term.kind === 'sector') sectors.add(term.code);
    else if (term.kind === 'district') districts.add(term.code);
    else if (term.kind === 'area') areas.add(term.code);
    else if (term.kind === 'place')
      referencePlaceDistricts({ code: term.code }).forEach((d) => districts.add(d));
    else referencePlaceDistricts({ name: term.name }).forEach((d) => districts.add(d));
  }
  if (filter.inSelectedLocation === false) {
    const base = new Set([
      ...districts,
      ...[...postcodes].map((p) => parsePostcode(p)!.outcode),
      ...[...sectors].map((s) => s.split(' ')[0]!),
    ]);
    districts = new Set(base);
    for (const d of base) {
      for (const n of DISTRICTS.find((x) => x.district === d)?.nearby ?? []) districts.add(n);
    }
    postcodes.clear();
    sectors.clear();
  }
  return (l) =>
    (l.postcode !== null && postcodes.has(l.postcode)) ||
    (l.sector !== null && sectors.has(l.sector)) ||
    (l.district !== null && districts.has(l.district)) ||
    (l.area !== null && areas.has(l.area));
}

function range(value: number | null, min: number | undefined, max: number | undefined): boolean {
  if (min === undefined && max === undefined) return true;
  if (value === null) return false;
  return (min === undefined || value >= min) && (max === undefined || value <= max);
}

const miles = (v: number | undefined) => (v === undefined ? undefined : milesToMetres(v));

export interface ReferenceScope {
  marketValueMax?: number | undefined;
  /** Only these listing ids (a favourites list). */
  only?: Set<number> | undefined;
}

/**
 * Never among the properties for sale (issue 14): a completed sale and a withdrawn listing.
 * Written out here rather than read from core, so the reference states the rule on its own.
 */
const OFF_MARKET: readonly string[] = ['sold', 'withdrawn'];

/** A sale listing on the market: what every list of properties for sale may show. */
export function onTheMarket(l: { transaction_type: string; status: string }): boolean {
  return l.transaction_type === 'sale' && !OFF_MARKET.includes(l.status);
}

/** The listings the filter selects, in the filter's sort order (all pages). */
export function referenceSearch(
  listings: ListingFixture[],
  filter: SearchFilter,
  scope: ReferenceScope = {},
): ListingFixture[] {
  const matchers: Matcher[] = [
    onTheMarket,
    (l) => range(l.list_price, filter.minPrice, filter.maxPrice),
    (l) => range(l.bedrooms, filter.minBeds, filter.maxBeds),
    (l) => range(l.total_floor_area, filter.minFloorArea, filter.maxFloorArea),
    (l) =>
      range(l.nearest_school_distance_m, miles(filter.minSchoolDist), miles(filter.maxSchoolDist)),
    (l) => range(l.nearest_bus_stop_distance_m, miles(filter.minBusDist), miles(filter.maxBusDist)),
    (l) =>
      range(l.nearest_station_distance_m, miles(filter.minTrainDist), miles(filter.maxTrainDist)),
    (l) => range(l.plot_area, filter.minPlotArea, filter.maxPlotArea),
    (l) => range(l.more_deprived, filter.minDeprivationIndex, filter.maxDeprivationIndex),
    (l) => {
      const maxes = [filter.maxMarketValue, scope.marketValueMax].filter(
        (v): v is number => v !== undefined,
      );
      return range(l.avg_bmv, filter.minMarketValue, maxes.length ? Math.min(...maxes) : undefined);
    },
  ];
  if (filter.propertyTypes) {
    const types = filter.propertyTypes as string[];
    matchers.push((l) => l.property_type !== null && types.includes(l.property_type));
  }
  if (filter.status) {
    const statuses = filter.status as string[];
    matchers.push((l) => statuses.includes(l.status));
  }
  if (filter.soldSTC === false) matchers.push((l) => l.status !== 'sold_stc');
  const location = locationMatcher(filter);
  if (location) matchers.push(location);
  const centre = filterCentre(filter);
  if (centre) {
    const radius = filter.radius ?? SEARCH_LIMITS.defaultRadius;
    matchers.push(
      (l) =>
        l.lat !== null &&
        l.lng !== null &&
        haversineMetres(centre.lat, centre.lng, l.lat, l.lng) <= radius,
    );
  }
  if (filter.polygon) {
    const polygon = filter.polygon;
    matchers.push(
      (l) =>
        l.lat !== null && l.lng !== null && pointInPolygon({ lat: l.lat, lng: l.lng }, polygon),
    );
  }
  const keywordMatch = (l: ListingFixture, keyword: string) =>
    keyword
      .toLowerCase()
      .split(/\s+/)
      .every((word) => l.words.has(word));
  if (filter.matchAllKeywords?.length) {
    const all = filter.matchAllKeywords;
    matchers.push((l) => all.every((k) => keywordMatch(l, k)));
  }
  if (filter.matchAnyKeywords?.length) {
    const any = filter.matchAnyKeywords;
    matchers.push((l) => any.some((k) => keywordMatch(l, k)));
  }
  if (filter.schoolRating) {
    const ratings = filter.schoolRating.map((r) => r.toLowerCase());
    matchers.push(
      (l) =>
        l.nearest_school_rating !== null && ratings.includes(l.nearest_school_rating.toLowerCase()),
    );
  }
  if (filter.rentalDemand) {
    const levels = filter.rentalDemand as string[];
    matchers.push((l) => l.rental_demand !== null && levels.includes(l.rental_demand));
  }
  matchers.push((l) => range(l.avg_yield, filter.minYield, filter.maxYield));
  matchers.push((l) => range(l.roi, filter.minRoi, filter.maxRoi));
  if (filter.confidence) {
    const levels = filter.confidence as string[];
    matchers.push((l) => l.estimate_confidence !== null && levels.includes(l.estimate_confidence));
  }
  if (filter.noPriceWarnings) matchers.push((l) => l.price_warnings.length === 0);
  if (filter.negativeEquity) matchers.push((l) => l.negative_equity === true);
  if (filter.bmv) matchers.push((l) => l.avg_bmv !== null && l.avg_bmv < 0);
  if (filter.withSaleHistory) matchers.push((l) => l.with_sale_history === true);
  {
    // Commercial, mixed-use, land and parking: only with the toggle; otherwise never, except
    // in a favourites list (what the user saved).
    const pattern = new RegExp(NON_RESIDENTIAL_SUB_TYPE_PATTERN, 'i');
    if (filter.commercial === true) {
      matchers.push((l) => pattern.test(l.property_sub_type ?? ''));
    } else if (!scope.only) {
      matchers.push((l) => !pattern.test(l.property_sub_type ?? ''));
    }
  }
  if (filter.propertiesAfter) {
    const day = filter.propertiesAfter;
    const start = Date.parse(`${day}T00:00:00Z`);
    matchers.push((l) =>
      l.listed_on !== null ? l.listed_on >= day : Date.parse(l.updated_on) >= start,
    );
  }
  if (scope.only) {
    const only = scope.only;
    matchers.push((l) => only.has(l.id));
  }
  return sortListings(
    listings.filter((l) => matchers.every((m) => m(l))),
    filter.sort,
  );
}

export function sortValue(l: ListingFixture, field: SearchFilter['sort']['field']): number | null {
  if (field === 'updated_on') return Date.parse(l.updated_on);
  return l[field];
}

export function sortListings(
  listings: ListingFixture[],
  sort: SearchFilter['sort'],
): ListingFixture[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  // Flagged yields (and their ROI) after the others, then no figure. BMVs by tier (migration
  // 0097): clean, clean on a low-confidence estimate, warned, warned on a low-confidence one,
  // then no BMV.
  const tier = (l: ListingFixture): number => {
    if (sort.field === 'avg_yield' || sort.field === 'roi') {
      return l.yield_flag === null ? 9 : l.yield_flag ? 1 : 0;
    }
    if (sort.field === 'avg_bmv') {
      if (l.bmv_low_confidence === null) return 9;
      return (l.price_warnings.length > 0 ? 2 : 0) + (l.bmv_low_confidence ? 1 : 0);
    }
    return 0;
  };
  return [...listings].sort((a, b) => {
    const ta = tier(a);
    const tb = tier(b);
    if (ta !== tb) return ta - tb;
    const va = sortValue(a, sort.field);
    const vb = sortValue(b, sort.field);
    if (va === null && vb !== null) return 1;
    if (vb === null && va !== null) return -1;
    if (va !== null && vb !== null && va !== vb) return (va - vb) * sign;
    return (a.id - b.id) * sign;
  });
}
