import { monthNameVintage } from '../../parse/file-vintage.ts';
import { readPostcodeDirectory } from '../../parse/ons-postcode-directory.ts';
import { POSTCODE_PLACE_COLUMNS, type PostcodeRow } from '../../parse/postcode-row.ts';
import { defineImporter, type ColumnOf, type TargetSpec } from '../importer.ts';

/** The postcode, its place and its administrative codes: Code-Point Open supplies these too. */
export const POSTCODE_LOCATION_COLUMNS = [
  ...POSTCODE_PLACE_COLUMNS,
  'easting',
  'northing',
  'positional_quality',
  'country_code',
  'county_code',
  'lad_code',
  'ward_code',
  'source',
] as const satisfies readonly ColumnOf<'postcodes'>[];

/**
 * Every column of `postcodes` the ONS directories supply: the location columns, then what
 * only they hold (region, statistical geographies, IMD rank, user type, dates).
 */
export const POSTCODE_DIRECTORY_COLUMNS = [
  ...POSTCODE_LOCATION_COLUMNS,
  'region_code',
  'lsoa_code',
  'msoa_code',
  'imd_rank',
  'user_type',
  'introduced_on',
  'terminated_on',
] as const satisfies readonly ColumnOf<'postcodes'>[];

/** The ONS directories' target: every column they supply, merged on the postcode. */
export const POSTCODE_DIRECTORY_TARGET: TargetSpec<'postcodes'> = {
  table: 'postcodes',
  columns: POSTCODE_DIRECTORY_COLUMNS,
  conflictKey: ['postcode'],
};

/** An importer of one of the ONS postcode directories (NSPL, ONSPD): one reader, one target. */
export function postcodeDirectoryImporter(
  source: 'nspl' | 'onspd',
  description: string,
  fileName: RegExp,
) {
  return defineImporter<PostcodeRow>({
    source,
    description,
    accepts: (name) => fileName.test(name),
    target: POSTCODE_DIRECTORY_TARGET,
    vintage: monthNameVintage,
    parse: (input) => readPostcodeDirectory(input, source),
  });
}

/**
 * ONS National Statistics Postcode Lookup: every live and terminated UK postcode with its
 * location and best-fit geographies. Reads the whole-UK file or a per-area multi_csv file of
 * any edition (2011-Census, 2021-Census, and the 2025 year-suffixed column names).
 */
export const nsplImporter = postcodeDirectoryImporter(
  'nspl',
  'ONS National Statistics Postcode Lookup CSV (NSPL_<MMM>_<YYYY>_UK*.csv)',
  /^NSPL.*\.csv(\.gz)?$/i,
);
