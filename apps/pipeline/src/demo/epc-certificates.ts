import { SALES_LAST_MONTH, addDays, dayOfMonth, monthNumber } from './demo-clock.ts';
import type { DemoProperty } from './property-model.ts';
import { Random } from '@yardstick/core/random/seeded-random';
import type { DemoSale } from './sale-history.ts';

/**
 * EPC-style certificates of a property: one lodged shortly before most sales since EPCs
 * began (October 2008), one before it was listed when none is recent, and a few lodged for
 * lettings. Floor area is the property's own with surveyor noise; the rating follows the
 * SAP score, which improves a little over time.
 */

export interface DemoEpc {
  lmkKey: string;
  inspectionDate: string;
  lodgementDate: string;
  lodgementDatetime: string;
  floorArea: number;
  efficiency: number;
  rating: string;
  habitableRooms: number;
  tenure: string;
}

const TENURE_SOCIAL_LOW = { 'Owner-occupied': 67, 'Rented (private)': 25, 'Rented (social)': 8 };
const TENURE_SOCIAL_HIGH = { 'Owner-occupied': 50, 'Rented (private)': 25, 'Rented (social)': 25 };
const EPC_FIRST_MONTH = monthNumber('2008-10');
const TEN_YEARS_DAYS = 3652;

export function energyRating(sap: number): string {
  if (sap >= 92) return 'A';
  if (sap >= 81) return 'B';
  if (sap >= 69) return 'C';
  if (sap >= 55) return 'D';
  if (sap >= 39) return 'E';
  if (sap >= 21) return 'F';
  return 'G';
}

export function constructionAgeBand(year: number): string {
  const bands: [number, string][] = [
    [1899, 'before 1900'],
    [1929, '1900-1929'],
    [1949, '1930-1949'],
    [1966, '1950-1966'],
    [1975, '1967-1975'],
    [1982, '1976-1982'],
    [1990, '1983-1990'],
    [1995, '1991-1995'],
    [2002, '1996-2002'],
    [2006, '2003-2006'],
    [2011, '2007-2011'],
  ];
  const band = bands.find(([to]) => year <= to)?.[1] ?? '2012 onwards';
  return `England and Wales: ${band}`;
}

export function epcCertificates(
  seed: number | string,
  property: DemoProperty,
  sales: readonly DemoSale[],
  listedOn: string | null,
): DemoEpc[] {
  const random = new Random(seed, 'epc', property.id);
  const lodged: string[] = [];
  for (const sale of sales) {
    if (sale.month >= EPC_FIRST_MONTH && random.chance(0.6))
      lodged.push(addDays(sale.date, -random.int(10, 90)));
  }
  if (
    listedOn &&
    !lodged.some((d) => Date.parse(listedOn) - Date.parse(d) < TEN_YEARS_DAYS * 86_400_000)
  ) {
    lodged.push(addDays(listedOn, -random.int(7, 60)));
  }
  if (random.chance(0.22))
    lodged.push(dayOfMonth(random.int(EPC_FIRST_MONTH, SALES_LAST_MONTH), random.int(1, 28)));
  lodged.sort();

  const district = property.unit.district;
  const tenures =
    district === 'L24' || district === 'M22' || district === 'M23'
      ? TENURE_SOCIAL_HIGH
      : TENURE_SOCIAL_LOW;
  return [...new Set(lodged)].map((lodgementDate) => {
    const yearsAgo = (Date.parse('2025-01-01') - Date.parse(lodgementDate)) / (365.25 * 86_400_000);
    const efficiency = Math.max(
      1,
      Math.min(100, Math.round(property.sapScore - yearsAgo * random.range(0, 0.6))),
    );
    const inspectionDate = addDays(lodgementDate, -random.int(0, 10));
    return {
      lmkKey: `${random.int(100000000, 999999999)}${random.hex(23)}`.slice(0, 32),
      inspectionDate,
      lodgementDate,
      lodgementDatetime: `${lodgementDate} ${String(random.int(8, 18)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`,
      floorArea: Math.round(property.floorArea * random.range(0.96, 1.04) * 10) / 10,
      efficiency,
      rating: energyRating(efficiency),
      habitableRooms: property.bedrooms + property.receptions,
      tenure: random.weighted(tenures),
    };
  });
}
