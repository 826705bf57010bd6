import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { AREA_NAMES_FILE } from '@yardstick/engine/sources/areas';

/**
 * Readers of the trimmed real reference files in ./reference (see ATTRIBUTION.md there).
 * They are small (about 1 MB in all), so each is parsed whole, once per demo run.
 */

const referenceDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'reference');

type Row = Record<string, string>;

function readCsv(name: string): Row[] {
  return parse(readFileSync(path.join(referenceDir, name)), {
    columns: true,
    skip_empty_lines: true,
  }) as Row[];
}

const text = (row: Row, column: string): string => row[column] ?? '';
const optionalText = (row: Row, column: string): string | null => {
  const value = (row[column] ?? '').trim();
  return value === '' || value === 'NA' ? null : value;
};
const num = (row: Row, column: string): number => {
  const value = Number(row[column]);
  if (row[column] === undefined || row[column] === '' || !Number.isFinite(value)) {
    throw new Error(`reference data: ${column} is not a number in ${JSON.stringify(row)}`);
  }
  return value;
};
const optionalNum = (row: Row, column: string): number | null => {
  const raw = (row[column] ?? '').trim();
  if (raw === '' || raw === 'NA') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
};

export interface DistrictCentroid {
  district: string;
  lat: number;
  lng: number;
  easting: number | null;
  northing: number | null;
  town: string;
  county: string;
  region: string;
  postcodes: number | null;
  activePostcodes: number | null;
  population: number | null;
  households: number | null;
  nearby: string[];
}

export function readPostcodeDistricts(): DistrictCentroid[] {
  return readCsv('postcode-districts.csv').map((r) => ({
    district: text(r, 'district'),
    lat: num(r, 'lat'),
    lng: num(r, 'lng'),
    easting: optionalNum(r, 'easting'),
    northing: optionalNum(r, 'northing'),
    town: text(r, 'town'),
    county: text(r, 'county'),
    region: text(r, 'region'),
    postcodes: optionalNum(r, 'postcodes'),
    activePostcodes: optionalNum(r, 'active_postcodes'),
    population: optionalNum(r, 'population'),
    households: optionalNum(r, 'households'),
    nearby: text(r, 'nearby').split(' ').filter(Boolean),
  }));
}

export interface CodePointUnit {
  postcode: string;
  quality: number;
  easting: number;
  northing: number;
  countryCode: string;
  countyCode: string | null;
  ladCode: string;
  wardCode: string;
}

export function readCodePointUnits(): CodePointUnit[] {
  return readCsv('codepoint-units.csv').map((r) => ({
    postcode: text(r, 'postcode'),
    quality: num(r, 'quality'),
    easting: num(r, 'easting'),
    northing: num(r, 'northing'),
    countryCode: text(r, 'country'),
    countyCode: optionalText(r, 'county'),
    ladCode: text(r, 'lad'),
    wardCode: text(r, 'ward'),
  }));
}

export interface ImdLsoa {
  code: string;
  name: string;
  ladCode: string;
  rank: number;
  decile: number;
}

export function readImdLsoas(): { lsoas: ImdLsoa[]; nationCount: number; vintage: string } {
  const meta = JSON.parse(readFileSync(path.join(referenceDir, 'imd2019-meta.json'), 'utf8')) as {
    vintage: string;
    lsoaCount: number;
  };
  const lsoas = readCsv('imd2019-lsoas.csv').map((r) => ({
    code: text(r, 'lsoa'),
    name: text(r, 'name'),
    ladCode: text(r, 'lad'),
    rank: num(r, 'rank'),
    decile: num(r, 'decile'),
  }));
  return { lsoas, nationCount: meta.lsoaCount, vintage: meta.vintage };
}

export interface RealSale {
  transactionId: string;
  price: number;
  date: string;
  postcode: string;
  propertyType: string;
  newBuild: string;
  estateType: string;
  saon: string | null;
  paon: string | null;
  street: string | null;
  locality: string | null;
  town: string | null;
  district: string | null;
  county: string | null;
  category: string;
}

export function readRealSales(): RealSale[] {
  return readCsv('ppd-2019-m21-neighbours.csv').map((r) => ({
    transactionId: text(r, 'unique_id').toLowerCase(),
    price: num(r, 'price_paid'),
    date: text(r, 'deed_date'),
    postcode: text(r, 'postcode'),
    propertyType: text(r, 'property_type'),
    newBuild: text(r, 'new_build'),
    estateType: text(r, 'estate_type'),
    saon: optionalText(r, 'saon'),
    paon: optionalText(r, 'paon'),
    street: optionalText(r, 'street'),
    locality: optionalText(r, 'locality'),
    town: optionalText(r, 'town'),
    district: optionalText(r, 'district'),
    county: optionalText(r, 'county'),
    category: text(r, 'transaction_category'),
  }));
}

export interface RealSchool {
  urn: number;
  name: string;
  typeGroup: string | null;
  gender: string | null;
  lowAge: number | null;
  highAge: number | null;
  capacity: number | null;
  religion: string | null;
  percentFsm: number | null;
  ofstedRating: string | null;
  website: string | null;
  postcode: string | null;
  lat: number;
  lng: number;
}

export function readTraffordSchools(): RealSchool[] {
  return readCsv('schools-trafford-2024-09-26.csv').map((r) => ({
    urn: num(r, 'urn'),
    name: text(r, 'name'),
    typeGroup: optionalText(r, 'type_group'),
    gender: optionalText(r, 'gender'),
    lowAge: optionalNum(r, 'low_age'),
    highAge: optionalNum(r, 'high_age'),
    capacity: optionalNum(r, 'capacity'),
    religion: optionalText(r, 'religion'),
    percentFsm: optionalNum(r, 'percent_fsm'),
    ofstedRating: optionalText(r, 'ofsted_rating'),
    website: optionalText(r, 'website'),
    postcode: optionalText(r, 'postcode'),
    lat: num(r, 'lat'),
    lng: num(r, 'lng'),
  }));
}

export interface RealStop {
  atco: string;
  name: string;
  street: string | null;
  lat: number;
  lng: number;
  tiploc?: string | null;
  crs?: string | null;
}

export function readTraffordBusStops(): RealStop[] {
  return readCsv('bus-stops-trafford-2022-11-11.csv').map((r) => ({
    atco: text(r, 'atco'),
    name: text(r, 'name'),
    street: optionalText(r, 'street'),
    lat: num(r, 'lat'),
    lng: num(r, 'lng'),
  }));
}

export function readRailStations(): RealStop[] {
  return readCsv('rail-stations-2014.csv').map((r) => ({
    atco: text(r, 'atco'),
    name: text(r, 'name'),
    street: null,
    lat: num(r, 'lat'),
    lng: num(r, 'lng'),
    tiploc: optionalText(r, 'tiploc'),
    crs: optionalText(r, 'crs'),
  }));
}

export function readMetrolinkStops(): RealStop[] {
  return readCsv('metrolink-stops-2020.csv').map((r) => ({
    atco: text(r, 'atco'),
    name: text(r, 'name'),
    street: optionalText(r, 'street'),
    lat: num(r, 'lat'),
    lng: num(r, 'lng'),
  }));
}

export interface AreaNames {
  localAuthorities: Record<string, string>;
  counties: Record<string, string>;
  regions: Record<string, string>;
}

/** The ONS area names, kept beside `get`'s area selection, which reads them too. */
export function readAreaNames(): AreaNames {
  return JSON.parse(readFileSync(AREA_NAMES_FILE, 'utf8')) as AreaNames;
}

export interface HpiLocation {
  code: string;
  name: string;
  type: string;
  parent: string | null;
  grandparent: string | null;
}

export function readHpiLocations(): HpiLocation[] {
  return readCsv('hpi-locations.csv').map((r) => ({
    code: text(r, 'code'),
    name: text(r, 'name'),
    type: text(r, 'type'),
    parent: optionalText(r, 'parent'),
    grandparent: optionalText(r, 'grandparent'),
  }));
}

export interface HpiSample {
  date: string;
  areaCode: string;
  areaName: string;
  averagePrice: number | null;
  index: number | null;
  salesVolume: number | null;
  detachedPrice: number | null;
  detachedIndex: number | null;
  semiDetachedPrice: number | null;
  semiDetachedIndex: number | null;
  terracedPrice: number | null;
  terracedIndex: number | null;
  flatPrice: number | null;
  flatIndex: number | null;
}

export function readHpiSample(): HpiSample[] {
  return readCsv('hpi-sample.csv').map((r) => ({
    date: text(r, 'date'),
    areaCode: text(r, 'area_code'),
    areaName: text(r, 'area_name'),
    averagePrice: optionalNum(r, 'average_price'),
    index: optionalNum(r, 'index'),
    salesVolume: optionalNum(r, 'sales_volume'),
    detachedPrice: optionalNum(r, 'detached_price'),
    detachedIndex: optionalNum(r, 'detached_index'),
    semiDetachedPrice: optionalNum(r, 'semi_detached_price'),
    semiDetachedIndex: optionalNum(r, 'semi_detached_index'),
    terracedPrice: optionalNum(r, 'terraced_price'),
    terracedIndex: optionalNum(r, 'terraced_index'),
    flatPrice: optionalNum(r, 'flat_price'),
    flatIndex: optionalNum(r, 'flat_index'),
  }));
}
