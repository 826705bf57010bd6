import { sql, type Kysely } from 'kysely';
import type { Database } from '@yardstick/db/schema';

/**
 * The requests the search benchmarks send, drawn from the benchmark dataset: centres where
 * people live (sale listings sampled across the country), centres in the densest districts,
 * town names, unit postcodes and sale listing ids. Each builder is deterministic in `i`.
 */
export interface BenchRequest {
  url: string;
  query: Record<string, string>;
}

export interface BenchSamples {
  spots: { lat: number; lng: number; district: string }[];
  denseSpots: { lat: number; lng: number }[];
  towns: { name: string }[];
  postcodes: { postcode: string }[];
  saleIds: { id: number; postcode: string; lat: number; lng: number }[];
}

export async function loadBenchSamples(db: Kysely<Database>): Promise<BenchSamples> {
  const { rows: spots } = await sql<BenchSamples['spots'][number]>`
    SELECT lat, lng, district FROM listings TABLESAMPLE SYSTEM (2) REPEATABLE (5)
    WHERE transaction_type = 'sale' AND lat IS NOT NULL LIMIT 5000`.execute(db);
  const { rows: towns } = await sql<{ name: string }>`
    SELECT name FROM search_places WHERE kind = 'town' AND length(name) >= 5
    ORDER BY weight DESC NULLS LAST LIMIT 400`.execute(db);
  const { rows: postcodes } = await sql<{ postcode: string }>`
    SELECT postcode FROM postcodes TABLESAMPLE SYSTEM (1) REPEATABLE (9) LIMIT 2000`.execute(db);
  const { rows: denseSpots } = await sql<{ lat: number; lng: number }>`
    SELECT lat, lng FROM listings TABLESAMPLE SYSTEM (5) REPEATABLE (6)
    WHERE transaction_type = 'sale' AND lat IS NOT NULL AND district IN (
      SELECT district FROM listings WHERE transaction_type = 'sale'
      GROUP BY district ORDER BY count(*) DESC LIMIT 100)
    LIMIT 2000`.execute(db);
  const { rows: saleIds } = await sql<BenchSamples['saleIds'][number]>`
    SELECT id::int AS id, postcode, lat, lng FROM listings TABLESAMPLE SYSTEM (1) REPEATABLE (11)
    WHERE transaction_type = 'sale' AND status <> 'withdrawn' AND lat IS NOT NULL
      AND postcode IS NOT NULL
    LIMIT 5000`.execute(db);
  return { spots, denseSpots, towns, postcodes, saleIds };
}

export const SEARCH_URL = '/api/property/_s/property/estimates';

export const NATIONWIDE_FILTERS: Record<string, string>[] = [
  {},
  { propertyTypes: 'T,S', minPrice: '150000', maxPrice: '350000' },
  { minBeds: '3', bmv: 'true' },
  { soldSTC: 'false', maxMarketValue: '-10' },
  { propertyTypes: 'F', maxPrice: '200000', minBeds: '2' },
  { rentalDemand: 'High', minBeds: '4' },
];

export const KEYWORDS = [
  'garden',
  'cash',
  'hmo',
  'auction',
  'conservatory',
  'balcony',
  'garage',
  'chain',
];

const pick = <T>(list: T[], i: number): T => list[(i * 7919) % list.length]!;

export function benchRequests(s: BenchSamples) {
  const circle = (i: number, radius: number) => {
    const spot = pick(s.spots, i);
    return { latitude: String(spot.lat), longitude: String(spot.lng), radius: String(radius) };
  };
  return {
    circle,
    radiusSearch: (i: number, extra: Record<string, string> = {}): BenchRequest => ({
      url: SEARCH_URL,
      query: { ...circle(i, 1500), ...extra },
    }),
    nationwide: (i: number, extra: Record<string, string> = {}): BenchRequest => ({
      url: SEARCH_URL,
      query: { ...NATIONWIDE_FILTERS[i % NATIONWIDE_FILTERS.length]!, ...extra },
    }),
    keyword: (i: number): BenchRequest => ({
      url: SEARCH_URL,
      query:
        i % 3 === 2
          ? { matchAnyKeywords: `${KEYWORDS[i % 8]},${KEYWORDS[(i + 3) % 8]}` }
          : { matchAllKeywords: KEYWORDS[i % KEYWORDS.length]! },
    }),
    keywordRadius: (i: number): BenchRequest => ({
      url: SEARCH_URL,
      query: { ...circle(i + 2, 5000), matchAllKeywords: KEYWORDS[i % KEYWORDS.length]! },
    }),
    town: (i: number): BenchRequest => ({
      url: SEARCH_URL,
      query: { searchText: s.towns[i % s.towns.length]!.name },
    }),
    suggestions: (i: number): BenchRequest => {
      const q =
        i % 3 === 0
          ? s.towns[i % s.towns.length]!.name.slice(0, 3 + (i % 4))
          : s.postcodes[i % s.postcodes.length]!.postcode.slice(0, 2 + (i % 6));
      return { url: '/api/master/postcode/area', query: { q } };
    },
    markers: (i: number): BenchRequest => {
      const spot = pick(s.denseSpots, i);
      return {
        url: '/api/property/_s/property/estimates/map',
        query: { latitude: String(spot.lat), longitude: String(spot.lng), radius: '1500' },
      };
    },
    details: (i: number): BenchRequest => ({
      url: `/api/property-estimates/${pick(s.saleIds, i).id}`,
      query: {},
    }),
  };
}
