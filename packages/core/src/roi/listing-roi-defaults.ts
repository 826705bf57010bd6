import { nationFromCountryCode, nationFromPostcode } from '../geo/postcode.ts';
import type { RoiPropertyDefaults } from './resolve-roi-input.ts';

/** The figures of a sale listing that feed the ROI calculator, as the database holds them. */
export interface RoiListing {
  postcode: string | null;
  address?: string | null;
  /** The ONS country code of the listing's postcode ('E92000001'), when the postcode is held. */
  countryCode: string | null;
  listPrice: number | null;
  bedrooms: number | null;
  totalFloorArea: number | null;
  rentEstimate: number | null;
  /** The district's average room rent (area_stats.avg_room_rent), when known. */
  roomRent?: number | null;
  range1Price: number | null;
  range2Price: number | null;
  /** The point estimate (listings.estimate_price), when the estimator gave one. */
  estimatePrice?: number | null;
}

/**
 * What a listing contributes to the ROI calculator's defaults, written once for the API's
 * calculator (POST /api/calculator/roi with a propertyId) and the derive step's listing ROI,
 * so that a listing's roi is the calculator's finalRoi for the default inputs. The nation
 * (for the transaction tax) is the postcode's ONS country, else guessed from the postcode.
 *
 * `roomRent` only fills the calculator's rent per room (avgRentInArea), which only the HMO
 * calculation uses: the listing's roi (single let) does not depend on it, so the derive step,
 * which computes the area's room rents only after the listings' figures, leaves it out.
 */
export function roiDefaultsOfListing(listing: RoiListing): RoiPropertyDefaults {
  return {
    postCode: listing.postcode,
    address: listing.address ?? null,
    nation:
      nationFromCountryCode(listing.countryCode) ??
      (listing.postcode ? nationFromPostcode(listing.postcode) : null),
    listPrice: listing.listPrice,
    bedrooms: listing.bedrooms,
    totalFloorArea: listing.totalFloorArea,
    rentEstimate: listing.rentEstimate,
    roomRent: listing.roomRent ?? null,
    range1Price: listing.range1Price,
    range2Price: listing.range2Price,
    estimatePrice: listing.estimatePrice ?? null,
  };
}
