import { parsePostcode } from '@yardstick/core/geo/postcode';
import type { ListingQuery } from '../listings/listings.public.ts';

/**
 * The keys a saved search is indexed under (saved_search_keys, issue 28 item 5): where its
 * listings can lie and its price range, so a changed listing is tested only against the
 * searches whose keys it meets, never against every search.
 *
 * - a circle or drawn area: its bounding box;
 * - else location terms: one key per postcode district (a postcode's or sector's district) and
 *   per postcode area; a location that resolved to nothing: no key (it matches nothing);
 * - else: anywhere.
 *
 * Each key is a superset of what the search matches; the matcher then tests the whole query.
 */
export interface SearchKey {
  district: string | null;
  area: string | null;
  /** '(maxLng,maxLat),(minLng,minLat)' */
  bbox: string | null;
  anywhere: boolean;
  min_price: number | null;
  max_price: number | null;
}

export function searchKeys(q: ListingQuery): SearchKey[] {
  const price = q.ranges.find((r) => r.column === 'list_price');
  const bounds = {
    min_price: price?.min === undefined ? null : Math.ceil(price.min),
    max_price: price?.max === undefined ? null : Math.floor(price.max),
  };
  const none = { district: null, area: null, bbox: null, anywhere: false, ...bounds };
  const box = q.circle?.box ?? q.polygon?.box;
  if (box) {
    return [{ ...none, bbox: `(${box.maxLng},${box.maxLat}),(${box.minLng},${box.minLat})` }];
  }
  if (q.location) {
    const districts = new Set(q.location.districts);
    for (const p of q.location.postcodes) districts.add(parsePostcode(p)?.outcode ?? p);
    for (const s of q.location.sectors) districts.add(s.split(' ')[0]!);
    return [
      ...[...districts].map((district) => ({ ...none, district })),
      ...q.location.areas.map((area) => ({ ...none, area })),
    ];
  }
  return [{ ...none, anywhere: true }];
}
