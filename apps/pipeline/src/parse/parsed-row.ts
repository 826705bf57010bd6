import { rejectionReason } from './row-error.ts';

/** One outcome of parsing an input row: a mapped row, or a rejection with its line. */
export type ParsedRow<T> =
  { ok: true; line: number; row: T } | { ok: false; line: number; reason: string };

export interface Rejection {
  line: number;
  reason: string;
}

export function accepted<T>(line: number, row: T): ParsedRow<T> {
  return { ok: true, line, row };
}

export function rejected<T>(line: number, reason: string): ParsedRow<T> {
  return { ok: false, line, reason };
}

/** Runs a row mapper, turning anything it throws into a rejection of that line. */
export function mapRow<T>(line: number, map: () => T): ParsedRow<T> {
  try {
    return accepted(line, map());
  } catch (error) {
    return rejected(line, rejectionReason(error));
  }
}
