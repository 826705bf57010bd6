/**
 * A problem with one input row: the parsers throw it from field helpers and turn it
 * into a rejection ({ line, reason }) so that one bad row never stops an import.
 */
export class RowError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'RowError';
  }
}

/** The reason to report for anything thrown while mapping a row. */
export function rejectionReason(error: unknown): string {
  if (error instanceof RowError) return error.message;
  if (error instanceof Error) return `unexpected error: ${error.message}`;
  return `unexpected error: ${String(error)}`;
}
