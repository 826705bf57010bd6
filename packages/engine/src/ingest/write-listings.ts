import { CompiledQuery } from 'kysely';
import type { DatabaseHandle } from '@yardstick/db/database';
import { quoteIdent, type SqlRunner } from '@yardstick/db/sql-runner';
import { PLACE_FIELD, unplacedReasons } from '../importers/blm/listing-directory.ts';
import { agentsTarget, LISTINGS_TARGET } from '../importers/blm/listing-target.ts';
import type { MergeContext, TargetSpec } from '../importers/importer.ts';
import type { BulkSession } from '../load/bulk-session.ts';
import { encodeCopyRow } from '../load/copy-text.ts';
import { mergeStaging } from '../load/merge.ts';
import { openBulkSession } from '../load/open-bulk-session.ts';
import { PendingBatch } from '../load/pending-batch.ts';
import { createStaging, dropStaging, type StagingTable } from '../load/staging.ts';
import { exclusiveOnEmbedded } from './embedded-lock.ts';
import { pushedSource, type PushLine } from './push-lines.ts';

/**
 * Writes a push's lines the one way listings are written (decision 0010, 0016): the rows
 * COPYed into the listing importers' staging table, their hooks (agent, postcode placement,
 * price history) and the one merge statement, then the withdrawals, all in one transaction.
 * The `listing_events` rows follow from the database's triggers (migration 0101): this code
 * writes none. Idempotent by (source, ref): the merge leaves an identical row untouched, so a
 * retried push writes nothing and records no event.
 */

export type LineOutcome = 'created' | 'updated' | 'unchanged' | 'withdrawn' | 'rejected';

export interface LineResult {
  line: number;
  ref: string | null;
  outcome: LineOutcome;
  /** listings.id (absent for a rejected line). */
  id?: number;
  /** The listing's status after the write. */
  status?: string;
  reason?: string;
  /** A rejected line's reason by field (`address.postcode` ...). */
  errors?: Record<string, string>;
}

export interface WriteSummary {
  created: number;
  updated: number;
  unchanged: number;
  withdrawn: number;
  rejected: { line: number; reason: string }[];
  /** Every line read, in order. */
  lines: LineResult[];
  /** Listings of the source withdrawn because a full snapshot no longer lists them. */
  withdrawnAbsent: number;
  /** Rows changed (created, updated, withdrawn): a derive is due when above 0. */
  changed: number;
}

export interface WriteOptions {
  /**
   * The lines are the source's whole current list: its listings absent from them are
   * withdrawn (not when a rejected line has no ref: its listing could be any).
   */
  full?: boolean;
}

interface KeyRow {
  source_ref: string;
  id: number;
  xmin: string;
  status: string;
}

async function keyRows(
  sql: SqlRunner,
  source: string,
  refs: string[],
  lock: boolean,
): Promise<Map<string, KeyRow>> {
  if (refs.length === 0) return new Map();
  const { rows } = await sql.query<KeyRow>(
    `SELECT source_ref, id::int AS id, xmin::text AS xmin, status FROM listings
      WHERE source = $1 AND source_ref = ANY($2::text[])${lock ? ' FOR UPDATE' : ''}`,
    [source, refs],
  );
  return new Map(rows.map((r) => [r.source_ref, r]));
}

async function mergeRows(
  session: BulkSession,
  staging: StagingTable,
  rows: Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  const pending = new PendingBatch();
  for (const row of rows) {
    pending.add(encodeCopyRow(row as Parameters<typeof encodeCopyRow>[0], staging.rowColumns), 'u');
  }
  const { sql } = session;
  await session.copyIn(staging.name, staging.copyColumns, pending.take().chunks);
  const context: MergeContext = {
    sql,
    staging: quoteIdent(staging.name),
    table: staging.target.table,
    importId: 0,
    source: 'listings-jsonl',
    fileName: 'push',
  };
  await staging.target.beforeMerge?.(context);
  await mergeStaging(sql, staging);
  await staging.target.afterMerge?.(context);
  await sql.query(`TRUNCATE ${quoteIdent(staging.name)}`);
}

const WITHDRAW = `UPDATE listings SET status = 'withdrawn', removed_on = now()`;

/** Withdraws the source's listings not in `present` (one statement on `sql`). */
async function withdrawAbsentOn(
  sql: SqlRunner,
  listingsSource: string,
  present: string[],
): Promise<number> {
  const { rows } = await sql.query<{ n: number }>(
    `WITH w AS (
       ${WITHDRAW}
        WHERE source = $1 AND status <> 'withdrawn' AND NOT (source_ref = ANY($2::text[]))
        RETURNING 1)
     SELECT count(*)::int AS n FROM w`,
    [listingsSource, present],
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * Writes the lines of a push for `source` (stored as `push:<source>`). Each line answers
 * created, updated, unchanged, withdrawn or rejected; when a ref appears on several lines the
 * last one is written and every line of it answers the outcome of that write.
 */
export async function writePushLines(
  handle: DatabaseHandle,
  source: string,
  given: PushLine[],
  options: WriteOptions = {},
): Promise<WriteSummary> {
  return exclusiveOnEmbedded(handle, async () =>
    writePlaced(handle, source, await placeable(handle, given), options),
  );
}

/**
 * The lines with every listing whose postcode (or, given alone, outward code) the postcode
 * directory does not hold turned into a rejected line: a listing there could be placed
 * nowhere and get no figures. While no directory is loaded (an empty `postcodes` table) the
 * lines are taken as they are.
 */
async function placeable(handle: DatabaseHandle, lines: PushLine[]): Promise<PushLine[]> {
  const listings = lines.filter((l) => l.kind === 'listing');
  if (listings.length === 0) return lines;
  const runner: SqlRunner = {
    query: async <R>(text: string, params: unknown[] = []) => {
      const result = await handle.db.executeQuery<R>(CompiledQuery.raw(text, params));
      return { rows: result.rows, rowCount: Number(result.numAffectedRows ?? 0) };
    },
  };
  const reasons = await unplacedReasons(
    runner,
    listings.map((l) => l.row),
  );
  const byLine = new Map<PushLine, string | undefined>(listings.map((l, i) => [l, reasons[i]]));
  return lines.map((line) => {
    const message = byLine.get(line);
    if (line.kind !== 'listing' || message === undefined) return line;
    return {
      kind: 'rejected',
      line: line.line,
      ref: line.ref,
      reason: `${PLACE_FIELD}: ${message}`,
      errors: { [PLACE_FIELD]: message },
    };
  });
}

async function writePlaced(
  handle: DatabaseHandle,
  source: string,
  lines: PushLine[],
  options: WriteOptions,
): Promise<WriteSummary> {
  const listingsSource = pushedSource(source);
  const last = new Map<string, Extract<PushLine, { kind: 'listing' | 'withdraw' }>>();
  for (const line of lines) if (line.kind !== 'rejected') last.set(line.ref, line);
  const upserts = [...last.values()].filter((l) => l.kind === 'listing');
  const withdrawals = [...last.values()].filter((l) => l.kind === 'withdraw').map((l) => l.ref);
  const refs = [...last.keys()];

  const session = await openBulkSession(handle);
  const { sql } = session;
  const stagings: StagingTable[] = [];
  try {
    const listingStaging = await createStaging(sql, LISTINGS_TARGET, '_ingest_listings');
    stagings.push(listingStaging);
    const agentStaging = await createStaging(
      sql,
      agentsTarget(undefined) as TargetSpec,
      '_ingest_agents',
    );
    stagings.push(agentStaging);

    await sql.query('BEGIN');
    try {
      // Locked until the commit: what they were before tells created, updated, unchanged.
      const before = await keyRows(sql, listingsSource, refs, true);
      const agents = new Map<string, Record<string, unknown>>();
      for (const line of upserts) {
        if (line.kind === 'listing' && line.agent) agents.set(line.agent.source_ref, line.agent);
      }
      await mergeRows(session, agentStaging, [...agents.values()]);
      await mergeRows(
        session,
        listingStaging,
        upserts.map((l) => (l.kind === 'listing' ? l.row : {})),
      );
      const withdrawnNow = new Set<string>();
      if (withdrawals.length > 0) {
        const { rows } = await sql.query<{ source_ref: string }>(
          `${WITHDRAW}
            WHERE source = $1 AND source_ref = ANY($2::text[]) AND status <> 'withdrawn'
            RETURNING source_ref`,
          [listingsSource, withdrawals],
        );
        for (const row of rows) withdrawnNow.add(row.source_ref);
      }
      let withdrawnAbsent = 0;
      const refless = lines.some((l) => l.kind === 'rejected' && l.ref === null);
      if (options.full && !refless) {
        const present = lines
          .filter((l) => l.kind === 'listing' || (l.kind === 'rejected' && l.ref !== null))
          .map((l) => l.ref as string);
        withdrawnAbsent = await withdrawAbsentOn(sql, listingsSource, present);
      }
      const after = await keyRows(sql, listingsSource, refs, false);
      await sql.query('COMMIT');
      return summarise(lines, last, before, after, withdrawnNow, withdrawnAbsent);
    } catch (error) {
      await sql.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  } finally {
    for (const staging of stagings) await dropStaging(sql, staging).catch(() => undefined);
    await session.release();
  }
}

function summarise(
  lines: PushLine[],
  last: Map<string, Extract<PushLine, { kind: 'listing' | 'withdraw' }>>,
  before: Map<string, KeyRow>,
  after: Map<string, KeyRow>,
  withdrawnNow: Set<string>,
  withdrawnAbsent: number,
): WriteSummary {
  const byRef = new Map<string, LineResult>();
  for (const [ref, line] of last) {
    const was = before.get(ref);
    const now = after.get(ref);
    let result: LineResult;
    if (line.kind === 'withdraw') {
      if (!now) {
        result = { line: line.line, ref, outcome: 'rejected', reason: 'no listing with this ref' };
      } else {
        result = {
          line: line.line,
          ref,
          outcome: withdrawnNow.has(ref) ? 'withdrawn' : 'unchanged',
          id: now.id,
          status: now.status,
        };
      }
    } else if (!now) {
      // Cannot happen: the merge inserts every upsert.
      result = { line: line.line, ref, outcome: 'rejected', reason: 'not written' };
    } else {
      const outcome: LineOutcome = !was
        ? 'created'
        : was.xmin !== now.xmin
          ? 'updated'
          : 'unchanged';
      result = { line: line.line, ref, outcome, id: now.id, status: now.status };
    }
    byRef.set(ref, result);
  }
  const summary: WriteSummary = {
    created: 0,
    updated: 0,
    unchanged: 0,
    withdrawn: 0,
    rejected: [],
    lines: [],
    withdrawnAbsent,
    changed: withdrawnAbsent,
  };
  for (const result of byRef.values()) {
    if (result.outcome === 'rejected') continue;
    summary[result.outcome] += 1;
    if (result.outcome !== 'unchanged') summary.changed += 1;
  }
  for (const line of lines) {
    if (line.kind === 'rejected') {
      summary.lines.push({
        line: line.line,
        ref: line.ref,
        outcome: 'rejected',
        reason: line.reason,
        ...(line.errors ? { errors: line.errors } : {}),
      });
      summary.rejected.push({ line: line.line, reason: line.reason });
      continue;
    }
    const result = byRef.get(line.ref) as LineResult;
    summary.lines.push({ ...result, line: line.line });
    if (result.outcome === 'rejected' && result.line === line.line) {
      summary.rejected.push({ line: line.line, reason: result.reason ?? 'rejected' });
    }
  }
  summary.rejected.sort((a, b) => a.line - b.line);
  return summary;
}

/**
 * Withdraws the listings of `listingsSource` (the stored source: `push:<name>`,
 * `jsonl:<name>`, `blm:<branch>` ...) that `presentRefs` does not hold: what a feed marked
 * full calls after writing its snapshot. Answers how many were withdrawn (their events
 * follow from the triggers). Running it again withdraws nothing more.
 */
export async function withdrawAbsent(
  handle: DatabaseHandle,
  listingsSource: string,
  presentRefs: readonly string[],
): Promise<number> {
  return exclusiveOnEmbedded(handle, async () => {
    const session = await openBulkSession(handle);
    try {
      return await withdrawAbsentOn(session.sql, listingsSource, [...presentRefs]);
    } finally {
      await session.release();
    }
  });
}
