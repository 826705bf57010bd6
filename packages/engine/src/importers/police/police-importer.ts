import { defineImporter, type ColumnOf } from '../importer.ts';
import { readPoliceStreetCrimes, type CrimeRow } from './police-parser.ts';

/** The `crimes` columns a street-level crime fills. */
export const CRIME_COLUMNS = [
  'crime_key',
  'crime_id',
  'month',
  'reported_by',
  'falls_within',
  'lng',
  'lat',
  'location',
  'lsoa_code',
  'lsoa_name',
  'crime_type',
  'last_outcome',
  'context',
] as const satisfies readonly ColumnOf<'crimes'>[];

/**
 * police.uk street-level crimes: one force's month per file, from the monthly archive or a
 * custom download (`YYYY-MM/YYYY-MM-<force>-street.csv`). Outcome and stop-and-search files
 * in the same folder are skipped. Crimes are keyed by Crime ID; anti-social behaviour, which
 * has none, by a digest of the row (see police-parser.ts).
 */
export const policeImporter = defineImporter<CrimeRow>({
  source: 'police',
  description: 'police.uk street-level crime CSV (YYYY-MM-<force>-street.csv)',
  accepts: (fileName) => /-street\.csv(\.gz)?$/i.test(fileName),
  target: {
    table: 'crimes',
    columns: CRIME_COLUMNS,
    conflictKey: ['crime_key'],
  },
  parse: (input) => readPoliceStreetCrimes(input),
});
