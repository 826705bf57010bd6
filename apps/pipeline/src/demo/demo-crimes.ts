import { CRIME_LAST_MONTH, CRIME_MONTHS, monthStart } from './demo-clock.ts';
import { POLICE_FORCE_BY_LAD } from './demo-areas.ts';
import { offsetMetres, type DemoUnit } from './demo-geography.ts';
import { Random } from '@yardstick/core/random/seeded-random';

/**
 * police.uk-style street-level crimes near the demo postcodes over the last 24 months, in
 * all 14 categories. Volumes per district are the author's estimates of recorded crime
 * (busy town centres far above suburbs); more deprived LSOAs get more. Locations are snap
 * points near unit postcodes ("On or near <street>"), as police.uk anonymises them.
 */

export const CRIME_CATEGORIES: Readonly<Record<string, number>> = {
  'Violence and sexual offences': 33,
  'Anti-social behaviour': 18,
  'Public order': 9,
  'Criminal damage and arson': 8,
  'Other theft': 7,
  Shoplifting: 6,
  'Vehicle crime': 6,
  Burglary: 4,
  Drugs: 2.5,
  'Bicycle theft': 1.5,
  'Theft from the person': 1.5,
  'Other crime': 1.5,
  Robbery: 1,
  'Possession of weapons': 1,
};

const MONTHLY_CRIMES: Readonly<Record<string, number>> = {
  RG1: 900,
  M21: 210,
  L24: 260,
  M14: 260,
  M15: 300,
  M16: 190,
};
const DEFAULT_MONTHLY_CRIMES = 170;

const OUTCOMES: Readonly<Record<string, number>> = {
  'Investigation complete; no suspect identified': 42,
  'Unable to prosecute suspect': 26,
  'Status update unavailable': 8,
  'Awaiting court outcome': 5,
  'Local resolution': 5,
  'Offender given a caution': 3,
  'Court result unavailable': 3,
  'Further investigation is not in the public interest': 3,
  'Formal action is not in the public interest': 2,
  'Action to be taken by another organisation': 3,
};

export interface DemoCrime {
  crimeKey: string;
  crimeId: string | null;
  month: string;
  force: string;
  lat: number;
  lng: number;
  location: string;
  lsoaCode: string | null;
  lsoaName: string | null;
  crimeType: string;
  lastOutcome: string | null;
}

/** A district's postcodes with cumulative weights: more deprived LSOAs see more crime. */
export interface CrimeArea {
  district: string;
  units: readonly DemoUnit[];
  cumulative: Float64Array;
}

export function crimeArea(district: string, units: readonly DemoUnit[]): CrimeArea {
  const cumulative = new Float64Array(units.length);
  let total = 0;
  units.forEach((u, i) => (cumulative[i] = total += 11 - (u.lsoa?.decile ?? 5)));
  return { district, units, cumulative };
}

function pickUnit(area: CrimeArea, random: Random): DemoUnit {
  const { cumulative } = area;
  const r = random.next() * (cumulative[cumulative.length - 1] as number);
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((cumulative[mid] as number) > r) hi = mid;
    else lo = mid + 1;
  }
  return area.units[lo] as DemoUnit;
}

/** The crimes of one district and month (deterministic for seed, district and month). */
export function* districtMonthCrimes(
  seed: number | string,
  area: CrimeArea,
  month: number,
  volumeScale: number,
): Generator<DemoCrime> {
  if (area.units.length === 0) return;
  const district = area.district;
  const random = new Random(seed, 'crimes', district, month);
  const seasonal = 1 + 0.12 * Math.sin((((month % 12) - 4) / 12) * 2 * Math.PI);
  const count = Math.round(
    (MONTHLY_CRIMES[district] ?? DEFAULT_MONTHLY_CRIMES) *
      seasonal *
      volumeScale *
      random.range(0.85, 1.15),
  );
  const monthsAgo = CRIME_LAST_MONTH - month;
  for (let i = 0; i < count; i++) {
    const unit = pickUnit(area, random);
    // Snap points: a handful of fixed spots per postcode, like police.uk's anonymised map points.
    const spot = new Random(seed, 'crime-spot', unit.postcode, random.int(0, 2));
    const point = offsetMetres(unit.lat, unit.lng, spot.normal(0, 40), spot.normal(0, 40));
    const crimeType = random.weighted(CRIME_CATEGORIES);
    const asb = crimeType === 'Anti-social behaviour';
    const crimeId = asb ? null : random.hex(64);
    let lastOutcome: string | null = null;
    if (!asb) {
      lastOutcome =
        monthsAgo < 2 && random.chance(0.6) ? 'Under investigation' : random.weighted(OUTCOMES);
    }
    yield {
      crimeKey: crimeId ?? `demo-asb-${random.hex(32)}`,
      crimeId,
      month: monthStart(month),
      force: POLICE_FORCE_BY_LAD[unit.ladCode] ?? 'Police',
      lat: Math.round(point.lat * 1e6) / 1e6,
      lng: Math.round(point.lng * 1e6) / 1e6,
      location: `On or near ${spot.chance(0.8) ? unit.streets[0] : random.pick(['Parking Area', 'Supermarket', 'Petrol Station', 'Park/Open Space', 'Shopping Area'])}`,
      lsoaCode: unit.lsoa?.code ?? null,
      lsoaName: unit.lsoa?.name ?? null,
      crimeType,
      lastOutcome,
    };
  }
}

export function crimeMonths(): number[] {
  const months: number[] = [];
  for (let m = CRIME_LAST_MONTH - CRIME_MONTHS + 1; m <= CRIME_LAST_MONTH; m++) months.push(m);
  return months;
}
