import path from 'node:path';
import type { DatabaseHandle } from '@yardstick/db/database';
import {
  looseTarget,
  type ImportCounts,
  type Importer,
  type ParseContext,
  type ParseResult,
  type TargetSpec,
  type ParsedRow,
} from '../importers/importer.ts';
import { encodeCopyRow } from './copy-text.ts';
import { deferIndexes, isEmptyTable, restoreDeferredIndexes } from './deferred-indexes.ts';
import { fileChecksum, openFileInput } from './file-input.ts';
import { flushBatch, type TargetState } from './flush-batch.ts';
import { finishImportLog, startImportLog, vintageFromFileName } from './import-log.ts';
import { openBulkSession } from './open-bulk-session.ts';
import { PendingBatch } from './pending-batch.ts';
import { quoteIdent } from '@yardstick/db/sql-runner';
import { createStaging, dropStaging } from './staging.ts';

/** Rows an importer's `screen` checks at a time. */
const SCREEN_RUN = 500;

export interface ImportError {
  line: number;
  reason: string;
}

export interface ImportSummary {
  importId: number;
  source: string;
  file: string;
  vintage: string | undefined;
  checksum: string | undefined;
  /** Records read (accepted and rejected). */
  rows: number;
  inserted: number;
  updated: number;
  deleted: number;
  rejected: number;
  /** The first `maxErrors` rejections. */
  errors: ImportError[];
  /** Rows imported with a warning (a value not understood, replaced by a safe one). */
  warned: number;
  /** The first `maxErrors` warnings. */
  warnings: ImportError[];
  durationMs: number;
  /** True when skipUnchanged found this exact file already imported: nothing was read. */
  skipped: boolean;
}

/**
 * Not one row of the file could be imported: the file is in a layout the importer does not
 * read, or broken throughout. The import is logged as failed with the first reasons; the
 * summary (counts and the rejections kept) goes with the error.
 */
export class EveryRowRejectedError extends Error {
  constructor(readonly summary: ImportSummary) {
    super(everyRowRejectedMessage(summary));
    this.name = 'EveryRowRejectedError';
  }
}

function everyRowRejectedMessage(summary: ImportSummary): string {
  const n = summary.rejected;
  const first = summary.errors
    .slice(0, 3)
    .map((e) => `line ${e.line}: ${e.reason}`)
    .join('; ');
  return `every row was rejected (${n.toLocaleString('en-GB')} row${n === 1 ? '' : 's'}): ${first}${n > 3 ? '; ...' : ''}`;
}

/** The counts of an import that has read nothing (yet). */
export function nothingRead() {
  return {
    rows: 0,
    inserted: 0,
    updated: 0,
    deleted: 0,
    rejected: 0,
    errors: [] as ImportError[],
    warned: 0,
    warnings: [] as ImportError[],
  };
}

export interface ImportProgress {
  bytesRead: number;
  totalBytes: number;
  rows: number;
  rejected: number;
}

export interface RunImportOptions {
  /** Rows per batch (COPY + merge); default the importer's, else 50,000. */
  batchSize?: number;
  /** Rejections kept in the summary and the log; default 100. */
  maxErrors?: number;
  onProgress?(progress: ImportProgress): void;
  /**
   * Skip the file when an earlier successful import of the same source had the same
   * SHA-256 (costs one extra read of the file). The CLI does this unless --force.
   */
  skipUnchanged?: boolean;
}

const DEFAULT_BATCH_SIZE = 50_000;

interface Target extends TargetState {
  pending: PendingBatch;
  /** Secondary indexes were dropped for this load and must be rebuilt at the end. */
  deferred: boolean;
}

/** Hooks, computed columns and key tracking need the staging table: no direct COPY then. */
function allowsDirectCopy(spec: TargetSpec): boolean {
  const t = looseTarget(spec);
  return !(
    t.beforeMerge ||
    t.afterMerge ||
    t.trackKeys ||
    Object.keys(t.computed ?? {}).length > 0 ||
    Object.keys(t.stagingOnly ?? {}).length > 0
  );
}

/**
 * Imports one file with one importer: streams it through the importer's parser, COPYs
 * accepted rows in batches into temporary staging tables, merges each batch into its target
 * in one transaction (idempotent upsert or delete), and logs the run in `imports`. Parsing
 * of the next batch overlaps the database's work on the previous one; memory stays bounded
 * by two batches whatever the file size. A first load into an empty table COPYs straight
 * into it with its secondary indexes built at the end. Rejected rows are counted and the
 * first `maxErrors` kept; they never stop the import, but a file whose every row is rejected
 * throws EveryRowRejectedError (logged as failed). Throws UnreadableFileError when the
 * file cannot be opened, and any error of the parser or the database (the log row is then
 * marked failed; batches already merged stay, and re-running completes the work).
 */
export async function runImport(
  handle: DatabaseHandle,
  importer: Importer,
  file: string,
  options: RunImportOptions = {},
): Promise<ImportSummary> {
  const started = Date.now();
  const absolute = path.resolve(file);
  const fileName = path.basename(absolute);
  const input = await openFileInput(absolute);
  const vintage = importer.vintage?.(fileName) ?? vintageFromFileName(fileName);
  const batchSize = options.batchSize ?? importer.batchSize ?? DEFAULT_BATCH_SIZE;
  const maxErrors = options.maxErrors ?? 100;

  const session = await openBulkSession(handle);
  const { sql } = session;
  if (options.skipUnchanged) {
    try {
      const checksum = await fileChecksum(absolute);
      const { rows: previous } = await sql.query<{ id: number }>(
        `SELECT id::int AS id FROM imports
          WHERE source = $1 AND checksum = $2 AND status = 'succeeded' LIMIT 1`,
        [importer.source, checksum],
      );
      if (previous.length > 0) {
        input.stream.destroy();
        await session.release();
        return {
          importId: Number(previous[0]?.id),
          source: importer.source,
          file: absolute,
          vintage,
          checksum,
          ...nothingRead(),
          durationMs: Date.now() - started,
          skipped: true,
        };
      }
    } catch (error) {
      input.stream.destroy();
      await session.release();
      throw error;
    }
  }
  const counts: ImportCounts = { inserted: 0, updated: 0, deleted: 0 };
  const errors: ImportError[] = [];
  const warnings: ImportError[] = [];
  let rows = 0;
  let rejected = 0;
  let warned = 0;
  /** Results accepted for any target (rows of an extra target are not counted in `rows`). */
  let accepted = 0;
  let importId: number | undefined;
  const targets: Target[] = [];

  try {
    // Indexes left dropped by an import that crashed are rebuilt before anything else.
    await restoreDeferredIndexes(sql, undefined, session.engine);
    importId = await startImportLog(sql, {
      source: importer.source,
      file: absolute,
      fileName,
      vintage,
      sizeBytes: input.sizeBytes,
    });
    const specs: [string | undefined, TargetSpec][] = [
      ...Object.entries(importer.extraTargets ?? {}),
      [undefined, importer.target],
    ];
    const tables = specs.map(([, spec]) => spec.table);
    for (const [index, [key, spec]] of specs.entries()) {
      const staging = await createStaging(sql, spec, `_stage_${index}_${spec.table}`);
      // One target per table only: targets sharing a table need its key from the start.
      const direct =
        allowsDirectCopy(spec) &&
        tables.filter((table) => table === spec.table).length === 1 &&
        (await isEmptyTable(sql, spec.table));
      const outcome = direct
        ? await deferIndexes(sql, spec.table, { primaryKey: true })
        : { indexes: 0, primaryKey: false };
      targets.push({
        key,
        staging,
        direct,
        keyDeferred: outcome.primaryKey,
        deferred: outcome.indexes > 0 || outcome.primaryKey,
        pending: new PendingBatch(),
      });
    }
    const byKey = new Map(targets.map((t) => [t.key, t]));
    const context = { importId, source: importer.source, fileName };

    let inFlight: Promise<void> = Promise.resolve();
    let failure: unknown;
    let batchRows = 0;
    let lastProgress = 0;

    /** Hands the batch to the database and returns once the previous one is written. */
    const flush = () => {
      const batch = targets.map((target) => ({ target, taken: target.pending.take() }));
      batchRows = 0;
      const previous = inFlight;
      inFlight = previous
        .then(() => flushBatch(session, batch, context, counts))
        .catch((error: unknown) => {
          failure ??= error;
        });
      return previous;
    };

    const recordTargets = new Set(
      Object.entries(importer.extraTargets ?? {})
        .filter(([, spec]) => spec.holdsRecords === true)
        .map(([key]) => key),
    );
    const accept = (result: ParseResult) => {
      // Rows read are the file's records. A row for an extra target (a feed's agent) comes
      // from a record already counted, unless the target holds records of its own.
      if (
        result.kind === 'rejected' ||
        result.target === undefined ||
        recordTargets.has(result.target)
      ) {
        rows += 1;
      }
      if (result.kind === 'rejected') {
        rejected += 1;
        if (errors.length < maxErrors) errors.push({ line: result.line, reason: result.reason });
        return;
      }
      accepted += 1;
      if (result.kind === 'row' && result.warning !== undefined) {
        warned += 1;
        if (warnings.length < maxErrors) {
          warnings.push({ line: result.line, reason: result.warning });
        }
      }
      const target = byKey.get(result.target);
      if (!target) throw new Error(`${importer.source}: unknown target ${result.target}`);
      const copy =
        result.kind === 'encoded'
          ? result.copy
          : encodeCopyRow(result.row, target.staging.rowColumns);
      target.pending.add(copy, result.op === 'delete' ? 'd' : 'u');
      batchRows += 1;
    };

    // An importer that screens its rows (Importer.screen) has them held in runs, each
    // checked on the session between writes, then taken in order.
    const screen = importer.screen?.bind(importer);
    let held: ParseResult[] = [];
    const release = async () => {
      if (!screen || held.length === 0) return;
      const run = held;
      held = [];
      const rowsOf = run.filter((r): r is ParsedRow => r.kind === 'row' && r.target === undefined);
      await inFlight;
      const reasons = rowsOf.length > 0 ? await screen(sql, rowsOf) : [];
      const reasonOf = new Map(rowsOf.map((r, i) => [r, reasons[i]]));
      for (const result of run) {
        const reason = result.kind === 'row' ? reasonOf.get(result) : undefined;
        accept(reason === undefined ? result : { kind: 'rejected', line: result.line, reason });
      }
    };
    const take = async (result: ParseResult) => {
      if (!screen) return accept(result);
      held.push(result);
      if (held.length >= SCREEN_RUN) await release();
    };

    const parseContext: ParseContext = { file: absolute, fileName };
    for await (const item of importer.parse(input.stream, parseContext)) {
      if (failure) throw failure;
      if (Array.isArray(item)) {
        for (const result of item as readonly ParseResult[]) await take(result);
      } else {
        await take(item as ParseResult);
      }
      // At most one batch waits while another is written: bounded memory, overlapped work.
      if (batchRows >= batchSize) await flush();
      if (options.onProgress) {
        const now = Date.now();
        if (now - lastProgress > 100) {
          lastProgress = now;
          options.onProgress({
            bytesRead: input.bytesRead(),
            totalBytes: input.sizeBytes,
            rows,
            rejected,
          });
        }
      }
    }
    await release();
    if (batchRows > 0) await flush();
    await inFlight;
    if (failure) throw failure;

    if (importer.finish) {
      const extra = await importer.finish({
        sql,
        importId,
        source: importer.source,
        file: absolute,
        fileName,
        seenTable: (key?: string) => {
          const seen = byKey.get(key)?.staging.seenTable;
          if (!seen) throw new Error(`Target ${key ?? '(main)'} does not track its keys`);
          return quoteIdent(seen);
        },
      });
      if (extra) {
        counts.inserted += extra.inserted ?? 0;
        counts.updated += extra.updated ?? 0;
        counts.deleted += extra.deleted ?? 0;
      }
    }
    for (const target of targets) {
      if (target.deferred) {
        const duplicates = await restoreDeferredIndexes(
          sql,
          target.staging.target.table,
          session.engine,
        );
        // Rows of a repeated key were all inserted; the older ones are gone again.
        counts.inserted -= duplicates;
        counts.updated += duplicates;
        target.deferred = false;
      }
    }
    options.onProgress?.({
      bytesRead: input.bytesRead(),
      totalBytes: input.sizeBytes,
      rows,
      rejected,
    });

    const summary: ImportSummary = {
      importId,
      source: importer.source,
      file: absolute,
      vintage,
      checksum: input.checksum(),
      rows,
      ...counts,
      rejected,
      errors,
      warned,
      warnings,
      durationMs: Date.now() - started,
      skipped: false,
    };
    // Logged as failed (with these reasons) by the catch below.
    if (rejected > 0 && accepted === 0) throw new EveryRowRejectedError(summary);
    await finishImportLog(sql, importId, {
      status: 'succeeded',
      checksum: summary.checksum,
      rowsRead: rows,
      ...counts,
      rejected,
      errors,
      message: warningsMessage(warned, warnings),
    });
    return summary;
  } catch (error) {
    input.stream.destroy();
    await sql.query('ROLLBACK').catch(() => undefined);
    if (importId !== undefined) {
      await finishImportLog(sql, importId, {
        status: 'failed',
        checksum: undefined,
        rowsRead: rows,
        ...counts,
        rejected,
        errors,
        message: error instanceof Error ? error.message : String(error),
      }).catch(() => undefined);
    }
    throw error;
  } finally {
    for (const target of targets) {
      if (target.deferred) {
        await restoreDeferredIndexes(sql, target.staging.target.table, session.engine).catch(
          () => undefined,
        );
      }
      await dropStaging(sql, target.staging).catch(() => undefined);
    }
    await session.release();
  }
}

/** The import log's message for rows imported with warnings (undefined when there were none). */
export function warningsMessage(warned: number, warnings: ImportError[]): string | undefined {
  if (warned === 0) return undefined;
  const first = warnings
    .slice(0, 3)
    .map((w) => `line ${w.line}: ${w.reason}`)
    .join('; ');
  return `${warned} row${warned === 1 ? '' : 's'} imported with a warning (${first}${warned > 3 ? '; ...' : ''})`;
}
