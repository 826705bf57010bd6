/**
 * The places the demo dataset covers. Listings sit in the three featured postcode (... docs/product.md#home)
 * districts (on every real Code-Point Open unit postcode there) and in those neighbouring
 * districts for which real unit postcodes are held (Greater Manchester, from the real 2019
 * Price Paid file). Reading and Liverpool neighbours have no real unit postcodes in the
 * reference data, so the demo does not invent any there.
 */

export const FEATURED_DISTRICTS = ['RG1', 'M21', 'L24'] as const;
export type FeaturedDistrict = (typeof FEATURED_DISTRICTS)[number];

/** M21's neighbours whose real unit postcodes (and 2019 sales) come from Price Paid. */
export const NEIGHBOUR_DISTRICTS_WITH_REAL_SALES = [
  'M16',
  'M32',
  'M20',
  'M22',
  'M14',
  'M23',
  'M15',
] as const;

export const DEMO_DISTRICTS: readonly string[] = [
  ...FEATURED_DISTRICTS,
  ...NEIGHBOUR_DISTRICTS_WITH_REAL_SALES,
];

/** Local authorities whose LSOA IMD ranks are kept (those of the demo postcodes, and neighbours). */
export const DEMO_IMD_LAD_CODES = [
  'E06000038', // Reading
  'E06000041', // Wokingham
  'E06000037', // West Berkshire
  'E08000003', // Manchester
  'E08000009', // Trafford
  'E08000006', // Salford
  'E08000007', // Stockport
  'E08000012', // Liverpool
  'E08000011', // Knowsley
  'E06000006', // Halton
] as const;

/** The police force that records crime in each demo local authority (police.uk names). */
export const POLICE_FORCE_BY_LAD: Readonly<Record<string, string>> = {
  E06000038: 'Thames Valley Police',
  E06000041: 'Thames Valley Police',
  E06000037: 'Thames Valley Police',
  E08000003: 'Greater Manchester Police',
  E08000009: 'Greater Manchester Police',
  E08000006: 'Greater Manchester Police',
  E08000007: 'Greater Manchester Police',
  E08000012: 'Merseyside Police',
  E08000011: 'Merseyside Police',
  E06000006: 'Cheshire Constabulary',
};

export type DemoCity = 'reading' | 'manchester' | 'liverpool';

export function cityOfDistrict(district: string): DemoCity {
  if (district.startsWith('RG')) return 'reading';
  if (district.startsWith('L')) return 'liverpool';
  return 'manchester';
}

export const CITY_NAMES: Readonly<Record<DemoCity, string>> = {
  reading: 'Reading',
  manchester: 'Manchester',
  liverpool: 'Liverpool',
};

/**
 * Telephone numbers Ofcom reserves for drama and fiction (never allocated to a real line),
 * so demo agents can show plausible numbers that ring nobody.
 */
export const DRAMA_PHONE_PREFIX: Readonly<Record<DemoCity, string>> = {
  reading: '0118 496 0',
  manchester: '0161 496 0',
  liverpool: '0151 496 0',
};
