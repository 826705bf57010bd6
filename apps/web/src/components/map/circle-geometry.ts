import { EARTH_RADIUS_M, haversineMetres } from '@yardstick/core/geo/haversine';
import { SEARCH_LIMITS } from '@yardstick/core/search/constants';

/**
 * Geometry of the editable search circle: the edge handle sits due east of the centre at
 * the radius, and dragging it gives the radius back as the great-circle distance.
 */
export interface LatLngPoint {
  lat: number;
  lng: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** The point `metres` away from `from` along the initial bearing (degrees from north). */
export function destination(from: LatLngPoint, metres: number, bearingDeg: number): LatLngPoint {
  const d = metres / EARTH_RADIUS_M;
  const b = rad(bearingDeg);
  const lat1 = rad(from.lat);
  const lng1 = rad(from.lng);
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
  const lng2 =
    lng1 +
    Math.atan2(
      Math.sin(b) * Math.sin(d) * Math.cos(lat1),
      Math.cos(d) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { lat: deg(lat2), lng: ((deg(lng2) + 540) % 360) - 180 };
}

/** Where the resize handle of a circle is drawn: on its edge, due east of the centre. */
export function edgeHandle(centre: LatLngPoint, radius: number): LatLngPoint {
  return destination(centre, radius, 90);
}

/** The smallest search radius the handle allows, in metres. */
export const MIN_RADIUS = 50;

/** The radius a handle dragged to `point` asks for: whole metres, within the limits. */
export function radiusFromEdge(centre: LatLngPoint, point: LatLngPoint): number {
  const metres = Math.round(haversineMetres(centre.lat, centre.lng, point.lat, point.lng));
  return Math.min(SEARCH_LIMITS.maxRadius, Math.max(MIN_RADIUS, metres));
}

/** A circle around every point (vertex mean as centre), e.g. the drawn area of a search. */
export function coveringCircle(points: readonly LatLngPoint[]): {
  centre: LatLngPoint;
  radius: number;
} {
  const centre = {
    lat: points.reduce((s, p) => s + p.lat, 0) / points.length,
    lng: points.reduce((s, p) => s + p.lng, 0) / points.length,
  };
  const far = Math.max(...points.map((p) => haversineMetres(centre.lat, centre.lng, p.lat, p.lng)));
  return { centre, radius: Math.min(SEARCH_LIMITS.maxRadius, Math.ceil(far) + 1) };
}

export interface CircleView {
  centre: LatLngPoint;
  /** Metres. */
  radius: number;
}

/**
 * Whether the map should fit the search circle after a change: always at the first view;
 * then, while following a circle (not a drawn area), whenever its radius changed (the radius
 * select, the edge handle: a 2 km or 10 km circle would otherwise be off screen), and when it
 * moved and is not wholly in view any more (a searched place, the keyboard).
 */
export function circleNeedsFit(
  previous: CircleView | undefined,
  next: CircleView,
  { follow, wholeInView }: { follow: boolean; wholeInView: boolean },
): boolean {
  if (!previous) return true;
  if (!follow) return false;
  if (previous.radius !== next.radius) return true;
  const moved = previous.centre.lat !== next.centre.lat || previous.centre.lng !== next.centre.lng;
  return moved && !wholeInView;
}
