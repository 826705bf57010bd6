import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import { circleNeedsFit, type CircleView, type LatLngPoint } from './circle-geometry.ts';

export interface FitCircleProps {
  centre: LatLngPoint;
  /** Metres. */
  radius: number;
  /** The closest zoom to use (the page's default zoom). */
  maxZoom: number;
  /**
   * Whether later changes of the circle refit the map (circleNeedsFit); off for a drawn
   * area, which the user drew in view (the circle is then only the first view's).
   */
  follow?: boolean;
}

/**
 * Shows the whole search circle, at most at maxZoom (a 500 m circle keeps the default zoom
 * where it fits; a 5 km one is shown whole): when the map opens, when the radius changes,
 * and when the circle moved out of view.
 */
export function FitCircle({ centre, radius, maxZoom, follow = true }: FitCircleProps) {
  const map = useMap();
  const shown = useRef<CircleView | undefined>(undefined);
  useEffect(() => {
    const next = { centre: { lat: centre.lat, lng: centre.lng }, radius };
    const bounds = L.latLng(centre.lat, centre.lng).toBounds(radius * 2);
    const fit = circleNeedsFit(shown.current, next, {
      follow,
      wholeInView: map.getBounds().contains(bounds),
    });
    shown.current = next;
    // No animation: a map left while a zoom animates throws in Leaflet (_leaflet_pos).
    if (fit) map.fitBounds(bounds, { maxZoom, padding: [12, 12], animate: false });
  }, [map, centre.lat, centre.lng, radius, maxZoom, follow]);
  return null;
}
