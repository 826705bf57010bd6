import { parse, toNormalised, validOutcode } from 'postcode';
import type { Nation } from '../tax/transaction-tax.ts';

export interface ParsedPostcode {
  postcode: string;
  outcode: string;
  area: string;
  district: string;
  sector: string;
}

/** Parses and normalises a full UK postcode ('rg15aq' -> 'RG1 5AQ'); null when invalid. */
export function parsePostcode(text: string): ParsedPostcode | null {
  const p = parse(text.trim());
  if (!p.valid) return null;
  return {
    postcode: p.postcode,
    outcode: p.outcode,
    area: p.area,
    district: p.district,
    sector: p.sector,
  };
}

export function normalisePostcode(text: string): string | null {
  return toNormalised(text.trim()) ?? null;
}

export function isOutcode(text: string): boolean {
  return validOutcode(text.trim().toUpperCase());
}

const SCOTLAND = new Set([
  'AB',
  'DD',
  'DG',
  'EH',
  'FK',
  'G',
  'HS',
  'IV',
  'KA',
  'KW',
  'KY',
  'ML',
  'PA',
  'PH',
  'TD',
  'ZE',
]);
const WALES = new Set(['CF', 'LD', 'LL', 'NP', 'SA']);
/** Cross-border districts, by outcode, where the area's usual nation does not hold. */
const DISTRICT_EXCEPTIONS: Record<string, Nation> = {
  TD9: 'scotland',
  TD12: 'england',
  TD15: 'england',
  CH4: 'wales',
  CH5: 'wales',
  CH6: 'wales',
  CH7: 'wales',
  CH8: 'wales',
  SY15: 'wales',
  SY16: 'wales',
  SY17: 'wales',
  SY18: 'wales',
  SY19: 'wales',
  SY20: 'wales',
  SY21: 'wales',
  SY22: 'wales',
  SY23: 'wales',
  SY24: 'wales',
  SY25: 'wales',
};

/**
 * The nation of a postcode from its area and district: a fallback for when the ONS postcode
 * directory (which gives the country of each unit postcode exactly) has not been loaded.
 * Border districts that straddle two nations take the nation of most of their addresses.
 */
export function nationFromPostcode(text: string): Nation | null {
  const cleaned = text.trim().toUpperCase();
  const outcode = parsePostcode(cleaned)?.outcode ?? (validOutcode(cleaned) ? cleaned : null);
  if (!outcode) return null;
  const exception = DISTRICT_EXCEPTIONS[outcode];
  if (exception) return exception;
  const area = /^[A-Z]+/.exec(outcode)?.[0] ?? '';
  if (area === 'BT') return 'northern-ireland';
  if (SCOTLAND.has(area)) return 'scotland';
  if (WALES.has(area)) return 'wales';
  return 'england';
}

/** ONS country codes (E92/W92/S92/N92) to our nations. */
export function nationFromCountryCode(code: string | null | undefined): Nation | null {
  switch (code?.slice(0, 3)) {
    case 'E92':
      return 'england';
    case 'W92':
      return 'wales';
    case 'S92':
      return 'scotland';
    case 'N92':
      return 'northern-ireland';
    default:
      return null;
  }
}
