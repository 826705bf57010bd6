import { gridToWgs84, wgs84ToGrid } from '@yardstick/engine/parse/british-national-grid';
import { buildAreaHierarchy, type AreaHierarchy } from './area-hierarchy.ts';
import { DEMO_DISTRICTS, cityOfDistrict, CITY_NAMES } from './demo-areas.ts';
import { hash32, Random } from '@yardstick/core/random/seeded-random';
import {
  readAreaNames,
  readCodePointUnits,
  readHpiLocations,
  readImdLsoas,
  readPostcodeDistricts,
  readRealSales,
  type DistrictCentroid,
  type ImdLsoa,
  type RealSale,
} from './reference-data.ts';
import { inventStreetName, titleCase } from './street-names.ts';

/**
 * The real places the demo is built on: every unit postcode that listings and sales may
 * use, each with coordinates, its administrative areas and an LSOA with a real IMD rank.
 *
 * Units come from Code-Point Open (surveyed coordinates, converted from the National Grid
 * with proj4) and, for M21's neighbouring districts, from the real 2019 Price Paid file:
 * real postcodes without coordinates in the reference data, placed near their district's
 * real centroid (positional quality 60, "sector level"). The LSOA of a unit is a
 * synthetic link to a real LSOA of the unit's own local authority.
 */

export interface DemoUnit {
  postcode: string;
  area: string;
  district: string;
  sector: string;
  lat: number;
  lng: number;
  easting: number;
  northing: number;
  /** Code-Point positional quality: 10 surveyed premises, 60 placed near the centroid. */
  quality: number;
  ladCode: string;
  ladName: string;
  wardCode: string | null;
  countyCode: string | null;
  regionCode: string | null;
  countryCode: string;
  lsoa: ImdLsoa | null;
  /** Street names at this postcode: the real ones when Price Paid names them. */
  streets: string[];
  locality: string | null;
  town: string;
  /** The real 2019 sales at this postcode (empty for most units). */
  realSales: RealSale[];
}

export interface DemoGeography {
  units: DemoUnit[];
  districts: DistrictCentroid[];
  hierarchy: AreaHierarchy;
  lsoas: ImdLsoa[];
  imdNationCount: number;
  imdVintage: string;
}

const PLACED_QUALITY = 60;
const METRES_PER_DEGREE_LAT = 111_320;

function splitPostcode(postcode: string): { area: string; district: string; sector: string } {
  const [district = '', inward = ''] = postcode.split(' ');
  return {
    area: district.replace(/\d.*$/, ''),
    district,
    sector: `${district} ${inward.slice(0, 1)}`,
  };
}

export function offsetMetres(lat: number, lng: number, north: number, east: number) {
  return {
    lat: lat + north / METRES_PER_DEGREE_LAT,
    lng: lng + east / (METRES_PER_DEGREE_LAT * Math.cos((lat * Math.PI) / 180)),
  };
}

export function loadDemoGeography(seed: number | string): DemoGeography {
  const districts = readPostcodeDistricts();
  const centroid = new Map(districts.map((d) => [d.district, d]));
  const hierarchy = buildAreaHierarchy(readAreaNames(), readHpiLocations());
  const imd = readImdLsoas();
  const lsoasByLad = new Map<string, ImdLsoa[]>();
  for (const l of [...imd.lsoas].sort((a, b) => a.code.localeCompare(b.code))) {
    lsoasByLad.set(l.ladCode, [...(lsoasByLad.get(l.ladCode) ?? []), l]);
  }

  const realSalesByPostcode = new Map<string, RealSale[]>();
  for (const sale of readRealSales()) {
    realSalesByPostcode.set(sale.postcode, [
      ...(realSalesByPostcode.get(sale.postcode) ?? []),
      sale,
    ]);
  }

  const pickLsoa = (ladCode: string, sector: string, postcode: string): ImdLsoa | null => {
    const list = lsoasByLad.get(ladCode);
    if (!list || list.length === 0) return null;
    const window = Math.min(4, list.length);
    const start = hash32(`${seed}:lsoa-window:${sector}`) % (list.length - window + 1);
    return list[start + (hash32(`${seed}:lsoa:${postcode}`) % window)] ?? null;
  };

  const localityOf = (district: string, random: Random): string | null => {
    const town = centroid.get(district)?.town ?? '';
    const parts = town
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    const city = CITY_NAMES[cityOfDistrict(district)];
    const local = parts.filter((p) => p !== city);
    return local.length > 0 ? random.pick(local) : null;
  };

  const build = (
    postcode: string,
    location: { lat: number; lng: number; easting: number; northing: number; quality: number },
    ladCode: string,
    wardCode: string | null,
  ): DemoUnit => {
    const parts = splitPostcode(postcode);
    const la = hierarchy.localAuthority(ladCode);
    const random = new Random(seed, 'unit', postcode);
    const realSales = realSalesByPostcode.get(postcode) ?? [];
    const realStreets = [
      ...new Set(realSales.flatMap((s) => (s.street ? [titleCase(s.street)] : []))),
    ];
    const streets = realStreets.length > 0 ? realStreets : [inventStreetName(random)];
    const realLocality = realSales.find((s) => s.locality)?.locality;
    return {
      postcode,
      ...parts,
      ...location,
      ladCode,
      ladName: la?.name ?? ladCode,
      wardCode,
      countyCode: la?.countyCode ?? null,
      regionCode: la?.regionCode ?? null,
      countryCode: la?.countryCode ?? 'E92000001',
      lsoa: pickLsoa(ladCode, parts.sector, postcode),
      streets,
      locality: realLocality ? titleCase(realLocality) : localityOf(parts.district, random),
      town: CITY_NAMES[cityOfDistrict(parts.district)],
      realSales,
    };
  };

  const units: DemoUnit[] = [];
  const seen = new Set<string>();
  for (const cp of readCodePointUnits()) {
    const { lat, lng } = gridToWgs84(cp.easting, cp.northing);
    units.push(
      build(
        cp.postcode,
        { lat, lng, easting: cp.easting, northing: cp.northing, quality: cp.quality },
        cp.ladCode,
        cp.wardCode,
      ),
    );
    seen.add(cp.postcode);
  }

  // Real Price Paid postcodes not in Code-Point: placed near their district's real centroid.
  const placedPostcodes = [...realSalesByPostcode.keys()]
    .filter((p) => !seen.has(p) && DEMO_DISTRICTS.includes(splitPostcode(p).district))
    .sort();
  for (const postcode of placedPostcodes) {
    const parts = splitPostcode(postcode);
    const c = centroid.get(parts.district);
    if (!c) continue;
    const sectorRandom = new Random(seed, 'sector-centre', parts.sector);
    const angle = sectorRandom.range(0, 2 * Math.PI);
    const radius = sectorRandom.range(250, 1300);
    const sectorCentre = offsetMetres(
      c.lat,
      c.lng,
      radius * Math.sin(angle),
      radius * Math.cos(angle),
    );
    const unitRandom = new Random(seed, 'unit-place', postcode);
    const { lat, lng } = offsetMetres(
      sectorCentre.lat,
      sectorCentre.lng,
      unitRandom.normal(0, 180),
      unitRandom.normal(0, 180),
    );
    const grid = wgs84ToGrid(lat, lng);
    const sales = realSalesByPostcode.get(postcode) ?? [];
    const la = hierarchy.localAuthorityByName(sales[0]?.district ?? '');
    units.push(
      build(
        postcode,
        {
          lat,
          lng,
          easting: Math.round(grid.easting),
          northing: Math.round(grid.northing),
          quality: PLACED_QUALITY,
        },
        la?.code ?? 'E08000003',
        null,
      ),
    );
  }

  units.sort((a, b) => a.postcode.localeCompare(b.postcode));
  return {
    units,
    districts,
    hierarchy,
    lsoas: imd.lsoas,
    imdNationCount: imd.nationCount,
    imdVintage: imd.vintage,
  };
}
