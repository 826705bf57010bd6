import { z } from 'zod';
import {
  latitudeSchema,
  longitudeSchema,
  rejectUnknown,
  requireParams,
  scalarParam,
} from '../search/query-params.ts';
import { parseFullPostcode } from './params.ts';

/**
 * What is near a property: schools (POST /api/property/nearest/schools/explorer), bus stops
 * and railway stations (POST /api/property/nearest/stops/explorer) and the
 * nearest school, bus stop and railway station to a postcode
 * (GET /api/property/nearest/facilities?postCode=). Distances are straight-line
 * (haversine) in METRES; coordinates WGS84 degrees.
 */

export const MAX_SCHOOLS = 10;
/** The page shows the phase 'Not applicable' as this (docs/product.md#nearby-places). */
export const SCHOOL_PHASE_OTHER = 'Other';

export const schoolsBodySchema = z
  .object({
    latitude: latitudeSchema(),
    longitude: longitudeSchema(),
    limit: z.number().int().min(1).max(MAX_SCHOOLS).default(MAX_SCHOOLS),
  })
  .strict()
  .meta({ id: 'NearestSchoolsQuery' });
export type SchoolsBody = z.output<typeof schoolsBodySchema>;

/**
 * An open school (GIAS), nearest first. `rating` is the latest graded Ofsted
 * overall-effectiveness judgement (Outstanding, Good, Requires improvement, Inadequate...),
 * null when never graded; `rating_date` (our addition) the date of that inspection
 * 'YYYY-MM-DD'. `grade` is the GIAS phase as published ('Primary', 'Secondary',
 * 'Not applicable', ...): the page shows 'Not applicable' as SCHOOL_PHASE_OTHER.
 * `school_distance` in metres (integer).
 */
export const schoolRowSchema = z
  .object({
    school_name: z.string(),
    rating: z.string().nullable(),
    rating_date: z.string().nullable(),
    school_distance: z.number(),
    school_latitude: z.number(),
    school_longitude: z.number(),
    grade: z.string().nullable(),
  })
  .meta({ id: 'NearestSchool' });
export type SchoolRow = z.infer<typeof schoolRowSchema>;
export const schoolRowsSchema = z.array(schoolRowSchema);

/** The label the page shows for a school's phase. */
export function schoolPhaseLabel(grade: string | null): string {
  if (!grade || grade.trim().toLowerCase() === 'not applicable') return SCHOOL_PHASE_OTHER;
  return grade;
}

/** Most stops the stops list answers (POST /api/property/nearest/stops/explorer). */
export const MAX_STOPS = 10;
export const STOP_KINDS = ['bus', 'rail'] as const;
export type StopKind = (typeof STOP_KINDS)[number];
/** How far the stops list looks, in metres: 2 km for bus stops, 20 km for stations. */
export const STOP_SEARCH_METRES: Record<StopKind, number> = { bus: 2_000, rail: 20_000 };

export const stopsBodySchema = z
  .object({
    latitude: latitudeSchema(),
    longitude: longitudeSchema(),
    kind: z.enum(STOP_KINDS),
    limit: z.number().int().min(1).max(MAX_STOPS).default(MAX_STOPS),
  })
  .strict()
  .meta({ id: 'NearestStopsQuery' });
export type StopsBody = z.output<typeof stopsBodySchema>;

/**
 * An active NaPTAN bus stop or railway station (access area), nearest first, within
 * STOP_SEARCH_METRES of the point; one per name (NaPTAN lists some stations under several
 * codes: the nearest is kept). `stop_code` is the stop's ATCO code (NaPTAN's unique
 * identifier, e.g. '9100RDNGSTN'); `stop_distance` in metres (integer).
 */
export const stopRowSchema = z
  .object({
    stop_name: z.string(),
    stop_code: z.string(),
    kind: z.enum(STOP_KINDS),
    stop_distance: z.number(),
    stop_latitude: z.number(),
    stop_longitude: z.number(),
  })
  .meta({ id: 'NearestStop' });
export type StopRow = z.infer<typeof stopRowSchema>;
export const stopRowsSchema = z.array(stopRowSchema);

export const facilitiesQuerySchema = rejectUnknown(
  z.object({ postCode: scalarParam(parseFullPostcode) }),
).superRefine(requireParams(['postCode']));
export type FacilitiesQuery = z.output<typeof facilitiesQuerySchema>;

/**
 * How far a nearest facility may be, in metres: one further away is treated as "not covered
 * by the data held". The derive step's nearest facilities of a listing and the API's
 * nearest-facilities search both stop here.
 */
export const FACILITY_MAX_METRES = { school: 15_000, bus: 10_000, rail: 50_000 } as const;

/**
 * The nearest school, bus stop and railway station with names, distances (metres) and
 * coordinates, as named on the property details (docs/http-api.md#property-details-answer); null when none lies within
 * FACILITY_MAX_METRES. Shared by the details and the nearest-facilities answer.
 */
export const nearestFacilityFields = {
  nearestSchoolName: z.string().nullable(),
  nearestSchoolDistanceMts: z.number().nullable(),
  nearestSchoolOSRating: z.string().nullable(),
  schoolLatitude: z.number().nullable(),
  schoolLongitude: z.number().nullable(),
  nearestBusStopName: z.string().nullable(),
  nearestBusStopDistanceMts: z.number().nullable(),
  busLatitude: z.number().nullable(),
  busLongitude: z.number().nullable(),
  nearestRailwayStationName: z.string().nullable(),
  nearestRailwayStationDistanceMts: z.number().nullable(),
  railwayLatitude: z.number().nullable(),
  railwayLongitude: z.number().nullable(),
};

/**
 * The nearest school (open, with its latest graded Ofsted judgement), bus stop and railway
 * station to the postcode's centroid (docs/http-api.md#property-data); names as on the
 * property details. `post_code` is the canonical postcode, `latitude`/`longitude` its
 * centroid. Each facility's fields are null when none lies within the search radius.
 * 404 for a postcode that is not held or has no coordinates.
 */
export const facilitiesSchema = z
  .object({
    post_code: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    ...nearestFacilityFields,
  })
  .meta({ id: 'NearestFacilities' });
export type Facilities = z.infer<typeof facilitiesSchema>;
