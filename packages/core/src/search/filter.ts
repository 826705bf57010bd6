import { z } from 'zod';
import {
  CONFIDENCE_LEVELS,
  DEFAULT_SORT,
  PROPERTY_TYPES,
  RENTAL_DEMAND_LEVELS,
  SCHOOL_RATINGS,
  SEARCH_LIMITS,
  SEARCH_STATUSES,
  SORT_FIELDS,
  STATUS_LABELS,
  type PropertyType,
  type SearchSort,
  type SortField,
} from './constants.ts';
import {
  booleanParam,
  fail,
  listParam,
  numberParam,
  ok,
  parseBoolean,
  parseChoice,
  parseDate,
  parseNumber,
  parseText,
  rejectUnknown,
  scalarParam,
  scalarParamWithDefault,
  type Parsed,
} from './query-params.ts';

/**
 * The search filter (docs/http-api.md#search-filter; docs/product.md#search-filter) as query
 * parameters. Semantics, applied by the one query builder of the API:
 *
 * - Every numeric bound is inclusive and excludes listings whose value is unknown.
 *   Prices in pounds; floor and plot area in m2; school/bus/train distances in miles (on the
 *   nearest facility); deprivation index = moreDeprived (0..100); market value % = avgBmv.
 * - propertyTypes: codes T, D, S, F, O (comma list) or 'all' (= no restriction).
 * - Location: areaCodes, districts and postCodes are lists of location terms (a postcode,
 *   sector 'RG1 5', district 'RG1', area 'RG', an ONS local authority or county code, or a
 *   place name); a listing matches when it lies in ANY of them. searchText is the location
 *   box's text: it is used (its part before the first comma, as one term) only when none of
 *   those lists is given, otherwise it is just the label of the search.
 *   inSelectedLocation=false widens those locations to their neighbouring postcode districts.
 *   (location.ts: which fields are the location and what they amount to.)
 * - Circle: latitude + longitude (or center 'lat,lng') with radius in metres (default 500):
 *   exact great-circle distance. A radius without a centre has no effect (the map sends it).
 * - polygon 'lat lng,lat lng,...' (draw-a-search): listings inside the polygon.
 * - status: listing statuses (codes or labels) to include; soldSTC=false excludes Sold STC.
 * - matchAllKeywords / matchAnyKeywords: comma lists of words or phrases searched in the
 *   listing's summary, description and features (English stemming); every word of a phrase
 *   must occur. All: every keyword must match; Any: at least one.
 * - Toggles (default off; 'false' is the same as absent): bmv = avgBmv below 0;
 *   negativeEquity; withSaleHistory; commercial = only commercial, mixed-use, land and
 *   parking listings (core/estimates/estimate-scope.ts NON_RESIDENTIAL_SUB_TYPE_PATTERN);
 *   without it they are left out (they carry no estimate).
 * - schoolRating (nearest school's Ofsted judgement), rentalDemand: lists, any of.
 * - minYield/maxYield (gross yield %), minRoi/maxRoi (ROI %), confidence (the estimate's
 *   confidence, any of High, Medium, Low), noPriceWarnings (only listings without a price
 *   warning): the derive's figures, which saved searches alert on (issue 28).
 * - propertiesAfter 'YYYY-MM-DD': first listed on or after that date (the last update when
 *   the listing date is unknown).
 * - page (0-based), size (1..100, default 12), sort 'field,dir' or 'field dir' (default
 *   updated_on desc; ties broken by property id in the same direction; unknown values last),
 *   isCountRequired (default true), source (the calling page; informational).
 */

export interface LatLng {
  lat: number;
  lng: number;
}

const latitudeRule = { min: -90, max: 90 };
const longitudeRule = { min: -180, max: 180 };

function parseLatLng(text: string, separator: RegExp, what: string): Parsed<LatLng> {
  const parts = text.trim().split(separator);
  if (parts.length !== 2) return fail(`Must be ${what}`);
  const lat = parseNumber(parts[0]!, latitudeRule);
  const lng = parseNumber(parts[1]!, longitudeRule);
  if (!lat.ok || !lng.ok) return fail(`Must be ${what}`);
  return ok({ lat: lat.value, lng: lng.value });
}

export function parseCenter(text: string): Parsed<LatLng> {
  return parseLatLng(text, /\s*,\s*/, "'lat,lng'");
}

export function parsePolygon(text: string): Parsed<LatLng[]> {
  const points: LatLng[] = [];
  for (const pair of text.split(',')) {
    const point = parseLatLng(pair, /\s+/, "'lat lng,lat lng,...'");
    if (!point.ok) return point;
    points.push(point.value);
  }
  const first = points[0];
  const last = points[points.length - 1];
  if (points.length > 1 && first && last && first.lat === last.lat && first.lng === last.lng) {
    points.pop();
  }
  if (points.length < 3) return fail('A polygon needs at least 3 points');
  if (points.length > SEARCH_LIMITS.maxPolygonPoints) {
    return fail(`At most ${SEARCH_LIMITS.maxPolygonPoints} points`);
  }
  return ok(points);
}

const SORT_ALIASES: Record<string, SortField> = Object.fromEntries(
  SORT_FIELDS.flatMap((f) => [
    [f, f],
    [f.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), f],
  ]),
);

export function parseSort(text: string): Parsed<SearchSort> {
  const match = /^([A-Za-z_]+)(?:\s*[, ]\s*(asc|desc|ASC|DESC))?$/.exec(text.trim());
  const field = match ? SORT_ALIASES[match[1]!] : undefined;
  if (!match || !field) {
    return fail(`Must be 'field,dir' with field one of ${SORT_FIELDS.join(', ')}`);
  }
  return ok({ field, direction: (match[2]?.toLowerCase() ?? 'asc') as 'asc' | 'desc' });
}

const parsePropertyType = parseChoice(PROPERTY_TYPES);
const parseStatus = parseChoice(SEARCH_STATUSES, {
  [STATUS_LABELS.sold_stc]: 'sold_stc',
  'sold subject to contract': 'sold_stc',
  [STATUS_LABELS.under_offer]: 'under_offer',
});

const OUTCODE = /^[A-Z]{1,2}\d[A-Z\d]?$/;
const parseDistrict = (text: string): Parsed<string> => {
  const upper = text.toUpperCase();
  return OUTCODE.test(upper) ? ok(upper) : fail('Must be a postcode district such as RG1');
};
const parseLocationTerm = parseText(100);
const parseKeyword = parseText(100);

const money = { min: 0, max: 1_000_000_000, integer: true, money: true };
const beds = { min: 0, max: 50, integer: true };
const floorArea = { min: 0, max: 100_000 };
const miles = { min: 0, max: 1_000 };
const plotArea = { min: 0, max: 100_000_000 };
const deprivation = { min: 0, max: 100 };
const marketValue = { min: -1_000, max: 1_000 };
const percent = { min: -1_000, max: 1_000 };
const maxList = SEARCH_LIMITS.maxListEntries;

/** The filter's parameters (shared with the PLO filter, core/src/plo/plo.ts). */
export const filterShape = {
  minPrice: numberParam(money),
  maxPrice: numberParam(money),
  minBeds: numberParam(beds),
  maxBeds: numberParam(beds),
  minFloorArea: numberParam(floorArea),
  maxFloorArea: numberParam(floorArea),
  propertyTypes: listParam(
    (t) => (t.toLowerCase() === 'all' ? ok('all' as const) : parsePropertyType(t)),
    maxList,
  )
    .transform((list): PropertyType[] | undefined => {
      if (!list || list.includes('all')) return undefined;
      const types = list.filter((t): t is PropertyType => t !== 'all');
      return PROPERTY_TYPES.filter((t) => types.includes(t));
    })
    .optional(),
  areaCodes: listParam(parseLocationTerm, maxList),
  districts: listParam(parseDistrict, maxList),
  postCodes: listParam(parseLocationTerm, maxList),
  searchText: scalarParam(parseText(200)),
  latitude: numberParam(latitudeRule),
  longitude: numberParam(longitudeRule),
  radius: numberParam({ min: 1, max: SEARCH_LIMITS.maxRadius }),
  center: scalarParam(parseCenter),
  polygon: scalarParam(parsePolygon),
  status: listParam(parseStatus, maxList)
    .transform((list) => (list ? SEARCH_STATUSES.filter((s) => list.includes(s)) : undefined))
    .optional(),
  soldSTC: booleanParam(),
  minSchoolDist: numberParam(miles),
  maxSchoolDist: numberParam(miles),
  minBusDist: numberParam(miles),
  maxBusDist: numberParam(miles),
  minTrainDist: numberParam(miles),
  maxTrainDist: numberParam(miles),
  minPlotArea: numberParam(plotArea),
  maxPlotArea: numberParam(plotArea),
  minDeprivationIndex: numberParam(deprivation),
  maxDeprivationIndex: numberParam(deprivation),
  minMarketValue: numberParam(marketValue),
  maxMarketValue: numberParam(marketValue),
  matchAnyKeywords: listParam(parseKeyword, 20),
  matchAllKeywords: listParam(parseKeyword, 20),
  schoolRating: listParam(parseChoice(SCHOOL_RATINGS), maxList),
  rentalDemand: listParam(parseChoice(RENTAL_DEMAND_LEVELS), maxList),
  negativeEquity: booleanParam(),
  bmv: booleanParam(),
  commercial: booleanParam(),
  withSaleHistory: booleanParam(),
  propertiesAfter: scalarParam(parseDate),
  inSelectedLocation: booleanParam(),
  isCountRequired: scalarParamWithDefault(parseBoolean, true),
  page: scalarParamWithDefault(
    (t) => parseNumber(t, { min: 0, max: SEARCH_LIMITS.resultWindow, integer: true }),
    0,
  ),
  size: scalarParamWithDefault(
    (t) => parseNumber(t, { min: 1, max: SEARCH_LIMITS.maxPageSize, integer: true }),
    SEARCH_LIMITS.defaultPageSize,
  ),
  sort: scalarParamWithDefault(parseSort, DEFAULT_SORT),
  source: scalarParam(parseText(200)),
  /** Gross yield % (avg_yield) and ROI % (roi): the derive's figures (issue 28). */
  minYield: numberParam(percent),
  maxYield: numberParam(percent),
  minRoi: numberParam(percent),
  maxRoi: numberParam(percent),
  /** The estimate's confidence, any of (High, Medium, Low). */
  confidence: listParam(parseChoice(CONFIDENCE_LEVELS), maxList),
  /** Only listings without a price warning (auction, shared ownership, short lease, ...). */
  noPriceWarnings: booleanParam(),
};

/** Pairs of bounds checked min <= max (the issue goes on the max). */
export const RANGE_PAIRS = [
  ['minPrice', 'maxPrice'],
  ['minBeds', 'maxBeds'],
  ['minFloorArea', 'maxFloorArea'],
  ['minSchoolDist', 'maxSchoolDist'],
  ['minBusDist', 'maxBusDist'],
  ['minTrainDist', 'maxTrainDist'],
  ['minPlotArea', 'maxPlotArea'],
  ['minDeprivationIndex', 'maxDeprivationIndex'],
  ['minMarketValue', 'maxMarketValue'],
  ['minYield', 'maxYield'],
  ['minRoi', 'maxRoi'],
] as const;

type FilterObject = z.output<z.ZodObject<typeof filterShape>>;

/** The cross-field checks of the filter (the PLO filter runs them too). */
export function checkFilter(filter: Omit<FilterObject, 'sort'>, ctx: z.RefinementCtx): void {
  for (const [min, max] of RANGE_PAIRS) {
    const lo = filter[min];
    const hi = filter[max];
    if (lo !== undefined && hi !== undefined && lo > hi) {
      ctx.addIssue({ code: 'custom', path: [max], message: `Must not be less than ${min}` });
    }
  }
  if ((filter.latitude === undefined) !== (filter.longitude === undefined)) {
    const missing = filter.latitude === undefined ? 'latitude' : 'longitude';
    ctx.addIssue({
      code: 'custom',
      path: [missing],
      message: 'latitude and longitude go together',
    });
  }
  if (
    filter.center &&
    filter.latitude !== undefined &&
    (filter.center.lat !== filter.latitude || filter.center.lng !== filter.longitude)
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['center'],
      message: 'center disagrees with latitude/longitude',
    });
  }
  if ((filter.page + 1) * filter.size > SEARCH_LIMITS.resultWindow) {
    ctx.addIssue({
      code: 'custom',
      path: ['page'],
      message: `Only the first ${SEARCH_LIMITS.resultWindow} results can be paged through`,
    });
  }
}

const filterObject = z.object(filterShape);

/** The search filter as query parameters; unknown parameters are refused by name. */
export const searchFilterSchema = rejectUnknown(filterObject).superRefine(checkFilter);
export type SearchFilter = z.output<typeof filterObject>;
export type SearchFilterInput = z.input<typeof filterObject>;

/** Extra parameters of GET /api/property/price/estimates (the featured query uses both). */
const estimatesPageShape = {
  ...filterShape,
  projection: scalarParam(parseChoice(['property-estimates-list'] as const)),
  /** Same as maxMarketValue (the featured query's name for it). */
  marketValueMax: numberParam(marketValue),
};
const estimatesPageObject = z.object(estimatesPageShape);
export const estimatesPageQuerySchema = rejectUnknown(estimatesPageObject).superRefine(
  (value, ctx) => checkFilter(value, ctx),
);
export type EstimatesPageQuery = z.output<typeof estimatesPageObject>;

/** The filter the search applies: parsed defaults filled in. */
export const DEFAULT_FILTER: SearchFilter = filterObject.parse({});

/** The centre of the filter's circle, from latitude/longitude or center. */
export function filterCentre(filter: SearchFilter): LatLng | undefined {
  if (filter.latitude !== undefined && filter.longitude !== undefined) {
    return { lat: filter.latitude, lng: filter.longitude };
  }
  return filter.center;
}

// ---- filter <-> URL ----

type FilterKey = keyof SearchFilter;
const FILTER_KEYS = Object.keys(filterShape) as FilterKey[];

function formatNumber(n: number): string {
  return String(n);
}

function formatValue(key: FilterKey, value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  switch (key) {
    case 'center': {
      const c = value as LatLng;
      return `${formatNumber(c.lat)},${formatNumber(c.lng)}`;
    }
    case 'polygon':
      return (value as LatLng[])
        .map((p) => `${formatNumber(p.lat)} ${formatNumber(p.lng)}`)
        .join(',');
    case 'sort': {
      const s = value as SearchSort;
      return `${s.field},${s.direction}`;
    }
    default:
      if (Array.isArray(value)) return value.length ? value.join(',') : undefined;
      if (typeof value === 'number') return formatNumber(value);
      return String(value);
  }
}

/** Toggles whose absence means off ('false' restricts nothing). */
const OFF_BY_DEFAULT = new Set<FilterKey>([
  'negativeEquity',
  'bmv',
  'commercial',
  'withSaleHistory',
  'noPriceWarnings',
]);
/** Toggles whose absence means on: soldSTC (include Sold STC), inSelectedLocation. */
const ON_BY_DEFAULT = new Set<FilterKey>(['soldSTC', 'inSelectedLocation', 'isCountRequired']);

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The query parameters of a filter: only values that differ from the defaults (booleans
 * that are off, 'all' property types, page 0, size 12, the default sort and a required
 * count are left out), in a stable order. The web keeps the filter in the URL with it.
 */
export function filterToQueryParams(filter: Partial<SearchFilter>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = filter[key];
    if (value === undefined || sameValue(value, DEFAULT_FILTER[key])) continue;
    if (value === false && OFF_BY_DEFAULT.has(key)) continue;
    if (value === true && ON_BY_DEFAULT.has(key)) continue;
    const text = formatValue(key, value);
    if (text !== undefined && text !== '') params[key] = text;
  }
  return params;
}

/**
 * A filter from query parameters (a URL's search part, URLSearchParams or a record).
 * Parameters that are unknown or malformed are dropped and listed in `invalid`, so a
 * hand-edited address still opens a page.
 */
export function queryParamsToFilter(
  params: URLSearchParams | string | Record<string, string | string[] | undefined>,
): { filter: SearchFilter; invalid: string[] } {
  const record: Record<string, string | string[]> = {};
  if (typeof params === 'string' || params instanceof URLSearchParams) {
    const search = typeof params === 'string' ? new URLSearchParams(params) : params;
    for (const [key, value] of search) {
      const existing = record[key];
      record[key] =
        existing === undefined
          ? value
          : [...(Array.isArray(existing) ? existing : [existing]), value];
    }
  } else {
    for (const [key, value] of Object.entries(params)) if (value !== undefined) record[key] = value;
  }
  const invalid: string[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    const parsed = searchFilterSchema.safeParse(record);
    if (parsed.success) return { filter: parsed.data, invalid };
    const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')));
    for (const key of bad) {
      if (key && key in record) {
        delete record[key];
        invalid.push(key);
      }
    }
    if (![...bad].some((key) => key !== '')) break;
  }
  return { filter: DEFAULT_FILTER, invalid: [...invalid, ...Object.keys(record)] };
}
