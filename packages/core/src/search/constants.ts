/**
 * Constants of the estimates search (docs/product.md#constants), shared by
 * the API (validation, query building) and the web app (filter bar, sort links, labels).
 */

import { OFF_MARKET_STATUSES } from '../listings/listing-states.ts';

/** Property type codes in the order of the filter bar's multi-select. */
export const PROPERTY_TYPES = ['T', 'D', 'S', 'F', 'O'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const PROPERTY_TYPE_LABELS: Readonly<Record<PropertyType, string>> = {
  T: 'Terraced',
  D: 'Detached',
  S: 'Semi Detached',
  F: 'Flat',
  O: 'Other',
};

/**
 * Statuses of a sale listing and their labels (the card's badge, the details, the export).
 */
export const SALE_STATUSES = [
  'available',
  'sold_stc',
  'under_offer',
  'reserved',
  'sold',
  'withdrawn',
] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];
export const STATUS_LABELS: Readonly<Record<SaleStatus, string>> = {
  available: 'Available',
  sold_stc: 'Sold STC',
  under_offer: 'Under offer',
  reserved: 'Reserved',
  sold: 'Sold',
  withdrawn: 'Withdrawn',
};

/**
 * A listing's status in words, wherever a status code would reach a user (the deals' figures
 * and events, the shared page, the deal pack): a sale status's label ('under_offer' → 'Under
 * offer'), a letting's ('let_agreed' → 'Let agreed'), any other code made readable.
 */
export function listingStatusLabel(status: string): string {
  const code = status.trim().toLowerCase();
  if (code in STATUS_LABELS) return STATUS_LABELS[code as SaleStatus];
  if (code === 'let_agreed') return 'Let agreed';
  if (code === 'let') return 'Let';
  const words = code.replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A property type's label ('T' → 'Terraced'); an unknown code as it is. */
export function propertyTypeLabel(type: string): string {
  return PROPERTY_TYPE_LABELS[type as PropertyType] ?? type;
}

/** Off the market (core's listing states): sale statuses, never among the search's. */
const offMarket: readonly SaleStatus[] = OFF_MARKET_STATUSES;

/**
 * Statuses a listing can have in search results, the filter's `status` choices (codes or
 * their labels, any letter case). Sold STC and Under offer appear, with their label, unless
 * the filter leaves them out (`status`, or `soldSTC=false`).
 */
export const SEARCH_STATUSES = SALE_STATUSES.filter(
  (s): s is Exclude<SaleStatus, (typeof OFF_MARKET_STATUSES)[number]> => !offMarket.includes(s),
);
export type SearchStatus = Exclude<SaleStatus, (typeof OFF_MARKET_STATUSES)[number]>;

export const RENTAL_DEMAND_LEVELS = ['Low', 'Medium', 'High'] as const;
export type RentalDemand = (typeof RENTAL_DEMAND_LEVELS)[number];

/** The estimate's confidence levels (listings.estimate_confidence), as the filter takes them. */
export const CONFIDENCE_LEVELS = ['High', 'Medium', 'Low'] as const;
export type EstimateConfidence = (typeof CONFIDENCE_LEVELS)[number];

export const SCHOOL_RATINGS = [
  'Outstanding',
  'Good',
  'Special Measures',
  'Inadequate',
  'Requires improvement',
  'Serious Weaknesses',
] as const;
export type SchoolRating = (typeof SCHOOL_RATINGS)[number];

/** Sort fields of the contract (snake case); camelCase aliases are accepted on input. */
export const SORT_FIELDS = [
  'updated_on',
  'avg_bmv',
  'roi',
  'bedrooms',
  'list_price',
  'crime_rate',
  'price_variation',
  'avg_yield',
  'more_deprived',
] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortDirection = 'asc' | 'desc';
export interface SearchSort {
  field: SortField;
  direction: SortDirection;
}

/**
 * Sorts that order by a plausibility flag before their field (docs/methodology.md "Rent,
 * yield and ROI", "BMV", "Price warnings"; rules in core/estimates/yield-band.ts and
 * core/listings/price-warnings.ts), ascending: a gross yield outside the plausible band (and
 * the ROI that stands on the same rent) sorts after every unflagged listing, in either
 * direction, and before listings without the figure. The BMV sort's key is a tier
 * (`bmv_sort_tier`, migration 0097): clean BMVs first, then clean ones on a low-confidence
 * estimate, then BMVs with a price warning (shared ownership, auction, ...), then warned ones
 * on a low-confidence estimate. The flags are stored on listings by the derive step.
 */
export const SORT_FLAGS: Readonly<Partial<Record<SortField, 'yield_flag' | 'bmv_sort_tier'>>> = {
  avg_yield: 'yield_flag',
  roi: 'yield_flag',
  avg_bmv: 'bmv_sort_tier',
};

/**
 * The ES grid's sort links, with the direction a first click uses (docs/product.md#sorting).
 * The first keeps the spec's label, Recently Added: it orders by the listing's latest activity
 * (`updated_on`: added, or changed since), the date each card shows (CARD_DATE).
 */
export const SORT_OPTIONS: readonly {
  label: string;
  field: SortField;
  direction: SortDirection;
}[] = [
  { label: 'Recently Added', field: 'updated_on', direction: 'desc' },
  { label: 'BMV', field: 'avg_bmv', direction: 'asc' },
  { label: 'ROI', field: 'roi', direction: 'desc' },
  { label: 'Bedrooms', field: 'bedrooms', direction: 'desc' },
  { label: 'Price', field: 'list_price', direction: 'asc' },
  { label: 'Crimes', field: 'crime_rate', direction: 'asc' },
  { label: 'Price Reduced', field: 'price_variation', direction: 'asc' },
  { label: 'Avg Yield', field: 'avg_yield', direction: 'desc' },
  { label: 'Deprivation Index', field: 'more_deprived', direction: 'desc' },
];

export const SEARCH_LIMITS = {
  /** Grid, map list and featured carousel page size (docs/product.md#constants). */
  defaultPageSize: 12,
  maxPageSize: 100,
  /** Deepest result reachable by paging: (page + 1) * size may not exceed it. */
  resultWindow: 10_000,
  /** Counts up to this are exact; above it the answer is an estimate flagged 'gte'. */
  exactCountLimit: 10_000,
  /** Map markers per answer (docs/product.md#constants). */
  maxMarkers: 500,
  /** Default map radius in metres (docs/product.md#constants). */
  defaultRadius: 500,
  maxRadius: 100_000,
  maxPolygonPoints: 500,
  maxListEntries: 50,
  /** Polygon fetch size (docs/product.md#constants). */
  polygonPageSize: 500,
} as const;

/** Default sort of every view: most recently updated first. */
export const DEFAULT_SORT: SearchSort = { field: 'updated_on', direction: 'desc' };

/**
 * The date a card shows and its label: the listing's last update, the date the default sort
 * (`updated_on`, the spec's "Recently Added") orders by, so the cards' dates read in the sort's
 * order (issue 14: the cards showed the added date; issue 25: the sort keeps the spec's label).
 */
export const CARD_DATE = { label: 'Updated', sortField: 'updated_on' } as const satisfies {
  label: string;
  sortField: SortField;
};

/** Slider bounds and steps of the filter panel (docs/product.md#constants). */
export const FILTER_SLIDERS = {
  price: { min: 0, max: 2_000_000, step: 5_000 },
  beds: { min: 0, max: 10, step: 1 },
  floorArea: { min: 0, max: 500, step: 10 },
  distance: { min: 0, max: 10, step: 0.1 },
  plotArea: { min: 0, max: 10_000, step: 100 },
  marketValue: { min: -200, max: 200, step: 1 },
  deprivationIndex: { min: 0, max: 100, step: 1 },
  /** Gross yield % and ROI % (the filters minYield/maxYield, minRoi/maxRoi). */
  yield: { min: 0, max: 20, step: 0.5 },
  roi: { min: -50, max: 100, step: 1 },
} as const;

/** Quick toggles that add a keyword to matchAllKeywords (docs/product.md#quick-toggles). */
export const KEYWORD_TOGGLES = { cashOnly: 'cash', hmo: 'hmo', auction: 'auction' } as const;

/** The home page's featured query (docs/product.md#home). */
export const FEATURED_QUERY = {
  size: 12,
  sort: 'updated_on,desc',
  projection: 'property-estimates-list',
  marketValueMax: -1,
  soldSTC: false,
  areaCodes: ['RG1', 'M21', 'L24'],
  isCountRequired: false,
} as const;
