import { SEARCH_LIMITS } from '@yardstick/core/search/constants';
import type { EstimateCard } from '@yardstick/core/search/estimate-card';
import { estimatePoint } from '@yardstick/core/estimates/yield-band';
import { priceWarningsOf } from '@yardstick/core/listings/price-warnings';
import {
  filterCentre,
  type EstimatesPageQuery,
  type SearchFilter,
} from '@yardstick/core/search/filter';
import type {
  MapHits,
  MapMarker,
  MarkerArray,
  MarkerArrayResponse,
} from '@yardstick/core/search/map-marker';
import { toHits, type Hits, type Page, type SearchCount } from '@yardstick/core/search/responses';
import type { AppContext } from '../../context.ts';
import { AppError, invalid } from '../../errors.ts';
import {
  cardPage,
  countMatches,
  findMarkers,
  listingQueryFor,
  type MarkerRow,
} from '../listings/listings.public.ts';

/**
 * The estimates search: the listing engine (listings.public.ts) over sale listings, and the
 * search's answers (pages and hits of cards, markers, array markers). No HTTP, no SQL.
 */

export interface Viewer {
  /** The signed-in user, for favoriteId on every card. */
  userId?: string | undefined;
  attributes: readonly string[];
}

const id = (n: number) => String(n);
const optionalId = (n: number | null) => (n === null ? null : String(n));

/** The marker's price: the point estimate in whole pounds (core estimatePoint). */
const markerPrice = (r: {
  estimate_price: number | null;
  range1_price: number | null;
  range2_price: number | null;
}) => estimatePoint(r.estimate_price, r.range1_price, r.range2_price);

/** The map marker's presenter. */
export function toMarker(row: MarkerRow): MapMarker {
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
    estimatedPrice: markerPrice(row),
    bmvLowConfidence: row.bmv_low_confidence,
    priceWarnings: priceWarningsOf(row.price_warnings),
  };
}

/** The array marker's presenter. */
export function toMarkerArray(row: MarkerRow): MarkerArray {
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
    row.bmv_low_confidence,
    priceWarningsOf(row.price_warnings).map((w) => w.code),
  ];
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
  return cardPage(ctx, filter, viewer.userId, { marketValueMax });
}

export async function searchHits(
  ctx: AppContext,
  filter: SearchFilter,
  viewerId: string | undefined,
): Promise<Hits<EstimateCard>> {
  return toHits(await cardPage(ctx, filter, viewerId), (card) => card.propertyId);
}

async function markersOf(
  ctx: AppContext,
  filter: SearchFilter,
  viewerId: string | undefined,
): Promise<{ rows: MarkerRow[]; count: SearchCount }> {
  const q = await listingQueryFor(ctx, filter);
  const limit = SEARCH_LIMITS.maxMarkers;
  if (q.circle || q.polygon) {
    // An area search: one pass finds the markers and counts every match exactly.
    const rows = await findMarkers(ctx.readDatabase.db, q, {
      limit,
      viewerId,
      withTotal: true,
    });
    return { rows, count: { value: rows[0]?.total_matches ?? 0, relation: 'eq' } };
  }
  const [rows, count] = await Promise.all([
    findMarkers(ctx.readDatabase.db, q, { limit, viewerId }),
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
  return cardPage(ctx, filter, viewerId);
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
