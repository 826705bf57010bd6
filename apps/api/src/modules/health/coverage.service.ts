import type { Coverage, CoveragePlace } from '@yardstick/core/coverage';
import type { AppContext } from '../../context.ts';
import { listingsByDistrict, type CoverageRow } from './coverage.repository.ts';
import { readDataMode } from './health.repository.ts';

/** Title case of an upper-case town ('READING' -> 'Reading'); other text as it is. */
const titleCase = (text: string) =>
  text === text.toUpperCase()
    ? text.toLowerCase().replace(/(^|[\s-])\p{L}/gu, (c) => c.toUpperCase())
    : text;

/** Districts grouped by town, most listings first; places in name order. */
export function groupCoverage(rows: readonly CoverageRow[]): CoveragePlace[] {
  const byPlace = new Map<string, CoveragePlace>();
  for (const row of rows) {
    const place = row.place ? titleCase(row.place) : row.district;
    const entry = byPlace.get(place) ?? { place, districts: [], listings: 0 };
    entry.districts.push(row.district);
    entry.listings += row.listings;
    byPlace.set(place, entry);
  }
  return [...byPlace.values()].sort((a, b) => a.place.localeCompare(b.place, 'en-GB'));
}

/** How long an answer is reused: the demo's listings only change when the demo is rebuilt. */
const CACHE_MS = 60_000;
const cache = new WeakMap<object, { at: number; value: Coverage }>();

/** Where the listings are, on demo data (docs/http-api.md); null places on other data. */
export async function getCoverage(ctx: AppContext, now = Date.now()): Promise<Coverage> {
  const cached = cache.get(ctx.readDatabase);
  if (cached && now - cached.at < CACHE_MS) return cached.value;
  const mode = await readDataMode(ctx.database.db);
  const value: Coverage = {
    places: mode === 'demo' ? groupCoverage(await listingsByDistrict(ctx.readDatabase.db)) : null,
  };
  cache.set(ctx.readDatabase, { at: now, value });
  return value;
}
