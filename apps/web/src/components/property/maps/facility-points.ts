import type { PropertyDetails } from '@yardstick/core/property/property-details';

export type FacilityKind = 'property' | 'school' | 'bus' | 'station';

export interface FacilityPoint {
  id: FacilityKind;
  kind: string;
  name: string;
  lat: number;
  lng: number;
  /** Metres from the property (null for the property itself). */
  distance: number | null;
  colour: string;
}

/** Marker colours, also used by the legend. */
export const FACILITY_COLOURS: Record<FacilityKind, string> = {
  property: '#c92a2a',
  school: '#1971c2',
  bus: '#e8590c',
  station: '#6741d9',
};

const at = (lat: number | null, lng: number | null): lat is number => lat !== null && lng !== null;

/** The property and its nearest school, bus stop and railway station that have coordinates. */
export function facilityPoints(p: PropertyDetails): FacilityPoint[] {
  const points: FacilityPoint[] = [];
  if (at(p.latitude, p.longitude))
    points.push({
      id: 'property',
      kind: 'This property',
      name: p.address ?? p.postCode ?? 'This property',
      lat: p.latitude,
      lng: p.longitude!,
      distance: null,
      colour: FACILITY_COLOURS.property,
    });
  if (p.nearestSchoolName && at(p.schoolLatitude, p.schoolLongitude))
    points.push({
      id: 'school',
      kind: 'Nearest school',
      name: p.nearestSchoolName,
      lat: p.schoolLatitude,
      lng: p.schoolLongitude!,
      distance: p.nearestSchoolDistanceMts,
      colour: FACILITY_COLOURS.school,
    });
  if (p.nearestBusStopName && at(p.busLatitude, p.busLongitude))
    points.push({
      id: 'bus',
      kind: 'Nearest bus stop',
      name: p.nearestBusStopName,
      lat: p.busLatitude,
      lng: p.busLongitude!,
      distance: p.nearestBusStopDistanceMts,
      colour: FACILITY_COLOURS.bus,
    });
  if (p.nearestRailwayStationName && at(p.railwayLatitude, p.railwayLongitude))
    points.push({
      id: 'station',
      kind: 'Nearest station',
      name: p.nearestRailwayStationName,
      lat: p.railwayLatitude,
      lng: p.railwayLongitude!,
      distance: p.nearestRailwayStationDistanceMts,
      colour: FACILITY_COLOURS.station,
    });
  return points;
}
