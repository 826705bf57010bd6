import { HPI_FIRST_MONTH, SALES_LAST_MONTH, monthNumber } from './demo-clock.ts';
import type { DemoUnit } from './demo-geography.ts';
import type { MarketModel } from './market-model.ts';
import { typeMixOf, type DemoProperty, type PropertyType } from './property-model.ts';
import { Random } from '@yardstick/core/random/seeded-random';
import type { RealSale } from './reference-data.ts';
import { BUILDING_NAMES, titleCase } from './street-names.ts';

/**
 * The dwellings at one unit postcode. The real addresses of the unit's 2019 sales come
 * first (with their real type, tenure and new-build flag); invented ones follow, numbered
 * along the unit's street(s) or as flats in a building. Slot k of a postcode is the same
 * property whatever the scale, so a bigger dataset contains the smaller one's properties.
 */

const BEDROOMS: Readonly<Record<PropertyType, Readonly<Record<string, number>>>> = {
  F: { '0': 3, '1': 38, '2': 48, '3': 10, '4': 1 },
  T: { '1': 3, '2': 35, '3': 47, '4': 12, '5': 3 },
  S: { '2': 10, '3': 62, '4': 24, '5': 4 },
  D: { '2': 3, '3': 24, '4': 48, '5': 20, '6': 5 },
  O: { '0': 30, '1': 20, '2': 30, '3': 20 },
};

/** Construction period weights: [from year, to year, weight]. */
const BUILT: Readonly<Record<PropertyType, readonly [number, number, number][]>> = {
  T: [
    [1860, 1899, 35],
    [1900, 1929, 35],
    [1930, 1965, 15],
    [1966, 1994, 10],
    [1995, 2023, 5],
  ],
  S: [
    [1900, 1929, 20],
    [1930, 1965, 50],
    [1966, 1994, 20],
    [1995, 2023, 10],
  ],
  D: [
    [1870, 1929, 10],
    [1930, 1965, 30],
    [1966, 1994, 35],
    [1995, 2023, 25],
  ],
  F: [
    [1870, 1929, 25],
    [1966, 1994, 25],
    [1995, 2023, 50],
  ],
  O: [
    [1860, 1929, 60],
    [1930, 1965, 40],
  ],
};

const SUB_TYPES: Readonly<Record<'T' | 'S' | 'D' | 'F', Readonly<Record<string, number>>>> = {
  T: { Terraced: 70, 'End of Terrace': 22, 'Town House': 5, Mews: 3 },
  S: { 'Semi-Detached': 90, 'Semi-Detached Bungalow': 10 },
  D: { Detached: 85, 'Detached Bungalow': 12, 'Link Detached House': 3 },
  F: { Flat: 55, Apartment: 30, Maisonette: 8, 'Ground Flat': 5, Penthouse: 2 },
};

function subTypeOf(type: PropertyType, bedrooms: number, random: Random): string {
  switch (type) {
    case 'T':
    case 'S':
    case 'D':
      return random.weighted(SUB_TYPES[type]);
    case 'F':
      if (bedrooms === 0) return 'Studio';
      return random.weighted(SUB_TYPES.F);
    case 'O':
      return bedrooms === 0 ? 'Commercial Property' : 'Mixed Use';
  }
}

function floorAreaOf(type: PropertyType, bedrooms: number, random: Random): number {
  const base = {
    F: 25 + 19 * Math.max(bedrooms, 0.6),
    T: 42 + 16 * bedrooms,
    S: 45 + 17 * bedrooms,
    D: 55 + 22 * bedrooms,
    O: bedrooms === 0 ? 90 : 55 + 20 * bedrooms,
  }[type];
  return Math.round(base * random.logNormalFactor(0.1));
}

function sapScoreOf(builtYear: number, random: Random): number {
  const mean = builtYear >= 1995 ? 82 : builtYear >= 1966 ? 67 : builtYear >= 1930 ? 64 : 59;
  return Math.min(96, Math.max(12, Math.round(random.normal(mean, builtYear >= 1995 ? 3 : 7))));
}

const BUILT_WEIGHTS = Object.fromEntries(
  Object.entries(BUILT).map(([type, bands]) => [
    type,
    Object.fromEntries(bands.map((b, i) => [String(i), b[2]])),
  ]),
) as Record<PropertyType, Record<string, number>>;

function builtYearOf(type: PropertyType, random: Random): number {
  const [from, to] = BUILT[type][Number(random.weighted(BUILT_WEIGHTS[type]))] as [
    number,
    number,
    number,
  ];
  return random.int(from, to);
}

interface UnitLayout {
  dominant: PropertyType;
  houseStart: number;
  flatBuilding: string;
}

function unitLayout(seed: number | string, unit: DemoUnit): UnitLayout {
  const random = new Random(seed, 'unit-layout', unit.postcode);
  const dominant = random.weighted(typeMixOf(unit.district));
  const building = random.chance(0.5)
    ? String(random.int(1, 120))
    : `${(unit.streets[0] ?? 'Park').split(' ')[0]} ${random.pick(BUILDING_NAMES)}`;
  return { dominant, houseStart: random.int(1, 90), flatBuilding: building };
}

function distinctRealAddresses(sales: readonly RealSale[]): RealSale[][] {
  const byAddress = new Map<string, RealSale[]>();
  for (const s of sales) {
    const key = `${s.saon ?? ''}|${s.paon ?? ''}|${s.street ?? ''}`;
    byAddress.set(key, [...(byAddress.get(key) ?? []), s]);
  }
  return [...byAddress.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, list]) => list);
}

export function realAddressCount(unit: DemoUnit): number {
  return distinctRealAddresses(unit.realSales).length;
}

/**
 * The first `count` properties of a unit (at least its real addresses), ids from `firstId`.
 */
export function* unitProperties(
  seed: number | string,
  unit: DemoUnit,
  count: number,
  firstId: number,
  market: MarketModel,
): Generator<DemoProperty> {
  const layout = unitLayout(seed, unit);
  const real = distinctRealAddresses(unit.realSales);
  const usedNumbers = new Set(
    real.map((list) => `${list[0]?.street ?? ''}|${list[0]?.paon ?? ''}`),
  );
  let houseSlot = 0;
  let flatSlot = 0;
  const total = Math.max(count, real.length);

  for (let slot = 0; slot < total; slot++) {
    const random = new Random(seed, 'property', unit.postcode, slot);
    const realSales = real[slot] ?? [];
    const first = realSales[0];
    let type: PropertyType;
    let paon: string;
    let saon: string | null;
    let street: string;
    let tenure: 'F' | 'L';
    let builtYear: number;

    if (first) {
      type = (
        ['D', 'S', 'T', 'F', 'O'].includes(first.propertyType) ? first.propertyType : 'O'
      ) as PropertyType;
      paon = titleCase(first.paon ?? String(slot + 1));
      saon = first.saon ? titleCase(first.saon) : null;
      street = first.street ? titleCase(first.street) : (unit.streets[0] as string);
      tenure = first.estateType === 'L' ? 'L' : 'F';
      builtYear =
        first.newBuild === 'Y' ? Number(first.date.slice(0, 4)) : builtYearOf(type, random);
    } else {
      type = random.chance(0.8) ? layout.dominant : random.weighted(typeMixOf(unit.district));
      street = unit.streets[slot % unit.streets.length] as string;
      if (type === 'F') {
        flatSlot++;
        paon = layout.flatBuilding;
        saon = `Flat ${flatSlot}`;
        tenure = random.chance(0.93) ? 'L' : 'F';
      } else {
        let number = layout.houseStart + 2 * houseSlot++;
        while (usedNumbers.has(`${street.toUpperCase()}|${number}`))
          number = layout.houseStart + 2 * houseSlot++;
        paon = String(number);
        saon = null;
        tenure = random.chance(0.96) ? 'F' : 'L';
      }
      builtYear = builtYearOf(type, random);
    }

    const bedrooms = Number(random.weighted(BEDROOMS[type]));
    const floorArea = floorAreaOf(type, bedrooms, random);
    const bathrooms =
      1 +
      (bedrooms >= 3 && random.chance(0.45) ? 1 : 0) +
      (bedrooms >= 5 && random.chance(0.5) ? 1 : 0);
    const receptions = type === 'F' ? 1 : type === 'D' ? random.int(2, 3) : random.int(1, 2);
    let newBuildMonth: number | null = null;
    if (first?.newBuild === 'Y') newBuildMonth = monthNumber(first.date);
    else if (!first && builtYear >= 1995) {
      newBuildMonth = Math.min(
        SALES_LAST_MONTH,
        Math.max(HPI_FIRST_MONTH, builtYear * 12 + random.int(0, 11)),
      );
    }
    const valueToday = first
      ? market.valueFromSale(unit, type, realSales[realSales.length - 1] as RealSale)
      : market.valueToday(unit, type, floorArea, random);
    const id = firstId + slot;

    yield {
      id,
      unit,
      paon,
      saon,
      street,
      type,
      subType: subTypeOf(type, bedrooms, random),
      bedrooms,
      bathrooms,
      receptions,
      floorArea,
      tenure,
      builtYear,
      newBuildMonth,
      valueToday: Math.round(valueToday),
      realSales,
      uprn: 900_000_000_000 + id,
      sapScore: sapScoreOf(builtYear, random),
    };
  }
}
