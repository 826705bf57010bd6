import { describe, expect, it } from 'vitest';
import { FACILITY_COLOURS, facilityPoints, type NearestFacilities } from './facility-points.ts';

const none: NearestFacilities = {
  nearestSchoolName: null,
  nearestSchoolDistanceMts: null,
  nearestSchoolOSRating: null,
  schoolLatitude: null,
  schoolLongitude: null,
  nearestBusStopName: null,
  nearestBusStopDistanceMts: null,
  busLatitude: null,
  busLongitude: null,
  nearestRailwayStationName: null,
  nearestRailwayStationDistanceMts: null,
  railwayLatitude: null,
  railwayLongitude: null,
};
const origin = { kind: 'Postcode', name: 'RG1 4AY', lat: 51.45, lng: -0.97 };

describe('facilityPoints', () => {
  it('puts the origin first and each facility with a name and coordinates after it', () => {
    const points = facilityPoints(origin, {
      ...none,
      nearestSchoolName: 'Reading School',
      nearestSchoolDistanceMts: 420,
      schoolLatitude: 51.451,
      schoolLongitude: -0.96,
      nearestBusStopName: 'Broad Street',
      busLatitude: null,
      busLongitude: -0.97,
    });
    expect(points.map((p) => [p.id, p.kind, p.name, p.distance])).toEqual([
      ['origin', 'Postcode', 'RG1 4AY', null],
      ['school', 'Nearest school', 'Reading School', 420],
    ]);
    expect(points[1]!.colour).toBe(FACILITY_COLOURS.school);
  });

  it('leaves out an origin without coordinates', () => {
    expect(facilityPoints({ ...origin, lat: null }, none)).toEqual([]);
  });
});
