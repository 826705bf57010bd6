import type { Selectable } from 'kysely';
import type { SchoolsTable } from '@yardstick/db/schema';
import { offsetMetres, type DemoUnit } from './demo-geography.ts';
import { Random } from '@yardstick/core/random/seeded-random';
import {
  readMetrolinkStops,
  readRailStations,
  readTraffordBusStops,
  readTraffordSchools,
} from './reference-data.ts';

/**
 * Schools and transport stops. Real: Trafford's schools (GIAS, with the Ofsted grade then
 * current) and bus stops (TfGM/NaPTAN), every National Rail station in Great Britain
 * (NaPTAN) and the Metrolink stops. The reference data holds no schools or bus stops for
 * RG1, L24 or the Manchester side of M21, so a few are invented there and clearly marked:
 * URN 990000 and above, type 'Demo school (synthetic)', ATCO codes starting 'DEMO'.
 */

/** A `schools` row of the demo: the columns it fills, each school located and open. */
export type SchoolRow = Pick<
  Selectable<SchoolsTable>,
  | 'urn'
  | 'name'
  | 'phase'
  | 'type'
  | 'type_group'
  | 'la_code'
  | 'la_name'
  | 'gender'
  | 'religious_character'
  | 'low_age'
  | 'high_age'
  | 'capacity'
  | 'percent_fsm'
  | 'website'
  | 'postcode'
  | 'ofsted_rating'
> & { status: string; lat: number; lng: number };

export interface StopRow {
  atco_code: string;
  crs_code: string | null;
  tiploc_code: string | null;
  name: string;
  type: 'bus' | 'rail' | 'tram';
  stop_type: string;
  street: string | null;
  locality: string | null;
  status: string;
  lat: number;
  lng: number;
}

export const SYNTHETIC_URN_FROM = 990_000;
const TRAFFORD = 'E08000009';

function phaseOf(low: number | null, high: number | null): string | null {
  if (low === null || high === null) return null;
  if (high <= 11) return 'Primary';
  if (low >= 11 && high <= 16) return 'Secondary';
  if (low >= 16) return '16 plus';
  if (low <= 5 && high >= 16) return 'All-through';
  return low >= 11 ? 'Secondary' : 'Not applicable';
}

export function realSchools(): SchoolRow[] {
  return readTraffordSchools().map((s) => ({
    urn: s.urn,
    name: s.name,
    phase: s.typeGroup === 'Special schools' ? 'Not applicable' : phaseOf(s.lowAge, s.highAge),
    type: null,
    type_group: s.typeGroup,
    status: 'Open',
    la_code: TRAFFORD,
    la_name: 'Trafford',
    gender: s.gender,
    religious_character: s.religion,
    low_age: s.lowAge,
    high_age: s.highAge,
    capacity: s.capacity,
    percent_fsm: s.percentFsm,
    website: s.website,
    postcode: s.postcode,
    lat: s.lat,
    lng: s.lng,
    ofsted_rating: s.ofstedRating,
  }));
}

/** Districts whose listings would otherwise have no school or bus stop nearby. */
const SYNTHETIC_FACILITY_DISTRICTS = ['RG1', 'L24', 'M21', 'M20', 'M14', 'M22', 'M23', 'M15'];

export function syntheticSchools(seed: number | string, units: readonly DemoUnit[]): SchoolRow[] {
  const rows: SchoolRow[] = [];
  for (const district of SYNTHETIC_FACILITY_DISTRICTS) {
    const local = units.filter((u) => u.district === district && u.ladCode !== TRAFFORD);
    if (local.length === 0) continue;
    const random = new Random(seed, 'schools', district);
    const count = Math.max(2, Math.min(8, Math.round(local.length / 150)));
    for (let i = 0; i < count; i++) {
      const unit = random.pick(local);
      const secondary = i % 4 === 3;
      const stem = (unit.streets[0] ?? 'Park Road').split(' ')[0] as string;
      const name = secondary
        ? `${unit.locality ?? stem} ${random.pick(['High School', 'Academy', 'Community College'])}`
        : `${random.chance(0.25) ? 'St ' + random.pick(['Mary', 'John', 'Peter', 'Anne', 'Luke']) + "'s" : stem} ${random.pick(['Primary School', 'Junior School', 'Infant and Nursery School', 'Primary Academy'])}`;
      const point = offsetMetres(unit.lat, unit.lng, random.normal(0, 60), random.normal(0, 60));
      rows.push({
        urn: SYNTHETIC_URN_FROM + rows.length + 1,
        name,
        phase: secondary ? 'Secondary' : 'Primary',
        type: 'Demo school (synthetic)',
        type_group: 'Demo (synthetic)',
        status: 'Open',
        la_code: unit.ladCode,
        la_name: unit.ladName,
        gender: 'Mixed',
        religious_character: name.startsWith('St ') ? 'Church of England' : 'Does not apply',
        low_age: secondary ? 11 : random.pick([3, 4]),
        high_age: secondary ? random.pick([16, 18]) : 11,
        capacity: secondary ? random.int(6, 14) * 100 : random.int(2, 7) * 60,
        percent_fsm: Math.round(random.range(5, 45) * 10) / 10,
        website: null,
        postcode: unit.postcode,
        lat: point.lat,
        lng: point.lng,
        ofsted_rating: random.weighted({
          Good: 62,
          Outstanding: 16,
          'Requires improvement': 16,
          Inadequate: 6,
        }),
      });
    }
  }
  return rows;
}

export function realStops(): StopRow[] {
  const bus = readTraffordBusStops().map<StopRow>((s) => ({
    atco_code: s.atco,
    crs_code: null,
    tiploc_code: null,
    name: s.name,
    type: 'bus',
    stop_type: 'BCT',
    street: s.street,
    locality: 'Trafford',
    status: 'active',
    lat: s.lat,
    lng: s.lng,
  }));
  const rail = readRailStations().map<StopRow>((s) => ({
    atco_code: s.atco,
    crs_code: s.crs ?? null,
    tiploc_code: s.tiploc ?? null,
    name: s.name,
    type: 'rail',
    stop_type: 'RLY',
    street: null,
    locality: null,
    status: 'active',
    lat: s.lat,
    lng: s.lng,
  }));
  const tram = readMetrolinkStops().map<StopRow>((s) => ({
    atco_code: s.atco,
    crs_code: null,
    tiploc_code: null,
    name: `${s.name.replace(/\b([A-Z])([A-Z']*)\b/g, (_m, a: string, b: string) => a + b.toLowerCase())} (Metrolink)`,
    type: 'tram',
    stop_type: 'TMU',
    street: s.street,
    locality: 'Greater Manchester',
    status: 'active',
    lat: s.lat,
    lng: s.lng,
  }));
  const seen = new Set<string>();
  return [...bus, ...rail, ...tram].filter((s) =>
    seen.has(s.atco_code) ? false : (seen.add(s.atco_code), true),
  );
}

export function syntheticBusStops(seed: number | string, units: readonly DemoUnit[]): StopRow[] {
  const rows: StopRow[] = [];
  for (const district of SYNTHETIC_FACILITY_DISTRICTS) {
    const local = units.filter((u) => u.district === district && u.ladCode !== TRAFFORD);
    const random = new Random(seed, 'bus-stops', district);
    const count = Math.round(local.length / 12);
    for (let i = 0; i < count; i++) {
      const unit = random.pick(local);
      const point = offsetMetres(unit.lat, unit.lng, random.normal(0, 25), random.normal(0, 25));
      const street = unit.streets[0] ?? null;
      rows.push({
        atco_code: `DEMO${district}${String(i + 1).padStart(4, '0')}`,
        crs_code: null,
        tiploc_code: null,
        name: `${street ?? unit.town}${random.chance(0.4) ? ` (Stop ${String.fromCharCode(65 + random.int(0, 5))})` : ''}`,
        type: 'bus',
        stop_type: 'BCT',
        street,
        locality: unit.locality,
        status: 'active',
        lat: point.lat,
        lng: point.lng,
      });
    }
  }
  return rows;
}
