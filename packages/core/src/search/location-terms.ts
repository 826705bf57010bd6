import { isOutcode, parsePostcode } from '../geo/postcode.ts';

/**
 * What a location term of the search filter (an entry of areaCodes, districts or postCodes,
 * or the searchText) names. Codes are recognised by their shape:
 * - a full postcode ('rg15aq', 'RG1 5AQ') -> that unit postcode;
 * - an outcode followed by a space and one digit ('RG1 5') -> a postcode sector;
 * - an outcode ('RG1', 'EC1A') -> a postcode district;
 * - one or two letters ('RG') -> a postcode area;
 * - an ONS code of a local authority or county ('E06000038') -> that place;
 * - anything else -> a place name (town, city, local authority or county), matched whole and
 *   case-insensitively against the location suggestions' places.
 */
export type LocationTerm =
  | { kind: 'postcode'; code: string }
  | { kind: 'sector'; code: string }
  | { kind: 'district'; code: string }
  | { kind: 'area'; code: string }
  | { kind: 'place'; code: string }
  | { kind: 'name'; name: string };

const SECTOR = /^([A-Z]{1,2}\d[A-Z\d]?) (\d)$/;
const AREA = /^[A-Z]{1,2}$/;
/** ONS (GSS) codes of local authorities and counties: E06-E10, W06, S12, N09. */
const GSS_PLACE = /^(E0[6-9]|E10|W06|S12|N09)\d{6}$/;

export function classifyLocationTerm(text: string): LocationTerm {
  const cleaned = text.trim().replace(/\s+/g, ' ');
  const upper = cleaned.toUpperCase();
  const postcode = parsePostcode(upper);
  if (postcode) return { kind: 'postcode', code: postcode.postcode };
  const sector = SECTOR.exec(upper);
  if (sector && isOutcode(sector[1]!)) return { kind: 'sector', code: upper };
  if (isOutcode(upper)) return { kind: 'district', code: upper };
  if (AREA.test(upper)) return { kind: 'area', code: upper };
  if (GSS_PLACE.test(upper)) return { kind: 'place', code: upper };
  return { kind: 'name', name: cleaned };
}

/** The typed text rule (docs/product.md#location-box): the part before the first comma is the location. */
export function locationPartOfText(text: string): string {
  return (text.split(',')[0] ?? '').trim();
}

/** Whether a text is a postcode district (outcode) such as 'RG1' or 'EC1A'. */
export function isDistrictCode(text: string): boolean {
  return isOutcode(text);
}
