import type { ImportSummary } from './run-import.ts';

/**
 * What an import of a file says of itself, for whoever runs it: the CLI's import command and
 * the data refresh (`sources/get-data.ts`).
 */

const count = (n: number) => n.toLocaleString('en-GB');

/** A file's import in one line: rows read, written and rejected, time and rate. */
export function summaryLine(source: string, name: string, s: ImportSummary): string {
  const seconds = s.durationMs / 1000;
  const rate = seconds > 0 ? Math.round(s.rows / seconds) : s.rows;
  return (
    `${source} ${name}: ${count(s.rows)} rows read, ${count(s.inserted)} inserted, ` +
    `${count(s.updated)} updated, ${count(s.deleted)} deleted, ${count(s.rejected)} rejected ` +
    `in ${seconds.toFixed(1)} s (${count(rate)} rows/s)` +
    (s.warned > 0 ? `; ${count(s.warned)} imported with a warning` : '')
  );
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** PostgreSQL's disk_full, or the file system's ENOSPC as PGlite passes it on. */
function isDiskFull(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | undefined;
  return (
    e?.code === '53100' ||
    e?.code === 'ENOSPC' ||
    (typeof e?.message === 'string' && /No space left on device|ENOSPC/i.test(e.message))
  );
}

/**
 * Why a file failed to import. A full disk says which one: the embedded database's folder, or
 * the PostgreSQL server's. The failing batch's transaction is rolled back; batches merged before
 * it stay (runImport), and running the import again completes it (docs/deployment.md#faults-measured).
 */
export function failureMessage(error: unknown, databaseFolder?: string): string {
  const message = errorMessage(error);
  if (!isDiskFull(error)) return message;
  const where = databaseFolder
    ? `the disk holding the database folder ${databaseFolder} is full`
    : 'the disk of the PostgreSQL server is full';
  return (
    `${where} (${message}). The import stopped: the batch being written was rolled back, ` +
    `what was committed before it stays and the database remains usable. Free some space ` +
    `there (or move DATA_DIR to a larger disk) and run the import again to complete it.`
  );
}
