import {
  CRIME_MONTHS,
  CRIME_RADIUS_M,
  MAX_CRIME_ROWS,
  type CrimeRow,
  type CrimesQuery,
} from '@yardstick/core/property/crimes';
import {
  nationCountOf,
  type Deprivation,
  type DeprivationQuery,
} from '@yardstick/core/property/deprivation';
import { moreDeprivedPercent } from '@yardstick/core/estimates/figures';
import {
  FACILITY_MAX_METRES,
  STOP_SEARCH_METRES,
  type Facilities,
  type FacilitiesQuery,
  type SchoolRow,
  type SchoolsBody,
  type StopKind,
  type StopRow,
  type StopsBody,
} from '@yardstick/core/property/nearby';
import type { LatLng } from '@yardstick/core/search/filter';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { nearestByRadius } from './geo-sql.ts';
import * as repo from './nearby.repository.ts';

/**
 * Crimes, schools, nearest facilities and deprivation around a property (docs/product.md#nearby-places and
 * #agent-crime-and-rentals; docs/methodology.md "Area and risk figures"). No HTTP, no SQL.
 */

/**
 * Radii tried in turn for nearest searches, in metres; the last of each is the limit for
 * nearest facilities the derive step uses too (core's FACILITY_MAX_METRES: school 15 km, bus
 * 10 km, rail 50 km), and 50 km for the schools list.
 */
export const SEARCH_RADII = {
  schools: [2_000, 6_000, 15_000, 50_000],
  school: [1_500, 6_000, FACILITY_MAX_METRES.school],
  bus: [400, 2_000, FACILITY_MAX_METRES.bus],
  rail: [3_000, 15_000, FACILITY_MAX_METRES.rail],
} as const;

/**
 * Radii tried in turn for the stops lists, in metres; the last is the list's limit
 * (STOP_SEARCH_METRES: bus 2 km, rail 20 km).
 */
export const STOP_LIST_RADII: Record<StopKind, readonly number[]> = {
  bus: [500, STOP_SEARCH_METRES.bus],
  rail: [5_000, STOP_SEARCH_METRES.rail],
};

const metres = (d: number) => Math.round(d);

function centre(q: { latitude?: number | undefined; longitude?: number | undefined }): LatLng {
  return { lat: q.latitude!, lng: q.longitude! };
}

/** GET /api/property/crimes: crimes within 500 m in the latest 12 months held. */
export async function crimes(ctx: AppContext, query: CrimesQuery): Promise<CrimeRow[]> {
  const rows = await repo.crimesNear(ctx.readDatabase.db, centre(query), {
    metres: CRIME_RADIUS_M,
    months: CRIME_MONTHS,
    limit: MAX_CRIME_ROWS,
  });
  return rows.map((r) => ({
    crime_type: r.crime_type,
    reported_by: r.reported_by,
    crime_date: r.crime_date,
    location: r.location,
    latitude: r.lat,
    longitude: r.lng,
    distance: r.distance,
  }));
}

/** POST /api/property/nearest/schools/explorer: open schools nearest first. */
export async function schools(ctx: AppContext, body: SchoolsBody): Promise<SchoolRow[]> {
  const point = { lat: body.latitude, lng: body.longitude };
  const rows = await nearestByRadius(SEARCH_RADII.schools, body.limit, (r) =>
    repo.schoolsWithin(ctx.readDatabase.db, point, r, body.limit),
  );
  return rows.map((s) => ({
    school_name: s.name,
    rating: s.ofsted_rating,
    rating_date: s.ofsted_date,
    school_distance: metres(s.distance),
    school_latitude: s.lat,
    school_longitude: s.lng,
    grade: s.phase,
  }));
}

/**
 * POST /api/property/nearest/stops/explorer: active bus stops or stations nearest first, one
 * per name.
 */
export async function stops(ctx: AppContext, body: StopsBody): Promise<StopRow[]> {
  const point = { lat: body.latitude, lng: body.longitude };
  const rows = await nearestByRadius(STOP_LIST_RADII[body.kind], body.limit, (r) =>
    repo.namedStopsWithin(ctx.readDatabase.db, body.kind, point, r, body.limit),
  );
  return rows.map((t) => ({
    stop_name: t.name,
    stop_code: t.atco_code,
    kind: body.kind,
    stop_distance: metres(t.distance),
    stop_latitude: t.lat,
    stop_longitude: t.lng,
  }));
}

/** GET /api/property/nearest/facilities: nearest school, bus stop and station to a postcode. */
export async function facilities(ctx: AppContext, query: FacilitiesQuery): Promise<Facilities> {
  const db = ctx.readDatabase.db;
  const pc = await repo.postcode(db, query.postCode!);
  if (!pc || pc.lat === null || pc.lng === null) throw notFound('Postcode not found');
  const point = { lat: pc.lat, lng: pc.lng };
  const [school, bus, rail] = await Promise.all([
    nearestByRadius(SEARCH_RADII.school, 1, (r) => repo.schoolsWithin(db, point, r, 1)),
    nearestByRadius(SEARCH_RADII.bus, 1, (r) => repo.stopsWithin(db, 'bus', point, r, 1)),
    nearestByRadius(SEARCH_RADII.rail, 1, (r) => repo.stopsWithin(db, 'rail', point, r, 1)),
  ]);
  const s = school[0];
  const b = bus[0];
  const t = rail[0];
  return {
    post_code: pc.postcode,
    latitude: pc.lat,
    longitude: pc.lng,
    nearestSchoolName: s?.name ?? null,
    nearestSchoolDistanceMts: s ? metres(s.distance) : null,
    nearestSchoolOSRating: s?.ofsted_rating ?? null,
    schoolLatitude: s?.lat ?? null,
    schoolLongitude: s?.lng ?? null,
    nearestBusStopName: b?.name ?? null,
    nearestBusStopDistanceMts: b ? metres(b.distance) : null,
    busLatitude: b?.lat ?? null,
    busLongitude: b?.lng ?? null,
    nearestRailwayStationName: t?.name ?? null,
    nearestRailwayStationDistanceMts: t ? metres(t.distance) : null,
    railwayLatitude: t?.lat ?? null,
    railwayLongitude: t?.lng ?? null,
  };
}

/**
 * GET /api/property/deprivation: the postcode's LSOA and its IMD rank (from the LSOA table,
 * else the postcode's own rank as NSPL carries it). 404 without a ranked LSOA.
 */
export async function deprivation(ctx: AppContext, query: DeprivationQuery): Promise<Deprivation> {
  const db = ctx.readDatabase.db;
  const pc = await repo.postcode(db, query.postCode!);
  if (!pc?.lsoa_code) throw notFound('No deprivation data for this postcode');
  const area = await repo.lsoa(db, pc.lsoa_code);
  const rank = area?.imd_rank ?? pc.imd_rank;
  if (rank === null) throw notFound('No deprivation data for this postcode');
  const count =
    area?.imd_nation_count ?? nationCountOf(pc.lsoa_code, area?.ranked_in_nation ?? null);
  return {
    lsoaCode: pc.lsoa_code,
    lsoaName: area?.name ?? null,
    imdRank: rank,
    imdDecile: area?.imd_decile ?? null,
    moreDeprived: count === null ? null : moreDeprivedPercent(rank, count),
    nationCount: count,
    vintage: area?.imd_vintage ?? null,
  };
}
