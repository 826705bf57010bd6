import { parseUkLatLng } from './coordinates.ts';
import type { CsvHeader } from './csv-header.ts';
import { field } from './csv-header.ts';
import { readCsvTable, type RecordMapper } from './csv-table.ts';
import { parseYearMonthCompact } from './dates.ts';
import { parseGssCode } from './gss-codes.ts';
import { inRange, parseInteger } from './numbers.ts';
import type { ParseOutcome } from './parsed-row.ts';
import { requirePostcode } from './postcodes.ts';
import { postcodeColumns, type PostcodeRow } from './postcode-row.ts';
import { RowError } from './row-error.ts';
import type { ByteSource } from './text-lines.ts';

/**
 * Column names of the ONS postcode directories across editions. NSPL and ONSPD share most
 * names; ONSPD prefixes some with "os" (oslaua, oscty, osward); from 2025 the NSPL spells
 * them with the geography's year (lad25cd, rgn25cd, east1m ...); from August 2025 the ONSPD
 * leads with pcd7 instead of pcd. The first name found wins.
 */
const COLUMNS = {
  postcode: ['pcds', 'pcd7', 'pcd', 'pcd8', 'pcd2'],
  introduced: ['dointr'],
  terminated: ['doterm'],
  userType: ['usertype', 'usrtypind'],
  easting: ['oseast1m', 'east1m'],
  northing: ['osnrth1m', 'north1m'],
  gridQuality: ['osgrdind', 'gridind'],
  country: ['ctry', /^ctry\d{2}cd$/],
  region: ['rgn', /^rgn\d{2}cd$/],
  county: ['cty', 'oscty', /^cty\d{2}cd$/],
  localAuthority: ['laua', 'oslaua', /^lad\d{2}cd$/],
  ward: ['ward', 'osward', /^wd\d{2}cd$/],
  lsoa21: ['lsoa21', 'lsoa21cd'],
  lsoa11: ['lsoa11', 'lsoa11cd'],
  msoa21: ['msoa21', 'msoa21cd'],
  msoa11: ['msoa11', 'msoa11cd'],
  lat: ['lat'],
  lng: ['long', 'lng'],
  imd: ['imd', /^imd\d{2}ind$/],
} satisfies Record<string, (string | RegExp)[]>;

/** Maps one record of an NSPL or ONSPD file (any edition) to a `postcodes` row. */
export function postcodeDirectoryMapper(
  header: CsvHeader,
  source: 'nspl' | 'onspd',
): RecordMapper<PostcodeRow> {
  const at = {
    postcode: header.require(...COLUMNS.postcode),
    introduced: header.require(...COLUMNS.introduced),
    terminated: header.require(...COLUMNS.terminated),
    lat: header.require(...COLUMNS.lat),
    lng: header.require(...COLUMNS.lng),
    userType: header.find(...COLUMNS.userType),
    easting: header.find(...COLUMNS.easting),
    northing: header.find(...COLUMNS.northing),
    gridQuality: header.find(...COLUMNS.gridQuality),
    country: header.find(...COLUMNS.country),
    region: header.find(...COLUMNS.region),
    county: header.find(...COLUMNS.county),
    localAuthority: header.find(...COLUMNS.localAuthority),
    ward: header.find(...COLUMNS.ward),
    lsoa21: header.find(...COLUMNS.lsoa21),
    lsoa11: header.find(...COLUMNS.lsoa11),
    msoa21: header.find(...COLUMNS.msoa21),
    msoa11: header.find(...COLUMNS.msoa11),
    imd: header.find(...COLUMNS.imd),
  };
  return (fields) => {
    const get = field.bind(null, fields);
    const parts = requirePostcode(get(at.postcode));
    const introduced = parseYearMonthCompact(get(at.introduced), 'dointr');
    const terminated = parseYearMonthCompact(get(at.terminated), 'doterm');
    if (introduced && terminated && terminated < introduced) {
      throw new RowError(`doterm ${terminated} is before dointr ${introduced}`);
    }
    const quality = inRange(parseInteger(get(at.gridQuality), 'osgrdind'), 1, 9, 'osgrdind');
    // No grid reference (osgrdind 9, or the 99.999999 / 0.000000 placeholder): no location.
    const location = quality === 9 ? null : parseUkLatLng(get(at.lat), get(at.lng));
    const easting = parseInteger(get(at.easting), 'oseast1m');
    const northing = parseInteger(get(at.northing), 'osnrth1m');
    const imd = parseInteger(get(at.imd), 'imd');
    const code = (position: number | undefined, label: string) =>
      parseGssCode(field(fields, position), label);
    return {
      ...postcodeColumns(parts, location),
      easting,
      northing,
      positional_quality: quality,
      country_code: code(at.country, 'ctry'),
      region_code: code(at.region, 'rgn'),
      county_code: code(at.county, 'cty'),
      lad_code: code(at.localAuthority, 'laua'),
      ward_code: code(at.ward, 'ward'),
      lsoa_code: code(at.lsoa21, 'lsoa21') ?? code(at.lsoa11, 'lsoa11'),
      msoa_code: code(at.msoa21, 'msoa21') ?? code(at.msoa11, 'msoa11'),
      imd_rank: imd !== null && imd > 0 ? imd : null,
      user_type: inRange(parseInteger(get(at.userType), 'usertype'), 0, 1, 'usertype'),
      introduced_on: introduced,
      terminated_on: terminated,
      source,
    };
  };
}

/**
 * Streams an NSPL or ONSPD CSV (whole-UK file or one of the per-area multi_csv files, any
 * edition since 2011): live and terminated postcodes, with lat/lng null where the directory
 * has no grid reference.
 */
export function readPostcodeDirectory(
  source: ByteSource,
  directory: 'nspl' | 'onspd',
): AsyncGenerator<ParseOutcome<PostcodeRow>> {
  return readCsvTable(source, { prepare: (header) => postcodeDirectoryMapper(header, directory) });
}
