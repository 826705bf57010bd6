import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { Random } from '@yardstick/core/random/seeded-random';

/**
 * A synthetic Price Paid file in the bulk layout of pp-complete.csv (no header, 16 quoted
 * fields, GUIDs in braces, 'YYYY-MM-DD 00:00', CRLF), deterministic for a given seed. For
 * benchmarks only: the addresses and prices are made up.
 */
const STREETS = [
  'HIGH STREET',
  'STATION ROAD',
  'CHURCH LANE',
  'MILL ROAD',
  'PARK AVENUE',
  'THE GREEN',
];
const TOWNS = [
  ['READING', 'READING', 'BERKSHIRE', 'RG'],
  ['MANCHESTER', 'MANCHESTER', 'GREATER MANCHESTER', 'M'],
  ['LIVERPOOL', 'LIVERPOOL', 'MERSEYSIDE', 'L'],
  ['LEEDS', 'LEEDS', 'WEST YORKSHIRE', 'LS'],
] as const;
const TYPES = 'DSTFO';
const LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';

function hex(random: () => number, digits: number): string {
  let out = '';
  for (let i = 0; i < digits; i += 1) out += '0123456789ABCDEF'[Math.floor(random() * 16)];
  return out;
}

export function syntheticPricePaidLine(random: () => number, index: number): string {
  const guid = `${hex(random, 8)}-${hex(random, 4)}-${hex(random, 4)}-${hex(random, 4)}-${index.toString(16).toUpperCase().padStart(12, '0')}`;
  const [town, district, county, area] = TOWNS[Math.floor(random() * TOWNS.length)]!;
  const postcode = `${area}${1 + Math.floor(random() * 30)} ${Math.floor(random() * 10)}${LETTERS[Math.floor(random() * 20)]}${LETTERS[Math.floor(random() * 20)]}`;
  const year = 1995 + Math.floor(random() * 30);
  const month = String(1 + Math.floor(random() * 12)).padStart(2, '0');
  const day = String(1 + Math.floor(random() * 28)).padStart(2, '0');
  const type = TYPES[Math.floor(random() * 5)]!;
  const price = 40_000 + Math.floor(random() * 900_000);
  const paon = String(1 + Math.floor(random() * 200));
  const saon = type === 'F' ? `FLAT ${1 + Math.floor(random() * 20)}` : '';
  const fields = [
    `{${guid}}`,
    String(price),
    `${year}-${month}-${day} 00:00`,
    postcode,
    type,
    random() < 0.1 ? 'Y' : 'N',
    type === 'F' ? 'L' : 'F',
    paon,
    saon,
    STREETS[Math.floor(random() * STREETS.length)]!,
    '',
    town,
    district,
    county,
    random() < 0.9 ? 'A' : 'B',
    'A',
  ];
  return `"${fields.join('","')}"\r\n`;
}

/** Writes `rows` synthetic records to `file`, streaming (constant memory). */
export async function writeSyntheticPricePaid(
  file: string,
  rows: number,
  seed = 42,
): Promise<void> {
  const generator = new Random(seed);
  const random = () => generator.next();
  const out = createWriteStream(file);
  let chunk = '';
  for (let i = 0; i < rows; i += 1) {
    chunk += syntheticPricePaidLine(random, i);
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await once(out, 'finish');
}
