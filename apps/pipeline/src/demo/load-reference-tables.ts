import type { ColumnOf } from '../importers/importer.ts';
import type { BulkSession } from '../load/bulk-session.ts';
import { HPI_FIRST_MONTH, monthStart } from './demo-clock.ts';
import type { DemoGeography } from './demo-geography.ts';
import type { AreaHpiCurve, HpiType } from './hpi-curves.ts';
import { realSchools, realStops, syntheticBusStops, syntheticSchools } from './demo-facilities.ts';
import { TableWriter } from './table-writer.ts';

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
  const done = async (writer: { flush(): Promise<void>; table: string; rows: number }) => {
    await writer.flush();
    counts[writer.table] = writer.rows;
  };
  const { hierarchy } = geography;

  const regions = new TableWriter(session, 'regions', ['code', 'name', 'country_code']);
  for (const r of hierarchy.regions)
    await regions.add({ code: r.code, name: r.name, country_code: r.countryCode });
  await done(regions);

  const counties = new TableWriter(session, 'counties', ['code', 'name', 'region_code']);
  for (const c of hierarchy.counties)
    await counties.add({ code: c.code, name: c.name, region_code: c.regionCode });
  await done(counties);

  const las = new TableWriter(session, 'local_authorities', [
    'code',
    'name',
    'county_code',
    'region_code',
    'country_code',
  ]);
  for (const la of hierarchy.localAuthorities) {
    await las.add({
      code: la.code,
      name: la.name,
      county_code: la.countyCode,
      region_code: la.regionCode,
      country_code: la.countryCode,
    });
  }
  await done(las);

  const lsoas = new TableWriter(session, 'lsoas', [
    'code',
    'name',
    'lad_code',
    'imd_rank',
    'imd_decile',
    'imd_nation_count',
    'imd_vintage',
  ]);
  for (const l of geography.lsoas) {
    await lsoas.add({
      code: l.code,
      name: l.name,
      lad_code: l.ladCode,
      imd_rank: l.rank,
      imd_decile: l.decile,
      imd_nation_count: geography.imdNationCount,
      imd_vintage: geography.imdVintage.replace(/^IoD/, ''),
    });
  }
  await done(lsoas);

  const postcodes = new TableWriter(session, 'postcodes', [
    'postcode',
    'area',
    'district',
    'sector',
    'lat',
    'lng',
    'easting',
    'northing',
    'positional_quality',
    'country_code',
    'region_code',
    'county_code',
    'lad_code',
    'ward_code',
    'lsoa_code',
    'imd_rank',
    'user_type',
    'source',
  ]);
  for (const u of geography.units) {
    await postcodes.add({
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
    });
  }
  await done(postcodes);

  const districts = new TableWriter(session, 'postcode_districts', [
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
  ]);
  for (const d of geography.districts) {
    const country =
      d.region === 'Scotland' ? 'Scotland' : d.region === 'Wales' ? 'Wales' : 'England';
    await districts.add({
      district: d.district,
      area: d.district.replace(/\d.*$/, ''),
      town: d.town,
      region: d.region.replace(/\bOf\b/, 'of').replace(/\bAnd The\b/, 'and The'),
      country,
      lat: d.lat,
      lng: d.lng,
      easting: d.easting,
      northing: d.northing,
      postcode_count: d.postcodes,
      active_postcode_count: d.activePostcodes,
      population: d.population,
      households: d.households,
      nearby_districts: d.nearby,
    });
  }
  await done(districts);

  counts['hpi'] = await loadHpi(session, curves);

  const schools = new TableWriter(session, 'schools', [
    'urn',
    'name',
    'phase',
    'type',
    'type_group',
    'status',
    'la_code',
    'la_name',
    'gender',
    'religious_character',
    'low_age',
    'high_age',
    'capacity',
    'percent_fsm',
    'website',
    'postcode',
    'lat',
    'lng',
    'ofsted_rating',
  ]);
  for (const s of [...realSchools(), ...syntheticSchools(seed, geography.units)])
    await schools.add({ ...s });
  await done(schools);

  const stops = new TableWriter(session, 'transport_stops', [
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
  ]);
  for (const s of [...realStops(), ...syntheticBusStops(seed, geography.units)])
    await stops.add({ ...s });
  await done(stops);
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

const HPI_COLUMNS: readonly ColumnOf<'hpi'>[] = [
  'area_code',
  'date',
  'area_name',
  'average_price',
  'index',
  'change_1m',
  'change_12m',
  'sales_volume',
  'detached_price',
  'detached_index',
  'detached_change_1m',
  'detached_change_12m',
  'semi_detached_price',
  'semi_detached_index',
  'semi_detached_change_1m',
  'semi_detached_change_12m',
  'terraced_price',
  'terraced_index',
  'terraced_change_1m',
  'terraced_change_12m',
  'flat_price',
  'flat_index',
  'flat_change_1m',
  'flat_change_12m',
];

async function loadHpi(session: BulkSession, curves: readonly AreaHpiCurve[]): Promise<number> {
  const hpi = new TableWriter(session, 'hpi', HPI_COLUMNS);
  for (const curve of curves) {
    const months = curve.index.all.length;
    for (let k = 0; k < months; k++) {
      const row: Record<string, number | string | null> = {
        area_code: curve.code,
        date: monthStart(HPI_FIRST_MONTH + k),
        area_name: curve.name,
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
