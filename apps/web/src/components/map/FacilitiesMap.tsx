import type { CSSProperties } from 'react';
import { useMemo } from 'react';
import { BaseMap } from './BaseMap.tsx';
import type { FacilityPoint } from './facility-points.ts';
import { FitBounds } from './FitBounds.tsx';
import { MarkerLayer } from './MarkerLayer.tsx';
import { popupElement } from './popup.ts';

/**
 * A place (the first point: a property, a postcode) with its nearest school, bus stop and
 * station (docs/product.md#nearby-places), framed at zoom 16 at most. Each marker's info
 * window names the facility and, with `distanceText`, its distance.
 */
export function FacilitiesMap({
  points,
  label,
  distanceText,
  className,
  style,
}: {
  points: readonly FacilityPoint[];
  label: string;
  distanceText?: (metres: number) => string;
  className?: string;
  style?: CSSProperties;
}) {
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
        ...(p.distance !== null && distanceText
          ? [{ label: 'Distance', value: distanceText(p.distance) }]
          : []),
      ],
    });
  };
  return (
    <BaseMap
      center={[centre.lat, centre.lng]}
      zoom={16}
      label={label}
      {...(className ? { className } : {})}
      {...(style ? { style } : {})}
    >
      <MarkerLayer points={markers} popup={popup} highlightedId="origin" />
      <FitBounds points={points.map((p) => [p.lat, p.lng])} />
    </BaseMap>
  );
}
