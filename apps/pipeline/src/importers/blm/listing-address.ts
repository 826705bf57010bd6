import { parseOutcode, parsePostcode } from '../../parse/postcodes.ts';

export interface ListingPostcode {
  postcode: string | null;
  area: string | null;
  district: string | null;
  sector: string | null;
}

/**
 * A listing's postcode from its two halves (BLM POSTCODE1 and POSTCODE2) or a whole one.
 * Agents may publish the outward code only: then postcode and sector are null and the
 * listing is placed by its district.
 */
export function listingPostcode(outward: string, inward = ''): ListingPostcode {
  const whole = `${outward.trim()} ${inward.trim()}`.trim();
  if (inward.trim() !== '' || whole.includes(' ')) {
    const parts = parsePostcode(whole, 'postcode');
    if (parts) {
      return {
        postcode: parts.postcode,
        area: parts.area,
        district: parts.outcode,
        sector: parts.sector,
      };
    }
  }
  const district = parseOutcode(whole, 'postcode');
  return {
    postcode: null,
    area: district ? (/^[A-Z]+/.exec(district)?.[0] ?? null) : null,
    district,
    sector: null,
  };
}

const SUB_BUILDING =
  /^((?:flat|apartment|apt|unit|studio|maisonette|room)\s*\.?\s*[\w-]+)\s*,?\s*(.*)$/i;

/**
 * The first address line split into a sub-building (saon: "Flat 3") and the building
 * (paon: "41" or "The Poplars"), as Price Paid spells them, for matching listings to sales.
 */
export function splitBuilding(line: string): { saon: string | null; paon: string | null } {
  const text = line.trim().replace(/\s+/g, ' ');
  if (text === '') return { saon: null, paon: null };
  const match = SUB_BUILDING.exec(text);
  if (match && match[2])
    return { saon: match[1]!, paon: match[2].replace(/,$/, '').trim() || null };
  return { saon: null, paon: text.replace(/,$/, '') };
}
