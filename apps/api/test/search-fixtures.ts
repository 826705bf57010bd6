import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { yieldFlag } from '@yardstick/core/estimates/yield-band';
import { SCHOOL_RATINGS } from '@yardstick/core/search/constants';
import type { Database } from '@yardstick/db/schema';
import { SESSION_COOKIE } from '../src/modules/accounts/cookies.ts';
import { hashToken, newToken } from '../src/lib/tokens.ts';
import { Random } from '@yardstick/core/random/seeded-random';

/**
 * Test fixtures of the search: a small geography (postcodes, districts, local authorities,
 * counties), seeded random listings spread over it with every searchable field (nulls and
 * ties included on purpose), and signed-in users. Used by the search, favourites,
 * locations and aggregates tests; not part of the running app.
 */

type Db = Kysely<Database>;

/**
 * The fixtures' random stream: core's one seeded generator (random/seeded-random), with the
 * `orNull` the listing generator uses. A seed gives the same listings everywhere.
 */
export class Prng extends Random {
  /** The value, or null with probability p. */
  orNull<T>(p: number, value: () => T): T | null {
    return this.chance(p) ? null : value();
  }
}

// ---- geography ----

export interface DistrictFixture {
  district: string;
  lat: number;
  lng: number;
  towns: string;
  nearby: string[];
  /** Local authority of each sector's postcodes: [sector digit, lad code, county code]. */
  sectors: [number, string, string][];
}

export const LADS = [
  { code: 'E06000038', name: 'Reading', county: 'E99999999' },
  { code: 'E07000179', name: 'South Oxfordshire', county: 'E10000025' },
  { code: 'E08000003', name: 'Manchester', county: 'E11000001' },
  { code: 'E08000012', name: 'Liverpool', county: 'E11000002' },
];
export const COUNTIES = [
  { code: 'E10000025', name: 'Oxfordshire' },
  { code: 'E11000001', name: 'Greater Manchester' },
  { code: 'E11000002', name: 'Merseyside' },
];

export const DISTRICTS: DistrictFixture[] = [
  {
    district: 'RG1',
    lat: 51.4545,
    lng: -0.978,
    towns: 'Reading',
    nearby: ['RG2', 'RG30', 'RG4'],
    sectors: [
      [1, 'E06000038', 'E99999999'],
      [2, 'E06000038', 'E99999999'],
      [5, 'E06000038', 'E99999999'],
    ],
  },
  {
    district: 'RG2',
    lat: 51.43,
    lng: -0.95,
    towns: 'Reading, Earley',
    nearby: ['RG1'],
    sectors: [
      [0, 'E06000038', 'E99999999'],
      [7, 'E06000038', 'E99999999'],
    ],
  },
  {
    district: 'RG30',
    lat: 51.455,
    lng: -1.02,
    towns: 'Reading, Tilehurst',
    nearby: ['RG1'],
    sectors: [
      [1, 'E06000038', 'E99999999'],
      [4, 'E06000038', 'E99999999'],
    ],
  },
  {
    district: 'RG4',
    lat: 51.48,
    lng: -0.97,
    towns: 'Caversham, Emmer Green',
    nearby: ['RG1'],
    sectors: [
      [5, 'E06000038', 'E99999999'],
      [7, 'E07000179', 'E10000025'],
      [8, 'E07000179', 'E10000025'],
    ],
  },
  {
    district: 'M21',
    lat: 53.441,
    lng: -2.277,
    towns: 'Chorlton-cum-Hardy, Manchester',
    nearby: ['M20'],
    sectors: [
      [0, 'E08000003', 'E11000001'],
      [7, 'E08000003', 'E11000001'],
      [8, 'E08000003', 'E11000001'],
    ],
  },
  {
    district: 'M20',
    lat: 53.425,
    lng: -2.232,
    towns: 'Didsbury, Manchester',
    nearby: ['M21'],
    sectors: [
      [2, 'E08000003', 'E11000001'],
      [6, 'E08000003', 'E11000001'],
    ],
  },
  {
    district: 'L24',
    lat: 53.346,
    lng: -2.845,
    towns: 'Speke, Hale',
    nearby: [],
    sectors: [
      [1, 'E08000012', 'E11000002'],
      [9, 'E08000012', 'E11000002'],
    ],
  },
];

export interface PostcodeFixture {
  postcode: string;
  area: string;
  district: string;
  sector: string;
  lat: number;
  lng: number;
  lad: string;
  county: string;
}

const INCODE_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';

/** Three postcodes per sector, a few hundred metres around the district's centre. */
export function postcodeFixtures(): PostcodeFixture[] {
  const random = new Prng(7);
  const result: PostcodeFixture[] = [];
  for (const d of DISTRICTS) {
    for (const [digit, lad, county] of d.sectors) {
      for (let i = 0; i < 3; i++) {
        const unit = `${INCODE_LETTERS[i]}${INCODE_LETTERS[(digit + i * 3) % INCODE_LETTERS.length]}`;
        result.push({
          postcode: `${d.district} ${digit}${unit}`,
          area: d.district.replace(/\d.*$/, ''),
          district: d.district,
          sector: `${d.district} ${digit}`,
          lat: d.lat + (random.next() - 0.5) * 0.02,
          lng: d.lng + (random.next() - 0.5) * 0.03,
          lad,
          county,
        });
      }
    }
  }
  return result;
}

/** Loads the geography and rebuilds search_places. */
export async function seedGeography(db: Db): Promise<PostcodeFixture[]> {
  const postcodes = postcodeFixtures();
  await db.insertInto('counties').values(COUNTIES).execute();
  await db
    .insertInto('local_authorities')
    .values(LADS.map((l) => ({ code: l.code, name: l.name, county_code: l.county })))
    .execute();
  await db
    .insertInto('postcode_districts')
    .values(
      DISTRICTS.map((d) => ({
        district: d.district,
        area: d.district.replace(/\d.*$/, ''),
        town: d.towns,
        lat: d.lat,
        lng: d.lng,
        nearby_districts: d.nearby,
      })),
    )
    .execute();
  await db
    .insertInto('postcodes')
    .values(
      postcodes.map((p) => ({
        postcode: p.postcode,
        area: p.area,
        district: p.district,
        sector: p.sector,
        lat: p.lat,
        lng: p.lng,
        lad_code: p.lad,
        county_code: p.county,
        source: 'test',
      })),
    )
    .execute();
  await sql`REFRESH MATERIALIZED VIEW search_places`.execute(db);
  await sql`INSERT INTO app_settings (key, value) VALUES ('search_places_refreshed', '{"latestImport":null}'::jsonb)
            ON CONFLICT (key) DO NOTHING`.execute(db);
  return postcodes;
}

// ---- listings ----

/** Words of listing texts: each is its own lexeme under the 'english' configuration. */
export const VOCABULARY = [
  'garden',
  'garage',
  'parking',
  'cash',
  'auction',
  'hmo',
  'balcony',
  'kitchen',
  'chain',
  'conservatory',
  'driveway',
  'cellar',
  'loft',
  'freehold',
  'leasehold',
  'tenant',
  'renovation',
  'views',
  'river',
  'station',
] as const;

export interface ListingFixture {
  id: number;
  source_ref: string;
  transaction_type: 'sale' | 'rent';
  status: string;
  list_price: number | null;
  bedrooms: number | null;
  total_floor_area: number | null;
  property_type: string | null;
  property_sub_type: string | null;
  postcode: string | null;
  area: string | null;
  district: string | null;
  sector: string | null;
  address: string | null;
  lat: number | null;
  lng: number | null;
  summary: string;
  features: string[];
  /** Every vocabulary word in summary and features. */
  words: Set<string>;
  listed_on: string | null;
  updated_on: string;
  range1_price: number | null;
  range2_price: number | null;
  avg_bmv: number | null;
  roi: number | null;
  avg_yield: number | null;
  /** Core's yieldFlag of avg_yield (stored by the derive step). */
  yield_flag: boolean | null;
  /** A BMV on a low-confidence estimate (stored by the derive step). */
  bmv_low_confidence: boolean | null;
  /** Price warning codes (stored by the derive step; core listings/price-warnings.ts). */
  price_warnings: string[];
  /** The estimate's confidence (stored by the derive step): High, Medium or Low. */
  estimate_confidence: string | null;
  crime_rate: number | null;
  more_deprived: number | null;
  price_variation: number | null;
  nearest_school_distance_m: number | null;
  nearest_school_rating: string | null;
  nearest_bus_stop_distance_m: number | null;
  nearest_station_distance_m: number | null;
  rental_demand: string | null;
  negative_equity: boolean | null;
  with_sale_history: boolean | null;
  plot_area: number | null;
  main_image: string | null;
  agent: boolean;
}

const STATUSES = [
  'available',
  'available',
  'available',
  'sold_stc',
  'under_offer',
  'reserved',
  'sold',
  'withdrawn',
];
const SUB_TYPES: Record<string, string[]> = {
  T: ['Terraced', 'End of Terrace'],
  D: ['Detached', 'Detached Bungalow'],
  S: ['Semi-Detached'],
  F: ['Flat', 'Apartment', 'Studio'],
  O: [
    'Commercial Property',
    'Mixed Use',
    'Barn Conversion',
    'Retail Property (High Street)',
    'Plot',
  ],
};
const UPDATED = ['2025-01-10T09:00:00Z', '2025-02-01T12:30:00Z', '2025-03-15T08:15:00Z'];

const round = (value: number, places: number) => Number(value.toFixed(places));

/** `n` random listings (ids assigned on insert) over the postcodes; deterministic per seed. */
export function generateListings(
  seed: number,
  n: number,
  postcodes: PostcodeFixture[],
): Omit<ListingFixture, 'id'>[] {
  const r = new Prng(seed);
  const listings: Omit<ListingFixture, 'id'>[] = [];
  for (let i = 0; i < n; i++) {
    const pc = postcodes.length === 0 || r.chance(0.04) ? null : r.pick(postcodes);
    const located = pc && !r.chance(0.03);
    const type = r.orNull(0.05, () => r.pick(['T', 'D', 'S', 'F', 'O']));
    const wordCount = r.int(0, 6);
    const words = new Set<string>();
    for (let w = 0; w < wordCount; w++) words.add(r.pick(VOCABULARY));
    const wordList = [...words];
    const split = r.int(0, wordList.length);
    const range1 = r.orNull(0.1, () => r.int(8, 80) * 10_000);
    const updated = r.chance(0.3)
      ? r.pick(UPDATED)
      : new Date(Date.UTC(2024, 0, 1) + r.int(0, 400) * 86_400_000 + r.int(0, 86_399) * 1000)
          .toISOString()
          .replace('.000', '');
    listings.push({
      source_ref: `T-${seed}-${i}`,
      transaction_type: r.chance(0.1) ? 'rent' : 'sale',
      status: r.pick(STATUSES),
      list_price: r.orNull(0.05, () => r.int(5, 150) * 10_000),
      bedrooms: r.orNull(0.08, () => r.int(0, 7)),
      total_floor_area: r.orNull(0.15, () => round(20 + r.next() * 280, 1)),
      property_type: type,
      property_sub_type: type ? r.pick(SUB_TYPES[type]!) : null,
      postcode: pc?.postcode ?? null,
      area: pc?.area ?? null,
      district: pc?.district ?? null,
      sector: pc?.sector ?? null,
      address: r.orNull(0.05, () => `${r.int(1, 200)} Test Street`),
      lat: located ? round(pc.lat + (r.next() - 0.5) * 0.02, 6) : null,
      lng: located ? round(pc.lng + (r.next() - 0.5) * 0.03, 6) : null,
      summary: wordList.slice(0, split).join(' '),
      features: wordList.slice(split),
      words,
      listed_on: r.orNull(0.1, () =>
        new Date(Date.UTC(2024, 0, 1) + r.int(0, 400) * 86_400_000).toISOString().slice(0, 10),
      ),
      updated_on: updated,
      range1_price: range1,
      range2_price: range1 === null ? null : range1 + r.int(1, 8) * 10_000,
      avg_bmv: r.orNull(0.12, () => round(r.int(-300, 300) / 10, 1)),
      roi: r.orNull(0.12, () => round(r.int(-50, 150) / 10, 2)),
      // Gross yields from 0.5% to 20%: some outside the plausible band (flagged below).
      avg_yield: r.orNull(0.12, () => round(0.5 + r.int(0, 195) / 10, 2)),
      yield_flag: null,
      bmv_low_confidence: null,
      // Price warnings on a few sale listings, chosen by position (no draw from the stream).
      price_warnings:
        i % 11 === 5 ? ['shared-ownership'] : i % 13 === 7 ? ['auction', 'short-lease'] : [],
      // The estimate's confidence where there is an estimate, by position (no draw either).
      estimate_confidence: range1 === null ? null : (['High', 'Medium', 'Low'] as const)[i % 3]!,
      crime_rate: r.orNull(0.12, () => r.int(0, 40)),
      more_deprived: r.orNull(0.12, () => round(r.int(0, 1000) / 10, 1)),
      price_variation: r.orNull(0.12, () => round(r.int(-200, 50) / 10, 1)),
      nearest_school_distance_m: r.orNull(0.1, () => r.int(50, 12_000)),
      nearest_school_rating: r.orNull(0.2, () => r.pick(SCHOOL_RATINGS)),
      nearest_bus_stop_distance_m: r.orNull(0.1, () => r.int(20, 6_000)),
      nearest_station_distance_m: r.orNull(0.1, () => r.int(200, 20_000)),
      rental_demand: r.orNull(0.2, () => r.pick(['Low', 'Medium', 'High'])),
      negative_equity: r.orNull(0.3, () => r.chance(0.2)),
      with_sale_history: r.orNull(0.3, () => r.chance(0.6)),
      plot_area: r.orNull(0.2, () => round(r.next() * 3000, 1)),
      main_image: r.orNull(0.1, () => `/media/${i}.svg`),
      agent: r.chance(0.8),
    });
    // The flags the derive step stores: core's yieldFlag, and every third BMV (by its tenths)
    // on a low-confidence estimate.
    const l = listings[listings.length - 1]!;
    l.yield_flag = yieldFlag(l.avg_yield);
    l.bmv_low_confidence =
      l.avg_bmv === null ? null : Math.abs(Math.round(l.avg_bmv * 10)) % 3 === 0;
  }
  return listings;
}

/** Inserts the listings (with one agent for those that have one) and returns them with ids. */
export async function insertListings(
  db: Db,
  listings: Omit<ListingFixture, 'id'>[],
): Promise<ListingFixture[]> {
  const agent = await db
    .insertInto('agents')
    .values({
      source: 'test',
      source_ref: randomUUID(),
      name: 'Test Agents',
      contact_phone: '0118 000 0000',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const result: ListingFixture[] = [];
  for (let start = 0; start < listings.length; start += 200) {
    const batch = listings.slice(start, start + 200);
    const rows = await db
      .insertInto('listings')
      .values(
        batch.map(({ words: _words, agent: hasAgent, ...l }) => ({
          ...l,
          source: 'test',
          status: l.status as 'available',
          rental_demand: l.rental_demand as 'High' | null,
          estimate_confidence: l.estimate_confidence as 'High' | null,
          agent_id: hasAgent ? agent.id : null,
        })),
      )
      .returning('id')
      .execute();
    rows.forEach((row, i) => result.push({ ...batch[i]!, id: Number(row.id) }));
  }
  await sql`ANALYZE listings`.execute(db);
  return result;
}

// ---- users ----

export interface SignedInUser {
  userId: string;
  cookie: string;
  headers: Record<string, string>;
}

/** A verified user with a membership granting `attributes` and a live session. */
export async function signedInUser(db: Db, attributes: string[]): Promise<SignedInUser> {
  const userId = randomUUID();
  await db
    .insertInto('users')
    .values({
      id: userId,
      email: `user-${userId}@example.com`,
      first_name: 'Test',
      email_verified_at: new Date(),
    })
    .execute();
  await db
    .insertInto('user_memberships')
    .values({
      user_id: userId,
      plan: 'trial',
      attributes,
      valid_till: new Date(Date.now() + 86_400_000),
    })
    .execute();
  const { token } = newToken();
  await db
    .insertInto('user_sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      remember: true,
      expires_at: new Date(Date.now() + 86_400_000),
    })
    .execute();
  const cookie = `${SESSION_COOKIE}=${token}`;
  return { userId, cookie, headers: { cookie, 'x-requested-with': 'yardstick' } };
}
