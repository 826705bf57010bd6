import { useMemo } from 'react';
import { BaseMap } from '../../../components/map/BaseMap.tsx';
import { MarkerLayer } from '../../../components/map/MarkerLayer.tsx';
import { popupElement } from '../../../components/map/popup.ts';
import { distanceText } from '../../../components/property/figures.ts';
import classes from '../../../components/property/PropertyDetails.module.css';
import { MAP_STYLE } from '../../../components/property/maps/map-style.ts';
import type { FacilityPoint } from '../../../components/property/maps/facility-points.ts';
import { FitBounds } from '../../../components/property/maps/FitBounds.tsx';

/** The property with its nearest school, bus stop and station (docs/product.md#nearby-places), zoom 16. */
export function FacilitiesMap({ points }: { points: readonly FacilityPoint[] }) {
  const markers = useMemo(
    () => points.map((p) => ({ id: p.id, lat: p.lat, lng: p.lng, colour: p.colour })),
    [points],
  );
  const centre = points[0]!;
  const popup = (id: string) => {
    const p = points.find((x) => x.id === id)!;
    return popupElement({
      title: p.kind,
      rows: [
        { label: 'Name', value: p.name },
        ...(p.distance !== null ? [{ label: 'Distance', value: distanceText(p.distance) }] : []),
      ],
    });
  };
  return (
    <BaseMap
      center={[centre.lat, centre.lng]}
      zoom={16}
      label="Map of the property and its nearest school, bus stop and station"
      className={classes.map}
      style={MAP_STYLE}
    >
      <MarkerLayer points={markers} popup={popup} highlightedId="property" />
      <FitBounds points={points.map((p) => [p.lat, p.lng])} />
    </BaseMap>
  );
}
