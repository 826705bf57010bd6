import path from 'node:path';
import type { DatabaseHandle } from '@yardstick/api/db/database';
import type {
  ImportCounts,
  Importer,
  ParseContext,
  StagedRow,
  TargetSpec,
} from '../importers/importer.ts';
import { openBulkSession, type BulkSession } from './bulk-session.ts';
import { encodeCopyLine } from './copy-text.ts';
import { openFileInput } from './file-input.ts';
import { finishImportLog, startImportLog, vintageFromFileName } from './import-log.ts';
import { mergeStaging, recordSeenKeys } from './merge.ts';
import { quoteIdent } from './sql-runner.ts';
import { createStaging, dropStaging, type StagingTable } from './staging.ts';

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
  durationMs: number;
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
}

const DEFAULT_BATCH_SIZE = 50_000;
/** Encoded lines are joined into chunks of about this many characters before COPY. */
const CHUNK_CHARS = 1 << 20;

/** Encoded rows of one target waiting for the next flush. */
class PendingBatch {
  chunks: string[] = [];
  current = '';
  rows = 0;

  add(line: string): void {
    this.current += line;
    this.rows += 1;
    if (this.current.length >= CHUNK_CHARS) {
      this.chunks.push(this.current);
      this.current = '';
    }
  }

  take(): string[] {
    const chunks = this.current ? [...this.chunks, this.current] : this.chunks;
    this.chunks = [];
    this.current = '';
    this.rows = 0;
    return chunks;
  }
}

interface TargetState {
  key: string | undefined;
  spec: TargetSpec;
  staging: StagingTable;
  pending: PendingBatch;
}

/**
 * Imports one file with one importer: streams it through the importer's parser, COPYs
 * accepted rows in batches into temporary staging tables, merges each batch into its target
 * in one transaction (idempotent upsert or delete), and logs the run in `imports`. Parsing
 * of the next batch overlaps the database's work on the previous one; memory stays bounded
 * by two batches whatever the file size. Rejected rows are counted and the first
 * `maxErrors` kept; they never stop the import. Throws UnreadableFileError when the file
 * cannot be opened, and any error of the parser or the database (the log row is then
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
  const counts: ImportCounts = { inserted: 0, updated: 0, deleted: 0 };
  const errors: ImportError[] = [];
  let rows = 0;
  let rejected = 0;
  let importId: number | undefined;
  const targets: TargetState[] = [];

  try {
    importId = await startImportLog(session.sql, {
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
    for (const [index, [key, spec]] of specs.entries()) {
      const staging = await createStaging(session.sql, spec, `_stage_${index}_${spec.table}`);
      targets.push({ key, spec, staging, pending: new PendingBatch() });
    }
    const byKey = new Map(targets.map((t) => [t.key, t]));
    const id = importId;

    let inFlight: Promise<void> = Promise.resolve();
    let failure: unknown;
    let sequence = 0;
    let batchRows = 0;
    let lastProgress = 0;

    const flush = () => {
      const batch = targets.map((t) => ({ target: t, chunks: t.pending.take() }));
      batchRows = 0;
      const previous = inFlight;
      inFlight = previous
        .then(() => flushBatch(session, batch, id, importer, fileName, counts))
        .catch((error: unknown) => {
          failure ??= error;
        });
      return previous;
    };

    const context: ParseContext = { file: absolute, fileName };
    for await (const result of importer.parse(input.stream, context)) {
      if (failure) throw failure;
      rows += 1;
      if (result.kind === 'rejected') {
        rejected += 1;
        if (errors.length < maxErrors) errors.push({ line: result.line, reason: result.reason });
      } else {
        const target = byKey.get(result.target);
        if (!target) throw new Error(`${importer.source}: unknown target ${result.target}`);
        const op = result.op === 'delete' ? 'd' : 'u';
        sequence += 1;
        target.pending.add(
          encodeCopyLine(result.row, target.staging.rowColumns, [String(sequence), op]),
        );
        batchRows += 1;
        // At most one batch waits while another is merged: bounded memory, overlapped work.
        if (batchRows >= batchSize) await flush();
      }
      if (options.onProgress && (rows & 1023) === 0) {
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
    if (batchRows > 0) await flush();
    await inFlight;
    if (failure) throw failure;

    if (importer.finish) {
      const extra = await importer.finish({
        sql: session.sql,
        importId: id,
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
    options.onProgress?.({
      bytesRead: input.bytesRead(),
      totalBytes: input.sizeBytes,
      rows,
      rejected,
    });

    const summary: ImportSummary = {
      importId: id,
      source: importer.source,
      file: absolute,
      vintage,
      checksum: input.checksum(),
      rows,
      ...counts,
      rejected,
      errors,
      durationMs: Date.now() - started,
    };
    await finishImportLog(session.sql, id, {
      status: 'succeeded',
      checksum: summary.checksum,
      rowsRead: rows,
      ...counts,
      rejected,
      errors,
    });
    return summary;
  } catch (error) {
    input.stream.destroy();
    if (importId !== undefined) {
      await session.sql.query('ROLLBACK').catch(() => undefined);
      await finishImportLog(session.sql, importId, {
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
      await dropStaging(session.sql, target.staging).catch(() => undefined);
    }
    await session.release();
  }
}

/** COPY each target's rows into its staging table, then merge them all in one transaction. */
async function flushBatch(
  session: BulkSession,
  batch: { target: TargetState; chunks: string[] }[],
  importId: number,
  importer: Importer<StagedRow>,
  fileName: string,
  counts: ImportCounts,
): Promise<void> {
  const { sql } = session;
  const filled = batch.filter((b) => b.chunks.length > 0);
  for (const { target, chunks } of filled) {
    await session.copyIn(target.staging.name, target.staging.copyColumns, chunks);
  }
  await sql.query('BEGIN');
  try {
    for (const { target } of filled) {
      const context = {
        sql,
        staging: quoteIdent(target.staging.name),
        table: target.spec.table,
        importId,
        source: importer.source,
        fileName,
      };
      await target.spec.beforeMerge?.(context);
      const merged = await mergeStaging(sql, target.staging);
      counts.inserted += merged.inserted;
      counts.updated += merged.updated;
      counts.deleted += merged.deleted;
      await target.spec.afterMerge?.(context);
      await recordSeenKeys(sql, target.staging);
    }
    await sql.query('COMMIT');
  } catch (error) {
    await sql.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    for (const { target } of filled) {
      await sql.query(`TRUNCATE ${quoteIdent(target.staging.name)}`);
    }
  }
}
