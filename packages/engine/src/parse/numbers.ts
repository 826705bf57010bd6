import { RowError } from './row-error.ts';

const INTEGER = /^[+-]?\d+$/;
const GROUPED_INTEGER = /^[+-]?\d{1,3}(,\d{3})+$/;
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** Values the open datasets use for "no value". */
const BLANKS = new Set(['', 'NA', 'N/A', 'NULL', 'NO DATA!']);

export function isBlank(raw: string): boolean {
  if (raw.length === 0) return true;
  if (raw.length > 12) return false;
  return BLANKS.has(raw.trim().toUpperCase());
}

/** Plain digits, the common case, parsed without the slower checks. */
const PLAIN_INTEGER = /^-?\d{1,15}$/;
const PLAIN_DECIMAL = /^-?\d{1,15}(?:\.\d{1,15})?$/;

/**
 * An integer, or null when blank. Thousands separators ("29,199", "159,950") and a
 * leading £ are accepted; anything else that is not a whole number throws a RowError.
 */
export function parseInteger(raw: string, label: string): number | null {
  if (PLAIN_INTEGER.test(raw)) return Number(raw);
  const text = raw.trim().replace(/^£/, '');
  if (isBlank(text)) return null;
  if (!INTEGER.test(text) && !GROUPED_INTEGER.test(text)) {
    throw new RowError(`${label}: "${raw}" is not a whole number`);
  }
  const value = Number(text.replaceAll(',', ''));
  if (!Number.isSafeInteger(value)) throw new RowError(`${label}: "${raw}" is out of range`);
  return value;
}

/** A parsed value, unless the field was blank (null): then the row is rejected as missing it. */
function present<T>(value: T | null, label: string): T {
  if (value === null) throw new RowError(`${label} is missing`);
  return value;
}

/** Like parseInteger, but blank is an error. */
export function requireInteger(raw: string, label: string): number {
  return present(parseInteger(raw, label), label);
}

/** A decimal number, or null when blank; thousands separators are accepted. */
export function parseDecimal(raw: string, label: string): number | null {
  if (PLAIN_DECIMAL.test(raw)) return Number(raw);
  const text = raw.trim().replace(/^£/, '');
  if (isBlank(text)) return null;
  const plain = GROUPED_INTEGER.test(text.split('.')[0] ?? '') ? text.replaceAll(',', '') : text;
  if (!DECIMAL.test(plain)) throw new RowError(`${label}: "${raw}" is not a number`);
  const value = Number(plain);
  if (!Number.isFinite(value)) throw new RowError(`${label}: "${raw}" is not a number`);
  return value;
}

/** Like parseDecimal, but blank is an error. */
export function requireDecimal(raw: string, label: string): number {
  return present(parseDecimal(raw, label), label);
}

/** Throws unless min <= value <= max (null passes). */
export function inRange<T extends number | null>(
  value: T,
  min: number,
  max: number,
  label: string,
): T {
  if (value !== null && (value < min || value > max)) {
    throw new RowError(`${label}: ${value} is outside ${min}..${max}`);
  }
  return value;
}
