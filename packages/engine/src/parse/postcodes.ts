import { parse, POSTCODE_REGEX, validOutcode } from 'postcode';
import { RowError } from './row-error.ts';

export interface PostcodeParts {
  /** Normalised unit postcode, e.g. "WC1A 1AA". */
  postcode: string;
  /** Outward code (the postcode district as people write it), e.g. "WC1A", "M21". */
  outcode: string;
  /** Sector, e.g. "WC1A 1". */
  sector: string;
  /** Area letters, e.g. "WC". */
  area: string;
}

/**
 * A UK postcode normalised to upper case with one space ("m211aa" -> "M21 1AA"), in any
 * of the spacings the files use (pcd7 "M1  1AD", pcd8, pcds), or null when not valid.
 */
export function normalisePostcode(raw: string): string | null {
  const text = raw.trim();
  if (text === '') return null;
  const parsed = parse(text);
  return parsed.valid ? parsed.postcode : null;
}

/**
 * The parts of a postcode, computed directly (hot path of multi-million-row files), or
 * undefined when the text is not a valid postcode by the `postcode` package's own pattern.
 */
function fastParts(raw: string): PostcodeParts | undefined {
  const compact = raw.replace(/\s+/g, '').toUpperCase();
  if (compact.length < 5 || compact.length > 7) return undefined;
  const outcode = compact.slice(0, -3);
  const inward = compact.slice(-3);
  const postcode = `${outcode} ${inward}`;
  if (!POSTCODE_REGEX.test(postcode)) return undefined;
  return {
    postcode,
    outcode,
    sector: `${outcode} ${inward[0]}`,
    area: /^[A-Z]+/.exec(outcode)![0],
  };
}

/** Normalised postcode and its parts, or null when blank; throws when not a postcode. */
export function parsePostcode(raw: string, label = 'postcode'): PostcodeParts | null {
  if (raw.trim() === '') return null;
  const fast = fastParts(raw);
  if (fast) return fast;
  const parsed = parse(raw.trim());
  if (!parsed.valid) throw new RowError(`${label}: "${raw}" is not a valid UK postcode`);
  return {
    postcode: parsed.postcode,
    outcode: parsed.outcode,
    sector: parsed.sector,
    area: parsed.area,
  };
}

export function requirePostcode(raw: string, label = 'postcode'): PostcodeParts {
  const parts = parsePostcode(raw, label);
  if (!parts) throw new RowError(`${label} is missing`);
  return parts;
}

/** An outward code alone ("M21", "wc1a"), upper-cased, or null when blank; throws when invalid. */
export function parseOutcode(raw: string, label = 'outcode'): string | null {
  const text = raw.trim().toUpperCase();
  if (text === '') return null;
  if (!validOutcode(text)) throw new RowError(`${label}: "${raw}" is not a valid outward code`);
  return text;
}
