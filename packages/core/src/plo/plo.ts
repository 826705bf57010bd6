import { ploDetailsUrl } from '../app-links.ts';
import { z } from 'zod';
import { grossYield } from '../estimates/figures.ts';
import { yieldFlag } from '../estimates/yield-band.ts';
import { isLetStatus } from '../listings/listing-states.ts';
import { roiDefaultsOfListing } from '../roi/listing-roi-defaults.ts';
import { resolveRoiInput } from '../roi/resolve-roi-input.ts';
import { calculateRoi } from '../roi/roi-calculator.ts';
import { PROPERTY_TYPES, RENTAL_DEMAND_LEVELS, type SearchSort } from '../search/constants.ts';
import { idSchema } from '../search/estimate-card.ts';
import { checkFilter, filterShape } from '../search/filter.ts';
import { latitudeParam, longitudeParam } from '../property/params.ts';
import { propertyDetailsSchema } from '../property/property-details.ts';
import {
  fail,
  ok,
  parseChoice,
  rejectUnknown,
  requireParams,
  scalarParam,
  scalarParamWithDefault,
  type Parsed,
} from '../search/query-params.ts';
import { estimatedPriceFields, priceWarningFields } from '../search/listing-fields.ts';
import { hitsSchema, hitsTotalSchema, pageSchema } from '../search/responses.ts';

/**
 * PLO (docs/http-api.md#plo; docs/methodology.md "PLO pairs"): a sale listing on the market
 * paired with the rental listing of the same property. The PLO lists take the estimates
 * search filter (the same parameters and checks) with their own sort: `updated_on`,
 * `bedrooms` or `sale_price`, either way (default `updated_on desc`). The sale side is the
 * one the filter applies to; the item is shown while neither side is withdrawn.
 */

/** Sort fields of the PLO lists, as the API names them. */
export const PLO_SORT_FIELDS = ['updated_on', 'bedrooms', 'sale_price'] as const;
export type PloSortField = (typeof PLO_SORT_FIELDS)[number];

/** The search's listing column each PLO sort orders by (the sale side's). */
const SEARCH_FIELD = {
  updated_on: 'updated_on',
  bedrooms: 'bedrooms',
  sale_price: 'list_price',
} as const satisfies Record<PloSortField, SearchSort['field']>;

const PLO_SORT_ALIASES: Record<string, PloSortField> = {
  updated_on: 'updated_on',
  updatedOn: 'updated_on',
  bedrooms: 'bedrooms',
  sale_price: 'sale_price',
  salePrice: 'sale_price',
};

export const DEFAULT_PLO_SORT: SearchSort = { field: 'updated_on', direction: 'desc' };

/** 'field,dir' or 'field dir' with a PLO sort field, as the search's sort on the sale listing. */
export function parsePloSort(text: string): Parsed<SearchSort> {
  const match = /^([A-Za-z_]+)(?:\s*[, ]\s*(asc|desc|ASC|DESC))?$/.exec(text.trim());
  const field = match ? PLO_SORT_ALIASES[match[1]!] : undefined;
  if (!match || !field) {
    return fail(`Must be 'field,dir' with field one of ${PLO_SORT_FIELDS.join(', ')}`);
  }
  return ok({
    field: SEARCH_FIELD[field],
    direction: (match[2]?.toLowerCase() ?? 'asc') as 'asc' | 'desc',
  });
}

/** The PLO sort parameter of a search sort ('list_price' is the sale price). */
export function ploSortParam(sort: SearchSort): string {
  const entry = Object.entries(SEARCH_FIELD).find(([, column]) => column === sort.field);
  return `${entry ? entry[0] : 'updated_on'},${sort.direction}`;
}

const ploFilterObject = z.object({
  ...filterShape,
  sort: scalarParamWithDefault(parsePloSort, DEFAULT_PLO_SORT),
});

/** The PLO lists' filter: the search filter with the PLO sort; unknown parameters refused. */
export const ploFilterSchema = rejectUnknown(ploFilterObject).superRefine(checkFilter);
export type PloFilter = z.output<typeof ploFilterObject>;

/** Whether the rental is still advertised or already let (let agreed). */
export const RENT_STATUSES = ['To Let', 'Let Agreed'] as const;
export type RentStatus = (typeof RENT_STATUSES)[number];

export function rentStatusOf(status: string): RentStatus {
  return isLetStatus(status) ? 'Let Agreed' : 'To Let';
}

export const ploIdSchema = z.object({ salePropertyId: idSchema, rentPropertyId: idSchema });

/** The investor's figures of a pair, computed from the paired rent (ploFigures). */
const ploFigureShape = {
  /** Gross yield of the paired rent on the asking price, percent (2 decimals). */
  grossYield: z.number().nullable(),
  /** True when the gross yield is outside the plausible band (core yield-band.ts); null without a yield. */
  yieldFlag: z.boolean().nullable(),
  /** The ROI calculator's finalRoi with its default inputs and the paired rent, percent. */
  roi: z.number().nullable(),
  /**
   * The sale side's point estimate, estimate range and BMV (percent against the point; below 0 =
   * below), and its price warnings (listing-fields.ts).
   */
  ...estimatedPriceFields,
  range1Price: z.number().nullable(),
  range2Price: z.number().nullable(),
  avgBmv: z.number().nullable(),
  /** The BMV is shown "check the estimate" (core estimates/bmv-check.ts); null without a BMV. */
  bmvLowConfidence: z.boolean().nullable(),
  ...priceWarningFields,
  /** Median monthly rent of whole-home rentals of the same bedrooms in the postcode district. */
  areaMedianRent: z.number().nullable(),
  /** Paired rent against that median, percent (above > 0, below < 0; 1 decimal). */
  rentVsAreaPct: z.number().nullable(),
};

/** The PLO item (docs/http-api.md#plo-item): spec fields plus the investor's figures. */
export const ploItemSchema = z
  .object({
    salePropertyId: idSchema,
    rentPropertyId: idSchema,
    salePrice: z.number().nullable(),
    /** Monthly rent in pounds. */
    rentPrice: z.number().nullable(),
    salePropertyUrl: z.string().nullable(),
    rentPropertyUrl: z.string().nullable(),
    rentStatus: z.enum(RENT_STATUSES),
    status: z.string(),
    mainImage: z.string().nullable(),
    postCode: z.string().nullable(),
    address: z.string().nullable(),
    rentalDemand: z.enum(RENTAL_DEMAND_LEVELS).nullable(),
    propertyType: z.string().nullable(),
    propertySubtype: z.string().nullable(),
    bedrooms: z.number().nullable(),
    agentContactPhone: z.string().nullable(),
    addedOn: z.string().nullable(),
    updatedOn: z.string(),
    deprivationIndex: z.number().nullable(),
    /** 'lat,lng', or null without a location. */
    location: z.string().nullable(),
    ploId: ploIdSchema,
    ...ploFigureShape,
    favoriteId: idSchema.nullable(),
  })
  .meta({ id: 'PloItem' });
export type PloItem = z.infer<typeof ploItemSchema>;

export const ploItemPageSchema = pageSchema(ploItemSchema).meta({ id: 'PloItemPage' });
export const ploItemHitsSchema = hitsSchema(ploItemSchema).meta({ id: 'PloItemHits' });

/** A PLO map marker (at most SEARCH_LIMITS.maxMarkers, the total counts every match). */
export const ploMarkerSchema = z
  .object({
    location: z.string(),
    postCode: z.string().nullable(),
    salePrice: z.number().nullable(),
    rentPrice: z.number().nullable(),
    deprivationIndex: z.number().nullable(),
    propertyType: z.string().nullable(),
    salePropertyId: idSchema,
    rentPropertyId: idSchema,
    address: z.string().nullable(),
    grossYield: z.number().nullable(),
  })
  .meta({ id: 'PloMarker' });
export type PloMarker = z.infer<typeof ploMarkerSchema>;
export const ploMarkerHitsSchema = z
  .object({
    hits: z.object({
      total: hitsTotalSchema,
      hits: z.array(z.object({ _id: z.string(), _source: ploMarkerSchema })),
    }),
  })
  .meta({ id: 'PloMarkerHits' });
export type PloMarkerHits = z.infer<typeof ploMarkerHitsSchema>;

const parseId = (text: string): Parsed<string> =>
  /^\d{1,18}$/.test(text) ? ok(text) : fail('Must be an id');

/** GET /api/property/plo/details?salePropertyId&rentPropertyId. */
export const ploDetailsQuerySchema = rejectUnknown(
  z.object({ salePropertyId: scalarParam(parseId), rentPropertyId: scalarParam(parseId) }),
).superRefine(requireParams(['salePropertyId', 'rentPropertyId'] as const));
export type PloDetailsQuery = z.output<typeof ploDetailsQuerySchema>;

/**
 * GET /api/property/plo/similar?latitude&longitude&propertyType&salePropertyId (the PLO details
 * page's SIMILAR PROPERTIES): up to MAX_SIMILAR PLO items (the lists' item, with the viewer's
 * favourite) of live pairs of `propertyType`, nearest to the point first, within
 * SIMILAR_RADIUS_M of it; the pairs of `salePropertyId` (the page's own sale) left out.
 */
export const ploSimilarQuerySchema = rejectUnknown(
  z.object({
    latitude: latitudeParam(),
    longitude: longitudeParam(),
    propertyType: scalarParam(parseChoice(PROPERTY_TYPES)),
    salePropertyId: scalarParam(parseId),
  }),
).superRefine(requireParams(['latitude', 'longitude'] as const));
export type PloSimilarQuery = z.output<typeof ploSimilarQuerySchema>;
export const ploSimilarItemsSchema = z.array(ploItemSchema).meta({ id: 'PloSimilarItems' });

/**
 * The PLO property detail: the sale listing's details (propertyDetailsSchema, the spec's
 * fields among them) with the pair's: ids, both URLs, the rent and both statuses, the
 * rental's own images and the investor's figures.
 */
export const ploDetailSchema = propertyDetailsSchema
  .extend({
    ploId: ploIdSchema,
    salePropertyUrl: z.string().nullable(),
    rentPropertyUrl: z.string().nullable(),
    salePrice: z.number().nullable(),
    rentPrice: z.number().nullable(),
    rentStatus: z.enum(RENT_STATUSES),
    rentAddedOn: z.string().nullable(),
    ...ploFigureShape,
  })
  .meta({ id: 'PloDetail' });
export type PloDetail = z.infer<typeof ploDetailSchema>;

export interface PloFigureInput {
  salePrice: number | null;
  rentPrice: number | null;
  postcode: string | null;
  bedrooms: number | null;
  totalFloorArea: number | null;
  range1Price: number | null;
  range2Price: number | null;
  areaMedianRent: number | null;
}

const round = (value: number, places: number) => {
  const f = 10 ** places;
  return Math.round(value * f) / f;
};

/**
 * The investor's figures of a pair: gross yield = rent x 12 / price x 100; ROI = the ROI
 * calculator's finalRoi with its default inputs (core/roi: roiDefaultsOfListing,
 * resolveRoiInput, calculateRoi) and the paired rent as the property's rent; the paired
 * rent against the area median for its bedrooms, in percent.
 */
export function ploFigures(
  input: PloFigureInput,
): Pick<PloItem, 'grossYield' | 'yieldFlag' | 'roi' | 'rentVsAreaPct'> {
  const { salePrice, rentPrice, areaMedianRent } = input;
  const gross = grossYield(rentPrice, salePrice);
  let roi: number | null = null;
  if (gross !== null) {
    const resolved = resolveRoiInput(
      {},
      roiDefaultsOfListing({
        postcode: input.postcode,
        countryCode: null,
        listPrice: salePrice!,
        bedrooms: input.bedrooms,
        totalFloorArea: input.totalFloorArea,
        rentEstimate: rentPrice!,
        range1Price: input.range1Price,
        range2Price: input.range2Price,
      }),
    );
    const final = calculateRoi(resolved).finalRoi;
    roi = final !== null && Number.isFinite(final) ? final : null;
  }
  const rentVsAreaPct =
    rentPrice !== null && areaMedianRent !== null && areaMedianRent > 0
      ? round(((rentPrice - areaMedianRent) / areaMedianRent) * 100, 1)
      : null;
  return { grossYield: gross, yieldFlag: yieldFlag(gross), roi, rentVsAreaPct };
}

/** The PLO lists' sort links (spec: Recently Added, Bedrooms, Sale Price), as search sorts. */
export const PLO_SORT_OPTIONS: readonly {
  label: string;
  field: SearchSort['field'];
  direction: 'asc' | 'desc';
}[] = [
  { label: 'Recently Added', field: 'updated_on', direction: 'desc' },
  { label: 'Bedrooms', field: 'bedrooms', direction: 'asc' },
  { label: 'Sale Price', field: 'list_price', direction: 'asc' },
];

/** The PLO sort dropdown: Recently Added, Bedrooms and Sale Price both ways. */
export const PLO_SELECT_SORTS: readonly { label: string; sort: SearchSort }[] = [
  { label: 'Recently Added', sort: DEFAULT_PLO_SORT },
  { label: 'Bedrooms: low to high', sort: { field: 'bedrooms', direction: 'asc' } },
  { label: 'Bedrooms: high to low', sort: { field: 'bedrooms', direction: 'desc' } },
  { label: 'Sale Price: low to high', sort: { field: 'list_price', direction: 'asc' } },
  { label: 'Sale Price: high to low', sort: { field: 'list_price', direction: 'desc' } },
];

/** The search sort a PLO list uses: the filter's when it is a PLO sort, else the default. */
export function ploSortOf(sort: SearchSort): SearchSort {
  return PLO_SORT_OPTIONS.some((o) => o.field === sort.field) ? sort : DEFAULT_PLO_SORT;
}

/** The address of the PLO details page of a pair. */
export function ploDetailsHref(ids: { salePropertyId: string; rentPropertyId: string }): string {
  return ploDetailsUrl(ids.salePropertyId, ids.rentPropertyId);
}
