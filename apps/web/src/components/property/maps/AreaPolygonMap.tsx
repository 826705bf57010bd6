import type { PostCodePolygon } from '@yardstick/core/search/post-code-polygon';
import { Stack } from '@mantine/core';
import { Polygon } from 'react-leaflet';
import { BaseMap } from '../../map/BaseMap.tsx';
import { MapLegend, type LegendItem } from '../../map/MapLegend.tsx';
import { MarkerLayer } from '../../map/MarkerLayer.tsx';
import { FACILITY_COLOURS } from '../../map/facility-points.ts';
import classes from '../PropertyDetails.module.css';
import { MAP_STYLE } from './map-style.ts';
import { FitBounds } from '../../map/FitBounds.tsx';

const PLOT_STYLE = {
  color: '#1971c2',
  weight: 2,
  fillColor: '#1971c2',
  fillOpacity: 0.25,
} as const;
const PROPERTY_COLOUR = FACILITY_COLOURS.origin;

const LEGEND: LegendItem[] = [
  { label: 'This property', swatch: { shape: 'dot', fill: PROPERTY_COLOUR } },
  {
    label: 'Plot boundary (HM Land Registry)',
    swatch: {
      shape: 'area',
      stroke: PLOT_STYLE.color,
      fill: PLOT_STYLE.fillColor,
      fillOpacity: 0.25,
    },
  },
];

/** The plot's polygon (HM Land Registry INSPIRE index) with the property on it, and a legend. */
export function AreaPolygonMap({
  polygon,
  property,
}: {
  polygon: PostCodePolygon;
  property: { lat: number; lng: number } | null;
}) {
  const ring = polygon.polygonCoordinates;
  const first = ring[0] ?? (property ? [property.lat, property.lng] : [51.5, -0.12]);
  return (
    <Stack gap="xs">
      <BaseMap
        center={[first[0], first[1]]}
        zoom={16}
        label="Map of the plot boundary"
        className={classes.map}
        style={MAP_STYLE}
      >
        <Polygon positions={ring} pathOptions={PLOT_STYLE} />
        {property && (
          <MarkerLayer
            points={[
              { id: 'property', lat: property.lat, lng: property.lng, colour: PROPERTY_COLOUR },
            ]}
          />
        )}
        <FitBounds points={ring} maxZoom={18} />
      </BaseMap>
      <MapLegend items={property ? LEGEND : LEGEND.slice(1)} label="Plot map legend" />
    </Stack>
  );
}
