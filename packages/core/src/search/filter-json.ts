import { z } from 'zod';
import { searchFilterSchema } from './filter.ts';

/**
 * The search filter in its two forms (issue 37, decision 0025):
 *
 * - the URL form the web keeps in its address bar and the search routes take as query
 *   parameters: every value a string, lists comma-separated (`{ maxPrice: '400000',
 *   propertyTypes: 'S,T' }`);
 * - the typed JSON form a JSON client sends (saved searches, the MCP tools, the typed client):
 *   numbers as numbers, toggles as booleans, lists as arrays (`{ maxPrice: 400000,
 *   propertyTypes: ['S', 'T'] }`).
 *
 * `filterInputSchema` takes either (or a mix) and answers the URL form, which is what is
 * stored (version FILTER_VERSION); `filterToJson` answers the typed form of a URL-form filter.
 * The filter's own schema (filter.ts) judges the values either way.
 */

/** The version of the stored filter's shape: 1 = the URL form (a record of strings). */
export const FILTER_VERSION = 1 as const;

const scalar = z.union([z.string().max(10_000), z.number(), z.boolean()]);
export const filterJsonValueSchema = z.union([
  scalar,
  z.array(z.union([z.string().max(1_000), z.number()])).max(100),
]);
export type FilterJsonValue = z.infer<typeof filterJsonValueSchema>;
export type FilterJson = Record<string, FilterJsonValue>;

/** One value in the URL form: a list comma-joined, anything else as its text. */
function toParam(value: FilterJsonValue): string {
  return Array.isArray(value) ? value.map(String).join(',') : String(value);
}

/** A filter in either form as the URL form (a value already a string is kept as it is). */
export function filterToParams(filter: FilterJson): Record<string, string> {
  return Object.fromEntries(Object.entries(filter).map(([key, value]) => [key, toParam(value)]));
}

/** A filter in the typed JSON form or the URL form (or a mix), answered in the URL form. */
export const filterInputSchema = z
  .record(z.string(), filterJsonValueSchema)
  .transform(filterToParams)
  .meta({
    description:
      'The search filter: the search parameters by name, as a typed JSON object (numbers as ' +
      'numbers, lists as arrays, toggles as booleans) or in the URL form (every value a string, ' +
      'lists comma-separated).',
  });

/** Parameters kept in their text form: each is one value whose parsed form is an object. */
const TEXT_KEYS = new Set(['center', 'polygon', 'sort', 'searchText', 'source']);

/**
 * The typed JSON form of a URL-form filter, read by the filter schema of its kind (the
 * estimates search's by default): numbers, booleans and arrays; a value the schema drops
 * (`propertyTypes: 'all'`) is left out. A filter the schema refuses is answered as it is
 * (strings), so a stored row is always readable.
 */
export function filterToJson(
  params: Record<string, string>,
  schema: z.ZodType = searchFilterSchema,
): FilterJson {
  const parsed = schema.safeParse(params);
  if (!parsed.success) return { ...params };
  const typed = parsed.data as Record<string, unknown>;
  const json: FilterJson = {};
  for (const [key, text] of Object.entries(params)) {
    const value = typed[key];
    if (value === undefined) continue;
    if (TEXT_KEYS.has(key)) json[key] = text.trim();
    else if (Array.isArray(value))
      json[key] = value.map((v) => (typeof v === 'number' ? v : String(v)));
    else if (typeof value === 'number' || typeof value === 'boolean') json[key] = value;
    else json[key] = String(value);
  }
  return json;
}

/** The typed filter of the API's answers: the same values, typed. */
export const filterJsonSchema = z.record(z.string(), filterJsonValueSchema).meta({
  description:
    'The search filter as a typed JSON object (numbers as numbers, lists as arrays, toggles as ' +
    'booleans); the same filter as `filter`, which has it in the URL form.',
});
