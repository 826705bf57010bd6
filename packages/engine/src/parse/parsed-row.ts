import { rejectionReason } from './row-error.ts';

/**
 * One outcome of parsing an input record: a mapped row, or a rejection with its line.
 * Structurally the same as the loader's ParseResult (importers/importer.ts), so parsers
 * built on these helpers plug straight into an Importer.
 */
export type ParseOutcome<T> =
  { kind: 'row'; line: number; row: T } | { kind: 'rejected'; line: number; reason: string };

export function accepted<T>(line: number, row: T): ParseOutcome<T> {
  return { kind: 'row', line, row };
}

export function rejected<T>(line: number, reason: string): ParseOutcome<T> {
  return { kind: 'rejected', line, reason };
}

/** Runs a row mapper, turning anything it throws into a rejection of that line. */
export function mapRow<T>(line: number, map: () => T): ParseOutcome<T> {
  try {
    return accepted(line, map());
  } catch (error) {
    return rejected(line, rejectionReason(error));
  }
}
