import { RowError } from './row-error.ts';

/** A GSS code: a letter, two digits, six digits (E01000001, S12000033, W06000015). */
const GSS_CODE = /^[A-Z]\d{8}$/;
/** "Not applicable" pseudo-codes: E99999999, S99999999, L99999999 (Channel Islands) ... */
const NOT_APPLICABLE = /^[A-Z]99999999$/;

/**
 * An ONS GSS geography code, or null when blank or a "not applicable" pseudo-code;
 * anything that is not a code throws.
 */
export function parseGssCode(raw: string, label: string): string | null {
  const code = raw.trim().toUpperCase();
  if (code === '' || NOT_APPLICABLE.test(code)) return null;
  if (!GSS_CODE.test(code)) throw new RowError(`${label}: "${raw}" is not a GSS code`);
  return code;
}

export function requireGssCode(raw: string, label: string): string {
  const code = parseGssCode(raw, label);
  if (code === null) throw new RowError(`${label} is missing`);
  return code;
}
