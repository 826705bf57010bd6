import { parseArgs } from 'node:util';
import { loadPipelineConfig } from './config.ts';
import { openAppDatabase } from '@yardstick/db/database';
import { migrateToLatest } from '@yardstick/db/migrate';
import { SOURCE_NAMES } from './importers/registry.ts';
import { importCommand } from './load/import-command.ts';

/**
 * `npm run data -- <command>`: the data pipeline against the application's database
 * (DATABASE_URL, else PGlite in DATA_DIR), migrated first.
 *
 *   import <source> <file-or-folder> [--json] [--force] [--batch-size N]
 *   demo ... / derive ...   (modules ./demo/demo-command.ts, ./derive/derive-command.ts,
 *                            each exporting `run(args: string[]): Promise<number>`)
 */
const USAGE = `Usage: npm run data -- <command>

  import <source> <file-or-folder> [--json] [--force] [--batch-size N]
      --force imports a file again even when unchanged since its last import
      sources: ${SOURCE_NAMES.join(', ')}
  demo [options]      build the demo dataset
  derive [options]    compute estimates, BMV, ROI, PLO pairs and area figures
                      (also run after every successful import unless --no-derive)
  backtest [options]  measure the estimates' accuracy on the sales held
  prepare             what npm start runs first: migrate, and on a database without real
                      data load the demo dataset and derive it
`;

/** Commands that live in other modules, loaded only when asked for. */
const DELEGATED: Record<string, string> = {
  demo: './demo/demo-command.ts',
  derive: './derive/derive-command.ts',
  backtest: './derive/backtest-command.ts',
  prepare: './startup/prepare-command.ts',
};

async function openMigratedDatabase() {
  const config = loadPipelineConfig();
  const handle = await openAppDatabase(config);
  try {
    await migrateToLatest(handle.db);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(USAGE);
    return command ? 0 : 2;
  }

  if (command === 'import') {
    const { values, positionals } = parseArgs({
      args: rest,
      allowPositionals: true,
      options: {
        json: { type: 'boolean', default: false },
        force: { type: 'boolean', default: false },
        'no-derive': { type: 'boolean', default: false },
        'batch-size': { type: 'string' },
      },
    });
    const [source, target] = positionals;
    if (!source || !target || positionals.length > 2) {
      process.stderr.write(USAGE);
      return 2;
    }
    const batchSize = values['batch-size'] ? Number(values['batch-size']) : undefined;
    if (batchSize !== undefined && !(Number.isInteger(batchSize) && batchSize > 0)) {
      process.stderr.write('--batch-size must be a positive whole number\n');
      return 2;
    }
    const imported = await importCommand({
      source,
      target,
      json: values.json,
      force: values.force,
      ...(batchSize ? { batchSize } : {}),
      openDatabase: openMigratedDatabase,
    });
    if (imported !== 0 || values['no-derive']) return imported;
    const { deriveAfterImport } = await import('./derive/derive-command.ts');
    return deriveAfterImport();
  }

  const delegated = DELEGATED[command];
  if (delegated) {
    let module: { run?: (args: string[]) => Promise<number> };
    try {
      module = (await import(delegated)) as typeof module;
    } catch (error) {
      const missing = error as { code?: string; message?: string };
      if (
        missing.code === 'ERR_MODULE_NOT_FOUND' &&
        missing.message?.includes(delegated.slice(2)) === true
      ) {
        process.stderr.write(`The ${command} command is not available yet.\n`);
        return 2;
      }
      throw error;
    }
    if (!module.run) throw new Error(`${delegated} exports no run(args)`);
    return module.run(rest);
  }

  process.stderr.write(`Unknown command "${command}".\n\n${USAGE}`);
  return 2;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
