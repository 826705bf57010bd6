import { z } from 'zod';
import { hpiSourceSchema } from './hpi-source.ts';
import { parsePostcode } from '../geo/postcode.ts';
import {
  fail,
  ok,
  parseDate,
  parseNumber,
  rejectUnknown,
  requireParams,
  scalarParam,
  type Parsed,
} from '../search/query-params.ts';

/**
 * The valuation report's query (docs/methodology.md "Reports"): a short list of named
 * parameters, one `key = value` per line, that the user may edit before asking for the
 * valuation. It is data, never SQL: the server parses it strictly with `parseValuationQuery`
 * and only the typed values reach the database, as parameters.
 *
 *     postcode = RG1 5AA
 *     sold_date = 2019-06-14
 *     sold_price = 250000
 *     sq_m = 85
 *     property_type = T
 *     radius = 1000
 *     years = 5
 *
 * Blank lines and lines starting with '#' are ignored. Keys are lower case; a key may appear
 * once. An unknown key, a malformed or out-of-range value or a missing required key is an
 * error naming its line (or the key).
 */

export const VALUATION_PROPERTY_TYPES = ['D', 'S', 'T', 'F', 'O'] as const;
export type ValuationPropertyType = (typeof VALUATION_PROPERTY_TYPES)[number];
export const PROPERTY_TYPE_NAMES: Record<ValuationPropertyType, string> = {
  D: 'Detached',
  S: 'Semi Detached',
  T: 'Terraced',
  F: 'Flat',
  O: 'Other',
};

export const VALUATION_LIMITS = {
  firstSoldDate: '1995-01-01',
  soldPrice: { min: 1_000, max: 100_000_000 },
  sqMts: { min: 10, max: 5_000 },
  radius: { min: 100, max: 5_000, default: 1_000 },
  years: { min: 1, max: 10, default: 5 },
  maxChars: 2_000,
  maxLines: 40,
} as const;
/** Rows per page of the report's comparables table (spec §9). */
export const VALUATION_PAGE_SIZE = 20;

export interface ValuationInputs {
  postCode: string;
  soldDate: string;
  soldPrice: number;
  sqMts: number | null;
  propertyType: ValuationPropertyType;
  radius: number;
  years: number;
}

type Key = 'postcode' | 'sold_date' | 'sold_price' | 'sq_m' | 'property_type' | 'radius' | 'years';
const KEYS: readonly Key[] = [
  'postcode',
  'sold_date',
  'sold_price',
  'sq_m',
  'property_type',
  'radius',
  'years',
];
const REQUIRED: readonly Key[] = ['postcode', 'sold_date', 'sold_price', 'property_type'];

const today = () => new Date().toISOString().slice(0, 10);

export function parsePropertyType(text: string): Parsed<ValuationPropertyType> {
  const upper = text.trim().toUpperCase();
  if ((VALUATION_PROPERTY_TYPES as readonly string[]).includes(upper)) {
    return ok(upper as ValuationPropertyType);
  }
  const byName = Object.entries(PROPERTY_TYPE_NAMES).find(
    ([, name]) => name.toUpperCase().replace(/\s/g, '') === upper.replace(/[\s_-]/g, ''),
  );
  return byName
    ? ok(byName[0] as ValuationPropertyType)
    : fail('Must be D, S, T, F or O (Detached, Semi Detached, Terraced, Flat, Other)');
}

export function parseSoldDate(text: string): Parsed<string> {
  const parsed = parseDate(text.trim());
  if (!parsed.ok || parsed.value !== text.trim()) return fail('Must be a date yyyy-mm-dd');
  if (parsed.value < VALUATION_LIMITS.firstSoldDate) {
    return fail(
      `Must be on or after ${VALUATION_LIMITS.firstSoldDate} (the UK HPI starts in 1995)`,
    );
  }
  if (parsed.value > today()) return fail('Must not be in the future');
  return parsed;
}

export function parseValuationPostcode(text: string): Parsed<string> {
  const parsed = parsePostcode(text);
  return parsed ? ok(parsed.postcode) : fail('Must be a full UK postcode such as RG1 5AA');
}

const int = (rule: { min: number; max: number }) => (t: string) =>
  parseNumber(t.trim(), { ...rule, integer: true, money: true });

const PARSERS: Record<Key, (text: string) => Parsed<string | number>> = {
  postcode: parseValuationPostcode,
  sold_date: parseSoldDate,
  sold_price: int(VALUATION_LIMITS.soldPrice),
  sq_m: (t) => parseNumber(t.trim(), VALUATION_LIMITS.sqMts),
  property_type: parsePropertyType,
  radius: int(VALUATION_LIMITS.radius),
  years: int(VALUATION_LIMITS.years),
};

export interface QueryProblem {
  /** 1-based line number, or null for a missing key. */
  line: number | null;
  message: string;
}

export type ParsedQuery =
  { ok: true; value: ValuationInputs } | { ok: false; problem: QueryProblem };

/** Parses the query text strictly; the first problem found is answered. */
export function parseValuationQuery(text: string): ParsedQuery {
  const problem = (line: number | null, message: string): ParsedQuery => ({
    ok: false,
    problem: { line, message: line === null ? message : `Line ${line}: ${message}` },
  });
  if (text.length > VALUATION_LIMITS.maxChars) {
    return problem(null, `The query is longer than ${VALUATION_LIMITS.maxChars} characters`);
  }
  const lines = text.split(/\r\n|\n|\r/);
  if (lines.length > VALUATION_LIMITS.maxLines) {
    return problem(null, `The query has more than ${VALUATION_LIMITS.maxLines} lines`);
  }
  const values = new Map<Key, string | number>();
  for (const [i, raw] of lines.entries()) {
    const n = i + 1;
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    // eslint-disable-next-line no-control-regex -- control characters are refused
    if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(line)) {
      return problem(n, 'control characters are not allowed');
    }
    const eq = line.indexOf('=');
    if (eq < 0) return problem(n, "expected 'key = value'");
    const key = line.slice(0, eq).trim();
    const value = line.slice(eq + 1).trim();
    if (!(KEYS as readonly string[]).includes(key)) {
      return problem(n, `unknown key '${key.slice(0, 40)}' (known: ${KEYS.join(', ')})`);
    }
    if (values.has(key as Key)) return problem(n, `'${key}' is given twice`);
    if (value === '') return problem(n, `'${key}' has no value`);
    const parsed = PARSERS[key as Key](value);
    if (!parsed.ok) return problem(n, `${key}: ${parsed.message}`);
    values.set(key as Key, parsed.value);
  }
  for (const key of REQUIRED) {
    if (!values.has(key)) return problem(null, `The query needs '${key}'`);
  }
  return {
    ok: true,
    value: {
      postCode: values.get('postcode') as string,
      soldDate: values.get('sold_date') as string,
      soldPrice: values.get('sold_price') as number,
      sqMts: (values.get('sq_m') as number | undefined) ?? null,
      propertyType: values.get('property_type') as ValuationPropertyType,
      radius: (values.get('radius') as number | undefined) ?? VALUATION_LIMITS.radius.default,
      years: (values.get('years') as number | undefined) ?? VALUATION_LIMITS.years.default,
    },
  };
}

/** The query text of the inputs (what Prepare Query fills the text area with). */
export function formatValuationQuery(inputs: ValuationInputs): string {
  return [
    `postcode = ${inputs.postCode}`,
    `sold_date = ${inputs.soldDate}`,
    `sold_price = ${inputs.soldPrice}`,
    ...(inputs.sqMts === null ? [] : [`sq_m = ${inputs.sqMts}`]),
    `property_type = ${inputs.propertyType}`,
    `radius = ${inputs.radius}`,
    `years = ${inputs.years}`,
  ].join('\n');
}

// ---- GET /api/reports/valuation/query ----
/**
 * The valuation filter's fields and the parser of each: the API's query schema and the
 * valuation report's form check a value alike.
 */
export const VALUATION_FILTER_PARSERS = {
  propertyType: parsePropertyType,
  postCode: parseValuationPostcode,
  soldDate: parseSoldDate,
  soldPrice: int(VALUATION_LIMITS.soldPrice),
  sqMts: (t: string) => parseNumber(t.trim(), VALUATION_LIMITS.sqMts),
} as const;
export type ValuationFilterField = keyof typeof VALUATION_FILTER_PARSERS;
/** The fields the filter needs (sqMts is optional). */
export const VALUATION_FILTER_REQUIRED: readonly ValuationFilterField[] = [
  'propertyType',
  'postCode',
  'soldDate',
  'soldPrice',
];
const filterFields = {
  propertyType: scalarParam(VALUATION_FILTER_PARSERS.propertyType),
  postCode: scalarParam(VALUATION_FILTER_PARSERS.postCode),
  soldDate: scalarParam(VALUATION_FILTER_PARSERS.soldDate),
  soldPrice: scalarParam(VALUATION_FILTER_PARSERS.soldPrice),
  sqMts: scalarParam(VALUATION_FILTER_PARSERS.sqMts),
};
export const valuationQueryFilterSchema = rejectUnknown(z.object(filterFields)).superRefine(
  requireParams(VALUATION_FILTER_REQUIRED),
);
export type ValuationQueryFilter = z.output<typeof valuationQueryFilterSchema>;
export const preparedQuerySchema = z.object({ query: z.string() }).meta({ id: 'ValuationQuery' });

// ---- POST /api/reports/valuation ----
/**
 * The query text, plus the filter fields the form held. The query decides; a filter field
 * fills a key the query leaves out (the text is what the user last saw and edited).
 */
export const valuationRequestSchema = z
  .object({
    query: z.string().max(VALUATION_LIMITS.maxChars),
    propertyType: z.string().max(20).optional(),
    postCode: z.string().max(10).optional(),
    soldDate: z.string().max(10).optional(),
    soldPrice: z.union([z.number(), z.string().max(20)]).optional(),
    sqMts: z.union([z.number(), z.string().max(20)]).optional(),
  })
  .strict()
  .meta({ id: 'ValuationRequest' });
export type ValuationRequest = z.infer<typeof valuationRequestSchema>;

export const valuationComparableSchema = z.object({
  dateOfTransfer: z.string(),
  address: z.string(),
  propertyType: z.string(),
  price: z.number(),
  totalFloorArea: z.number(),
  /** The sale's £/m2 brought to today by its local authority's HPI. */
  adjustedPpsm: z.number(),
  distance: z.number(),
});

export const valuationResultSchema = z
  .object({
    /** Median time-adjusted £/m2 of the comparables x sqMts; null without floor area or comparables. */
    avgPrice: z.number().nullable(),
    /** soldPrice x HPI(type, latest) / HPI(type, sold month); null without the series. */
    hpiPrice: z.number().nullable(),
    /** The HPI change between the two months, %, 2 decimals. */
    hpi: z.number().nullable(),
    inputs: z.object({
      postCode: z.string(),
      soldDate: z.string(),
      soldPrice: z.number(),
      sqMts: z.number().nullable(),
      propertyType: z.enum(VALUATION_PROPERTY_TYPES),
      radius: z.number(),
      years: z.number(),
    }),
    explanation: z.object({
      hpiArea: z.string().nullable(),
      hpiSeries: z.string().nullable(),
      soldMonth: z.string().nullable(),
      latestMonth: z.string().nullable(),
      indexThen: z.number().nullable(),
      indexNow: z.number().nullable(),
      medianPpsm: z.number().nullable(),
      comparables: z.number(),
      avgPriceNote: z.string().nullable(),
      /** Where the HPI series of hpiArea comes from (reports/hpi-source.ts); null without one. */
      hpiSource: hpiSourceSchema.nullable(),
    }),
    comparables: z.array(valuationComparableSchema),
  })
  .meta({ id: 'ValuationResult' });
export type ValuationResult = z.infer<typeof valuationResultSchema>;
