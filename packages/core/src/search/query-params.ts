import { z } from 'zod';
import { DATE_MESSAGE, inDateRange } from '../dates.ts';

/**
 * Building blocks for query-string schemas: every value arrives as text (or, for a repeated
 * key, a list of texts), is parsed into its typed form, and a malformed value is an issue on
 * that parameter's own path, so the 400 names it. A blank value counts as absent.
 */

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };
export const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
export const fail = (message: string): Parsed<never> => ({ ok: false, message });

const scalarInput = z.union([z.string(), z.number(), z.boolean()]);
const listInput = z.union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))]);

/** An optional scalar parameter parsed from its text; blank means absent. */
export function scalarParam<T>(parse: (text: string) => Parsed<T>) {
  return scalarInput
    .optional()
    .transform((raw, ctx): T | undefined => {
      if (raw === undefined) return undefined;
      const text = String(raw).trim();
      if (text === '') return undefined;
      const parsed = parse(text);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    })
    .optional();
}

/** A scalar parameter with a default used when it is absent or blank. */
export function scalarParamWithDefault<T>(parse: (text: string) => Parsed<T>, fallback: T) {
  return scalarInput.optional().transform((raw, ctx): T => {
    const text = raw === undefined ? '' : String(raw).trim();
    if (text === '') return fallback;
    const parsed = parse(text);
    if (parsed.ok) return parsed.value;
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  });
}

/**
 * An optional comma list (a repeated key is joined first). Entries are trimmed, blanks
 * dropped, duplicates removed; an empty list is absent.
 */
export function listParam<T>(parseEntry: (text: string) => Parsed<T>, maxEntries: number) {
  return listInput
    .optional()
    .transform((raw, ctx): T[] | undefined => {
      if (raw === undefined) return undefined;
      const texts = (Array.isArray(raw) ? raw.map(String) : [String(raw)])
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter((s) => s !== '');
      if (texts.length === 0) return undefined;
      if (texts.length > maxEntries) {
        ctx.addIssue({ code: 'custom', message: `At most ${maxEntries} values` });
        return z.NEVER;
      }
      const values: T[] = [];
      const seen = new Set<string>();
      for (const text of texts) {
        const parsed = parseEntry(text);
        if (!parsed.ok) {
          ctx.addIssue({ code: 'custom', message: `${parsed.message}: '${text}'` });
          return z.NEVER;
        }
        const key = JSON.stringify(parsed.value);
        if (!seen.has(key)) {
          seen.add(key);
          values.push(parsed.value);
        }
      }
      return values;
    })
    .optional();
}

const NUMBER_TEXT = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;

export interface NumberRule {
  min: number;
  max: number;
  integer?: boolean;
  /** Accept '£250,000' (formatted money). */
  money?: boolean;
}

/**
 * Smallest magnitude a non-zero number may have. PostgreSQL refuses subnormal doubles
 * (5e-324 is "out of range for type double precision"), and no figure we take is that small.
 */
export const SMALLEST_NUMBER = 1e-300;

/** A finite number PostgreSQL can store as float8 and numeric: 0, or not vanishingly small. */
export const isStorableNumber = (value: number): boolean =>
  Number.isFinite(value) && (value === 0 || Math.abs(value) >= SMALLEST_NUMBER);

export function parseNumber(text: string, rule: NumberRule): Parsed<number> {
  const cleaned = rule.money ? text.replace(/^£/, '').replaceAll(',', '') : text;
  if (!NUMBER_TEXT.test(cleaned)) return fail('Must be a number');
  const value = Number(cleaned);
  if (!isStorableNumber(value)) return fail('Must be a number (too small: use 0)');
  if (rule.integer && !Number.isInteger(value)) return fail('Must be a whole number');
  if (value < rule.min || value > rule.max) {
    return fail(`Must be between ${rule.min} and ${rule.max}`);
  }
  return ok(value);
}

export const numberParam = (rule: NumberRule) => scalarParam((t) => parseNumber(t, rule));

/**
 * A whole number from `min` to `max` as `Number` reads the text, `fallback` when the
 * parameter is absent or blank; `message` says what is wrong otherwise.
 */
export function wholeNumberParam(
  min: number,
  max: number,
  fallback: number,
  message = `Must be a whole number from ${min} to ${max}`,
) {
  return scalarParamWithDefault((t) => {
    const n = Number(t);
    return Number.isInteger(n) && n >= min && n <= max ? ok(n) : fail(message);
  }, fallback);
}

export function parseBoolean(text: string): Parsed<boolean> {
  const lower = text.toLowerCase();
  if (lower === 'true') return ok(true);
  if (lower === 'false') return ok(false);
  return fail("Must be 'true' or 'false'");
}

export const booleanParam = () => scalarParam(parseBoolean);

/** One of a fixed set of values, matched without regard to letter case, spaces or '-'/'_'. */
export function parseChoice<T extends string>(
  values: readonly T[],
  aliases: Readonly<Record<string, T>> = {},
): (text: string) => Parsed<T> {
  const key = (s: string) => s.toLowerCase().replace(/[\s_-]+/g, '');
  const byKey = new Map<string, T>();
  for (const v of values) byKey.set(key(v), v);
  for (const [alias, v] of Object.entries(aliases)) byKey.set(key(alias), v);
  return (text) => {
    const found = byKey.get(key(text));
    return found ? ok(found) : fail(`Must be one of ${values.join(', ')}`);
  };
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/** A calendar date 'YYYY-MM-DD' (an ISO date-time is cut to its UTC date). */
export function parseDate(text: string): Parsed<string> {
  const match = ISO_DATE.exec(text);
  if (!match) return fail(DATE_MESSAGE);
  const date = new Date(match[4] ? text : `${text}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return fail(DATE_MESSAGE);
  const day = date.toISOString().slice(0, 10);
  if (!match[4] && day !== text) return fail(DATE_MESSAGE);
  // In the range every request date keeps (there is no year 0, PostgreSQL refuses it).
  if (!inDateRange(day)) return fail(DATE_MESSAGE);
  return ok(day);
}

/** Control characters other than white space; NUL in particular cannot be stored in text. */
// eslint-disable-next-line no-control-regex -- these are exactly the characters refused
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function parseText(maxLength: number): (text: string) => Parsed<string> {
  return (text) =>
    text.length > maxLength
      ? fail(`At most ${maxLength} characters`)
      : CONTROL_CHARACTERS.test(text)
        ? fail('Must not contain control characters')
        : ok(text.replace(/\s+/g, ' '));
}

/** A latitude or longitude in a JSON body: within its range and storable (see parseNumber). */
export function coordinateSchema(min: number, max: number) {
  return z
    .number()
    .min(min)
    .max(max)
    .refine(isStorableNumber, { error: 'Must be a number (too small: use 0)' });
}
export const latitudeSchema = () => coordinateSchema(-90, 90);
export const longitudeSchema = () => coordinateSchema(-180, 180);

/**
 * Makes an object schema refuse unknown parameters with an issue on the parameter's own
 * path ('Unknown parameter'), so the 400 names it (zod's `.strict()` reports them on the
 * object itself). The output type is the object's: a successful parse has no other keys.
 */
export function rejectUnknown<S extends z.ZodObject>(schema: S): S {
  return schema.catchall(
    z.custom<never>(() => false, { error: 'Unknown parameter' }),
  ) as unknown as S;
}

/** Object-level check that the given parameters are present (blank counts as absent). */
export function requireParams<K extends string>(keys: readonly K[]) {
  return (value: Partial<Record<K, unknown>>, ctx: z.RefinementCtx): void => {
    for (const key of keys) {
      if (value[key] === undefined)
        ctx.addIssue({ code: 'custom', path: [key], message: 'Required' });
    }
  };
}
