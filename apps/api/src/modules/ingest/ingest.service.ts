import type { DatabaseHandle } from '@yardstick/db/database';
import type { IngestBatchResult, IngestListingResult } from '@yardstick/core/ingest/ingest';
import {
  createDeriveScheduler,
  TooManyLinesError,
  withdrawListing,
  writeListing,
  writeListings,
  type DeriveScheduler,
  type DeriveSchedulerOptions,
  type LineResult,
} from '@yardstick/pipeline/ingest/ingest.public';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../errors.ts';

/**
 * Pushed listings (issue 27 item 2): the pipeline's ingest face writes them (decision 0016);
 * this service answers in HTTP terms and asks for the derive of what changed after each
 * write that changed something. The derives of one database are coalesced: a burst of pushes
 * gives one derive DERIVE_DELAY_MS after its first write, and pushes during a derive one more
 * after it, so a pushed listing has its figures well within a minute.
 */

const NO_LISTING = 'no listing with this ref';

/** How long after the first write of a burst the derive starts. */
export const DERIVE_DELAY_MS = 2_000;

const schedulers = new WeakMap<DatabaseHandle, DeriveScheduler>();

/** The derive scheduler of the primary (made on first use; closed with the app). */
export function derivesOf(
  ctx: AppContext,
  options: Omit<DeriveSchedulerOptions, 'delayMs'> = {},
): DeriveScheduler {
  let scheduler = schedulers.get(ctx.database);
  if (!scheduler) {
    scheduler = createDeriveScheduler(ctx.database, { delayMs: DERIVE_DELAY_MS, ...options });
    schedulers.set(ctx.database, scheduler);
  }
  return scheduler;
}

/** Stops the primary's derive scheduler (app close), waiting for a running derive. */
export async function closeDerives(ctx: AppContext): Promise<void> {
  const scheduler = schedulers.get(ctx.database);
  schedulers.delete(ctx.database);
  await scheduler?.close();
}

function answer(result: LineResult): IngestListingResult {
  if (result.outcome === 'rejected' || result.id === undefined) {
    // The reason as the message, and by field as every 400 of the API says it (`errors`).
    const reason = result.reason ?? 'The listing is not valid';
    throw new AppError('VALIDATION_FAILED', reason, result.errors ?? { body: reason });
  }
  return {
    id: result.id,
    ref: result.ref ?? '',
    outcome: result.outcome,
    changed: result.outcome !== 'unchanged',
    status: result.status ?? '',
  };
}

/** PUT: writes one listing; 400 with the schema's reason when it is not valid. */
export async function putListing(
  ctx: AppContext,
  source: string,
  ref: string,
  body: unknown,
): Promise<IngestListingResult> {
  const written = await writeListing(ctx.database, source, ref, body);
  // A withdrawal body ({"status": "withdrawn"}) of a listing never pushed.
  if (written.outcome === 'rejected' && written.reason === NO_LISTING) {
    throw notFound(`No listing ${ref} of the source ${source}`);
  }
  const result = answer(written);
  if (result.changed) derivesOf(ctx).schedule();
  return result;
}

/** DELETE: withdraws the listing; 404 when the source has no listing of that ref. */
export async function deleteListing(
  ctx: AppContext,
  source: string,
  ref: string,
): Promise<IngestListingResult> {
  const result = await withdrawListing(ctx.database, source, ref);
  if (result.outcome === 'rejected' && result.reason === NO_LISTING)
    throw notFound(`No listing ${ref} of the source ${source}`);
  const answered = answer(result);
  if (answered.changed) derivesOf(ctx).schedule();
  return answered;
}

/** POST: a batch of NDJSON lines; 413 beyond the line limit. */
export async function postBatch(
  ctx: AppContext,
  source: string,
  ndjson: string,
  full: boolean,
): Promise<IngestBatchResult> {
  let summary;
  try {
    summary = await writeListings(ctx.database, source, ndjson, { full });
  } catch (error) {
    if (error instanceof TooManyLinesError) throw new AppError('PAYLOAD_TOO_LARGE', error.message);
    throw error;
  }
  if (summary.changed > 0) derivesOf(ctx).schedule();
  const { created, updated, unchanged, withdrawn, withdrawnAbsent, rejected } = summary;
  return { created, updated, unchanged, withdrawn, withdrawnAbsent, rejected };
}
