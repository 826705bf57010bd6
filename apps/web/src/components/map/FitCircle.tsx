import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import type { LatLngPoint } from './circle-geometry.ts';

export interface FitCircleProps {
  centre: LatLngPoint;
  /** Metres. */
  radius: number;
  /** The closest zoom to use (the page's default zoom). */
  maxZoom: number;
}

/**
 * Once, when the map opens: the view that shows the whole circle, at most at maxZoom (a
 * 500 m circle keeps the default zoom where it fits; a 5 km one is shown whole).
 */
export function FitCircle({ centre, radius, maxZoom }: FitCircleProps) {
  const map = useMap();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const bounds = L.latLng(centre.lat, centre.lng).toBounds(radius * 2);
    map.fitBounds(bounds, { maxZoom, padding: [12, 12], animate: false });
  }, [map, centre.lat, centre.lng, radius, maxZoom]);
  return null;
}
