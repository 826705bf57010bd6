import type {
  PloDetail,
  PloDetailsQuery,
  PloFilter,
  PloItem,
  PloMarkerHits,
  PloSimilarQuery,
} from '@yardstick/core/plo/plo';
import { boundingBox } from '@yardstick/core/geo/haversine';
import { MAX_SIMILAR, SIMILAR_RADIUS_M } from '@yardstick/core/property/similar';
import { DEFAULT_FILTER } from '@yardstick/core/search/filter';
import { PROPERTY_REMOVED_MESSAGE } from '@yardstick/core/property/property-details';
import { SEARCH_LIMITS } from '@yardstick/core/search/constants';
import {
  toHits,
  toPageInfo,
  type Hits,
  type Page,
  type SearchCount,
} from '@yardstick/core/search/responses';
import { onPrimary, type AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import {
  buildListingQuery,
  countMatches,
  findLivePloPair,
  findPloMarkers,
  findPloPairs,
  listingQueryFor,
  nearestPloPairs,
  type ListingSource,
  type PloMarkerRow,
} from '../listings/listings.public.ts';
import { propertyDetails } from '../properties/properties.public.ts';
import { toPloDetail, toPloItem, toPloMarker } from './plo.presenter.ts';
import * as repo from './plo.repository.ts';

/**
 * Every PLO read (docs/http-api.md#plo): the lists (page, hits, markers), a user's PLO
 * favourites and the PLO detail. The pairs are listed by the listing engine over a PLO source
 * (listings.public.ts: the estimates search's filter applied to the sale side of each live
 * pair); the answers are the presenters of plo.presenter.ts. No HTTP, no SQL.
 */

type AreaRents = Map<string, number>;
const areaKey = (district: string | null, bedrooms: number | null) => `${district}|${bedrooms}`;

/** The area median rents for the districts and bedroom counts of these rows. */
async function areaRentsOf(
  ctx: AppContext,
  rows: { district: string | null; bedrooms: number | null }[],
): Promise<AreaRents> {
  const keys = rows.flatMap((r) =>
    r.district !== null && r.bedrooms !== null
      ? [{ district: r.district, bedrooms: r.bedrooms }]
      : [],
  );
  const found = await repo.areaMedianRents(ctx.readDatabase.db, keys);
  return new Map(found.map((r) => [areaKey(r.district, r.bedrooms), r.median_rent]));
}

const areaRentOf = (rents: AreaRents, district: string | null, bedrooms: number | null) =>
  rents.get(areaKey(district, bedrooms)) ?? null;

/** A page of PLO items (and the count when asked) of a PLO source. */
async function ploPage(
  ctx: AppContext,
  filter: PloFilter,
  source: ListingSource,
): Promise<Page<PloItem>> {
  const q = await listingQueryFor(ctx, filter, { source });
  // The page's area rents are read as soon as the page is, while the count may still run.
  const pageWithRents = async () => {
    const found = await findPloPairs(ctx.readDatabase.db, q, {
      limit: filter.size,
      offset: filter.page * filter.size,
    });
    const rents = await areaRentsOf(
      ctx,
      found.map((r) => ({ district: r.rent.district, bedrooms: r.card.bedrooms })),
    );
    return [found, rents] as const;
  };
  const [[rows, rents], count] = await Promise.all([
    pageWithRents(),
    filter.isCountRequired ? countMatches(ctx, q) : undefined,
  ]);
  return {
    content: rows.map((row) =>
      toPloItem(row, areaRentOf(rents, row.rent.district, row.card.bedrooms)),
    ),
    page: toPageInfo(filter.page, filter.size, rows.length, count),
  };
}

/** GET /api/property/plo: a page of PLO items with the viewer's favourite ids. */
export function ploList(ctx: AppContext, filter: PloFilter, viewerId: string) {
  return ploPage(ctx, filter, { kind: 'plo-pairs', viewerId });
}

/** GET /api/property/_s/property/plo: the page as search-index hits. */
export async function ploHits(
  ctx: AppContext,
  filter: PloFilter,
  viewerId: string,
): Promise<Hits<PloItem>> {
  const page = await ploList(ctx, filter, viewerId);
  return toHits(page, (item) => `${item.salePropertyId}-${item.rentPropertyId}`);
}

/** GET /api/property/_s/property/plo/map: at most 500 markers, the total of all matches. */
export async function ploMarkers(ctx: AppContext, filter: PloFilter): Promise<PloMarkerHits> {
  const q = await listingQueryFor(ctx, filter, { source: { kind: 'plo-pairs' } });
  const db = ctx.readDatabase.db;
  const limit = SEARCH_LIMITS.maxMarkers;
  let rows: PloMarkerRow[];
  let count: SearchCount;
  if (q.circle || q.polygon) {
    rows = await findPloMarkers(db, q, { limit, withTotal: 'located' });
    count = { value: rows[0]?.total_matches ?? 0, relation: 'eq' };
  } else if (q.location) {
    // A place: its pairs read once for the markers and the count (the same count as
    // countMatches's while it is exact; above the exact-count limit, or without a located
    // marker, countMatches's).
    rows = await findPloMarkers(db, q, { limit, withTotal: 'all' });
    const total = rows[0]?.total_matches;
    count =
      total !== undefined && total <= SEARCH_LIMITS.exactCountLimit
        ? { value: total, relation: 'eq' }
        : await countMatches(ctx, q);
  } else {
    [rows, count] = await Promise.all([findPloMarkers(db, q, { limit }), countMatches(ctx, q)]);
  }
  return {
    hits: {
      total: count,
      hits: rows.map((row) => ({
        _id: `${row.sale_id}-${row.rent_id}`,
        _source: toPloMarker(row),
      })),
    },
  };
}

/**
 * GET /api/property/plo/similar: the live PLO pairs of the type nearest the point, within
 * SIMILAR_RADIUS_M, nearest first (the pairs of the page's own sale left out), as PLO items
 * with the viewer's favourites: the PLO details page's SIMILAR PROPERTIES.
 */
export async function similarPloItems(
  ctx: AppContext,
  query: PloSimilarQuery,
  viewerId: string,
): Promise<PloItem[]> {
  const centre = { lat: query.latitude!, lng: query.longitude! };
  const q = buildListingQuery(
    { ...DEFAULT_FILTER, ...(query.propertyType ? { propertyTypes: [query.propertyType] } : {}) },
    undefined,
    { source: { kind: 'plo-pairs', viewerId } },
  );
  q.circle = {
    centre,
    radius: SIMILAR_RADIUS_M,
    box: boundingBox(centre.lat, centre.lng, SIMILAR_RADIUS_M),
  };
  const rows = await nearestPloPairs(ctx.readDatabase.db, q, {
    centre,
    limit: MAX_SIMILAR,
    excludeSaleId: query.salePropertyId,
  });
  const rents = await areaRentsOf(
    ctx,
    rows.map((r) => ({ district: r.rent.district, bedrooms: r.card.bedrooms })),
  );
  return rows.map((row) => toPloItem(row, areaRentOf(rents, row.rent.district, row.card.bedrooms)));
}

/** GET /api/favorite/plo/properties: the user's PLO favourites (read on the primary). */
export function favouritePloPage(
  ctx: AppContext,
  userId: string,
  filter: PloFilter,
): Promise<Page<PloItem>> {
  return ploPage(onPrimary(ctx), filter, { kind: 'plo-favourites', userId });
}

/**
 * Whether the PLO pair is live (its sale on the market, its rental live): what the PLO lists
 * show, the PLO detail answers and the PLO reload re-reads; 404 'Property has been removed
 * by the agent' otherwise.
 */
async function requireLivePloPair(ctx: AppContext, saleId: string, rentId: string) {
  const rent = await findLivePloPair(ctx.readDatabase.db, saleId, rentId);
  if (!rent) throw notFound(PROPERTY_REMOVED_MESSAGE);
  return rent;
}

/**
 * GET /api/property/plo/details: the sale listing's details (the description cut at 500
 * characters) with the pair's rent, statuses, links and figures; 404 'Property has been
 * removed by the agent' when the pair is not live (not held, its sale sold or withdrawn, its
 * rental withdrawn).
 */
export async function ploDetails(ctx: AppContext, query: PloDetailsQuery): Promise<PloDetail> {
  const saleId = query.salePropertyId!;
  const [rent, details] = await Promise.all([
    requireLivePloPair(ctx, saleId, query.rentPropertyId!),
    propertyDetails(ctx, saleId),
  ]);
  const rents = await areaRentsOf(ctx, [{ district: rent.district, bedrooms: details.bedrooms }]);
  return toPloDetail(details, rent, areaRentOf(rents, rent.district, details.bedrooms));
}
