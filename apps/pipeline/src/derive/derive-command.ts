import { parseArgs } from 'node:util';
import { loadPipelineConfig } from '../config.ts';
import { openAppDatabase, type DatabaseHandle } from '@yardstick/db/database';
import { migrateToLatest } from '@yardstick/db/migrate';
import { runDerive, type DeriveReport } from './run-derive.ts';

/**
 * `npm run data -- derive [--full] [--as-of YYYY-MM-DD] [--json] [--quiet]`: runs the derive
 * step on the application's database (DATABASE_URL, else PGlite in DATA_DIR). Exit status 0
 * on success, 1 on failure, 2 on a usage error.
 */
export const DERIVE_USAGE = `Usage: npm run data -- derive [--full] [--as-of YYYY-MM-DD] [--json] [--quiet]

  --full      recompute every listing (default: only listings whose inputs changed,
              unless evidence was imported since the last run)
  --as-of     reference date of the evidence windows (default: the latest sale and listing held)
  --json      print the report as one JSON object
  --quiet     no progress lines
`;

export async function openMigratedAppDatabase(): Promise<DatabaseHandle> {
  const handle = await openAppDatabase(loadPipelineConfig());
  try {
    await migrateToLatest(handle.db);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

export function formatDeriveReport(report: DeriveReport): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return [
    `derive (${report.mode}): ${report.targets} listings (${report.saleTargets} for sale) in ${s(report.ms)}`,
    `  evidence as of ${report.salesAsOf} (sales), ${report.listingsAsOf} (listings), HPI ${report.hpiMonth ?? 'none held'}`,
    `  estimate ranges ${report.estimated}, rent estimates ${report.rentEstimated}, PLO pairs ${report.ploPairs}`,
    `  listings written ${report.listingsUpdated}, area figures ${report.areaStats}`,
  ].join('\n');
}

/**
 * What the CLI runs after a successful import: an (incremental) derive, its summary on
 * stderr so that an import's --json output stays one object. Exit status 0 or 1.
 */
export async function deriveAfterImport(
  stderr: NodeJS.WritableStream = process.stderr,
): Promise<number> {
  let handle: DatabaseHandle | undefined;
  try {
    handle = await openMigratedAppDatabase();
    const report = await runDerive(handle);
    stderr.write(`${formatDeriveReport(report)}\n`);
    return 0;
  } catch (error) {
    stderr.write(`derive failed: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await handle?.close();
  }
}

export async function run(args: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        full: { type: 'boolean', default: false },
        'as-of': { type: 'string' },
        json: { type: 'boolean', default: false },
        quiet: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${DERIVE_USAGE}`);
    return 2;
  }
  if (values.help) {
    process.stdout.write(DERIVE_USAGE);
    return 0;
  }
  const asOf = values['as-of'];
  if (asOf !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(asOf)) {
    process.stderr.write('--as-of must be a date YYYY-MM-DD\n');
    return 2;
  }
  const handle = await openMigratedAppDatabase();
  try {
    const report = await runDerive(handle, {
      full: values.full,
      ...(asOf ? { asOf } : {}),
      ...(values.quiet || values.json
        ? {}
        : { log: (line: string) => process.stderr.write(`  ${line}\n`) }),
    });
    process.stdout.write(
      values.json ? `${JSON.stringify(report)}\n` : `${formatDeriveReport(report)}\n`,
    );
    return 0;
  } finally {
    await handle.close();
  }
}
