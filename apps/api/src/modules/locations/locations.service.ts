import { boundingBox } from '@yardstick/core/geo/haversine';
import { SEARCH_LIMITS } from '@yardstick/core/search/constants';
import type { LocationQuery, LocationSuggestion } from '@yardstick/core/search/location-suggestion';
import type {
  PostCodePolygon,
  PostCodePolygonQuery,
} from '@yardstick/core/search/post-code-polygon';
import { toPageInfo, type Page } from '@yardstick/core/search/responses';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import * as repo from './locations.repository.ts';

/** How often a process checks whether an import calls for rebuilding search_places. */
const FRESHNESS_CHECK_MS = 60_000;
const lastChecked = new WeakMap<object, number>();
const refreshing = new WeakMap<object, Promise<void>>();

/**
 * Makes sure search_places reflects the latest import: rebuilt once after each successful
 * import (checked at most once a minute per process, unless `checkNow`). `rebuild` forces
 * a rebuild (after loading reference data by other means, as tests do).
 */
export async function ensurePlacesFresh(
  ctx: AppContext,
  options: { checkNow?: boolean; rebuild?: boolean } = {},
): Promise<void> {
  const key = ctx.database;
  const now = Date.now();
  const due = now - (lastChecked.get(key) ?? 0) >= FRESHNESS_CHECK_MS;
  if (!due && !options.checkNow && !options.rebuild) return;
  lastChecked.set(key, now);
  const running = refreshing.get(key);
  if (running) return running;
  const job = (async () => {
    const db = ctx.database.db;
    const state = await repo.placesFreshness(db);
    const stale = state.built
      ? state.builtAfter !== state.latestImport
      : state.latestImport !== null;
    if (!stale && !options.rebuild) return;
    await repo.refreshPlaces(db, state.latestImport, ctx.database.engine === 'postgres');
  })().finally(() => refreshing.delete(key));
  refreshing.set(key, job);
  return job;
}

// ---- suggestions ----

const CODE_LIKE = /^[a-z]{1,2}\d/;

function compact(text: string): string {
  return text.replace(/\s+/g, '').toLowerCase();
}

function placeLabel(row: repo.PlaceRow): string {
  if ((row.kind === 'sector' || row.kind === 'district') && row.context) {
    return `${row.name}, ${row.context}`;
  }
  return row.name;
}

function placeSuggestion(row: repo.PlaceRow): LocationSuggestion {
  return {
    type: row.kind,
    code: row.code,
    label: placeLabel(row),
    latitude: row.lat,
    longitude: row.lng,
  };
}

/**
 * Suggestions as the user types: for a code-like text ('rg1', 'RG1 5A') the matching
 * district, sectors and postcodes; for a name ('read') towns, local authorities and
 * counties whose name starts with it. Exact matches come first.
 */
export async function suggestLocations(
  ctx: AppContext,
  query: LocationQuery,
): Promise<LocationSuggestion[]> {
  const text = (query.q ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  if (text.length === 0) return [];
  await ensurePlacesFresh(ctx);
  const db = ctx.readDatabase.db;
  const limit = query.limit;
  if (CODE_LIKE.test(text)) {
    const key = compact(text);
    const [places, postcodes] = await Promise.all([
      repo.placesByPrefix(db, key, ['district', 'sector', 'town', 'county'], limit),
      key.length >= 3 ? repo.postcodesByPrefix(db, key.toUpperCase(), limit) : [],
    ]);
    const postcodeSuggestions: LocationSuggestion[] = postcodes.map((p) => ({
      type: 'postcode',
      code: p.postcode,
      label: p.town ? `${p.postcode}, ${p.town}` : p.postcode,
      latitude: p.lat,
      longitude: p.lng,
    }));
    const codes = places.filter((p) => p.kind === 'district' || p.kind === 'sector');
    const others = places.filter((p) => p.kind !== 'district' && p.kind !== 'sector');
    // A full outcode typed: its district, then sectors; a longer text: postcodes first.
    const merged =
      key.length > 4
        ? [...postcodeSuggestions, ...codes.map(placeSuggestion)]
        : [...codes.map(placeSuggestion), ...postcodeSuggestions];
    return [...merged, ...others.map(placeSuggestion)].slice(0, limit);
  }
  const places = await repo.placesByPrefix(
    db,
    text,
    ['town', 'county', 'district', 'sector'],
    limit,
  );
  return places.map(placeSuggestion);
}

// ---- place names and codes in the search filter ----

/**
 * The postcode districts of places named in a search, keyed by the code or the lower-case
 * name asked for. A name matches a town, local authority or county exactly (any letter
 * case); several places of that name give the union of their districts.
 */
export async function placeDistricts(
  ctx: AppContext,
  codes: string[],
  names: string[],
): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  if (codes.length === 0 && names.length === 0) return result;
  await ensurePlacesFresh(ctx);
  const lowerNames = names.map((n) => n.toLowerCase());
  const rows = await repo.placesByCodeOrName(ctx.readDatabase.db, codes, lowerNames);
  for (const row of rows) {
    const keys = [
      row.code,
      ...(row.kind === 'town' || row.kind === 'county' ? [row.search_key] : []),
    ];
    for (const key of keys) {
      const merged = new Set([...(result.get(key) ?? []), ...row.districts]);
      result.set(key, [...merged].sort());
    }
  }
  return result;
}

// ---- postcodes ----

/** The postcodes' centroids, by postcode (one without coordinates is left out). */
export async function postcodeCentroids(
  ctx: AppContext,
  postcodes: string[],
): Promise<Map<string, { lat: number; lng: number }>> {
  const rows = await repo.postcodeCentroids(ctx.readDatabase.db, [...new Set(postcodes)]);
  return new Map(rows.map((r) => [r.postcode, { lat: r.lat, lng: r.lng }]));
}

// ---- plot polygons ----

/** '((lng,lat),(lng,lat),...)' -> [[lat, lng], ...] */
export function parsePolygonShape(shape: string): [number, number][] {
  const points: [number, number][] = [];
  const pattern = /\(\s*(-?[\d.eE+-]+)\s*,\s*(-?[\d.eE+-]+)\s*\)/g;
  for (const match of shape.matchAll(pattern)) {
    points.push([Number(match[2]), Number(match[1])]);
  }
  return points;
}

function toPolygon(row: repo.PolygonRow): PostCodePolygon {
  return {
    id: String(row.id),
    postCode: row.postcode,
    polygonCoordinates: parsePolygonShape(row.shape),
    totalArea: row.area_m2,
    perimeter: row.perimeter_m,
  };
}

export async function polygonsNear(
  ctx: AppContext,
  query: PostCodePolygonQuery,
): Promise<Page<PostCodePolygon>> {
  const lat = query.latitude!;
  const lng = query.longitude!;
  const circle = { lat, lng, radius: query.radius, box: boundingBox(lat, lng, query.radius) };
  const db = ctx.readDatabase.db;
  const cap = SEARCH_LIMITS.exactCountLimit;
  const [rows, total] = await Promise.all([
    repo.polygonsNear(db, circle, { limit: query.size, offset: query.from }),
    repo.countPolygonsNear(db, circle, cap + 1),
  ]);
  const count =
    total > cap
      ? { value: cap, relation: 'gte' as const }
      : { value: total, relation: 'eq' as const };
  return {
    content: rows.map(toPolygon),
    page: toPageInfo(Math.floor(query.from / query.size), query.size, rows.length, count),
  };
}

export async function polygonById(ctx: AppContext, id: string): Promise<PostCodePolygon> {
  const row = await repo.polygonById(ctx.readDatabase.db, id);
  if (!row) throw notFound('No data found');
  return toPolygon(row);
}
