import { priceWarningsOf, type PriceWarning } from '@yardstick/core/listings/price-warnings';
import { MARKER_INDEX, type MapMarker, type MarkerArray } from '@yardstick/core/search/map-marker';
import {
  pointOfLocation,
  type MapMarker as MapPoint,
} from '../../components/map-search/markers.ts';

/** An estimate's marker of either call, in one shape for the map. */
export interface EstimateMarker extends MapPoint {
  /** The address (array form) or the postcode (search-index form). */
  title: string;
  estimate: number | null;
  bmv: number | null;
  roi: number | null;
  type: string | null;
  price: number | null;
  /** The BMV is shown "check the estimate" (the card's bmvLowConfidence). */
  bmvCheck: boolean | null;
  priceWarnings: PriceWarning[];
}

/** A search-index marker ({ location: 'lat,lng', avgPrice, ... }). */
export function fromMapMarker(m: MapMarker): EstimateMarker | undefined {
  const point = pointOfLocation(m.location);
  if (!point) return undefined;
  return {
    id: m.propertyId,
    ...point,
    title: m.postCode ?? 'Property',
    estimate: m.avgPrice,
    bmv: m.bmv,
    roi: m.roi,
    type: m.propertyType,
    price: m.listPrice,
    bmvCheck: m.bmvLowConfidence,
    priceWarnings: m.priceWarnings,
  };
}

/**
 * An array marker [title, lat, lng, id, roi, bmv, estPrice, type, listPrice, bmvCheck,
 * priceWarnings] (MARKER_INDEX).
 */
export function fromMarkerArray(a: MarkerArray): EstimateMarker {
  return {
    id: a[MARKER_INDEX.id],
    lat: a[MARKER_INDEX.latitude],
    lng: a[MARKER_INDEX.longitude],
    title: a[MARKER_INDEX.title] || 'Property',
    estimate: a[MARKER_INDEX.estPrice],
    bmv: a[MARKER_INDEX.bmv],
    roi: a[MARKER_INDEX.roi],
    type: a[MARKER_INDEX.type],
    price: a[MARKER_INDEX.listPrice],
    bmvCheck: a[MARKER_INDEX.bmvCheck],
    priceWarnings: priceWarningsOf(a[MARKER_INDEX.priceWarnings]),
  };
}
