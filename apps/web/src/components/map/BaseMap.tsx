import 'leaflet/dist/leaflet.css';
import './map.css';
import type { LatLngExpression } from 'leaflet';
import type { CSSProperties, ReactNode } from 'react';
import { MapContainer, ScaleControl } from 'react-leaflet';
import { BaseLayer } from './BaseLayer.tsx';

export interface BaseMapProps {
  center: LatLngExpression;
  zoom: number;
  /** Layers and controls (markers, circles, polygons) drawn over the background. */
  children?: ReactNode;
  /** Names the map for screen readers. */
  label: string;
  style?: CSSProperties;
  className?: string;
}

/**
 * The product's map: Leaflet with the configured tiles or the offline basemap of bundled
 * local authority boundaries (BaseLayer), a metric scale, and whatever layers it is given.
 * The centre and zoom are the initial view only (Leaflet owns the view afterwards). The
 * frame is at least 320 px high, or as high as its style or its parent makes it.
 */
export function BaseMap({ center, zoom, children, label, style, className }: BaseMapProps) {
  return (
    <div
      role="region"
      aria-label={label}
      className={className}
      style={{ position: 'relative', height: '100%', minHeight: 320, width: '100%', ...style }}
    >
      <MapContainer
        center={center}
        zoom={zoom}
        minZoom={5}
        maxZoom={19}
        scrollWheelZoom
        // Fills the frame even when the frame's height is only a minimum (a percentage
        // height of an auto-height box would be zero and Leaflet would draw nothing).
        style={{ position: 'absolute', inset: 0 }}
      >
        <BaseLayer />
        {/* Above the credit, in the same corner: the credit may take the whole width of a
            phone's map, and two bottom corners would overlap there. */}
        <ScaleControl imperial={false} position="bottomright" />
        {children}
      </MapContainer>
    </div>
  );
}
