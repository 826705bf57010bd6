import type { Random } from '@yardstick/core/random/seeded-random';

/**
 * Invented but ordinary English street names for postcodes whose real street is not in the
 * reference data (Code-Point Open carries no addresses).
 */
const STEMS = [
  'Oak',
  'Elm',
  'Ash',
  'Beech',
  'Cedar',
  'Willow',
  'Rowan',
  'Hazel',
  'Laurel',
  'Holly',
  'Victoria',
  'Albert',
  'Queens',
  'Kings',
  'Church',
  'Mill',
  'Park',
  'Station',
  'Grove',
  'Chester',
  'Clarence',
  'Stanley',
  'Warwick',
  'Melbourne',
  'Wellington',
  'Nelson',
  'York',
  'Cambridge',
  'Oxford',
  'Windsor',
  'Lansdowne',
  'Belmont',
  'Beaumont',
  'Ashfield',
  'Brook',
  'Meadow',
  'Orchard',
  'Kingsley',
  'Hawthorn',
  'Fairfield',
  'Highfield',
  'Springfield',
  'Moorland',
  'Heath',
  'Marlborough',
  'Somerset',
  'Devonshire',
  'Grosvenor',
  'Egerton',
  'Milton',
  'Byron',
  'Shelley',
  'Tennyson',
  'Ruskin',
  'Darwin',
  'Russell',
  'Howard',
  'Cavendish',
  'Percy',
  'Hampton',
  'Richmond',
  'Sandringham',
  'Balmoral',
  'Osborne',
  'Cromwell',
  'Clifton',
  'Hartley',
  'Ellesmere',
  'Langdale',
  'Buttermere',
  'Derwent',
  'Thornbury',
  'Whitby',
  'Ripon',
  'Selby',
  'Kendal',
  'Alder',
  'Birch',
  'Poplar',
  'Sycamore',
] as const;

const SUFFIXES: Readonly<Record<string, number>> = {
  Road: 30,
  Street: 22,
  Avenue: 12,
  Lane: 7,
  Close: 6,
  Drive: 5,
  Grove: 4,
  Gardens: 3,
  Terrace: 3,
  Crescent: 3,
  Way: 2,
  Place: 2,
  Walk: 1,
  Mews: 1,
};

export function inventStreetName(random: Random): string {
  return `${random.pick(STEMS)} ${random.weighted(SUFFIXES)}`;
}

/** "PEEL BROW" -> "Peel Brow" (Price Paid streets are upper case). */
export function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[\s\-'(])([a-z])/g, (_m, sep: string, c: string) => sep + c.toUpperCase());
}

export const BUILDING_NAMES = [
  'Court',
  'House',
  'Lodge',
  'Mansions',
  'Point',
  'Heights',
  'Apartments',
  'Place',
  'Wharf',
] as const;
