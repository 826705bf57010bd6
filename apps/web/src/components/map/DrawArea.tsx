import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import type { LatLngPoint } from './circle-geometry.ts';
import { cleanDrawnArea } from './draw-area.ts';

export interface DrawAreaProps {
  /** Called with the finished area (3 points or more, cleaned for the search). */
  onFinish: (points: LatLngPoint[]) => void;
  onCancel: () => void;
}

const LINE: L.PolylineOptions = { color: '#e8590c', weight: 3, interactive: false };

/**
 * Drawing a search area while mounted: each click on the map adds a point; a double-click,
 * a click on the first point or Enter finishes (3 points or more); Escape cancels. The
 * outline follows the pointer. Double-click zoom is off while drawing.
 */
export function DrawArea({ onFinish, onCancel }: DrawAreaProps) {
  const map = useMap();
  const finishRef = useRef(onFinish);
  const cancelRef = useRef(onCancel);
  useEffect(() => {
    finishRef.current = onFinish;
    cancelRef.current = onCancel;
  }, [onFinish, onCancel]);

  useEffect(() => {
    const points: L.LatLng[] = [];
    const layer = L.layerGroup().addTo(map);
    const outline = L.polyline([], LINE).addTo(layer);
    const rubber = L.polyline([], { ...LINE, dashArray: '6 6', weight: 2 }).addTo(layer);
    const container = map.getContainer();
    container.style.cursor = 'crosshair';
    container.dataset.drawing = 'true';
    map.doubleClickZoom.disable();

    const finish = () => {
      const area = cleanDrawnArea(points.map((p) => ({ lat: p.lat, lng: p.lng })));
      if (area) finishRef.current(area);
    };
    const add = (e: L.LeafletMouseEvent) => {
      points.push(e.latlng);
      outline.setLatLngs(points);
      if (points.length === 1) {
        const first = L.marker(e.latlng, {
          icon: L.divIcon({ className: 'ys-map-handle ys-map-handle--first', iconSize: [16, 16] }),
          title: 'First point: click to close the area',
          keyboard: false,
        }).addTo(layer);
        first.on('click', (ev) => {
          L.DomEvent.stopPropagation(ev);
          finish();
        });
      } else {
        L.circleMarker(e.latlng, { ...LINE, radius: 4, fillOpacity: 1, fillColor: '#fff' }).addTo(
          layer,
        );
      }
    };
    const follow = (e: L.LeafletMouseEvent) => {
      const last = points[points.length - 1];
      rubber.setLatLngs(last ? [last, e.latlng, points[0]!] : []);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') cancelRef.current();
      else if (e.key === 'Enter') finish();
    };
    map.on('click', add);
    map.on('dblclick', finish);
    map.on('mousemove', follow);
    document.addEventListener('keydown', onKey);
    return () => {
      map.off('click', add);
      map.off('dblclick', finish);
      map.off('mousemove', follow);
      document.removeEventListener('keydown', onKey);
      map.doubleClickZoom.enable();
      container.style.cursor = '';
      delete container.dataset.drawing;
      layer.remove();
    };
  }, [map]);

  return null;
}
