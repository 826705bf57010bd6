import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import { edgeHandle, radiusFromEdge, type LatLngPoint } from './circle-geometry.ts';

export interface EditableCircleProps {
  centre: LatLngPoint;
  /** Metres. */
  radius: number;
  /** Called once a drag (or a key press on a handle) ends, with the new circle. */
  onChange: (centre: LatLngPoint, radius: number) => void;
}

/** The search circle's look (also the legend's). */
export const CIRCLE_STYLE = {
  color: '#0b7a75',
  weight: 3,
  fillColor: '#12b886',
  fillOpacity: 0.08,
  interactive: false,
} satisfies L.CircleMarkerOptions;

function handleIcon(kind: 'centre' | 'edge') {
  const size = kind === 'centre' ? 22 : 18;
  return L.divIcon({
    className: `ys-map-handle ys-map-handle--${kind}`,
    iconSize: [size, size],
  });
}

const point = (ll: L.LatLng): LatLngPoint => ({ lat: ll.lat, lng: ll.lng });

/**
 * The search circle with two handles: drag the centre to move it, drag the edge handle to
 * resize it (the circle follows while dragging; onChange fires when the drag ends). The
 * handles take keyboard focus: arrow keys move the centre by a tenth of the radius, and on
 * the edge handle Up/Right grow and Down/Left shrink the radius by a tenth.
 */
export function EditableCircle({ centre, radius, onChange }: EditableCircleProps) {
  const map = useMap();
  const changeRef = useRef(onChange);
  useEffect(() => {
    changeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let c = L.latLng(centre.lat, centre.lng);
    let r = radius;
    const circle = L.circle(c, { ...CIRCLE_STYLE, radius: r }).addTo(map);
    const edgeAt = () => {
      const e = edgeHandle(point(c), r);
      return L.latLng(e.lat, e.lng);
    };
    const centreHandle = L.marker(c, {
      draggable: true,
      keyboard: true,
      icon: handleIcon('centre'),
      title: 'Search centre: drag to move the circle',
      alt: 'Search centre',
      zIndexOffset: 1000,
    }).addTo(map);
    const edge = L.marker(edgeAt(), {
      draggable: true,
      keyboard: true,
      icon: handleIcon('edge'),
      title: 'Search radius: drag to resize the circle',
      alt: 'Search radius',
      zIndexOffset: 1000,
    }).addTo(map);
    const commit = () => changeRef.current(point(c), r);

    centreHandle.on('drag', () => {
      c = centreHandle.getLatLng();
      circle.setLatLng(c);
      edge.setLatLng(edgeAt());
    });
    centreHandle.on('dragend', commit);
    edge.on('drag', () => {
      r = radiusFromEdge(point(c), point(edge.getLatLng()));
      circle.setRadius(r);
    });
    edge.on('dragend', () => {
      edge.setLatLng(edgeAt());
      commit();
    });

    const onCentreKey = (e: KeyboardEvent) => {
      const step = r / 10;
      const moves: Record<string, [number, number]> = {
        ArrowUp: [0, step],
        ArrowDown: [0, -step],
        ArrowLeft: [-step, 0],
        ArrowRight: [step, 0],
      };
      const move = moves[e.key];
      if (!move) return;
      e.preventDefault();
      e.stopPropagation();
      const dLat = move[1] / 111_320;
      const dLng = move[0] / (111_320 * Math.cos((c.lat * Math.PI) / 180));
      c = L.latLng(c.lat + dLat, c.lng + dLng);
      commit();
    };
    const onEdgeKey = (e: KeyboardEvent) => {
      const grow = e.key === 'ArrowUp' || e.key === 'ArrowRight';
      const shrink = e.key === 'ArrowDown' || e.key === 'ArrowLeft';
      if (!grow && !shrink) return;
      e.preventDefault();
      e.stopPropagation();
      const next = Math.round(r * (grow ? 1.1 : 1 / 1.1));
      r = radiusFromEdge(point(c), edgeHandle(point(c), next));
      commit();
    };
    centreHandle.getElement()?.addEventListener('keydown', onCentreKey);
    edge.getElement()?.addEventListener('keydown', onEdgeKey);

    return () => {
      centreHandle.getElement()?.removeEventListener('keydown', onCentreKey);
      edge.getElement()?.removeEventListener('keydown', onEdgeKey);
      circle.remove();
      centreHandle.remove();
      edge.remove();
    };
  }, [map, centre.lat, centre.lng, radius]);

  return null;
}
