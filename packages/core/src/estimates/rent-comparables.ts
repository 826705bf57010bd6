import { haversineMetres } from '../geo/haversine.ts';
import { isCommercialLet, isNonResidential } from './estimate-scope.ts';

/**
 * The rent estimate of a sale listing from nearby rentals (docs/methodology.md "Rent
 * estimate"), written once: the derive step's SQL (packages/engine/src/derive/rents.ts)
 * interpolates these constants and computes the same figure set-based; the tests compare it
 * with `rentEstimate` below.
 *
 * Why it is built this way (measured on the demo, 2026-11-24): a £125,000 4-bed terrace in
 * L24 9 was given £1,725 a month, the median of the five 4-bed rentals in its sector, three of
 * them detached houses at £1,425-1,775; the 4-bed terraces around it let for £625-950. A rent
 * follows the kind of home as much as its bedroom count, so comparables are the same property
 * type (houses together only as a last resort), the same bedroom count, and the nearest
 * count most.
 */

/** Whole-property lets of homes only: rooms, house and flat shares, students, commercial out. */
export const ROOM_LET_PATTERN =
  '(^|[^a-z])(room to (rent|let)|rooms to (rent|let)|room available|rooms available|double room|single room|en-?suite room|room in a|house share|flat share|houseshare|flatshare|hmo room)';
/** The sub type or let type of a room let (the HMO room market). */
export const ROOM_LET_TYPE_PATTERN = '(^|[^a-z])(room|house share|flat share)';
/** A student let: its let type, sub type or headline says so. */
export const STUDENT_LET_PATTERN =
  '(^|[^a-z])(student|students (only|let|accommodation|house|housing|property))';

export interface RentalFields {
  propertySubType: string | null;
  letType: string | null;
  /** The listing's headline (summary). */
  summary: string | null;
}

const re = (pattern: string) => new RegExp(pattern, 'i');
const roomText = re(ROOM_LET_PATTERN);
const roomType = re(ROOM_LET_TYPE_PATTERN);
const studentText = re(STUDENT_LET_PATTERN);

/** A room in a shared house or flat (by sub type, let type or headline). */
export function isRoomLet(r: RentalFields): boolean {
  return (
    roomType.test(r.propertySubType ?? '') ||
    roomType.test(r.letType ?? '') ||
    roomText.test(r.summary ?? '')
  );
}

/** A student let (let type, sub type or a headline such as "Student let" or "Students only"). */
export function isStudentLet(r: RentalFields): boolean {
  return (
    studentText.test(r.letType ?? '') ||
    studentText.test(r.propertySubType ?? '') ||
    /(^|[^a-z])(student let|students only|student accommodation|student house)/i.test(
      r.summary ?? '',
    )
  );
}

/** Headline phrases of a student let (the SQL twin of the summary test above). */
export const STUDENT_LET_SUMMARY_PATTERN =
  '(^|[^a-z])(student let|students only|student accommodation|student house)';

/** Whether a rental is evidence of what a whole home lets for. */
export function isRentComparable(r: RentalFields): boolean {
  return (
    !isRoomLet(r) &&
    !isStudentLet(r) &&
    !isNonResidential({ propertySubType: r.propertySubType }) &&
    !isCommercialLet(r.letType)
  );
}

/** How the comparables of one step match the subject's property type. */
export type RentTypeMatch = 'same-type' | 'type-group';

export interface RentStep {
  /** 0: the listing's postcode sector; else metres around it. */
  radius: number;
  months: 12 | 24;
  /** Steps for listings with a location; the others use the sector steps only. */
  located: boolean;
  type: RentTypeMatch;
  /** The step publishes from this many comparables (else the next step is tried). */
  minimum: number;
}

/** A step is used when it has at least this many comparables (the last three: 3). */
export const RENT_WIDEN_BELOW = 5;
/** The last steps publish from this many. */
export const RENT_PUBLISH_MIN = 3;
/** Let-agreed rents are used alone when at least this many are among the step's comparables. */
export const RENT_LET_AGREED_FROM = 5;
/** At most this many comparables (the nearest) enter the estimate. */
export const RENT_NEAREST = 10;
/** A rental this far away weighs half as much as one next door (weight 1 / (1 + d / this)). */
export const RENT_HALF_WEIGHT_METRES = 500;

/**
 * The widening steps: the sector, 1 km and 2 km over 12 months, then 2 km and 5 km over 24
 * months, with the same property type; last, houses of any type (D, S, T together; flats
 * apart) within 2 km over 24 months. Without a location: the sector over 12, then 24 months,
 * then the sector's houses or flats. (On the demo, the 4-bed terraces of L24 are four within
 * 5 km at £625-950; the houses step would take the detached ones at £1,375-1,775.)
 */
export const RENT_STEPS: readonly RentStep[] = [
  { radius: 0, months: 12, located: true, type: 'same-type', minimum: RENT_WIDEN_BELOW },
  { radius: 1000, months: 12, located: true, type: 'same-type', minimum: RENT_WIDEN_BELOW },
  { radius: 2000, months: 12, located: true, type: 'same-type', minimum: RENT_WIDEN_BELOW },
  { radius: 2000, months: 24, located: true, type: 'same-type', minimum: RENT_PUBLISH_MIN },
  { radius: 5000, months: 24, located: true, type: 'same-type', minimum: RENT_PUBLISH_MIN },
  { radius: 2000, months: 24, located: true, type: 'type-group', minimum: RENT_PUBLISH_MIN },
  { radius: 0, months: 12, located: false, type: 'same-type', minimum: RENT_WIDEN_BELOW },
  { radius: 0, months: 24, located: false, type: 'same-type', minimum: RENT_PUBLISH_MIN },
  { radius: 0, months: 24, located: false, type: 'type-group', minimum: RENT_PUBLISH_MIN },
];

/** The farthest a rental can be from a listing whose rent it enters (incremental derives). */
export const RENT_REACH_METRES = Math.max(...RENT_STEPS.map((step) => step.radius));
/** The farthest a rental of another type in the same group (houses) can enter a rent. */
export const RENT_TYPE_GROUP_REACH_METRES = Math.max(
  ...RENT_STEPS.filter((step) => step.type === 'type-group').map((step) => step.radius),
);

/** The property types compared exactly; any other (O, unknown) is compared with every type. */
export const RENT_EXACT_TYPES = ['D', 'S', 'T', 'F'] as const;

/** Houses (D, S, T) together, flats (F) apart, anything else ('A') with every type. */
export function rentTypeGroup(type: string | null): 'H' | 'F' | 'A' {
  if (type === 'D' || type === 'S' || type === 'T') return 'H';
  if (type === 'F') return 'F';
  return 'A';
}

/** Whether a rental of `rentalType` is a comparable of a subject of `subjectType` in a step. */
export function typeMatches(
  match: RentTypeMatch,
  subjectType: string | null,
  rentalType: string | null,
): boolean {
  if (match === 'same-type') {
    return (RENT_EXACT_TYPES as readonly (string | null)[]).includes(subjectType)
      ? rentalType === subjectType
      : true;
  }
  const group = rentTypeGroup(subjectType);
  return group === 'A' || rentTypeGroup(rentalType) === group;
}

/** Weight of a comparable at `metres` (unknown distance: 1, as next door). */
export function rentWeight(metres: number | null): number {
  return metres === null ? 1 : 1 / (1 + metres / RENT_HALF_WEIGHT_METRES);
}

/**
 * Weighted median: the lowest value at which the cumulative weight, values in ascending
 * order, reaches half the total (with equal weights and an even count, the lower middle one).
 * Always one of the values, so a rent keeps its advertised rounding.
 */
export function weightedMedian(items: readonly { value: number; weight: number }[]): number | null {
  if (items.length === 0) return null;
  const sorted = [...items].sort((a, b) => a.value - b.value);
  // Ties share their cumulative weight (as SQL's window sum over peers).
  const total = sorted.reduce((s, x) => s + x.weight, 0);
  let cumulative = 0;
  for (let i = 0; i < sorted.length; i++) {
    const value = sorted[i]!.value;
    let peers = 0;
    let j = i;
    while (j < sorted.length && sorted[j]!.value === value) peers += sorted[j++]!.weight;
    cumulative += peers;
    if (cumulative * 2 >= total) return value;
    i = j - 1;
  }
  return sorted[sorted.length - 1]!.value;
}

/** The rule's rent from the rentals it used: their distance-weighted median. */
export function rentOfUsed(used: readonly { rental: { rent: number }; weight: number }[]) {
  return weightedMedian(used.map((u) => ({ value: u.rental.rent, weight: u.weight })));
}

export interface RentSubject {
  lat: number | null;
  lng: number | null;
  sector: string | null;
  type: string | null;
  bedrooms: number | null;
}

export interface RentalEvidence {
  id: number;
  lat: number | null;
  lng: number | null;
  sector: string | null;
  type: string | null;
  bedrooms: number | null;
  /** Monthly rent. */
  rent: number;
  /** 'YYYY-MM-DD'. */
  listedOn: string;
  letAgreed: boolean;
}

/** One rental an estimate used: its distance (null: unknown) and weight in the median. */
export interface RentUsed {
  rental: RentalEvidence;
  metres: number | null;
  weight: number;
}

export interface RentEstimate {
  rent: number;
  step: RentStep;
  comparables: number;
  letAgreedOnly: boolean;
  /** The rentals the median was taken over, nearest first (`comparables` of them). */
  used: RentUsed[];
}

const monthsBefore = (asOf: string, months: number) => {
  const d = new Date(`${asOf}T00:00:00Z`);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.toISOString().slice(0, 10);
};

/**
 * The rent estimate of a subject from rental evidence (already filtered with
 * `isRentComparable`), as of `asOf` ('YYYY-MM-DD', the latest listing date held): the first
 * step with enough comparables of the subject's bedroom count (any, when unknown) and
 * property type; among them the let-agreed ones when there are RENT_LET_AGREED_FROM, else all;
 * the RENT_NEAREST nearest (ties: the latest listed, the lower rent, the lower id); their
 * distance-weighted median.
 */
export function rentEstimate(
  subject: RentSubject,
  rentals: readonly RentalEvidence[],
  asOf: string,
): RentEstimate | null {
  const located = subject.lat !== null && subject.lng !== null;
  const distance = (r: RentalEvidence) =>
    located && r.lat !== null && r.lng !== null
      ? haversineMetres(subject.lat!, subject.lng!, r.lat, r.lng)
      : null;
  for (const step of RENT_STEPS) {
    if (step.located !== located) continue;
    const from = monthsBefore(asOf, step.months);
    const candidates = rentals
      .filter(
        (r) =>
          r.listedOn >= from &&
          r.listedOn <= asOf &&
          (subject.bedrooms === null || r.bedrooms === subject.bedrooms) &&
          typeMatches(step.type, subject.type, r.type),
      )
      .map((r) => ({ r, d: distance(r) }))
      .filter(({ r, d }) =>
        step.radius === 0
          ? subject.sector !== null && r.sector === subject.sector
          : d !== null && d <= step.radius,
      );
    if (candidates.length < step.minimum) continue;
    const letAgreed = candidates.filter((c) => c.r.letAgreed);
    const letAgreedOnly = letAgreed.length >= RENT_LET_AGREED_FROM;
    const nearest = (letAgreedOnly ? letAgreed : candidates)
      .sort(
        (a, b) =>
          (a.d ?? Infinity) - (b.d ?? Infinity) ||
          (a.r.listedOn < b.r.listedOn ? 1 : a.r.listedOn > b.r.listedOn ? -1 : 0) ||
          a.r.rent - b.r.rent ||
          a.r.id - b.r.id,
      )
      .slice(0, RENT_NEAREST);
    const used = nearest.map((c) => ({ rental: c.r, metres: c.d, weight: rentWeight(c.d) }));
    const rent = rentOfUsed(used);
    if (rent === null) continue;
    return { rent, step, comparables: nearest.length, letAgreedOnly, used };
  }
  return null;
}
