import type { DatabaseHandle } from '@yardstick/db/database';
import { countLines, readPushLines, readPushValue } from './push-lines.ts';
import {
  writePushLines,
  type LineResult,
  type WriteOptions,
  type WriteSummary,
} from './write-listings.ts';

/**
 * The engine's ingest face (decisions 0016, 0027): what the API (and the feeds) may call to
 * write pushed listings, withdraw them and derive what changed. Listings pushed for source `s`
 * are stored with `listings.source = 'push:s'` (docs/listings-jsonl.md "Pushing listings");
 * the lines are read with the listings schema the importer shares (core's listing-schema.ts)
 * and its row mapping and written through
 * its staging table and merge statement; `listing_events` follow from the database's triggers.
 */

export { PUSH_PREFIX, pushedSource, SOURCE_PATTERN } from './push-lines.ts';
export { withdrawAbsent } from './write-listings.ts';
export type { LineOutcome, LineResult, WriteSummary } from './write-listings.ts';
export type { DeriveReport } from '../derive/run-derive.ts';
export {
  createDeriveScheduler,
  deriveChanged,
  type DeriveScheduler,
  type DeriveSchedulerOptions,
} from './derive-scheduler.ts';

/** The most lines one batch may hold. */
export const MAX_BATCH_LINES = 10_000;

export class TooManyLinesError extends Error {
  constructor(readonly lines: number) {
    super(
      `a batch holds at most ${MAX_BATCH_LINES.toLocaleString('en-GB')} lines (this one: ${lines.toLocaleString('en-GB')})`,
    );
    this.name = 'TooManyLinesError';
  }
}

/**
 * Writes a batch of NDJSON lines for `source` (at most MAX_BATCH_LINES, else
 * TooManyLinesError before anything is read): listings, withdrawal lines
 * (`{"ref": "...", "status": "withdrawn"}`), and rejected lines with their line number.
 * `full: true`: the batch is the source's whole list; its listings absent from it are withdrawn.
 */
export async function writeListings(
  handle: DatabaseHandle,
  source: string,
  ndjson: string,
  options: WriteOptions = {},
): Promise<WriteSummary> {
  const n = countLines(ndjson);
  if (n > MAX_BATCH_LINES) throw new TooManyLinesError(n);
  return writePushLines(handle, source, readPushLines(ndjson, source), options);
}

/**
 * Writes one listing (a parsed JSON object) under `ref`: the line's `ref`, when given, must be
 * `ref`. Answers its line result (line 1): created, updated, unchanged or rejected.
 */
export async function writeListing(
  handle: DatabaseHandle,
  source: string,
  ref: string,
  listing: unknown,
): Promise<LineResult> {
  const line = readPushValue(listing, 1, source, ref);
  if (line.kind === 'withdraw') return withdrawListing(handle, source, ref);
  const summary = await writePushLines(handle, source, [line]);
  return summary.lines[0] as LineResult;
}

/**
 * Withdraws the pushed listing (source, ref): 'withdrawn', 'unchanged' when it already was,
 * 'rejected' (reason "no listing with this ref") when there is none.
 */
export async function withdrawListing(
  handle: DatabaseHandle,
  source: string,
  ref: string,
): Promise<LineResult> {
  const summary = await writePushLines(handle, source, [{ kind: 'withdraw', line: 1, ref }]);
  return summary.lines[0] as LineResult;
}
