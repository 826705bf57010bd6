import { isNonResidential } from '@yardstick/core/estimates/estimate-scope';
import { estimatePoint } from '@yardstick/core/estimates/yield-band';
import { priceWarningsOf } from '@yardstick/core/listings/price-warnings';
import type { Agent } from '@yardstick/core/property/agent';
import {
  FLOOR_PLAN_NONE,
  PROPERTY_REMOVED_MESSAGE,
  previewDescription,
  type PropertyDetails,
} from '@yardstick/core/property/property-details';
import type { ReloadQuery } from '@yardstick/core/property/reload';
import { isViewableSale } from '@yardstick/core/listings/listing-states';
import { findStatedIncome } from '@yardstick/core/listings/stated-income';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { findLivePloPair } from '../listings/listings.public.ts';
import * as repo from './details.repository.ts';

/**
 * The property details page's own reads (docs/product.md#property-details; docs/http-api.md#property-data):
 * details, reload and agent. No HTTP, no SQL.
 *
 * A property is shown while it is a viewable sale (core's listing states: a sale listing not
 * withdrawn; a sold one still answers); anything else (no such id, a rental's id, a withdrawn
 * listing) is a 404 with the message 'Property has been removed by the agent'
 * (docs/product.md#property-details).
 */

const optionalId = (n: number | null) => (n === null ? null : String(n));

/** The listing as the details answer it; `full` answers the whole description. */
export function toDetails(row: repo.DetailsRow, full: boolean): PropertyDetails {
  const description = full
    ? { summary: row.text, isDescLoaded: true }
    : previewDescription(row.text);
  const hpiValuation =
    row.total_floor_area !== null && row.hpi_ppsm !== null
      ? Math.round(row.total_floor_area * row.hpi_ppsm)
      : null;
  return {
    propertyId: String(row.id),
    listPrice: row.list_price,
    estimatedPrice: estimatePoint(row.estimate_price, row.range1_price, row.range2_price),
    range1Price: row.range1_price,
    range2Price: row.range2_price,
    range1PPSM: row.range1_ppsm,
    range2PPSM: row.range2_ppsm,
    priceEstimateType: row.price_estimate_type as PropertyDetails['priceEstimateType'],
    ppsmRadius: row.ppsm_radius,
    address: row.address,
    postCode: row.postcode,
    area: row.area,
    propertyUrl: row.property_url,
    rentalDemand: row.rental_demand as PropertyDetails['rentalDemand'],
    status: row.status,
    images: row.images.join(','),
    mainImage: row.main_image ?? row.images[0] ?? null,
    summary: description.summary,
    isDescLoaded: description.isDescLoaded,
    bedrooms: row.bedrooms,
    totalFloorArea: row.total_floor_area,
    propertyType: row.property_type,
    propertySubType: row.property_sub_type,
    addedOn: row.listed_on,
    avgBmv: row.avg_bmv,
    roi: row.roi,
    moreDeprived: row.more_deprived,
    hpiPPSM: row.hpi_ppsm,
    dateOfTransfer: row.date_of_transfer,
    soldPrice: row.sold_price,
    soldPPSM: row.sold_ppsm,
    crimeRate: row.crime_rate,
    priceVariation: row.price_variation,
    plotAreaId: optionalId(row.plot_polygon_id),
    agentId: optionalId(row.agent_id),
    floorPlanImages:
      row.floor_plan_images.length > 0 ? row.floor_plan_images.join(',') : FLOOR_PLAN_NONE,
    latitude: row.lat,
    longitude: row.lng,
    nearestBusStopName: row.nearest_bus_stop_name,
    nearestBusStopDistanceMts: row.nearest_bus_stop_distance_m,
    busLatitude: row.nearest_bus_stop_lat,
    busLongitude: row.nearest_bus_stop_lng,
    nearestRailwayStationName: row.nearest_station_name,
    nearestRailwayStationDistanceMts: row.nearest_station_distance_m,
    railwayLatitude: row.nearest_station_lat,
    railwayLongitude: row.nearest_station_lng,
    nearestSchoolName: row.nearest_school_name,
    nearestSchoolDistanceMts: row.nearest_school_distance_m,
    nearestSchoolOSRating: row.nearest_school_rating,
    schoolLatitude: row.nearest_school_lat,
    schoolLongitude: row.nearest_school_lng,
    estimateConfidence: row.estimate_confidence as PropertyDetails['estimateConfidence'],
    estimateComparables: row.estimate_comparables,
    district: row.district,
    sector: row.sector,
    updatedOn: row.updated_on.toISOString(),
    avgYield: row.avg_yield,
    rentEstimate: row.rent_estimate,
    hpiValuation,
    residential: !isNonResidential({ propertySubType: row.property_sub_type }),
    yieldFlag: row.yield_flag,
    bmvLowConfidence: row.bmv_low_confidence,
    statedIncome: statedIncomeOf(row),
    priceWarnings: priceWarningsOf(row.price_warnings),
  };
}

/** The income the listing's text states, with the rent its yield uses instead. */
function statedIncomeOf(row: repo.DetailsRow): PropertyDetails['statedIncome'] {
  const found = findStatedIncome([row.text, ...row.features].join('\n'), {
    askingPrice: row.list_price,
  });
  return found && { ...found, yieldUses: row.plo_paired ? 'paired-rent' : 'rent-estimate' };
}

async function liveSaleListing(ctx: AppContext, id: string): Promise<repo.DetailsRow> {
  const row = await repo.listingDetails(ctx.readDatabase.db, id);
  if (!row || !isViewableSale(row)) throw notFound(PROPERTY_REMOVED_MESSAGE);
  return row;
}

/** GET /api/property-estimates/{id}: the details with the description cut at 500 characters. */
export async function propertyDetails(ctx: AppContext, id: string): Promise<PropertyDetails> {
  return toDetails(await liveSaleListing(ctx, id), false);
}

/**
 * GET /api/property/reload: the listing re-read from the listing source. There is no live
 * portal connection: the source is the latest imported feed row, which the importers keep
 * in `listings`; the answer is that row with the full description.
 */
export async function reloadProperty(
  ctx: AppContext,
  query: ReloadQuery,
): Promise<PropertyDetails> {
  const id = query.propertyId!;
  if (query.type === 'plo') {
    // The PLO reload answers exactly the pairs the PLO lists and detail do (a live pair).
    const live = await findLivePloPair(ctx.readDatabase.db, id, query.rentPropertyId!);
    if (!live) throw notFound(PROPERTY_REMOVED_MESSAGE);
  }
  return toDetails(await liveSaleListing(ctx, id), true);
}

/** GET /api/property-agents/{agentId}. */
export async function agent(ctx: AppContext, agentId: string): Promise<Agent> {
  const row = await repo.agentById(ctx.readDatabase.db, agentId);
  if (!row) throw notFound('Agent not found');
  return { name: row.name, brandImageUrl: row.brand_image_url, contactPhone: row.contact_phone };
}
