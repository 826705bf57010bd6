import { CIRCLE_STYLE } from '../map/EditableCircle.tsx';
import type { LegendItem } from '../map/MapLegend.tsx';
import { PLOT_OUTLINE_STYLE } from '../map/PolygonLayer.tsx';

/** A drawn search area on the map (also the legend's). */
export const DRAWN_AREA_STYLE = {
  color: '#e8590c',
  weight: 3,
  fillColor: '#e8590c',
  fillOpacity: 0.06,
  interactive: false,
} as const;

/**
 * A map search's legend: the page's marker colours (the estimates map's by BMV,
 * docs/product.md#map-markers; the PLO map's by gross yield), the search area (circle or
 * drawn), and the plot outlines while they are drawn.
 */
export function mapLegendItems(
  shown: {
    area: 'circle' | 'polygon';
    plotOutlines: boolean;
  },
  /** The markers' colours. */
  markers: readonly { label: string; fill: string }[],
): LegendItem[] {
  const items: LegendItem[] = [
    ...markers.map((m): LegendItem => ({ label: m.label, swatch: { shape: 'dot', fill: m.fill } })),
    shown.area === 'circle'
      ? {
          label: 'Search circle',
          swatch: {
            shape: 'area',
            round: true,
            stroke: CIRCLE_STYLE.color,
            fill: CIRCLE_STYLE.fillColor,
            fillOpacity: 0.15,
          },
        }
      : {
          label: 'Drawn area',
          swatch: {
            shape: 'area',
            stroke: DRAWN_AREA_STYLE.color,
            fill: DRAWN_AREA_STYLE.fillColor,
            fillOpacity: 0.15,
          },
        },
  ];
  if (shown.plotOutlines) {
    items.push({
      label: 'Plot outline (HM Land Registry)',
      swatch: {
        shape: 'area',
        stroke: PLOT_OUTLINE_STYLE.color,
        fill: PLOT_OUTLINE_STYLE.fillColor,
        fillOpacity: PLOT_OUTLINE_STYLE.fillOpacity * 2,
      },
    });
  }
  return items;
}
