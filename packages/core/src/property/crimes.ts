import { z } from 'zod';
import { rejectUnknown, requireParams } from '../search/query-params.ts';
import { latitudeParam, longitudeParam } from './params.ts';

/**
 * GET /api/property/crimes?latitude&longitude (the reported crimes modal): police.uk
 * street-level crimes within CRIME_RADIUS_M of the point in the latest CRIME_MONTHS months
 * of data held. The window ends at the newest crime month in the database, not today:
 * police.uk publishes with a lag of about two months. Newest first, at most MAX_CRIME_ROWS
 * (the modal's table and chart; `crimeRate` on the details counts them all).
 *
 * Rows: `crime_type` (police.uk category, e.g. 'Burglary'), `reported_by` (the force),
 * `crime_date` the month 'YYYY-MM' (police.uk gives months only), `location` the
 * anonymised place ('On or near High Street'). Our additions: `latitude`, `longitude` of
 * the anonymised point and `distance` from the asked point in metres.
 */
export const CRIME_RADIUS_M = 500;
export const CRIME_MONTHS = 12;
export const MAX_CRIME_ROWS = 2_000;

export const crimesQuerySchema = rejectUnknown(
  z.object({ latitude: latitudeParam(), longitude: longitudeParam() }),
).superRefine(requireParams(['latitude', 'longitude']));
export type CrimesQuery = z.output<typeof crimesQuerySchema>;

export const crimeRowSchema = z
  .object({
    crime_type: z.string(),
    reported_by: z.string().nullable(),
    crime_date: z.string(),
    location: z.string().nullable(),
    latitude: z.number(),
    longitude: z.number(),
    distance: z.number(),
  })
  .meta({ id: 'CrimeRow' });
export type CrimeRow = z.infer<typeof crimeRowSchema>;
export const crimeRowsSchema = z.array(crimeRowSchema);
