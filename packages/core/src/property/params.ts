import { parsePostcode } from '../geo/postcode.ts';
import { fail, numberParam, ok, type Parsed } from '../search/query-params.ts';

/**
 * Parameter parsers shared by the property data calls (docs/http-api.md#property-data): ids are
 * decimal strings (bigint in the database), postcodes full UK postcodes (answered in their
 * canonical form 'RG1 1AF'), coordinates WGS84 degrees.
 */

export function parseListingId(text: string): Parsed<string> {
  return /^\d{1,18}$/.test(text) ? ok(text) : fail('Must be an id');
}

export function parseFullPostcode(text: string): Parsed<string> {
  const parsed = parsePostcode(text);
  return parsed ? ok(parsed.postcode) : fail('Must be a full UK postcode such as RG1 1AF');
}

export const latitudeParam = () => numberParam({ min: -90, max: 90 });
export const longitudeParam = () => numberParam({ min: -180, max: 180 });
