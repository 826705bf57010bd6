import { boundingBox } from '@yardstick/core/geo/haversine';
import { parsePostcode } from '@yardstick/core/geo/postcode';
import {
  MAX_RECENT_SOLD,
  RECENT_SOLD_RADIUS_M,
  type RecentSoldBody,
  type RecentSoldRow,
} from '@yardstick/core/property/recent-sold';
import {
  RENTAL_RADIUS_M,
  type RentalQuery,
  type RentalRow,
} from '@yardstick/core/property/rentals';
import { MAX_SIMILAR, SIMILAR_RADIUS_M, type SimilarQuery } from '@yardstick/core/property/similar';
import { DEFAULT_FILTER, type LatLng } from '@yardstick/core/search/filter';
import type { EstimateCard } from '@yardstick/core/search/estimate-card';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import {
  buildListingQuery,
  nearestCards,
  toCard,
  type LocationSet,
} from '../listings/listings.public.ts';
import { nearestByRadius } from './geo-sql.ts';
import * as repo from './market.repository.ts';
import { postcode as postcodeRow } from './nearby.repository.ts';
import { saleAddress } from './properties.service.ts';

/**
 * The market around a property: nearby rentals, recent sales with their energy
 * certificates, and similar properties for sale (docs/product.md#recent-sales,
 * #agent-crime-and-rentals, #similar-properties; docs/http-api.md#property-data). No HTTP, no SQL.
 */

/** Radii tried in turn (metres): most towns answer within the first. */
const RENTAL_RADII = [1_000, RENTAL_RADIUS_M];
const SIMILAR_RADII = [1_500, SIMILAR_RADIUS_M];

/** GET /api/property/rental: rentals nearest first (same bedrooms when given; one left out when asked). */
export async function rentals(ctx: AppContext, query: RentalQuery): Promise<RentalRow[]> {
  const point = { lat: query.latitude!, lng: query.longitude! };
  const rows = await nearestByRadius(RENTAL_RADII, query.limit, (metres) =>
    repo.rentalsWithin(ctx.readDatabase.db, point, {
      metres,
      limit: query.limit,
      bedrooms: query.bedrooms,
      ...(query.areaCode ? { areaCode: query.areaCode } : {}),
      excludeId: query.excludePropertyId,
    }),
  );
  return rows.map((r) => ({
    main_image: r.main_image,
    post_code: r.postcode,
    property_type: r.property_type,
    price_amount: r.list_price,
    bedrooms: r.bedrooms,
    distance: Math.round(r.distance),
    property_id: String(r.id),
    address: r.address,
    property_url: r.property_url,
    status: r.status,
  }));
}

/** POST /api/property/recent/sold: the district's newest sales within 1 km. */
export async function recentSold(ctx: AppContext, body: RecentSoldBody): Promise<RecentSoldRow[]> {
  const district = parsePostcode(body.postCode)!.outcode;
  const rows = await repo.recentSales(
    ctx.readDatabase.db,
    { lat: body.latitude, lng: body.longitude },
    {
      district,
      metres: RECENT_SOLD_RADIUS_M,
      limit: MAX_RECENT_SOLD,
      propertyType: body.propertyType ?? null,
    },
  );
  return rows.map((r) => ({
    post_code: r.postcode,
    address: saleAddress(r),
    property_type: r.property_type,
    sold_price: r.price,
    date_of_transfer: r.date_of_transfer,
    total_floor_area: r.total_floor_area,
    inspection_date: r.inspection_date,
    current_energy_rating: r.current_energy_rating,
    distance: Math.round(r.distance),
  }));
}

function locationOf(areaCode: string): LocationSet {
  return /\d/.test(areaCode)
    ? { postcodes: [], sectors: [], districts: [areaCode], areas: [] }
    : { postcodes: [], sectors: [], districts: [], areas: [areaCode] };
}

/**
 * GET /api/property/similar: sale listings the estimates search would show, of the same
 * type, in the area code (default: the postcode's district), nearest to the property first
 * within 5 km (default centre: the postcode's centroid), the property itself left out.
 */
export async function similar(
  ctx: AppContext,
  query: SimilarQuery,
  viewerId: string | undefined,
): Promise<EstimateCard[]> {
  const db = ctx.readDatabase.db;
  let centre: LatLng | undefined =
    query.latitude !== undefined && query.longitude !== undefined
      ? { lat: query.latitude, lng: query.longitude }
      : undefined;
  if (!centre) {
    const pc = await postcodeRow(db, query.postCode!);
    if (!pc || pc.lat === null || pc.lng === null) throw notFound('Postcode not found');
    centre = { lat: pc.lat, lng: pc.lng };
  }
  const areaCode =
    query.areaCode ?? (query.postCode ? parsePostcode(query.postCode)?.outcode : undefined);
  const at = centre;
  const rows = await nearestByRadius(SIMILAR_RADII, MAX_SIMILAR, (radius) => {
    const q = buildListingQuery(
      {
        ...DEFAULT_FILTER,
        ...(query.propertyType ? { propertyTypes: [query.propertyType] } : {}),
      },
      areaCode ? locationOf(areaCode) : undefined,
    );
    q.circle = { centre: at, radius, box: boundingBox(at.lat, at.lng, radius) };
    return nearestCards(db, q, {
      centre: at,
      limit: MAX_SIMILAR,
      excludeId: query.propertyId,
      ...(viewerId ? { viewerId } : {}),
    });
  });
  return rows.map(toCard);
}
