import path from 'node:path';
import type { DatabaseHandle } from '@yardstick/db/database';
import { defineCommand, UsageError } from '../cli/command.ts';
import {
  availableSources,
  isSourceName,
  loadImporter,
  SOURCE_NAMES,
} from '@yardstick/engine/importers/registry';
import { filesToImport } from './import-files.ts';
import { errorMessage, failureMessage, summaryLine } from '@yardstick/engine/load/import-report';
import { createProgressBar } from '@yardstick/engine/load/progress-bar';
import {
  EveryRowRejectedError,
  nothingRead,
  runImport,
  type ImportError,
  type ImportSummary,
} from '@yardstick/engine/load/run-import';

/**
 * `import <source> <file-or-folder> [--json]`: imports one file, or every accepted file of a
 * folder, into the database. Prints a progress bar on a terminal and a one-line summary, or
 * with --json one JSON object. Exit status 0 when every file was read (even with some rows
 * rejected), 1 when a file could not be read or loaded or had every row rejected (the first
 * reasons are printed), 2 on a usage error. `command` (below) is
 * the CLI's `import`, which then derives.
 */
export interface ImportCommandOptions {
  source: string;
  target: string;
  json: boolean;
  /** Import even a file already imported with the same checksum. */
  force?: boolean;
  batchSize?: number;
  /** The embedded database's folder (DATA_DIR/pglite), named when its disk fills up. */
  databaseFolder?: string;
  /** Opens the (migrated) database; called only once the arguments are valid. */
  openDatabase(): Promise<DatabaseHandle>;
  stdout?: NodeJS.WritableStream;
  stderr?: NodeJS.WritableStream & { isTTY?: boolean };
}

export interface JsonImportResult {
  source: string;
  file: string;
  rows: number;
  inserted: number;
  updated: number;
  deleted: number;
  rejected: number;
  errors: (ImportError & { file?: string })[];
  /** Rows imported with a warning (a code not understood, read as a safe value). */
  warned: number;
  warnings: (ImportError & { file?: string })[];
  /** Files skipped because the same file (same checksum) was imported before. */
  skipped: number;
  files?: string[];
  error?: string;
}

const MAX_ERRORS = 100;

export async function importCommand(options: ImportCommandOptions): Promise<number> {
  const stdout = options.stdout ?? process.stdout;
  const stderr = options.stderr ?? process.stderr;
  const { source, target, json } = options;

  if (!isSourceName(source)) {
    stderr.write(`Unknown source "${source}". Sources: ${SOURCE_NAMES.join(', ')}\n`);
    return 2;
  }
  const importer = await loadImporter(source);
  if (!importer) {
    stderr.write(
      `The ${source} importer is not available yet. Available: ${availableSources().join(', ')}\n`,
    );
    return 2;
  }

  const result: JsonImportResult = {
    source,
    file: path.resolve(target),
    ...nothingRead(),
    skipped: 0,
  };
  const fail = (message: string) => {
    if (json) stdout.write(`${JSON.stringify({ ...result, error: message })}\n`);
    else stderr.write(`${message}\n`);
    return 1;
  };

  let files: string[];
  try {
    files = await filesToImport(target, importer);
  } catch (error) {
    return fail(errorMessage(error));
  }
  if (files.length === 0) return fail(`No ${source} files in ${target}`);
  const folder = files.length > 1 || files[0] !== result.file;
  if (folder) result.files = files;

  const handle = await options.openDatabase();
  try {
    for (const file of files) {
      const name = path.basename(file);
      const bar = createProgressBar(`${source} ${name}`, !json && stderr.isTTY === true);
      let summary: ImportSummary;
      try {
        summary = await runImport(handle, importer, file, {
          maxErrors: MAX_ERRORS,
          skipUnchanged: options.force !== true,
          onProgress: (p) => bar.update(p),
          ...(options.batchSize ? { batchSize: options.batchSize } : {}),
        });
      } catch (error) {
        if (error instanceof EveryRowRejectedError) {
          // Nothing imported: the counts and first reasons still go in the result.
          const rejectedAll = error.summary;
          result.rows += rejectedAll.rows;
          result.rejected += rejectedAll.rejected;
          for (const e of rejectedAll.errors.slice(0, MAX_ERRORS - result.errors.length)) {
            result.errors.push(folder ? { ...e, file } : e);
          }
        }
        return fail(`${source} ${name}: ${failureMessage(error, options.databaseFolder)}`);
      } finally {
        bar.stop();
      }
      if (summary.skipped) {
        result.skipped += 1;
        if (!json) {
          stdout.write(
            `${source} ${name}: unchanged since import #${summary.importId}, skipped (--force to import again)\n`,
          );
        }
        continue;
      }
      result.rows += summary.rows;
      result.inserted += summary.inserted;
      result.updated += summary.updated;
      result.deleted += summary.deleted;
      result.rejected += summary.rejected;
      for (const error of summary.errors) {
        if (result.errors.length >= MAX_ERRORS) break;
        result.errors.push(folder ? { ...error, file } : error);
      }
      result.warned += summary.warned;
      for (const warning of summary.warnings) {
        if (result.warnings.length >= MAX_ERRORS) break;
        result.warnings.push(folder ? { ...warning, file } : warning);
      }
      if (!json) {
        stdout.write(`${summaryLine(source, name, summary)}\n`);
        for (const error of summary.errors.slice(0, 5)) {
          stderr.write(`  line ${error.line}: ${error.reason}\n`);
        }
        if (summary.rejected > 5) stderr.write(`  ... ${summary.rejected - 5} more rejected\n`);
        for (const warning of summary.warnings.slice(0, 5)) {
          stderr.write(`  line ${warning.line} (imported): ${warning.reason}\n`);
        }
        if (summary.warned > 5) stderr.write(`  ... ${summary.warned - 5} more with a warning\n`);
      }
    }
  } finally {
    await handle.close();
  }
  if (json) stdout.write(`${JSON.stringify(result)}\n`);
  return 0;
}

const IMPORT_USAGE = `Usage: npm run data -- import <source> <file-or-folder> [--json] [--force] [--no-derive] [--batch-size N]

  Imports a file, or every file of a folder the source accepts, then derives.

  --json          print the result as one JSON object
  --force         import a file again even when unchanged since its last import
  --no-derive     do not derive after the import
  --batch-size N  rows per batch (one COPY and merge each); default the importer's, else 50,000
  sources: ${SOURCE_NAMES.join(', ')}
`;

export const command = defineCommand({
  name: 'import',
  synopsis: 'import <source> <file-or-folder> [--json] [--force] [--batch-size N]',
  summary:
    '--force imports a file again even when unchanged since its last import\n' +
    `sources: ${SOURCE_NAMES.join(', ')}`,
  usage: IMPORT_USAGE,
  options: {
    json: { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
    'no-derive': { type: 'boolean', default: false },
    'batch-size': { type: 'string' },
  },
  allowPositionals: true,
  async run(context, values, positionals) {
    const [source, target] = positionals;
    if (!source || !target || positionals.length > 2) throw new UsageError();
    const batchSize = values['batch-size'] ? Number(values['batch-size']) : undefined;
    if (batchSize !== undefined && !(Number.isInteger(batchSize) && batchSize > 0)) {
      context.stderr.write('--batch-size must be a positive whole number\n');
      return 2;
    }
    const imported = await importCommand({
      source,
      target,
      json: values.json,
      force: values.force,
      ...(batchSize ? { batchSize } : {}),
      ...(context.config().DATABASE_URL
        ? {}
        : { databaseFolder: path.join(context.config().DATA_DIR, 'pglite') }),
      openDatabase: context.openDatabase,
      stdout: context.stdout,
      stderr: context.stderr,
    });
    if (imported !== 0 || values['no-derive']) return imported;
    const { deriveAfterImport } = await import('../derive/derive-command.ts');
    return deriveAfterImport(context);
  },
});
