import type { PropertyDetails } from '@yardstick/core/property/property-details';
import { facilityPoints, type FacilityPoint } from '../../map/facility-points.ts';

/** The property and its nearest school, bus stop and railway station that have coordinates. */
export function propertyFacilityPoints(p: PropertyDetails): FacilityPoint[] {
  return facilityPoints(
    {
      kind: 'This property',
      name: p.address ?? p.postCode ?? 'This property',
      lat: p.latitude,
      lng: p.longitude,
    },
    p,
  );
}
