import { readFileSync } from 'node:fs';
import { sql, type Kysely } from 'kysely';
import { Random } from '@yardstick/core/random/seeded-random';
import type { Database } from '@yardstick/db/schema';

/**
 * The synthetic nationwide dataset of the search benchmark: postcode districts of Great
 * Britain with their real centroids, towns and household counts (the demo's ONSPD-derived
 * reference file), about 1.7 million generated unit postcodes around them, and sale and
 * rental listings spread in proportion to households, with every searchable field filled
 * with plausible values. Deterministic for a seed. Loaded with unnest() arrays in batches,
 * secondary indexes dropped during the load and rebuilt after it.
 */

type Db = Kysely<Database>;

export const DATASET_VERSION = 6;

const DISTRICTS_CSV = new URL(
  '../../pipeline/src/demo/reference/postcode-districts.csv',
  import.meta.url,
);

export interface BenchDistrict {
  district: string;
  area: string;
  lat: number;
  lng: number;
  towns: string;
  county: string;
  region: string;
  activePostcodes: number;
  households: number;
  nearby: string[];
  /** Spread of its postcodes around the centroid, in degrees of latitude. */
  spread: number;
}

function parseCsvLine(line: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      out.push(field);
      field = '';
    } else field += ch;
  }
  out.push(field);
  return out;
}

export function readDistricts(): BenchDistrict[] {
  const lines = readFileSync(DISTRICTS_CSV, 'utf8').trim().split(/\r?\n/);
  const header = parseCsvLine(lines[0]!);
  const col = (name: string) => header.indexOf(name);
  const districts = lines.slice(1).map((line) => {
    const f = parseCsvLine(line);
    const district = f[col('district')]!;
    return {
      district,
      area: district.replace(/\d.*$/, ''),
      lat: Number(f[col('lat')]),
      lng: Number(f[col('lng')]),
      towns: f[col('town')] ?? '',
      county: f[col('county')] ?? '',
      region: f[col('region')] ?? '',
      activePostcodes: Math.max(1, Number(f[col('active_postcodes')]) || 1),
      households: Math.max(50, Number(f[col('households')]) || 50),
      nearby: (f[col('nearby')] ?? '').split(' ').filter(Boolean),
      spread: 0,
    };
  });
  // A district's postcodes spread over about 40% of the distance to its nearest neighbour.
  for (const d of districts) {
    let nearest = Infinity;
    const cos = Math.cos((d.lat * Math.PI) / 180);
    for (const o of districts) {
      if (o === d) continue;
      const dy = o.lat - d.lat;
      const dx = (o.lng - d.lng) * cos;
      nearest = Math.min(nearest, dx * dx + dy * dy);
    }
    d.spread = Math.min(0.08, Math.max(0.004, 0.4 * Math.sqrt(nearest)));
  }
  return districts;
}

const INCODE_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';

interface PostcodeSet {
  codes: string[];
  lat: Float64Array;
  lng: Float64Array;
}

/** Unit postcodes of a district: active_postcodes of them over a few sectors. */
function districtPostcodes(d: BenchDistrict, rng: Random): PostcodeSet {
  const sectorCount = Math.min(9, Math.max(1, Math.round(d.activePostcodes / 300)));
  const digits = [...'0123456789'].sort(() => rng.next() - 0.5).slice(0, sectorCount);
  const perSector = Math.min(400, Math.ceil(d.activePostcodes / sectorCount));
  const codes: string[] = [];
  const lats: number[] = [];
  const lngs: number[] = [];
  const cos = Math.cos((d.lat * Math.PI) / 180);
  for (const digit of digits) {
    const sLat = d.lat + rng.normal() * d.spread * 0.5;
    const sLng = d.lng + (rng.normal() * d.spread * 0.5) / cos;
    for (let u = 0; u < perSector && codes.length < d.activePostcodes; u++) {
      codes.push(
        `${d.district} ${digit}${INCODE_LETTERS[Math.floor(u / 20)]}${INCODE_LETTERS[u % 20]}`,
      );
      lats.push(sLat + rng.normal() * d.spread * 0.35);
      lngs.push(sLng + (rng.normal() * d.spread * 0.35) / cos);
    }
  }
  return { codes, lat: Float64Array.from(lats), lng: Float64Array.from(lngs) };
}

const REGION_PRICE: Record<string, number> = {
  London: 560_000,
  'South East': 400_000,
  'East Of England': 340_000,
  'South West': 320_000,
  'West Midlands': 250_000,
  'East Midlands': 240_000,
  'Yorkshire And The Humber': 210_000,
  'North West': 215_000,
  'North East': 165_000,
  Wales: 210_000,
  Scotland: 190_000,
};

const TYPE_FACTOR = { T: 0.85, S: 1.0, D: 1.55, F: 0.7, O: 1.1 } as const;
const SUB_TYPES = {
  T: ['Terraced', 'End of Terrace', 'Town House'],
  S: ['Semi-Detached', 'Semi-Detached Bungalow'],
  D: ['Detached', 'Detached Bungalow'],
  F: ['Flat', 'Apartment', 'Maisonette', 'Studio'],
  O: [
    'Commercial Property',
    'Mixed Use',
    'Land',
    'Barn Conversion',
    'Retail Property (High Street)',
  ],
} as const;
const FEATURES = [
  'Rear garden',
  'Front and rear gardens',
  'Off-road parking',
  'Garage and driveway',
  'Allocated parking',
  'Gas central heating',
  'Double glazing throughout',
  'Modern kitchen',
  'Recently refurbished',
  'Period features',
  'No onward chain',
  'Close to schools',
  'Near the station',
  'Conservatory',
  'Loft conversion',
  'En-suite to the main bedroom',
  'Open-plan living',
  'South-facing garden',
  'Balcony',
  'Lift access',
  'Freehold',
  'Leasehold',
  'Share of freehold',
  'Utility room',
  'Downstairs cloakroom',
  'Village location',
  'Walking distance to the town centre',
  'Requires modernisation',
  'Ideal first home',
  'Investment opportunity',
];
const SCHOOL_RATINGS = ['Outstanding', 'Good', 'Requires improvement', 'Inadequate'];

/** Column order of the listing rows below (unnest arrays, one per column). */
const LISTING_COLUMNS: [string, string][] = [
  ['source_ref', 'text'],
  ['transaction_type', 'text'],
  ['status', 'text'],
  ['agent_id', 'bigint'],
  ['list_price', 'integer'],
  ['address', 'text'],
  ['town', 'text'],
  ['postcode', 'text'],
  ['area', 'text'],
  ['district', 'text'],
  ['sector', 'text'],
  ['lat', 'float8'],
  ['lng', 'float8'],
  ['property_type', 'text'],
  ['property_sub_type', 'text'],
  ['bedrooms', 'smallint'],
  ['total_floor_area', 'numeric'],
  ['summary', 'text'],
  ['description', 'text'],
  ['features', 'text'],
  ['main_image', 'text'],
  ['listed_on', 'date'],
  ['updated_on', 'timestamptz'],
  ['first_listed_price', 'integer'],
  ['range1_price', 'integer'],
  ['range2_price', 'integer'],
  ['avg_bmv', 'numeric'],
  ['rent_estimate', 'integer'],
  ['avg_yield', 'numeric'],
  ['roi', 'numeric'],
  ['crime_rate', 'integer'],
  ['more_deprived', 'numeric'],
  ['nearest_school_distance_m', 'integer'],
  ['nearest_school_rating', 'text'],
  ['nearest_bus_stop_distance_m', 'integer'],
  ['nearest_station_distance_m', 'integer'],
  ['rental_demand', 'text'],
  ['price_variation', 'numeric'],
  ['negative_equity', 'boolean'],
  ['with_sale_history', 'boolean'],
  ['plot_area', 'numeric'],
];

type Cell = string | number | boolean | null;

// Weight tables of the generator (module constants: Random compiles each table once).
const TYPE_WEIGHTS = { T: 28, S: 25, D: 17, F: 27, O: 3 };
const RENT_STATUS_WEIGHTS = { available: 60, let_agreed: 35, withdrawn: 5 };
const SALE_STATUS_WEIGHTS = {
  available: 70,
  sold_stc: 15,
  under_offer: 8,
  reserved: 2,
  sold: 1,
  withdrawn: 4,
};
const DAY = 86_400_000;
const AS_OF = Date.UTC(2025, 5, 30);
const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

function listingRow(
  rng: Random,
  i: number,
  sale: boolean,
  d: BenchDistrict,
  pcs: PostcodeSet,
  agents: number,
): Cell[] {
  const k = rng.int(0, pcs.codes.length - 1);
  const postcode = pcs.codes[k]!;
  const lat = pcs.lat[k]! + rng.normal() * 0.0004;
  const lng = pcs.lng[k]! + rng.normal() * 0.0006;
  const type = rng.weighted(TYPE_WEIGHTS);
  const bedrooms =
    type === 'F' ? rng.int(0, 3) : type === 'O' ? rng.int(0, 4) : rng.int(type === 'D' ? 3 : 2, 6);
  const base = (REGION_PRICE[d.region] ?? 230_000) * TYPE_FACTOR[type] * (0.7 + bedrooms * 0.12);
  const value = base * Math.exp(rng.normal() * 0.3);
  const town = d.towns.split(',')[0]?.trim() || d.district;
  const features: string[] = [];
  for (let f = rng.int(4, 8); f > 0; f--) features.push(rng.pick(FEATURES));
  const cash = sale && rng.chance(0.05);
  const auction = sale && !cash && rng.chance(0.04);
  const hmo = type !== 'F' && bedrooms >= 4 && rng.chance(0.15);
  if (cash) features.push('Cash buyers only');
  if (auction) features.push('For sale by auction');
  if (hmo) features.push('Licensed HMO');
  const listedDays = rng.int(0, 330);
  const listed = AS_OF - listedDays * DAY;
  const updated = listed + Math.floor(rng.next() * listedDays * DAY);
  const subType = rng.pick(SUB_TYPES[type]);
  const words = `${bedrooms} bedroom ${subType.toLowerCase()} in ${town}`;
  const summary = `${words}. ${features.slice(0, 3).join(', ')}.`;
  const description = [
    `A well presented ${words}, close to local shops, schools and transport links.`,
    `The accommodation comprises an entrance hall, ${bedrooms > 1 ? 'a living room, ' : ''}a kitchen and ${bedrooms} bedroom${bedrooms === 1 ? '' : 's'}.`,
    `Outside there is ${features.includes('Rear garden') ? 'an enclosed rear garden' : 'communal space'}.`,
    cash ? 'Offered to cash buyers only.' : auction ? 'For sale by online auction.' : '',
    hmo ? 'Currently run as a licensed HMO with a strong rental history.' : '',
    'Viewing is highly recommended.',
  ].join(' ');
  if (!sale) {
    const rent = Math.round((value * 0.055) / 12 / 25) * 25;
    return [
      `R${i}`,
      'rent',
      rng.weighted(RENT_STATUS_WEIGHTS),
      rng.int(1, agents),
      rent,
      `${rng.int(1, 150)} ${rng.pick(['High Street', 'Church Road', 'Station Road', 'Park Avenue'])}, ${town}`,
      town,
      postcode,
      d.area,
      d.district,
      postcode.slice(0, -2),
      lat,
      lng,
      type,
      subType,
      bedrooms,
      null,
      summary,
      description,
      features.join('|'),
      `/media/demo/${type.toLowerCase()}-${i % 7}.svg`,
      new Date(listed).toISOString().slice(0, 10),
      new Date(updated).toISOString(),
      rent,
      ...Array<Cell>(17).fill(null),
    ];
  }
  const listPrice = Math.max(10_000, Math.round(value / 5_000) * 5_000);
  const estimated = rng.chance(0.9);
  const bmvTrue = rng.normal() * 8 + (cash || auction ? -12 : 0);
  const mid = listPrice / (1 + bmvTrue / 100);
  const range1 = estimated ? Math.round((mid * 0.93) / 1000) * 1000 : null;
  const range2 = estimated ? Math.round((mid * 1.07) / 1000) * 1000 : null;
  const avgBmv =
    range1 !== null && range2 !== null
      ? round1(((listPrice - (range1 + range2) / 2) / ((range1 + range2) / 2)) * 100)
      : null;
  const rentEstimate = Math.round((value * (0.045 + rng.next() * 0.03)) / 12 / 25) * 25;
  const reduced = rng.chance(0.28);
  const firstPrice = reduced
    ? Math.round((listPrice * (1 + rng.next() * 0.12)) / 1000) * 1000
    : listPrice;
  return [
    `S${i}`,
    'sale',
    rng.weighted(SALE_STATUS_WEIGHTS),
    rng.int(1, agents),
    listPrice,
    `${rng.int(1, 150)} ${rng.pick(['High Street', 'Church Road', 'Station Road', 'Park Avenue', 'Mill Lane'])}, ${town}`,
    town,
    postcode,
    d.area,
    d.district,
    postcode.slice(0, -2),
    lat,
    lng,
    type,
    subType,
    bedrooms,
    rng.chance(0.7) ? round1(30 + bedrooms * 22 * Math.exp(rng.normal() * 0.15)) : null,
    summary,
    description,
    features.join('|'),
    `/media/demo/${type.toLowerCase()}-${i % 7}.svg`,
    rng.chance(0.97) ? new Date(listed).toISOString().slice(0, 10) : null,
    new Date(updated).toISOString(),
    firstPrice,
    range1,
    range2,
    avgBmv,
    rentEstimate,
    round2(((rentEstimate * 12) / listPrice) * 100),
    rng.chance(0.92) ? round2(rng.normal() * 4 + 2) : null,
    rng.chance(0.95) ? Math.round(Math.exp(rng.normal() * 0.8 + 3.5)) : null,
    rng.chance(0.95) ? round1(rng.next() * 100) : null,
    rng.chance(0.97) ? Math.round(Math.exp(rng.normal() * 0.7 + 6.3)) : null,
    rng.chance(0.85) ? rng.pick(SCHOOL_RATINGS) : null,
    rng.chance(0.97) ? Math.round(Math.exp(rng.normal() * 0.8 + 5)) : null,
    rng.chance(0.97) ? Math.round(Math.exp(rng.normal() * 0.8 + 7.6)) : null,
    rng.chance(0.9) ? rng.weighted({ Low: 30, Medium: 45, High: 25 }) : null,
    round1(((listPrice - firstPrice) / firstPrice) * 100),
    rng.chance(0.6) ? rng.chance(0.06) : null,
    rng.chance(0.62),
    type === 'F' ? null : round1(80 + Math.exp(rng.normal() * 0.8 + 5.5)),
  ];
}

async function insertRows(db: Db, table: string, columns: [string, string][], rows: Cell[][]) {
  if (rows.length === 0) return;
  const arrays = columns.map(
    ([, type], c) => sql`${rows.map((r) => r[c] ?? null)}::${sql.raw(type)}[]`,
  );
  // unnest() of several arrays zips them row by row.
  await sql`INSERT INTO ${sql.table(table)} (${sql.join(columns.map(([n]) => sql.ref(n)))})
    SELECT * FROM unnest(${sql.join(arrays)})`.execute(db);
}

async function insertListingRows(db: Db, rows: Cell[][]) {
  if (rows.length === 0) return;
  for (const row of rows) {
    if (row.length !== LISTING_COLUMNS.length) throw new Error('listing row of the wrong width');
  }
  const arrays = LISTING_COLUMNS.map(
    ([, type], c) => sql`${rows.map((r) => r[c] ?? null)}::${sql.raw(type)}[]`,
  );
  const selects = LISTING_COLUMNS.map(([name], c) =>
    name === 'features'
      ? sql`coalesce(string_to_array(${sql.ref(`u.c${c}`)}, '|'), '{}')`
      : sql.ref(`u.c${c}`),
  );
  const aliases = LISTING_COLUMNS.map((_, c) => sql.raw(`c${c}`));
  await sql`INSERT INTO listings (source, ${sql.join(LISTING_COLUMNS.map(([n]) => sql.ref(n)))})
    SELECT 'bench', ${sql.join(selects)}
    FROM unnest(${sql.join(arrays)}) AS u(${sql.join(aliases)})`.execute(db);
}

interface SecondaryIndex {
  name: string;
  definition: string;
}

async function dropSecondaryIndexes(db: Db, tables: string[]): Promise<SecondaryIndex[]> {
  const { rows } = await sql<SecondaryIndex>`
    SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
    FROM pg_index i
    WHERE i.indrelid = ANY(${tables.map((t) => `${t}`)}::regclass[])
      AND NOT i.indisunique AND NOT i.indisprimary`.execute(db);
  for (const index of rows) await sql`DROP INDEX ${sql.raw(index.name)}`.execute(db);
  return rows;
}

export interface LoadOptions {
  saleListings: number;
  rentListings: number;
  seed: number;
  /** 'district': rows grouped by district (as feeds arrive); 'random': no locality at all. */
  order: 'district' | 'random';
  log: (message: string) => void;
}

/** Replaces the dataset in the (bench) database. */
export async function loadBenchData(db: Db, options: LoadOptions): Promise<void> {
  const { log } = options;
  const rng = new Random(options.seed);
  const districts = readDistricts();
  log(`${districts.length} postcode districts`);
  await sql`TRUNCATE listings, agents, postcodes, postcode_districts, local_authorities, counties,
    plot_polygons, favourites RESTART IDENTITY CASCADE`.execute(db);
  const dropped = await dropSecondaryIndexes(db, ['listings', 'postcodes']);
  log(`dropped ${dropped.length} secondary indexes for the load`);

  // Local authorities: the CSV's county column (a local authority name), one code each.
  const lads = [...new Set(districts.map((d) => d.county).filter(Boolean))].sort();
  const ladCode = new Map(lads.map((name, i) => [name, `E0${6 + (i % 4)}${String(100_000 + i)}`]));
  const regions = [...new Set(districts.map((d) => d.region))].sort();
  const regionCode = new Map(regions.map((name, i) => [name, `E1${String(1_000_000 + i)}`]));
  await insertRows(
    db,
    'counties',
    [
      ['code', 'text'],
      ['name', 'text'],
    ],
    regions.map((name) => [regionCode.get(name)!, name]),
  );
  await insertRows(
    db,
    'local_authorities',
    [
      ['code', 'text'],
      ['name', 'text'],
    ],
    lads.map((name) => [ladCode.get(name)!, name]),
  );
  await insertRows(
    db,
    'agents',
    [
      ['source', 'text'],
      ['source_ref', 'text'],
      ['name', 'text'],
      ['contact_phone', 'text'],
    ],
    Array.from({ length: 2000 }, (_, i) => ['bench', `A${i}`, `Agent ${i}`, `0${1000 + i} 000000`]),
  );
  for (let start = 0; start < districts.length; start += 1000) {
    await sql`INSERT INTO postcode_districts (district, area, town, region, lat, lng, active_postcode_count, households, nearby_districts)
      SELECT d, a, t, r, la, ln, n, h, string_to_array(nb, ' ')
      FROM unnest(${districts.slice(start, start + 1000).map((d) => d.district)}::text[],
                  ${districts.slice(start, start + 1000).map((d) => d.area)}::text[],
                  ${districts.slice(start, start + 1000).map((d) => d.towns)}::text[],
                  ${districts.slice(start, start + 1000).map((d) => d.region)}::text[],
                  ${districts.slice(start, start + 1000).map((d) => d.lat)}::float8[],
                  ${districts.slice(start, start + 1000).map((d) => d.lng)}::float8[],
                  ${districts.slice(start, start + 1000).map((d) => d.activePostcodes)}::int[],
                  ${districts.slice(start, start + 1000).map((d) => d.households)}::int[],
                  ${districts.slice(start, start + 1000).map((d) => d.nearby.join(' '))}::text[])
             AS x(d, a, t, r, la, ln, n, h, nb)`.execute(db);
  }

  // Postcodes.
  const postcodeSets = new Map<string, PostcodeSet>();
  let batch: Cell[][] = [];
  let postcodeCount = 0;
  const postcodeColumns: [string, string][] = [
    ['postcode', 'text'],
    ['area', 'text'],
    ['district', 'text'],
    ['sector', 'text'],
    ['lat', 'float8'],
    ['lng', 'float8'],
    ['lad_code', 'text'],
    ['county_code', 'text'],
    ['source', 'text'],
  ];
  for (const d of districts) {
    const set = districtPostcodes(d, rng);
    postcodeSets.set(d.district, set);
    for (let k = 0; k < set.codes.length; k++) {
      const code = set.codes[k]!;
      batch.push([
        code,
        d.area,
        d.district,
        code.slice(0, -2),
        set.lat[k]!,
        set.lng[k]!,
        ladCode.get(d.county) ?? null,
        regionCode.get(d.region) ?? null,
        'bench',
      ]);
    }
    if (batch.length >= 20_000) {
      await insertRows(db, 'postcodes', postcodeColumns, batch);
      postcodeCount += batch.length;
      batch = [];
    }
  }
  await insertRows(db, 'postcodes', postcodeColumns, batch);
  postcodeCount += batch.length;
  log(`${postcodeCount.toLocaleString('en-GB')} postcodes`);

  // Listings, in proportion to households, inserted district by district (listing feeds
  // arrive per agent branch, so rows of one area tend to share heap pages), sales and
  // rentals mixed; within a district in random order.
  const all = options.saleListings + options.rentListings;
  const totalHouseholds = districts.reduce((sum, d) => sum + d.households, 0);
  const quotas = districts.map((d) => Math.floor((d.households / totalHouseholds) * all));
  for (let left = all - quotas.reduce((a, b) => a + b, 0); left > 0; left--) {
    quotas[rng.int(0, quotas.length - 1)]! += 1;
  }
  const order = districts.map((_, i) => i);
  if (options.order === 'random') {
    // Worst case for locality: every row from a random district.
    order.length = 0;
    quotas.forEach((q, i) => {
      for (let k = 0; k < q; k++) order.push(i);
    });
    for (let i = order.length - 1; i > 0; i--) {
      const j = rng.int(0, i);
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    quotas.fill(1);
  }
  const started = Date.now();
  let rows: Cell[][] = [];
  let made = 0;
  let sales = 0;
  for (const index of order) {
    const d = districts[index]!;
    const set = postcodeSets.get(d.district)!;
    for (let k = 0; k < quotas[index]!; k++) {
      const sale = sales < options.saleListings && rng.chance(options.saleListings / all);
      if (sale) sales += 1;
      rows.push(listingRow(rng, made, sale, d, set, 2000));
      made += 1;
      if (rows.length === 5_000) {
        await insertListingRows(db, rows);
        rows = [];
        if (made % 100_000 === 0) {
          log(
            `${made.toLocaleString('en-GB')} listings (${Math.round((Date.now() - started) / 1000)} s)`,
          );
        }
      }
    }
  }
  await insertListingRows(db, rows);

  log(`rebuilding ${dropped.length} indexes`);
  await sql`SET maintenance_work_mem = '512MB'`.execute(db);
  for (const index of dropped) await sql.raw(index.definition).execute(db);
  await sql`RESET maintenance_work_mem`.execute(db);
  await sql`VACUUM ANALYZE listings`.execute(db);
  await sql`VACUUM ANALYZE postcodes`.execute(db);
  await sql`ANALYZE postcode_districts`.execute(db);
  await sql`REFRESH MATERIALIZED VIEW search_places`.execute(db);
  await sql`ANALYZE search_places`.execute(db);
  await makePloPairs(db, log);
}

/**
 * PLO pairs (version 6): in each district, every fourth live rental becomes the rental of the
 * sale listing of the same rank (its postcode, address, location, type and bedrooms, a rent
 * of about 5% gross), and the pair is held in plo_pairs as the derive would hold it: about
 * 59,000 pairs at 1,000,000 sale and 250,000 rental listings.
 */
async function makePloPairs(db: Db, log: (message: string) => void): Promise<void> {
  await sql`DROP TABLE IF EXISTS bench_plo`.execute(db);
  await sql`
    CREATE TEMP TABLE bench_plo AS
    WITH s AS (SELECT id, district, row_number() OVER (PARTITION BY district ORDER BY id) AS rn
               FROM listings
               WHERE transaction_type = 'sale' AND status NOT IN ('withdrawn', 'sold')),
         r AS (SELECT id, district, row_number() OVER (PARTITION BY district ORDER BY id) AS rn
               FROM listings WHERE transaction_type = 'rent' AND status <> 'withdrawn')
    SELECT s.id AS sale_id, r.id AS rent_id
    FROM r JOIN s ON s.district = r.district AND s.rn = r.rn
    WHERE r.rn % 4 = 0`.execute(db);
  await sql`
    UPDATE listings r
    SET postcode = s.postcode, sector = s.sector, address = s.address, lat = s.lat, lng = s.lng,
        property_type = s.property_type, property_sub_type = s.property_sub_type,
        bedrooms = s.bedrooms,
        list_price = greatest(300, round(s.list_price * 0.05 / 12 / 25) * 25)
    FROM bench_plo b JOIN listings s ON s.id = b.sale_id
    WHERE r.id = b.rent_id`.execute(db);
  await sql`
    INSERT INTO plo_pairs (sale_listing_id, rent_listing_id, postcode, sale_price, rent_price, avg_yield)
    SELECT s.id, r.id, s.postcode, s.list_price, r.list_price,
           round((r.list_price * 12.0 / s.list_price * 100)::numeric, 2)
    FROM bench_plo b JOIN listings s ON s.id = b.sale_id JOIN listings r ON r.id = b.rent_id`.execute(
    db,
  );
  await sql`DROP TABLE bench_plo`.execute(db);
  await sql`VACUUM ANALYZE listings`.execute(db);
  await sql`VACUUM ANALYZE plo_pairs`.execute(db);
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM plo_pairs`.execute(db);
  log(`${(rows[0]?.n ?? 0).toLocaleString('en-GB')} PLO pairs`);
}
