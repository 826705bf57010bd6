import type { PostCodePolygon } from '@yardstick/core/search/post-code-polygon';
import { Polygon } from 'react-leaflet';
import { BaseMap } from '../../../components/map/BaseMap.tsx';
import { MarkerLayer } from '../../../components/map/MarkerLayer.tsx';
import classes from '../PropertyDetails.module.css';
import { MAP_STYLE } from './map-style.ts';
import { FitBounds } from './FitBounds.tsx';

/** The plot's polygon (HM Land Registry INSPIRE index) with the property on it. */
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
    <BaseMap
      center={[first[0], first[1]]}
      zoom={16}
      label="Map of the plot boundary"
      className={classes.map}
      style={MAP_STYLE}
    >
      <Polygon positions={ring} pathOptions={{ color: '#1971c2', weight: 2, fillOpacity: 0.25 }} />
      {property && (
        <MarkerLayer
          points={[{ id: 'property', lat: property.lat, lng: property.lng, colour: '#c92a2a' }]}
        />
      )}
      <FitBounds points={ring} maxZoom={18} />
    </BaseMap>
  );
}
