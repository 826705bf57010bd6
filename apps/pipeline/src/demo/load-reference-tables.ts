import { HPI_TABLE_COLUMNS } from '@yardstick/engine/importers/hpi/hpi-importer';
import { LSOA_COLUMNS } from '@yardstick/engine/importers/imd/imd-importer';
import type { ColumnOf, CopyValue, TableName } from '@yardstick/engine/importers/importer';
import { POSTCODE_DIRECTORY_COLUMNS } from '@yardstick/engine/importers/nspl/nspl-importer';
import { SCHOOL_COLUMNS } from '@yardstick/engine/importers/schools/schools-importer';
import type { BulkSession } from '@yardstick/engine/load/bulk-session';
import { HPI_FIRST_MONTH, monthStart } from './demo-clock.ts';
import type { DemoGeography } from './demo-geography.ts';
import type { AreaHpiCurve, HpiType } from './hpi-curves.ts';
import { realSchools, realStops, syntheticBusStops, syntheticSchools } from './demo-facilities.ts';
import { TableWriter, writeTable } from './table-writer.ts';

/**
 * The reference tables of the demo: geography (regions, counties, local authorities,
 * LSOAs with real IMD ranks, unit postcodes, all GB postcode districts), the fitted UK HPI
 * series, schools and transport stops. Returns rows written per table.
 */
export async function loadReferenceTables(
  session: BulkSession,
  seed: number,
  geography: DemoGeography,
  curves: readonly AreaHpiCurve[],
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const write = async <T extends TableName, C extends ColumnOf<T>, I>(
    table: T,
    columns: readonly C[],
    items: Iterable<I>,
    toRow: (item: I) => Partial<Record<C, CopyValue>>,
  ) => {
    counts[table] = await writeTable(session, table, columns, items, toRow);
  };
  const { hierarchy } = geography;

  await write('regions', ['code', 'name', 'country_code'], hierarchy.regions, (r) => ({
    code: r.code,
    name: r.name,
    country_code: r.countryCode,
  }));
  await write('counties', ['code', 'name', 'region_code'], hierarchy.counties, (c) => ({
    code: c.code,
    name: c.name,
    region_code: c.regionCode,
  }));
  await write(
    'local_authorities',
    ['code', 'name', 'county_code', 'region_code', 'country_code'],
    hierarchy.localAuthorities,
    (la) => ({
      code: la.code,
      name: la.name,
      county_code: la.countyCode,
      region_code: la.regionCode,
      country_code: la.countryCode,
    }),
  );
  await write('lsoas', LSOA_COLUMNS, geography.lsoas, (l) => ({
    code: l.code,
    name: l.name,
    lad_code: l.ladCode,
    imd_rank: l.rank,
    imd_decile: l.decile,
    imd_nation_count: geography.imdNationCount,
    imd_vintage: geography.imdVintage.replace(/^IoD/, ''),
  }));
  await write('postcodes', POSTCODE_DIRECTORY_COLUMNS, geography.units, (u) => ({
    postcode: u.postcode,
    area: u.area,
    district: u.district,
    sector: u.sector,
    lat: Math.round(u.lat * 1e6) / 1e6,
    lng: Math.round(u.lng * 1e6) / 1e6,
    easting: u.easting,
    northing: u.northing,
    positional_quality: u.quality,
    country_code: u.countryCode,
    region_code: u.regionCode,
    county_code: u.countyCode,
    lad_code: u.ladCode,
    ward_code: u.wardCode,
    lsoa_code: u.lsoa?.code ?? null,
    imd_rank: u.lsoa?.rank ?? null,
    user_type: 0,
    source: 'demo',
  }));
  await write(
    'postcode_districts',
    [
      'district',
      'area',
      'town',
      'region',
      'country',
      'lat',
      'lng',
      'easting',
      'northing',
      'postcode_count',
      'active_postcode_count',
      'population',
      'households',
      'nearby_districts',
    ],
    geography.districts,
    (d) => ({
      district: d.district,
      area: d.district.replace(/\d.*$/, ''),
      town: d.town,
      region: d.region.replace(/\bOf\b/, 'of').replace(/\bAnd The\b/, 'and The'),
      country: d.region === 'Scotland' ? 'Scotland' : d.region === 'Wales' ? 'Wales' : 'England',
      lat: d.lat,
      lng: d.lng,
      easting: d.easting,
      northing: d.northing,
      postcode_count: d.postcodes,
      active_postcode_count: d.activePostcodes,
      population: d.population,
      households: d.households,
      nearby_districts: d.nearby,
    }),
  );

  counts['hpi'] = await loadHpi(session, curves);

  await write(
    'schools',
    SCHOOL_COLUMNS,
    [...realSchools(), ...syntheticSchools(seed, geography.units)],
    (s) => s,
  );
  await write(
    'transport_stops',
    [
      'atco_code',
      'crs_code',
      'tiploc_code',
      'name',
      'type',
      'stop_type',
      'street',
      'locality',
      'status',
      'lat',
      'lng',
    ],
    [...realStops(), ...syntheticBusStops(seed, geography.units)],
    (s) => s,
  );
  return counts;
}

const TYPE_COLUMNS: [HpiType, string][] = [
  ['D', 'detached'],
  ['S', 'semi_detached'],
  ['T', 'terraced'],
  ['F', 'flat'],
];

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

async function loadHpi(session: BulkSession, curves: readonly AreaHpiCurve[]): Promise<number> {
  const hpi = new TableWriter(session, 'hpi', HPI_TABLE_COLUMNS);
  for (const curve of curves) {
    const months = curve.index.all.length;
    for (let k = 0; k < months; k++) {
      const row: Record<string, number | string | null> = {
        area_code: curve.code,
        date: monthStart(HPI_FIRST_MONTH + k),
        area_name: curve.name,
        // Drawn through sampled months, not the published series (migration 0100).
        provenance: 'demo',
        sales_volume: curve.salesVolume[k] ?? null,
      };
      const put = (type: HpiType, prefix: string) => {
        const index = curve.index[type];
        const value = index[k] as number;
        row[`${prefix}index`] = round2(value);
        row[prefix ? `${prefix}price` : 'average_price'] = Math.round(
          curve.averagePrice[type][k] as number,
        );
        row[`${prefix}change_1m`] =
          k >= 1 ? round1((value / (index[k - 1] as number) - 1) * 100) : null;
        row[`${prefix}change_12m`] =
          k >= 12 ? round1((value / (index[k - 12] as number) - 1) * 100) : null;
      };
      put('all', '');
      for (const [type, prefix] of TYPE_COLUMNS) put(type, `${prefix}_`);
      await hpi.add(row);
    }
  }
  await hpi.flush();
  return hpi.rows;
}
