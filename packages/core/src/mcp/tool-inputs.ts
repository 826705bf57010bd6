import { z } from 'zod';
import { filterShape } from '../search/filter.ts';

/**
 * The input schemas of the MCP server's tools (apps/api/src/modules/mcp, docs/mcp.md) that are
 * not an API body already: an assistant sends JSON, the API's search takes query parameters,
 * so a search tool takes the API's own parameter names with JSON values (a number, a boolean,
 * a string or a list) and the API's filter (search/filter.ts) checks them, answering a message
 * per field.
 */
const value = z.union([z.string(), z.number(), z.boolean()]);
const param = z.union([value, z.array(z.union([z.string(), z.number()]))]).optional();

const DESCRIPTIONS: Partial<Record<keyof typeof filterShape, string>> = {
  areaCodes: 'Postcode areas, districts or sectors, e.g. ["M21", "RG1"]',
  postCodes: 'Unit postcodes or outward codes, e.g. ["M21 9AA"]',
  searchText: 'A place name, postcode or address words',
  latitude: 'Centre of a circle search (with longitude and radius)',
  longitude: 'Centre of a circle search (with latitude and radius)',
  radius: 'Radius of a circle search in metres',
  minPrice: 'Lowest asking price, GBP',
  maxPrice: 'Highest asking price, GBP',
  minBeds: 'Fewest bedrooms',
  maxBeds: 'Most bedrooms',
  propertyTypes: 'Property types: D (detached), S (semi), T (terraced), F (flat)',
  minMarketValue: 'Lowest BMV %: (asking price - estimate) / estimate x 100; -10 means 10% below',
  maxMarketValue: 'Highest BMV %, e.g. -10 for at least 10% below the estimate',
  bmv: 'Only listings priced below their estimate',
  sort: 'Sort field and direction, e.g. "avg_bmv,asc" (deepest BMV first), "avg_yield,desc", "roi,desc", "list_price,asc", "updated_on,desc"',
  page: 'Page number from 0',
  size: 'Results per page',
  isCountRequired: 'Also count every match (slower); default true',
};

const shape = Object.fromEntries(
  Object.keys(filterShape).map((key) => {
    const description = DESCRIPTIONS[key as keyof typeof filterShape];
    return [key, description ? param.describe(description) : param];
  }),
) as Record<keyof typeof filterShape, typeof param>;

/** search_listings and search_plo: the search filter, the API's parameter names. */
export const searchToolInput = z.object(shape).strict();
export type SearchToolInput = z.infer<typeof searchToolInput>;

/** The tool's JSON values as the API's query parameters (lists comma-separated). */
export function searchToolQuery(input: SearchToolInput): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, v] of Object.entries(input)) {
    if (v === undefined) continue;
    query[key] = Array.isArray(v) ? v.join(',') : String(v);
  }
  return query;
}

const listingId = z.number().int().positive().describe('The sale listing id (propertyId)');

/** get_property and explain_estimate. */
export const propertyToolInput = z.object({ propertyId: listingId }).strict();

/** area_report: a district or area, and optionally a unit postcode in it. */
export const areaToolInput = z
  .object({
    areaCode: z.string().min(1).max(8).describe('A postcode district or area, e.g. "M21" or "RG"'),
    postCode: z
      .string()
      .min(5)
      .max(8)
      .optional()
      .describe('A unit postcode for its deprivation and local HPI change, e.g. "M21 9AA"'),
  })
  .strict();

/** hpi_report: the API's HPI report parameters. */
export const hpiToolInput = z
  .object({
    duration: z
      .number()
      .int()
      .optional()
      .describe('Months the change is measured over: 12, 36, 60 or 120'),
    search: z.string().max(100).optional().describe('District or place to look for'),
    sort: z.string().max(40).optional().describe('e.g. "change,desc"'),
    page: z.number().int().min(0).optional(),
    size: z.number().int().min(1).max(100).optional(),
  })
  .strict();
