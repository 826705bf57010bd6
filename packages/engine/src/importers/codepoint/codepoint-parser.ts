import { parseGridLocation } from '../../parse/british-national-grid.ts';
import type { CsvHeader } from '../../parse/csv-header.ts';
import { field } from '../../parse/csv-header.ts';
import { readCsvTable, type RecordMapper } from '../../parse/csv-table.ts';
import { parseGssCode } from '../../parse/gss-codes.ts';
import { parseInteger } from '../../parse/numbers.ts';
import type { ParseOutcome } from '../../parse/parsed-row.ts';
import { postcodeColumns, type PostcodeRow } from '../../parse/postcode-row.ts';
import { requirePostcode } from '../../parse/postcodes.ts';
import { RowError } from '../../parse/row-error.ts';
import type { ByteSource } from '../../parse/text-lines.ts';

/** The ten columns of Code-Point Open's headerless CSV (Doc/Code-Point_Open_Column_Headers.csv). */
export const CODEPOINT_COLUMNS = [
  'Postcode',
  'Positional_quality_indicator',
  'Eastings',
  'Northings',
  'Country_code',
  'NHS_regional_HA_code',
  'NHS_HA_code',
  'Admin_county_code',
  'Admin_district_code',
  'Admin_ward_code',
] as const;

/** Code-Point's positional quality indicators: 10..60 are located, 90 has no coordinates. */
const QUALITY = new Set([10, 20, 30, 40, 50, 60, 90]);

/** A `postcodes` row from Code-Point Open: no LSOA, region, dates or IMD (columns it leaves alone). */
export type CodepointRow = Record<string, string | number | null> &
  Pick<
    PostcodeRow,
    | 'postcode'
    | 'area'
    | 'district'
    | 'sector'
    | 'lat'
    | 'lng'
    | 'easting'
    | 'northing'
    | 'country_code'
    | 'county_code'
    | 'lad_code'
    | 'ward_code'
  > & { positional_quality: number; source: 'codepoint' };

function codepointMapper(header: CsvHeader): RecordMapper<CodepointRow> {
  const at = (name: (typeof CODEPOINT_COLUMNS)[number]) => header.require(name);
  const postcode = at('Postcode');
  const quality = at('Positional_quality_indicator');
  const easting = at('Eastings');
  const northing = at('Northings');
  const country = at('Country_code');
  const county = at('Admin_county_code');
  const district = at('Admin_district_code');
  const ward = at('Admin_ward_code');
  return (fields, line) => {
    const get = (position: number) => field(fields, position);
    // A copy with a header line (as some redistributions add): skip it.
    if (line === 1 && get(postcode).toLowerCase() === 'postcode') return null;
    const parts = requirePostcode(get(postcode));
    const pqi = parseInteger(get(quality), 'Positional_quality_indicator');
    if (pqi === null || !QUALITY.has(pqi)) {
      throw new RowError(`Positional_quality_indicator: "${get(quality)}" is not 10-60 or 90`);
    }
    // OSGB36 National Grid -> WGS84 with proj4 (EPSG:27700 + OS Helmert); 0,0 = none.
    const location = pqi === 90 ? null : parseGridLocation(get(easting), get(northing));
    return {
      ...postcodeColumns(parts, location),
      easting: location ? parseInteger(get(easting), 'Eastings') : null,
      northing: location ? parseInteger(get(northing), 'Northings') : null,
      positional_quality: pqi / 10,
      country_code: parseGssCode(get(country), 'Country_code'),
      county_code: parseGssCode(get(county), 'Admin_county_code'),
      lad_code: parseGssCode(get(district), 'Admin_district_code'),
      ward_code: parseGssCode(get(ward), 'Admin_ward_code'),
      source: 'codepoint',
    };
  };
}

/** Streams one Code-Point Open CSV (one postcode area, no header) as `postcodes` rows. */
export function readCodepoint(source: ByteSource): AsyncGenerator<ParseOutcome<CodepointRow>> {
  return readCsvTable(source, { columns: CODEPOINT_COLUMNS, prepare: codepointMapper });
}
