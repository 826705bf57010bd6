import { grossYield } from '@yardstick/core/estimates/figures';
import { estimatePoint } from '@yardstick/core/estimates/yield-band';
import { priceWarningsOf } from '@yardstick/core/listings/price-warnings';
import {
  ploFigures,
  rentStatusOf,
  type PloDetail,
  type PloItem,
  type PloMarker,
} from '@yardstick/core/plo/plo';
import type { PropertyDetails } from '@yardstick/core/property/property-details';
import type { PloMarkerRow, PloPairRow, RentSideRow } from '../listings/listings.public.ts';

/**
 * The presenters of the PLO answers: the PLO item (lists, hits, favourites), the PLO map
 * marker and the PLO detail. The pair's figures (gross yield and its plausibility flag, ROI,
 * rent against the area median) are core's ploFigures.
 */

const id = (n: number) => String(n);
const optionalId = (n: number | null) => (n === null ? null : String(n));

/** A page's pair as a PLO item, with the area median rent of its district and bedrooms. */
export function toPloItem({ card, rent }: PloPairRow, areaMedianRent: number | null): PloItem {
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
    estimatedPrice: estimatePoint(card.estimate_price, card.range1_price, card.range2_price),
    range1Price: card.range1_price,
    range2Price: card.range2_price,
    avgBmv: card.avg_bmv,
    bmvLowConfidence: card.bmv_low_confidence,
    priceWarnings: priceWarningsOf(card.price_warnings),
    areaMedianRent,
    favoriteId: optionalId(card.favorite_id),
  };
}

/** A pair as a PLO map marker. */
export function toPloMarker(row: PloMarkerRow): PloMarker {
  return {
    location: `${row.lat},${row.lng}`,
    postCode: row.postcode,
    salePrice: row.sale_price,
    rentPrice: row.rent_price,
    deprivationIndex: row.more_deprived,
    propertyType: row.property_type,
    salePropertyId: id(row.sale_id),
    rentPropertyId: id(row.rent_id),
    address: row.address,
    grossYield: grossYield(row.rent_price, row.sale_price),
  };
}

/** The sale listing's details with the pair's rent, statuses, links and figures. */
export function toPloDetail(
  details: PropertyDetails,
  rent: RentSideRow,
  areaMedianRent: number | null,
): PloDetail {
  return {
    ...details,
    ...ploFigures({
      salePrice: details.listPrice,
      rentPrice: rent.rent_price,
      postcode: details.postCode,
      bedrooms: details.bedrooms,
      totalFloorArea: details.totalFloorArea,
      range1Price: details.range1Price,
      range2Price: details.range2Price,
      areaMedianRent,
    }),
    ploId: { salePropertyId: details.propertyId, rentPropertyId: id(rent.rent_id) },
    salePropertyUrl: details.propertyUrl,
    rentPropertyUrl: rent.rent_url,
    salePrice: details.listPrice,
    rentPrice: rent.rent_price,
    rentStatus: rentStatusOf(rent.rent_status),
    rentAddedOn: rent.rent_listed_on,
    areaMedianRent,
    // The pair's yield uses the paired rent, whatever the listing states.
    statedIncome: details.statedIncome && { ...details.statedIncome, yieldUses: 'paired-rent' },
  };
}
