import { haversineMetres } from '@yardstick/core/geo/haversine';
import { SEARCH_LIMITS } from '@yardstick/core/search/constants';
import { filterToQueryParams } from '@yardstick/core/search/filter';
import type { LatLngPoint } from './circle-geometry.ts';

/** Points closer than this (metres) are one point (a double-click adds the last one twice). */
export const SAME_POINT_METRES = 2;

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * The drawn area as the search sends it: coordinates to 6 decimals (about 10 cm), repeated
 * and closing points dropped. Undefined when fewer than 3 distinct points remain.
 */
export function cleanDrawnArea(points: readonly LatLngPoint[]): LatLngPoint[] | undefined {
  const out: LatLngPoint[] = [];
  for (const p of points) {
    const q = { lat: round6(p.lat), lng: round6(p.lng) };
    const last = out[out.length - 1];
    if (last && haversineMetres(last.lat, last.lng, q.lat, q.lng) < SAME_POINT_METRES) continue;
    out.push(q);
  }
  const first = out[0];
  const last = out[out.length - 1];
  if (out.length > 1 && first && last) {
    if (haversineMetres(first.lat, first.lng, last.lat, last.lng) < SAME_POINT_METRES) out.pop();
  }
  if (out.length < 3 || out.length > SEARCH_LIMITS.maxPolygonPoints) return undefined;
  return out;
}

/** The `polygon` query parameter of an area: 'lat lng,lat lng,...'. */
export function polygonParam(points: readonly LatLngPoint[]): string {
  return filterToQueryParams({ polygon: [...points] }).polygon ?? '';
}
