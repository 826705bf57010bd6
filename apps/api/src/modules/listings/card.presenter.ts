import { isNonResidential } from '@yardstick/core/estimates/estimate-scope';
import { estimatePoint } from '@yardstick/core/estimates/yield-band';
import { priceWarningsOf } from '@yardstick/core/listings/price-warnings';
import type { EstimateCard } from '@yardstick/core/search/estimate-card';
import type { CardRow } from './cards.repository.ts';

/** The presenter of the estimate card, the shape every list of sale listings answers. */

const id = (n: number) => String(n);
const optionalId = (n: number | null) => (n === null ? null : String(n));

/** A card row as the EstimateCard of core/search/estimate-card.ts. */
export function toCard(row: CardRow): EstimateCard {
  return {
    propertyId: id(row.id),
    salePropertyId: id(row.id),
    rentPropertyId: optionalId(row.rent_listing_id),
    mainImage: row.main_image,
    listPrice: row.list_price,
    status: row.status,
    estimatedPrice: estimatePoint(row.estimate_price, row.range1_price, row.range2_price),
    range1Price: row.range1_price,
    range2Price: row.range2_price,
    priceVariation: row.price_variation,
    postCode: row.postcode,
    address: row.address,
    rentalDemand: row.rental_demand as EstimateCard['rentalDemand'],
    propertyType: row.property_type,
    propertySubType: row.property_sub_type,
    bedrooms: row.bedrooms,
    totalFloorArea: row.total_floor_area,
    agentContactPhone: row.agent_contact_phone,
    addedOn: row.listed_on,
    updatedOn: row.updated_on.toISOString(),
    avgBmv: row.avg_bmv,
    roi: row.roi,
    moreDeprived: row.more_deprived,
    crimeRate: row.crime_rate,
    avgYield: row.avg_yield,
    yieldFlag: row.yield_flag,
    bmvLowConfidence: row.bmv_low_confidence,
    priceWarnings: priceWarningsOf(row.price_warnings),
    estimateConfidence: row.estimate_confidence as EstimateCard['estimateConfidence'],
    residential: !isNonResidential({ propertySubType: row.property_sub_type }),
    favoriteId: optionalId(row.favorite_id),
  };
}
