import {
  grossYield,
  ploFigures,
  rentStatusOf,
  type PloFilter,
  type PloItem,
  type PloMarkerHits,
} from '@yardstick/core/plo/plo';
import { SEARCH_LIMITS } from '@yardstick/core/search/constants';
import {
  toPageInfo,
  type Hits,
  type Page,
  type SearchCount,
} from '@yardstick/core/search/responses';
import { onPrimary, type AppContext } from '../../context.ts';
import { listingQueryFor, type ListingQuery } from '../search/search.public.ts';
import * as repo from './plo.repository.ts';

/**
 * The PLO lists (docs/http-api.md#plo): the estimates search's filter and query builder
 * (search.public.ts) applied to the sale side of each pair, with the pair's figures computed
 * from the paired rent (core's ploFigures). No HTTP, no SQL.
 */

const id = (n: number) => String(n);
const optionalId = (n: number | null) => (n === null ? null : String(n));

type AreaRents = Map<string, number>;
const areaKey = (district: string | null, bedrooms: number | null) => `${district}|${bedrooms}`;

/** The area median rents for the districts and bedroom counts of these rows. */
export async function areaRentsOf(
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

/** The area median rent of a district and bedroom count, when known. */
export function areaRentOf(
  rents: AreaRents,
  district: string | null,
  bedrooms: number | null,
): number | null {
  return rents.get(areaKey(district, bedrooms)) ?? null;
}

function toItem(row: repo.PloRow, rents: AreaRents): PloItem {
  const { card, rent } = row;
  const areaMedianRent = areaRentOf(rents, rent.district, card.bedrooms);
  const figures = ploFigures({
    salePrice: card.list_price,
    rentPrice: rent.rent_price,
    postcode: card.postcode,
    bedrooms: card.bedrooms,
    totalFloorArea: card.total_floor_area,
    range1Price: card.range1_price,
    range2Price: card.range2_price,
    areaMedianRent,
  });
  return {
    salePropertyId: id(card.id),
    rentPropertyId: id(rent.rent_id),
    salePrice: card.list_price,
    rentPrice: rent.rent_price,
    salePropertyUrl: rent.sale_url,
    rentPropertyUrl: rent.rent_url,
    rentStatus: rentStatusOf(rent.rent_status),
    status: card.status,
    mainImage: card.main_image,
    postCode: card.postcode,
    address: card.address,
    rentalDemand: card.rental_demand as PloItem['rentalDemand'],
    propertyType: card.property_type,
    propertySubtype: card.property_sub_type,
    bedrooms: card.bedrooms,
    agentContactPhone: card.agent_contact_phone,
    addedOn: card.listed_on,
    updatedOn: card.updated_on.toISOString(),
    deprivationIndex: card.more_deprived,
    location: rent.lat !== null && rent.lng !== null ? `${rent.lat},${rent.lng}` : null,
    ploId: { salePropertyId: id(card.id), rentPropertyId: id(rent.rent_id) },
    ...figures,
    range1Price: card.range1_price,
    range2Price: card.range2_price,
    avgBmv: card.avg_bmv,
    areaMedianRent,
    favoriteId: optionalId(card.favorite_id),
  };
}

/**
 * Exact up to the search's exact-count limit; above it an estimate flagged 'gte' (the
 * search's countMatches, over the pairs). Without a location the sample comes first: when it
 * puts the count far above the limit (3x), that is the answer and the exact count is skipped.
 */
async function countPlo(
  ctx: AppContext,
  q: ListingQuery,
  viewer: repo.PloViewer,
): Promise<SearchCount> {
  const db = ctx.readDatabase.db;
  const limit = SEARCH_LIMITS.exactCountLimit;
  const nationwide = !q.location && !q.circle && !q.polygon && !viewer.favouritesOnly;
  let estimate: number | undefined;
  if (nationwide) {
    estimate = await repo.estimatePloCount(db, q);
    if (estimate >= 3 * limit) return { value: estimate, relation: 'gte' };
  }
  const n = await repo.countPloUpTo(db, q, limit + 1, viewer);
  if (n <= limit) return { value: n, relation: 'eq' };
  if (viewer.favouritesOnly) return { value: n, relation: 'gte' };
  estimate ??= await repo.estimatePloCount(db, q);
  return { value: Math.max(limit + 1, estimate), relation: 'gte' };
}

/** A page of PLO items (and the count when asked), for a viewer or a viewer's favourites. */
export async function ploPage(
  ctx: AppContext,
  filter: PloFilter,
  viewer: repo.PloViewer,
): Promise<Page<PloItem>> {
  const q = await listingQueryFor(ctx, filter);
  const countViewer = viewer.favouritesOnly ? viewer : {};
  // The page's area rents are read as soon as the page is, while the count may still run.
  const pageWithRents = async () => {
    const found = await repo.findPloRows(ctx.readDatabase.db, q, {
      limit: filter.size,
      offset: filter.page * filter.size,
      ...viewer,
    });
    const areaRents = await areaRentsOf(
      ctx,
      found.map((r) => ({ district: r.rent.district, bedrooms: r.card.bedrooms })),
    );
    return [found, areaRents] as const;
  };
  const [[rows, rents], count] = await Promise.all([
    pageWithRents(),
    filter.isCountRequired ? countPlo(ctx, q, countViewer) : undefined,
  ]);
  return {
    content: rows.map((row) => toItem(row, rents)),
    page: toPageInfo(filter.page, filter.size, rows.length, count),
  };
}

/** GET /api/property/_s/property/plo: the page as search-index hits. */
export async function ploHits(
  ctx: AppContext,
  filter: PloFilter,
  viewerId: string,
): Promise<Hits<PloItem>> {
  const page = await ploPage(ctx, filter, { viewerId });
  const total = page.page.totalElements;
  return {
    hits: {
      ...(total !== undefined
        ? { total: { value: total, relation: page.page.totalRelation ?? 'eq' } }
        : {}),
      hits: page.content.map((item) => ({
        _id: `${item.salePropertyId}-${item.rentPropertyId}`,
        _source: item,
      })),
    },
  };
}

/** GET /api/property/_s/property/plo/map: at most 500 markers, the total of all matches. */
export async function ploMarkers(ctx: AppContext, filter: PloFilter): Promise<PloMarkerHits> {
  const q = await listingQueryFor(ctx, filter);
  const limit = SEARCH_LIMITS.maxMarkers;
  let rows: repo.PloMarkerRow[];
  let count: SearchCount;
  if (q.circle || q.polygon) {
    rows = await repo.findPloMarkers(ctx.readDatabase.db, q, { limit, withTotal: 'located' });
    count = { value: rows[0]?.total_matches ?? 0, relation: 'eq' };
  } else if (q.location) {
    // A place: its pairs read once for the markers and the count (the same count as countPlo's
    // while it is exact; above the exact-count limit, or without a located marker, countPlo's).
    rows = await repo.findPloMarkers(ctx.readDatabase.db, q, { limit, withTotal: 'all' });
    const total = rows[0]?.total_matches;
    count =
      total !== undefined && total <= SEARCH_LIMITS.exactCountLimit
        ? { value: total, relation: 'eq' }
        : await countPlo(ctx, q, {});
  } else {
    [rows, count] = await Promise.all([
      repo.findPloMarkers(ctx.readDatabase.db, q, { limit }),
      countPlo(ctx, q, {}),
    ]);
  }
  return {
    hits: {
      total: count,
      hits: rows.map((row) => ({
        _id: `${row.sale_id}-${row.rent_id}`,
        _source: {
          location: `${row.lat},${row.lng}`,
          postCode: row.postcode,
          salePrice: row.sale_price,
          rentPrice: row.rent_price,
          deprivationIndex: row.more_deprived,
          propertyType: row.property_type,
          salePropertyId: id(row.sale_id),
          rentPropertyId: id(row.rent_id),
          address: row.address,
          grossYield: grossYield(row.sale_price, row.rent_price),
        },
      })),
    },
  };
}

/** GET /api/favorite/plo/properties: the user's PLO favourites (read on the primary). */
export function favouritePloPage(
  ctx: AppContext,
  userId: string,
  filter: PloFilter,
): Promise<Page<PloItem>> {
  return ploPage(onPrimary(ctx), filter, { viewerId: userId, favouritesOnly: true });
}
