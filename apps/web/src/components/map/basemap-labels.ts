import { insidePolygonRings } from '@yardstick/core/geo/point-in-ring';
import type { BasemapFeature, LngLat } from './api/get-basemap.ts';

export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}
export interface DistrictLabel {
  code: string;
  name: string;
  lat: number;
  lng: number;
}

function parts(feature: BasemapFeature): LngLat[][][] {
  return feature.geometry.type === 'Polygon'
    ? [feature.geometry.coordinates]
    : feature.geometry.coordinates;
}

/** Whether a [lng, lat] point lies inside a district (holes excluded). */
export function insideDistrict(point: LngLat, feature: BasemapFeature): boolean {
  return parts(feature).some((rings) => insidePolygonRings(point, rings));
}

/** The box around a district's coordinates. */
export function districtBox(feature: BasemapFeature): Bounds {
  let south = Infinity;
  let west = Infinity;
  let north = -Infinity;
  let east = -Infinity;
  for (const polygon of parts(feature)) {
    for (const [lng, lat] of polygon[0] ?? []) {
      if (lat < south) south = lat;
      if (lat > north) north = lat;
      if (lng < west) west = lng;
      if (lng > east) east = lng;
    }
  }
  return { south, west, north, east };
}

const overlaps = (a: Bounds, b: Bounds) =>
  a.south <= b.north && b.south <= a.north && a.west <= b.east && b.west <= a.east;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * Where each district on screen is named: at its label point when that is in view; when
 * zoomed in so far that it is not, at the label point pulled inside the view (10% in from
 * the edges), if that spot still lies inside the district. So the district under the
 * search circle is always named, even at street zoom.
 */
export function districtLabels(
  features: readonly BasemapFeature[],
  view: Bounds,
  boxes: readonly Bounds[] = features.map(districtBox),
): DistrictLabel[] {
  const dLat = (view.north - view.south) * 0.1;
  const dLng = (view.east - view.west) * 0.1;
  const labels: DistrictLabel[] = [];
  features.forEach((feature, i) => {
    const label = feature.properties.label;
    if (!label || !overlaps(boxes[i]!, view)) return;
    const [lng, lat] = label;
    const spot: LngLat = [
      clamp(lng, view.west + dLng, view.east - dLng),
      clamp(lat, view.south + dLat, view.north - dLat),
    ];
    const moved = spot[0] !== lng || spot[1] !== lat;
    if (moved && !insideDistrict(spot, feature)) return;
    labels.push({
      code: feature.properties.code,
      name: feature.properties.name,
      lng: spot[0],
      lat: spot[1],
    });
  });
  return labels;
}
