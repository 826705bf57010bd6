import type { MonthNumber } from './demo-clock.ts';
import type { DemoUnit } from './demo-geography.ts';
import type { RealSale } from './reference-data.ts';

/** One dwelling (or building) of the demo world: the thing sales, EPCs and listings describe. */
export type PropertyType = 'D' | 'S' | 'T' | 'F' | 'O';

export interface DemoProperty {
  /** Global, dense, deterministic index (generation order). */
  id: number;
  unit: DemoUnit;
  paon: string;
  saon: string | null;
  street: string;
  type: PropertyType;
  /** Rightmove-style sub type, e.g. 'End of Terrace', 'Maisonette', 'Detached Bungalow'. */
  subType: string;
  bedrooms: number;
  bathrooms: number;
  receptions: number;
  /** Internal floor area in m2. */
  floorArea: number;
  tenure: 'F' | 'L';
  builtYear: number;
  /** The month of its first sale as a new build (built since 1995), else null. */
  newBuildMonth: MonthNumber | null;
  /** Open-market value at the last HPI month, in pounds. */
  valueToday: number;
  /** Real 2019 Price Paid sales of this address (the property was generated from them). */
  realSales: RealSale[];
  uprn: number;
  /** SAP energy efficiency score (1-100). */
  sapScore: number;
}

/** Shares of property types in each demo district (author's estimates of the housing mix). */
export const TYPE_MIX: Readonly<Record<string, Readonly<Record<PropertyType, number>>>> = {
  RG1: { F: 50, T: 33, S: 10, D: 5, O: 2 },
  M21: { T: 34, S: 34, F: 22, D: 8, O: 2 },
  L24: { S: 42, T: 34, F: 10, D: 12, O: 2 },
  M20: { S: 34, T: 26, F: 30, D: 8, O: 2 },
  M14: { T: 52, S: 22, F: 22, D: 2, O: 2 },
  M15: { F: 55, T: 28, S: 15, D: 1, O: 1 },
  default: { T: 36, S: 34, F: 18, D: 10, O: 2 },
};

export function typeMixOf(district: string): Readonly<Record<PropertyType, number>> {
  return TYPE_MIX[district] ?? (TYPE_MIX['default'] as Record<PropertyType, number>);
}

/** Typical floor area (m2) of each type, the size its local average price refers to. */
export const TYPICAL_FLOOR_AREA: Readonly<Record<PropertyType, number>> = {
  F: 60,
  T: 84,
  S: 95,
  D: 140,
  O: 110,
};

export const PROPERTY_TYPE_NAMES: Readonly<Record<PropertyType, string>> = {
  D: 'detached house',
  S: 'semi-detached house',
  T: 'terraced house',
  F: 'flat',
  O: 'property',
};

/** "Flat 2, 14 Oak Road" (no postcode). */
export function addressLine(p: Pick<DemoProperty, 'saon' | 'paon' | 'street'>): string {
  const building = /^\d/.test(p.paon) ? `${p.paon} ${p.street}` : `${p.paon}, ${p.street}`;
  return p.saon ? `${p.saon}, ${building}` : building;
}

/**
 * The normalised address the PLO pairing matches on (with the postcode): flat, house
 * number or name, and street, lower case, punctuation and repeated spaces removed.
 */
export function addressKey(p: Pick<DemoProperty, 'saon' | 'paon' | 'street'>): string {
  const norm = (s: string | null) =>
    (s ?? '')
      .toLowerCase()
      .replace(/[^a-z0-9 ]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  return [norm(p.saon), norm(p.paon), norm(p.street)].join('|');
}
