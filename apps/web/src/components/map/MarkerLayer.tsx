import L from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { useMap } from 'react-leaflet';

export interface MapPoint {
  id: string;
  lat: number;
  lng: number;
  /** Fill colour of the dot. */
  colour: string;
}

export interface MarkerLayerProps {
  points: readonly MapPoint[];
  /** The info window of a point, built when it is opened. */
  popup?: ((id: string) => HTMLElement) | undefined;
  /** The point to emphasise (e.g. the list row under focus or the mouse). */
  highlightedId?: string | undefined;
  onSelect?: ((id: string) => void) | undefined;
  /** Off while the map is used for something else (drawing): clicks go to the map. */
  interactive?: boolean;
}

const BASE: L.CircleMarkerOptions = {
  radius: 7,
  weight: 1.5,
  color: '#ffffff',
  fillOpacity: 0.9,
};
const HIGHLIGHT: L.CircleMarkerOptions = { radius: 11, weight: 3, color: '#111827' };

/**
 * Markers as circles on one canvas (L.canvas), not one DOM element each, so 500 of them pan
 * and zoom smoothly. When a set has been drawn, the map container carries
 * data-markers-drawn (how many) and data-markers-drawn-at (performance.now()).
 */
export function MarkerLayer({
  points,
  popup,
  highlightedId,
  onSelect,
  interactive = true,
}: MarkerLayerProps) {
  const map = useMap();
  const renderer = useMemo(() => L.canvas({ padding: 0.3, tolerance: 5 }), []);
  const markers = useRef(new Map<string, L.CircleMarker>());
  const popupRef = useRef(popup);
  const selectRef = useRef(onSelect);
  useEffect(() => {
    popupRef.current = popup;
    selectRef.current = onSelect;
  }, [popup, onSelect]);

  useEffect(() => {
    const group = L.featureGroup();
    const byId = new Map<string, L.CircleMarker>();
    for (const point of points) {
      const marker = L.circleMarker([point.lat, point.lng], {
        ...BASE,
        renderer,
        fillColor: point.colour,
        interactive,
      });
      marker.bindPopup(() => popupRef.current?.(point.id) ?? document.createElement('div'), {
        maxWidth: 260,
      });
      marker.on('click', () => selectRef.current?.(point.id));
      byId.set(point.id, marker);
      group.addLayer(marker);
    }
    markers.current = byId;
    group.addTo(map);
    const container = map.getContainer();
    delete container.dataset.markersDrawn;
    // The canvas redraws on the next animation frame; report after it.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        container.dataset.markersDrawn = String(points.length);
        container.dataset.markersDrawnAt = String(Math.round(performance.now()));
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      group.remove();
    };
  }, [map, points, renderer, interactive]);

  useEffect(() => {
    if (!highlightedId) return;
    const marker = markers.current.get(highlightedId);
    if (!marker) return;
    marker.setStyle(HIGHLIGHT);
    marker.bringToFront();
    return () => {
      marker.setStyle({ radius: BASE.radius, weight: BASE.weight, color: BASE.color });
    };
  }, [highlightedId, points]);

  return null;
}
