import L from 'leaflet';
import { useEffect, useMemo } from 'react';
import { useMap } from 'react-leaflet';

export interface PolygonLayerProps {
  /** Each outline as [lat, lng] pairs. */
  outlines: readonly (readonly [number, number])[][];
  style?: L.PathOptions;
}

const DEFAULT_STYLE: L.PathOptions = {
  color: '#7048e8',
  weight: 1.2,
  fillColor: '#9775fa',
  fillOpacity: 0.12,
  interactive: false,
};

/** Many outlines (e.g. plot polygons) on one canvas, under the markers. */
export function PolygonLayer({ outlines, style }: PolygonLayerProps) {
  const map = useMap();
  const renderer = useMemo(() => {
    const pane = map.getPane('outlines') ?? map.createPane('outlines');
    pane.style.zIndex = '390';
    return L.canvas({ pane: 'outlines', padding: 0.3 });
  }, [map]);

  useEffect(() => {
    const group = L.layerGroup();
    for (const outline of outlines) {
      L.polygon(
        outline.map(([lat, lng]) => [lat, lng] as L.LatLngTuple),
        { ...DEFAULT_STYLE, ...style, renderer, pane: 'outlines' },
      ).addTo(group);
    }
    group.addTo(map);
    return () => {
      group.remove();
    };
  }, [map, outlines, renderer, style]);

  return null;
}
