import { z } from 'zod';
import type { SearchFilter } from './filter.ts';
import {
  parseText,
  rejectUnknown,
  scalarParam,
  scalarParamWithDefault,
  parseNumber,
} from './query-params.ts';

/**
 * Location suggestions for the location box (GET /api/master/postcode/area?q=), from our own
 * postcode and place tables (the replacement for a paid places service):
 * - postcode: a unit postcode, code 'RG1 5AQ';
 * - sector: code 'RG1 5'; district: code 'RG1';
 * - town: a town, city or local authority; code is its ONS code for local authorities
 *   ('E06000038') or its name for other places ('Chorlton-cum-Hardy');
 * - county: code is its ONS code.
 * Latitude and longitude are the place's centre (the mean of its postcodes).
 */
export const LOCATION_TYPES = ['postcode', 'sector', 'district', 'town', 'county'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

export const locationSuggestionSchema = z
  .object({
    type: z.enum(LOCATION_TYPES),
    code: z.string(),
    label: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  })
  .meta({ id: 'LocationSuggestion' });
export type LocationSuggestion = z.infer<typeof locationSuggestionSchema>;

export const locationSuggestionsSchema = z.array(locationSuggestionSchema);

export const LOCATION_QUERY_MAX = 60;

export const locationQuerySchema = rejectUnknown(
  z.object({
    q: scalarParam(parseText(LOCATION_QUERY_MAX)),
    limit: scalarParamWithDefault((t) => parseNumber(t, { min: 1, max: 20, integer: true }), 10),
  }),
);
export type LocationQuery = z.output<typeof locationQuerySchema>;

/**
 * The filter a chosen suggestion sets: postcode -> postCodes, sector -> areaCodes,
 * district -> districts, town or county -> areaCodes with its code (an ONS code or a place
 * name, both understood by the search). searchText keeps the label for the count line.
 */
export function suggestionToFilter(
  suggestion: Pick<LocationSuggestion, 'type' | 'code' | 'label'>,
): Pick<SearchFilter, 'postCodes' | 'areaCodes' | 'districts' | 'searchText'> {
  const base = { searchText: suggestion.label };
  switch (suggestion.type) {
    case 'postcode':
      return { ...base, postCodes: [suggestion.code] };
    case 'district':
      return { ...base, districts: [suggestion.code] };
    default:
      return { ...base, areaCodes: [suggestion.code] };
  }
}
