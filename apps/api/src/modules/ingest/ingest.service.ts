import type { IngestBatchResult, IngestListingResult } from '@yardstick/core/ingest/ingest';
import {
  TooManyLinesError,
  withdrawListing,
  writeListing,
  writeListings,
  type LineResult,
} from '@yardstick/engine/ingest/ingest.public';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../errors.ts';

/**
 * Pushed listings (issue 27 item 2): the engine's ingest face writes them (decision 0027);
 * this service answers in HTTP terms and, after each write that changed something, asks the
 * job registry for the derive of what changed (its triggered job `listings derive`,
 * src/jobs/app-jobs.ts): a burst of pushes gives one derive a moment after its first write,
 * and pushes during a derive one more after it, so a pushed listing has its figures well
 * within a minute.
 */

const NO_LISTING = 'no listing with this ref';

/** Asks for the derive of what the pushes changed. */
const deriveLater = (ctx: AppContext) => ctx.jobs?.trigger('listings derive');

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
  if (result.changed) deriveLater(ctx);
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
  if (answered.changed) deriveLater(ctx);
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
  if (summary.changed > 0) deriveLater(ctx);
  const { created, updated, unchanged, withdrawn, withdrawnAbsent, rejected } = summary;
  return { created, updated, unchanged, withdrawn, withdrawnAbsent, rejected };
}
