import { isOutcode, parsePostcode } from '@yardstick/core/geo/postcode';
import { RowError } from '../../parse/row-error.ts';

export interface ListingPostcode {
  postcode: string | null;
  area: string | null;
  district: string | null;
  sector: string | null;
}

/**
 * A listing's postcode from its two halves (BLM POSTCODE1 and POSTCODE2) or a whole one, in
 * any case and spacing ("RG14DX", "rg1 4dx", "M219AA"), read by the one core parser
 * (core/geo/postcode). Agents may publish the outward code only: then postcode and sector
 * are null and the listing is placed by its district. Blank: all null. Anything else throws
 * a RowError naming `label`.
 */
export function listingPostcode(outward: string, inward = '', label = 'postcode'): ListingPostcode {
  const whole = `${outward.trim()} ${inward.trim()}`.trim();
  if (whole === '') return { postcode: null, area: null, district: null, sector: null };
  const parts = parsePostcode(whole);
  if (parts) {
    return {
      postcode: parts.postcode,
      area: parts.area,
      district: parts.outcode,
      sector: parts.sector,
    };
  }
  const compact = whole.replace(/\s+/g, '');
  if (inward.trim() === '' && isOutcode(compact)) {
    const district = compact.toUpperCase();
    return { postcode: null, area: /^[A-Z]+/.exec(district)![0], district, sector: null };
  }
  throw new RowError(
    `${label}: "${whole}" is not a valid UK postcode${whole.includes(' ') ? '' : ' or outward code'}`,
  );
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
