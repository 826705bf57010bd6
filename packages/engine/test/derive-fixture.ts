import type { Kysely } from 'kysely';
import type { Database } from '@yardstick/db/schema';
import { METRES_PER_DEGREE, offsetMetres } from '@yardstick/core/geo/haversine';

/**
 * A small hand-built world for the derive tests: a Reading-like town of a few postcodes,
 * with UK HPI series, Price Paid sales with EPC certificates, sale and rental listings,
 * schools, stops, crimes, an IMD ranking and a plot polygon. Every value is chosen so that
 * each rule of docs/methodology.md is exercised (sector, 1 km, 2 km and 10-year widening;
 * SPB and CSB; let-agreed rents; PLO; HPI fallbacks); the tests recompute each figure from
 * these same arrays with the core functions, independently of the SQL.
 */
export const BASE = { lat: 51.45, lng: -0.97 };

/** A point `north` and `east` metres from the base. */
export function offset(north: number, east: number): { lat: number; lng: number } {
  const { lat, lng } = offsetMetres(BASE, north, east);
  return { lat: Number(lat.toFixed(6)), lng: Number(lng.toFixed(6)) };
}

export const LAD = 'E06000038';
export const REGION = 'E12000008';
export const COUNTRY = 'E92000001';
export const SALES_AS_OF = '2024-11-20';
export const LISTINGS_AS_OF = '2024-12-15';
export const HPI_LATEST = '2024-12-01';

export interface FixturePostcode {
  postcode: string;
  sector: string;
  district: string;
  lat: number;
  lng: number;
  lsoa: string;
}

const pc = (postcode: string, north: number, east: number, lsoa: string): FixturePostcode => {
  const [district = '', inward = ''] = postcode.split(' ');
  return { postcode, sector: `${district} ${inward[0]}`, district, ...offset(north, east), lsoa };
};

export const POSTCODES: FixturePostcode[] = [
  pc('RG1 5AA', 0, 0, 'E01016001'),
  pc('RG1 5AB', 120, 80, 'E01016001'),
  pc('RG1 5AD', -150, 60, 'E01016002'),
  pc('RG1 5AE', 90, -200, 'E01016002'),
  pc('RG1 5AF', -100, -120, 'E01016003'),
  pc('RG1 6AA', 0, 600, 'E01016004'),
  pc('RG2 7AA', 1500, 0, 'E01016005'),
  pc('RG4 9AA', 0, -5000, 'E01016006'),
  pc('RG9 1AA', 30000, 0, 'E01016007'),
];
export const postcodeOf = (postcode: string) =>
  POSTCODES.find((p) => p.postcode === postcode) as FixturePostcode;

export const LSOA_RANKS: Record<string, number> = {
  E01016001: 20_000,
  E01016002: 1,
  E01016003: 32_844,
  E01016004: 5_000,
  E01016005: 16_422,
  E01016006: 30_000,
  E01016007: 12_345,
};
export const LSOA_COUNT = 32_844;

// ---- UK HPI: monthly 2010-01 .. 2024-12 ----
const r1 = (n: number) => Math.round(n * 10) / 10;
export interface HpiRow {
  area: string;
  month: string;
  all: number;
  d: number | null;
  s: number | null;
  t: number | null;
  f: number | null;
}
export const HPI: HpiRow[] = [];
for (let m = 0; m < 180; m += 1) {
  const month = `${2010 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}-01`;
  // The authority has no flat series: flats fall back to its all-types index.
  HPI.push({
    area: LAD,
    month,
    all: r1(60 + 0.3 * m),
    d: r1(58 + 0.32 * m),
    s: r1(59 + 0.31 * m),
    t: r1(61 + 0.28 * m),
    f: null,
  });
  HPI.push({
    area: REGION,
    month,
    all: r1(65 + 0.25 * m),
    d: r1(64 + 0.26 * m),
    s: r1(64 + 0.25 * m),
    t: r1(66 + 0.24 * m),
    f: r1(70 + 0.2 * m),
  });
}

// ---- Price Paid sales (with their EPC floor areas) ----
export interface FixtureSale {
  id: string;
  postcode: string;
  paon: string;
  saon: string | null;
  street: string;
  type: 'D' | 'S' | 'T' | 'F';
  date: string;
  price: number;
  /** Floor area of the matched EPC certificate; null = no certificate. */
  area: number | null;
  category: 'A' | 'B';
}

export const SALES: FixtureSale[] = [];
let saleSeq = 0;
function sale(
  postcode: string,
  paon: string,
  street: string,
  type: FixtureSale['type'],
  date: string,
  price: number,
  area: number | null,
  extra: Partial<FixtureSale> = {},
) {
  saleSeq += 1;
  SALES.push({
    id: `00000000-0000-4000-8000-${String(saleSeq).padStart(12, '0')}`,
    postcode,
    paon,
    saon: null,
    street,
    type,
    date,
    price,
    area,
    category: 'A',
    ...extra,
  });
}
const RG1_5 = ['RG1 5AA', 'RG1 5AB', 'RG1 5AD', 'RG1 5AE', 'RG1 5AF'];
// Sector RG1 5: 14 houses with floor areas in the last 5 years (SPB in the sector).
for (let i = 0; i < 14; i += 1) {
  const type = i % 3 === 0 ? 'S' : 'T';
  const month = String((i % 12) + 1).padStart(2, '0');
  sale(
    RG1_5[i % 5] as string,
    String(100 + i),
    'OAK ROAD',
    type,
    `${2020 + (i % 5)}-${month}-1${i % 9}`,
    250_000 + i * 9_000 + (i % 4) * 7_000,
    70 + i * 3,
  );
}
// Three more terraced houses without a certificate (CSB evidence only).
sale('RG1 5AB', '201', 'ELM STREET', 'T', '2023-03-03', 262_000, null);
sale('RG1 5AD', '203', 'ELM STREET', 'T', '2022-07-21', 281_000, null);
sale('RG1 5AE', '205', 'ELM STREET', 'T', '2021-10-09', 240_000, null);
// The property at 7 Oak Road sold twice (sale history); older sales outside the 5 years.
sale('RG1 5AA', '7', 'OAK ROAD', 'T', '2016-05-13', 300_000, 90);
sale('RG1 5AA', '7', 'OAK ROAD', 'T', '2021-08-27', 350_000, 90);
sale('RG1 5AF', '9', 'OAK ROAD', 'S', '2017-02-02', 210_000, 95);
// A category B sale (a repossession at a silly price) and a flat, excluded or apart.
sale('RG1 5AA', '1', 'OAK ROAD', 'T', '2023-01-05', 2_000_000, 80, { category: 'B' });
// Six flats in the sector, two more at 600 m and three at 1.5 km: flats widen to 2 km.
for (let i = 0; i < 6; i += 1) {
  sale(
    RG1_5[i % 5] as string,
    'ALBION COURT',
    'KING STREET',
    'F',
    `202${i % 5}-0${(i % 8) + 1}-15`,
    150_000 + i * 11_000,
    45 + i * 4,
    {
      saon: `FLAT ${i + 1}`,
    },
  );
}
sale('RG1 6AA', 'RIVER HOUSE', 'MILL LANE', 'F', '2022-04-04', 172_000, 52, { saon: 'FLAT 1' });
sale('RG1 6AA', 'RIVER HOUSE', 'MILL LANE', 'F', '2023-09-19', 181_000, 55, { saon: 'FLAT 2' });
sale('RG2 7AA', 'PARK VIEW', 'NORTH ROAD', 'F', '2021-06-30', 165_000, 50, { saon: 'FLAT 3' });
sale('RG2 7AA', 'PARK VIEW', 'NORTH ROAD', 'F', '2022-11-11', 158_000, 48, { saon: 'FLAT 4' });
sale('RG2 7AA', 'PARK VIEW', 'NORTH ROAD', 'F', '2024-02-14', 190_000, 61, { saon: 'FLAT 5' });
// Two flats converted from a numbered house (address form 'C'), and a named house ('M').
sale('RG2 7AA', '14', 'NORTH ROAD', 'F', '2022-03-03', 205_000, 55, { saon: 'FLAT A' });
sale('RG2 7AA', '14', 'NORTH ROAD', 'F', '2023-06-06', 214_000, 57, { saon: 'FLAT B' });
sale('RG1 5AD', 'ROSE COTTAGE', 'ELM STREET', 'D', '2022-09-09', 640_000, 160);
// Sector RG1 6: two houses (a listing there widens to 1 km).
sale('RG1 6AA', '2', 'MILL LANE', 'T', '2023-05-05', 295_000, 88);
sale('RG1 6AA', '4', 'MILL LANE', 'S', '2022-12-12', 330_000, 101);
// RG4 9, 5 km away: one recent house, four 6-8 years old (10-year widening).
sale('RG4 9AA', '1', 'FARM LANE', 'D', '2022-06-06', 520_000, 150);
sale('RG4 9AA', '3', 'FARM LANE', 'D', '2017-06-06', 450_000, 140);
sale('RG4 9AA', '5', 'FARM LANE', 'D', '2016-09-09', 470_000, 160);
sale('RG4 9AA', '7', 'FARM LANE', 'S', '2018-01-20', 390_000, 120);
sale('RG4 9AA', '9', 'FARM LANE', 'D', '2017-11-30', 505_000, 170);
// The latest sale held fixes the evidence's as-of date.
sale('RG1 5AF', '31', 'OAK ROAD', 'T', SALES_AS_OF, 305_000, 92);

// ---- listings ----
export interface FixtureListing {
  ref: string;
  tt: 'sale' | 'rent';
  status?: 'available' | 'let_agreed' | 'sold_stc' | 'withdrawn';
  postcode: string;
  paon: string;
  saon?: string | null;
  street: string;
  type: 'D' | 'S' | 'T' | 'F' | 'O';
  subType?: string;
  bedrooms: number | null;
  area?: number | null;
  price: number;
  listedOn: string;
  /** Price history: [price, status, ISO timestamp]. */
  history?: [number, string, string][];
  /** Moves the listing off its postcode centroid (metres north, east of the base). */
  at?: [number, number];
}

export const LISTINGS: FixtureListing[] = [
  // SPB in the sector, on a plot polygon.
  {
    ref: 'S1',
    tt: 'sale',
    postcode: 'RG1 5AB',
    paon: '40',
    street: 'OAK ROAD',
    type: 'T',
    bedrooms: 3,
    area: 85,
    price: 299_950,
    listedOn: '2024-11-01',
  },
  // No floor area, no certificate: CSB on terraced houses in the sector.
  {
    ref: 'S2',
    tt: 'sale',
    postcode: 'RG1 5AD',
    paon: '42',
    street: 'OAK ROAD',
    type: 'T',
    bedrooms: 3,
    area: null,
    price: 275_000,
    listedOn: '2024-10-10',
    history: [
      [290_000, 'available', '2024-10-10T09:00:00Z'],
      [275_000, 'available', '2024-11-20T09:00:00Z'],
    ],
  },
  // In sector RG1 6: only 2 houses there, widens to 1 km.
  {
    ref: 'S3',
    tt: 'sale',
    postcode: 'RG1 6AA',
    paon: '6',
    street: 'MILL LANE',
    type: 'S',
    bedrooms: 3,
    area: 95,
    price: 340_000,
    listedOn: '2024-09-01',
  },
  // RG4 9: widens to 2 km and 10 years.
  {
    ref: 'S4',
    tt: 'sale',
    postcode: 'RG4 9AA',
    paon: '11',
    street: 'FARM LANE',
    type: 'D',
    bedrooms: 4,
    area: 155,
    price: 540_000,
    listedOn: '2024-08-15',
  },
  // 7 Oak Road: sold before (2016, 2021), now asked below the last price: negative equity.
  {
    ref: 'S5',
    tt: 'sale',
    postcode: 'RG1 5AA',
    paon: '7',
    street: 'Oak Road',
    type: 'T',
    bedrooms: 3,
    area: null,
    price: 330_000,
    listedOn: '2024-12-01',
  },
  // PLO: the same address is also offered to let.
  {
    ref: 'S6',
    tt: 'sale',
    postcode: 'RG1 5AB',
    paon: '22',
    street: 'Elm Street',
    type: 'T',
    bedrooms: 2,
    area: 70,
    price: 240_000,
    listedOn: '2024-11-15',
  },
  // A flat: flats are compared with flats only (2 km).
  {
    ref: 'S7',
    tt: 'sale',
    postcode: 'RG1 5AE',
    paon: 'Albion Court',
    saon: 'Flat 9',
    street: 'King Street',
    type: 'F',
    bedrooms: 2,
    area: 55,
    price: 185_000,
    listedOn: '2024-12-15',
  },
  // Two more at S1's postcode, so that it has the three sale listings a postcode yield needs.
  {
    ref: 'S9',
    tt: 'sale',
    postcode: 'RG1 5AB',
    paon: '44',
    street: 'OAK ROAD',
    type: 'T',
    bedrooms: 3,
    area: 90,
    price: 315_000,
    listedOn: '2024-10-25',
  },
  {
    ref: 'S10',
    tt: 'sale',
    postcode: 'RG1 5AB',
    paon: '46',
    street: 'OAK ROAD',
    type: 'S',
    bedrooms: 4,
    area: null,
    price: 365_000,
    listedOn: '2024-09-30',
  },
  // Far away: no evidence at all.
  {
    ref: 'S8',
    tt: 'sale',
    postcode: 'RG9 1AA',
    paon: '1',
    street: 'LONELY LANE',
    type: 'D',
    bedrooms: 4,
    area: 140,
    price: 650_000,
    listedOn: '2024-07-01',
  },
  // Rentals, 3 bedrooms, sector RG1 5: five let agreed, three still asking (higher).
  ...[1100, 1150, 1175, 1200, 1250].map((price, i): FixtureListing => ({
    ref: `R3L${i}`,
    tt: 'rent',
    status: 'let_agreed',
    postcode: RG1_5[i] as string,
    paon: String(300 + i),
    street: 'BIRCH AVENUE',
    type: 'T',
    bedrooms: 3,
    price,
    listedOn: `2024-${String(7 + (i % 5)).padStart(2, '0')}-0${i + 1}`,
    history: [
      [price, 'available', `2024-${String(7 + (i % 5)).padStart(2, '0')}-0${i + 1}T10:00:00Z`],
      [
        price,
        'let_agreed',
        `2024-${String(7 + (i % 5)).padStart(2, '0')}-${i < 3 ? 15 : 28}T10:00:00Z`,
      ],
    ],
  })),
  ...[1500, 1600, 1700].map((price, i): FixtureListing => ({
    ref: `R3A${i}`,
    tt: 'rent',
    postcode: RG1_5[i] as string,
    paon: String(320 + i),
    street: 'BIRCH AVENUE',
    type: 'S',
    bedrooms: 3,
    price,
    listedOn: `2024-${String(9 + i).padStart(2, '0')}-20`,
  })),
  // 2 bedrooms: two in the sector, three at 600 m (RG1 6): the 1 km step finds five.
  {
    ref: 'R2a',
    tt: 'rent',
    postcode: 'RG1 5AA',
    paon: '50',
    street: 'ASH GROVE',
    type: 'T',
    bedrooms: 2,
    price: 950,
    listedOn: '2024-06-01',
  },
  {
    ref: 'R2b',
    tt: 'rent',
    postcode: 'RG1 5AF',
    paon: '52',
    street: 'ASH GROVE',
    type: 'F',
    bedrooms: 2,
    price: 1000,
    listedOn: '2024-05-01',
  },
  {
    ref: 'R2c',
    tt: 'rent',
    postcode: 'RG1 6AA',
    paon: '8',
    street: 'MILL LANE',
    type: 'T',
    bedrooms: 2,
    price: 900,
    listedOn: '2024-04-01',
  },
  {
    ref: 'R2d',
    tt: 'rent',
    postcode: 'RG1 6AA',
    paon: '10',
    street: 'MILL LANE',
    type: 'T',
    bedrooms: 2,
    price: 980,
    listedOn: '2024-03-01',
  },
  {
    ref: 'R2e',
    tt: 'rent',
    postcode: 'RG1 6AA',
    paon: '12',
    street: 'MILL LANE',
    type: 'T',
    bedrooms: 2,
    price: 1020,
    listedOn: '2024-02-01',
  },
  // Too old (more than 24 months): never evidence.
  {
    ref: 'R2old',
    tt: 'rent',
    postcode: 'RG1 5AA',
    paon: '54',
    street: 'ASH GROVE',
    type: 'T',
    bedrooms: 2,
    price: 400,
    listedOn: '2022-01-01',
  },
  // A room in a shared house: the HMO room market, not a whole-property rent.
  {
    ref: 'RROOM',
    tt: 'rent',
    postcode: 'RG1 5AB',
    paon: '60',
    street: 'ASH GROVE',
    type: 'T',
    subType: 'Room',
    bedrooms: 1,
    price: 550,
    listedOn: '2024-11-01',
  },
  // The PLO partner of S6.
  {
    ref: 'RPLO',
    tt: 'rent',
    postcode: 'RG1 5AB',
    paon: '22',
    street: 'ELM STREET',
    type: 'T',
    bedrooms: 2,
    price: 1_125,
    listedOn: '2024-11-20',
  },
  // A withdrawn rental at S1's address: no PLO pair.
  {
    ref: 'RWD',
    tt: 'rent',
    status: 'withdrawn',
    postcode: 'RG1 5AB',
    paon: '40',
    street: 'OAK ROAD',
    type: 'T',
    bedrooms: 3,
    price: 1_300,
    listedOn: '2024-10-01',
  },
];

// ---- facilities, crimes, plots ----
export const SCHOOLS = [
  { urn: 1, name: 'Oak Primary', rating: 'Good', at: offset(300, 300), closed: null },
  {
    urn: 2,
    name: 'Closed Academy',
    rating: 'Inadequate',
    at: offset(10, 10),
    closed: '2020-07-31',
  },
  { urn: 3, name: 'Farm School', rating: 'Outstanding', at: offset(0, -4800), closed: null },
  {
    urn: 4,
    name: 'Mill Junior',
    rating: 'Requires improvement',
    at: offset(100, 700),
    closed: null,
  },
];
export const STOPS = [
  { atco: 'B1', name: 'Oak Road', type: 'bus' as const, at: offset(50, 20) },
  { atco: 'B2', name: 'Mill Lane', type: 'bus' as const, at: offset(-20, 650) },
  { atco: 'B3', name: 'Farm Lane', type: 'bus' as const, at: offset(100, -5050) },
  { atco: 'R1', name: 'Reading Central', type: 'rail' as const, at: offset(800, 300) },
  { atco: 'R2', name: 'Reading West', type: 'rail' as const, at: offset(-900, -2500) },
];
export const CRIMES: { key: string; month: string; at: { lat: number; lng: number } }[] = [];
{
  const spots: [number, number, number, string][] = [
    // north, east, how many, month
    [100, 100, 4, '2024-11-01'],
    [-200, 50, 3, '2024-06-01'],
    [300, -300, 2, '2024-01-01'],
    [0, 0, 5, '2023-10-01'], // older than the latest 12 months
    [0, 900, 6, '2024-09-01'],
    [0, -5100, 1, '2024-03-01'],
  ];
  let k = 0;
  for (const [north, east, n, month] of spots) {
    for (let i = 0; i < n; i += 1) {
      k += 1;
      CRIMES.push({ key: `crime-${k}`, month, at: offset(north, east) });
    }
  }
}
/** A 20 m x 12 m plot around S1's postcode point. */
export function plotAround(lat: number, lng: number): string {
  const dLat = 6 / METRES_PER_DEGREE;
  const dLng = 10 / (METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
  return `((${lng - dLng},${lat - dLat}),(${lng + dLng},${lat - dLat}),(${lng + dLng},${lat + dLat}),(${lng - dLng},${lat + dLat}))`;
}

export async function seedFixture(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('postcodes')
    .values(
      POSTCODES.map((p) => ({
        postcode: p.postcode,
        area: 'RG',
        district: p.district,
        sector: p.sector,
        lat: p.lat,
        lng: p.lng,
        country_code: COUNTRY,
        region_code: REGION,
        lad_code: LAD,
        lsoa_code: p.lsoa,
        source: 'test',
      })),
    )
    .execute();
  await db
    .insertInto('lsoas')
    .values(
      Object.entries(LSOA_RANKS).map(([code, rank]) => ({
        code,
        lad_code: LAD,
        imd_rank: rank,
        imd_nation_count: LSOA_COUNT,
      })),
    )
    .execute();
  await db
    .insertInto('hpi')
    .values(
      HPI.map((h) => ({
        area_code: h.area,
        date: h.month,
        area_name: h.area === LAD ? 'Reading' : 'South East',
        index: h.all,
        detached_index: h.d,
        semi_detached_index: h.s,
        terraced_index: h.t,
        flat_index: h.f,
      })),
    )
    .execute();
  await db
    .insertInto('sold_prices')
    .values(
      SALES.map((s) => {
        const p = postcodeOf(s.postcode);
        return {
          transaction_id: s.id,
          price: s.price,
          date_of_transfer: s.date,
          postcode: s.postcode,
          property_type: s.type,
          old_new: 'N',
          duration: s.type === 'F' ? 'L' : 'F',
          paon: s.paon,
          saon: s.saon,
          street: s.street,
          town: 'READING',
          district: 'READING',
          county: 'READING',
          ppd_category: s.category,
          record_status: 'A',
          postcode_sector: p.sector,
          postcode_district: p.district,
        };
      }),
    )
    .execute();
  await db
    .insertInto('epc_certificates')
    .values(
      SALES.filter((s) => s.area !== null).map((s, i) => ({
        lmk_key: `lmk-${i}`,
        postcode: s.postcode,
        address1: s.saon ?? `${s.paon} ${s.street}`,
        address2: s.saon ? `${s.paon}, ${s.street}` : 'Reading',
        address3: s.saon ? 'Reading' : null,
        total_floor_area: s.area,
        lodgement_date: '2015-01-01',
      })),
    )
    .execute();
  for (const l of LISTINGS) {
    const p = postcodeOf(l.postcode);
    const at = l.at ? offset(...l.at) : { lat: p.lat, lng: p.lng };
    const row = await db
      .insertInto('listings')
      .values({
        source: 'test',
        source_ref: l.ref,
        transaction_type: l.tt,
        status: l.status ?? 'available',
        list_price: l.price,
        postcode: l.postcode,
        area: 'RG',
        district: p.district,
        sector: p.sector,
        paon: l.paon,
        saon: l.saon ?? null,
        street: l.street,
        address_key: [l.saon ?? '', l.paon, l.street]
          .map((x) =>
            x
              .toLowerCase()
              .replace(/[^a-z0-9 ]/g, ' ')
              .replace(/\s+/g, ' ')
              .trim(),
          )
          .join('|'),
        lat: at.lat,
        lng: at.lng,
        property_type: l.type,
        property_sub_type: l.subType ?? null,
        bedrooms: l.bedrooms,
        total_floor_area: l.area ?? null,
        listed_on: l.listedOn,
        updated_on: `${l.listedOn}T12:00:00Z`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [price, status, at] of l.history ?? []) {
      await db
        .insertInto('listing_price_history')
        .values({ listing_id: row.id, price, status, recorded_at: at })
        .execute();
    }
  }
  await db
    .insertInto('schools')
    .values(
      SCHOOLS.map((s) => ({
        urn: s.urn,
        name: s.name,
        ofsted_rating: s.rating,
        lat: s.at.lat,
        lng: s.at.lng,
        closed_on: s.closed,
        status: s.closed ? 'Closed' : 'Open',
      })),
    )
    .execute();
  await db
    .insertInto('transport_stops')
    .values(
      STOPS.map((s) => ({
        atco_code: s.atco,
        name: s.name,
        type: s.type,
        lat: s.at.lat,
        lng: s.at.lng,
      })),
    )
    .execute();
  await db
    .insertInto('crimes')
    .values(
      CRIMES.map((c) => ({
        crime_key: c.key,
        month: c.month,
        lat: c.at.lat,
        lng: c.at.lng,
        crime_type: 'Burglary',
      })),
    )
    .execute();
  const s1 = postcodeOf('RG1 5AB');
  await db
    .insertInto('plot_polygons')
    .values({ id: 77, shape: plotAround(s1.lat, s1.lng), area_m2: 240 })
    .execute();
}
