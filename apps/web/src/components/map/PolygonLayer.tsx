import L from 'leaflet';
import { useEffect, useMemo } from 'react';
import { useMap } from 'react-leaflet';

export interface PolygonLayerProps {
  /** Each outline as [lat, lng] pairs. */
  outlines: readonly (readonly [number, number])[][];
  style?: L.PathOptions;
}

/** Plot outlines (HM Land Registry INSPIRE polygons): the default style, also the legend's. */
export const PLOT_OUTLINE_STYLE = {
  color: '#7048e8',
  weight: 1.2,
  fillColor: '#9775fa',
  fillOpacity: 0.12,
  interactive: false,
} satisfies L.PathOptions;

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
        { ...PLOT_OUTLINE_STYLE, ...style, renderer, pane: 'outlines' },
      ).addTo(group);
    }
    group.addTo(map);
    return () => {
      group.remove();
    };
  }, [map, outlines, renderer, style]);

  return null;
}
