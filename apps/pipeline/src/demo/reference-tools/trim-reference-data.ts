/**
 * Maintainer tool, never run by the product: rebuilds the trimmed reference files in
 * ../reference/ from the original open-data files (the folder given as the argument),
 * keeping only the rows and columns the demo generator needs (the area names go beside `get`'s
 * area selection in the engine, `AREA_NAMES_FILE`, which reads them too). Provenance, licences
 * and attribution of every file are in ../reference/ATTRIBUTION.md.
 *
 *   node --import tsx apps/pipeline/src/demo/reference-tools/trim-reference-data.ts <source-folder>
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { AREA_NAMES_FILE } from '@yardstick/engine/sources/areas';
import {
  DEMO_IMD_LAD_CODES,
  FEATURED_DISTRICTS,
  NEIGHBOUR_DISTRICTS_WITH_REAL_SALES,
} from '../demo-areas.ts';

type Row = Record<string, string>;

const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'reference');

function readCsv(file: string): Row[] {
  return parse(readFileSync(file), { columns: true, bom: true, skip_empty_lines: true }) as Row[];
}

function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function writeCsv(name: string, header: string[], rows: (string | number | null)[][]): void {
  const lines = [header.join(','), ...rows.map((r) => r.map(csvCell).join(','))];
  writeFileSync(path.join(outDir, name), lines.join('\n') + '\n');
  console.log(`${name}: ${rows.length} rows`);
}

function main(sourceDir: string): void {
  const src = (name: string) => path.join(sourceDir, name);

  // Postcode district centroids: Great Britain only, live geographic districts only.
  const gbRegions = new Set([
    'Scotland',
    'South East',
    'North West',
    'London',
    'South West',
    'East Of England',
    'West Midlands',
    'Yorkshire And The Humber',
    'Wales',
    'East Midlands',
    'North East',
  ]);
  const districts = readCsv(src('postcode_districts_doogal.csv')).filter(
    (r) =>
      gbRegions.has(r['UK region'] ?? '') &&
      Number(r['Active postcodes']) > 0 &&
      (r['Latitude'] ?? '') !== '',
  );
  writeCsv(
    'postcode-districts.csv',
    [
      'district',
      'lat',
      'lng',
      'easting',
      'northing',
      'town',
      'county',
      'region',
      'postcodes',
      'active_postcodes',
      'population',
      'households',
      'nearby',
    ],
    districts.map((r) => [
      r['Postcode'] ?? '',
      r['Latitude'] ?? '',
      r['Longitude'] ?? '',
      r['Easting'] ?? '',
      r['Northing'] ?? '',
      r['Town/Area'] ?? '',
      r['Region'] ?? '',
      r['UK region'] ?? '',
      r['Postcodes'] ?? '',
      r['Active postcodes'] ?? '',
      r['Population'] ?? '',
      r['Households'] ?? '',
      (r['Nearby districts'] ?? '').split(/,\s*/).filter(Boolean).join(' '),
    ]),
  );

  // Code-Point Open units of the featured districts: grid references, not our approximate lat/lng.
  const units = readCsv(src('codepoint_open_2014-08_RG1_M21_L24.csv'));
  writeCsv(
    'codepoint-units.csv',
    ['postcode', 'quality', 'easting', 'northing', 'country', 'county', 'lad', 'ward'],
    units.map((r) => [
      r['Postcode'] ?? '',
      r['Positional_quality_indicator'] ?? '',
      r['Eastings'] ?? '',
      r['Northings'] ?? '',
      r['Country_code'] ?? '',
      r['Admin_county_code'] ?? '',
      r['Admin_district_code'] ?? '',
      r['Admin_ward_code'] ?? '',
    ]),
  );

  // IMD 2019 ranks of the LSOAs in the local authorities the demo covers.
  const imd = readCsv(src('imd2019_file1_lsoa_rank_decile.csv'));
  const lads = new Set<string>(DEMO_IMD_LAD_CODES);
  writeCsv(
    'imd2019-lsoas.csv',
    ['lsoa', 'name', 'lad', 'rank', 'decile'],
    imd
      .filter((r) => lads.has(r['Local Authority District code (2019)'] ?? ''))
      .map((r) => [
        r['LSOA code (2011)'] ?? '',
        r['LSOA name (2011)'] ?? '',
        r['Local Authority District code (2019)'] ?? '',
        (r['Index of Multiple Deprivation (IMD) Rank'] ?? '').replace(/,/g, ''),
        r['Index of Multiple Deprivation (IMD) Decile'] ?? '',
      ]),
  );
  writeFileSync(
    path.join(outDir, 'imd2019-meta.json'),
    JSON.stringify({ vintage: 'IoD2019', nation: 'England', lsoaCount: imd.length }, null, 2) +
      '\n',
  );

  // Real Price Paid sales (2019) in M21 and its neighbouring districts.
  const salesDistricts = new Set<string>([
    ...FEATURED_DISTRICTS,
    ...NEIGHBOUR_DISTRICTS_WITH_REAL_SALES,
  ]);
  const ppdColumns = [
    'unique_id',
    'price_paid',
    'deed_date',
    'postcode',
    'property_type',
    'new_build',
    'estate_type',
    'saon',
    'paon',
    'street',
    'locality',
    'town',
    'district',
    'county',
    'transaction_category',
  ];
  writeCsv(
    'ppd-2019-m21-neighbours.csv',
    ppdColumns,
    readCsv(src('ppd_greater_manchester_2019.csv'))
      .filter((r) => salesDistricts.has((r['postcode'] ?? '').split(' ')[0] ?? ''))
      .map((r) => ppdColumns.map((c) => r[c] ?? '')),
  );

  writeCsv(
    'schools-trafford-2024-09-26.csv',
    [
      'urn',
      'name',
      'type_group',
      'gender',
      'low_age',
      'high_age',
      'capacity',
      'religion',
      'percent_fsm',
      'ofsted_rating',
      'website',
      'postcode',
      'lat',
      'lng',
    ],
    readCsv(src('gias_trafford_schools_2024-09-26.csv')).map((r) => [
      r['unique_reference_number'] ?? '',
      r['name'] ?? '',
      r['type'] ?? '',
      r['gender'] ?? '',
      r['lowest_admission_age'] ?? '',
      r['highest_admission_age'] ?? '',
      r['capacity'] ?? '',
      r['religion'] ?? '',
      r['percent_fsm'] ?? '',
      r['ofsted_rating'] ?? '',
      r['website'] ?? '',
      r['postcode'] ?? '',
      Number(r['lat']).toFixed(6),
      Number(r['lon']).toFixed(6),
    ]),
  );

  writeCsv(
    'bus-stops-trafford-2022-11-11.csv',
    ['atco', 'name', 'street', 'lat', 'lng'],
    readCsv(src('naptan_trafford_bus_stops_2022-11-11.csv')).map((r) => [
      r['atco_code'] ?? '',
      r['common_name'] ?? '',
      r['street'] ?? '',
      r['lat'] ?? '',
      r['lon'] ?? '',
    ]),
  );

  writeCsv(
    'rail-stations-2014.csv',
    ['atco', 'tiploc', 'crs', 'name', 'lat', 'lng'],
    readCsv(src('naptan_rail_stations_2014_with_wgs84.csv')).map((r) => [
      r['AtcoCode'] ?? '',
      r['TiplocCode'] ?? '',
      r['CrsCode'] ?? '',
      r['StationName'] ?? '',
      r['lat_wgs84_approx'] ?? '',
      r['lon_wgs84_approx'] ?? '',
    ]),
  );

  writeCsv(
    'metrolink-stops-2020.csv',
    ['atco', 'name', 'street', 'lat', 'lng'],
    readCsv(src('tfgm_metrolink_rail_stops_2020.csv'))
      .filter((r) => r['NETTYP'] === 'M')
      .map((r) => [
        r['NPTREF'] ?? '',
        r['RSTNAM'] ?? '',
        r['MAINRD'] ?? '',
        r['GPSLAT'] ?? '',
        r['GPSLON'] ?? '',
      ]),
  );

  // Area names and parents: ONS code lists plus UK HPI's LA -> county -> region links.
  const readJson = (name: string) =>
    JSON.parse(readFileSync(src(name), 'utf8')) as Record<string, string>;
  writeFileSync(
    AREA_NAMES_FILE,
    JSON.stringify(
      {
        localAuthorities: readJson('ons_lad_codes_names_postcodesio.json'),
        counties: readJson('ons_county_codes_names_postcodesio.json'),
        regions: readJson('ons_region_codes_names_postcodesio.json'),
      },
      null,
      1,
    ) + '\n',
  );
  const locations = readCsv(src('uk_hpi_locations.csv'));
  const gssByUri = new Map(locations.map((r) => [r['uri'] ?? '', r['gss'] ?? '']));
  const parentOf = (uri: string | undefined) => {
    const gss = gssByUri.get(uri ?? '');
    if (gss) return gss;
    if (uri?.endsWith('/england')) return 'E92000001';
    return '';
  };
  writeCsv(
    'hpi-locations.csv',
    ['code', 'name', 'type', 'parent', 'grandparent'],
    locations.map((r) => [
      r['gss'] ?? '',
      r['name_en'] ?? '',
      r['type'] ?? '',
      parentOf(r['container']),
      parentOf(r['container2']),
    ]),
  );

  // UK HPI sample: the all-types and per-type index and average price, ISO months.
  const hpiColumns: [string, string][] = [
    ['AveragePrice', 'average_price'],
    ['Index', 'index'],
    ['SalesVolume', 'sales_volume'],
    ['DetachedPrice', 'detached_price'],
    ['DetachedIndex', 'detached_index'],
    ['SemiDetachedPrice', 'semi_detached_price'],
    ['SemiDetachedIndex', 'semi_detached_index'],
    ['TerracedPrice', 'terraced_price'],
    ['TerracedIndex', 'terraced_index'],
    ['FlatPrice', 'flat_price'],
    ['FlatIndex', 'flat_index'],
  ];
  const hpi = readCsv(src('uk_hpi_sample_demo_areas.csv'))
    .map((r) => {
      const [dd, mm, yyyy] = (r['Date'] ?? '').split('/');
      return [
        `${yyyy}-${mm}-${dd}`,
        r['AreaCode'] ?? '',
        (r['RegionName'] ?? '').trim(),
        ...hpiColumns.map(([c]) => r[c] ?? ''),
      ];
    })
    .sort((a, b) => `${a[1]}${a[0]}`.localeCompare(`${b[1]}${b[0]}`));
  writeCsv(
    'hpi-sample.csv',
    ['date', 'area_code', 'area_name', ...hpiColumns.map(([, c]) => c)],
    hpi,
  );
}

const sourceDir = process.argv[2];
if (!sourceDir) {
  console.error('usage: trim-reference-data.ts <folder with the original open-data files>');
  process.exit(2);
}
main(sourceDir);
