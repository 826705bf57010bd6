import type { Facilities } from '@yardstick/core/property/nearby';

/** The place the map is about (a property, a postcode) and its nearest facilities. */
export type FacilityKind = 'origin' | 'school' | 'bus' | 'station';

export interface FacilityPoint {
  id: FacilityKind;
  kind: string;
  name: string;
  lat: number;
  lng: number;
  /** Metres from the origin (null for the origin itself). */
  distance: number | null;
  colour: string;
}

/** Marker colours, also used by the legends. */
export const FACILITY_COLOURS: Record<FacilityKind, string> = {
  origin: '#c92a2a',
  school: '#1971c2',
  bus: '#e8590c',
  station: '#6741d9',
};

/** The nearest school, bus stop and station fields, as the details and the facilities call carry them. */
export type NearestFacilities = Omit<Facilities, 'post_code' | 'latitude' | 'longitude'>;

export interface FacilityOrigin {
  kind: string;
  name: string;
  lat: number | null;
  lng: number | null;
}

type Point = Omit<FacilityPoint, 'colour'>;

const located = (
  id: FacilityKind,
  kind: string,
  name: string | null,
  lat: number | null,
  lng: number | null,
  distance: number | null,
): Point[] =>
  name && lat !== null && lng !== null ? [{ id, kind, name, lat, lng, distance }] : [];

/**
 * The origin and its nearest school, bus stop and railway station, each where it has a name
 * and coordinates. The origin comes first when it has coordinates.
 */
export function facilityPoints(origin: FacilityOrigin, f: NearestFacilities): FacilityPoint[] {
  const points: Point[] = [
    ...located('origin', origin.kind, origin.name, origin.lat, origin.lng, null),
    ...located(
      'school',
      'Nearest school',
      f.nearestSchoolName,
      f.schoolLatitude,
      f.schoolLongitude,
      f.nearestSchoolDistanceMts,
    ),
    ...located(
      'bus',
      'Nearest bus stop',
      f.nearestBusStopName,
      f.busLatitude,
      f.busLongitude,
      f.nearestBusStopDistanceMts,
    ),
    ...located(
      'station',
      'Nearest station',
      f.nearestRailwayStationName,
      f.railwayLatitude,
      f.railwayLongitude,
      f.nearestRailwayStationDistanceMts,
    ),
  ];
  return points.map((p) => ({ ...p, colour: FACILITY_COLOURS[p.id] }));
}
