import L from 'leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';

/** Frames the given points, zoomed in at most to `maxZoom` (16, the details maps' zoom). */
export function FitBounds({
  points,
  maxZoom = 16,
}: {
  points: readonly [number, number][];
  maxZoom?: number;
}) {
  const map = useMap();
  const key = JSON.stringify(points);
  useEffect(() => {
    const list = JSON.parse(key) as [number, number][];
    if (list.length === 0) return;
    // No animation: a map left while a zoom animates throws in Leaflet (_leaflet_pos).
    map.fitBounds(L.latLngBounds(list), { padding: [32, 32], maxZoom, animate: false });
  }, [map, key, maxZoom]);
  return null;
}
