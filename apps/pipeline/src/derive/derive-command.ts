import { defineCommand, type CommandContext } from '../cli/command.ts';
import type { DeriveReport } from '@yardstick/engine/derive/run-derive';

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
  { openDatabase, stderr }: Pick<CommandContext, 'openDatabase' | 'stderr'>,
  { full = false }: { full?: boolean } = {},
): Promise<number> {
  let handle;
  try {
    handle = await openDatabase();
    // The listings just written join their homes (and sold homes are marked) before deriving.
    const { linkHomes } = await import('@yardstick/engine/homes/homes.public');
    const homes = await linkHomes(handle.db);
    stderr.write(
      `homes: ${homes.linked} listings linked (${homes.joined} to an earlier listing, ${homes.relisted} relisted), ${homes.sold} sold\n`,
    );
    const { runDerive } = await import('@yardstick/engine/derive/run-derive');
    const report = await runDerive(handle, { full });
    stderr.write(`${formatDeriveReport(report)}\n`);
    return 0;
  } catch (error) {
    stderr.write(`derive failed: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await handle?.close();
  }
}

export const command = defineCommand({
  name: 'derive',
  synopsis: 'derive [options]',
  summary:
    'compute estimates, BMV, ROI, PLO pairs and area figures\n' +
    '(also run after every successful import unless --no-derive)',
  usage: DERIVE_USAGE,
  options: {
    full: { type: 'boolean', default: false },
    'as-of': { type: 'string' },
    json: { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
  },
  async run({ openDatabase, stdout, stderr }, values) {
    const asOf = values['as-of'];
    if (asOf !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(asOf)) {
      stderr.write('--as-of must be a date YYYY-MM-DD\n');
      return 2;
    }
    const { runDerive } = await import('@yardstick/engine/derive/run-derive');
    const handle = await openDatabase();
    try {
      const report = await runDerive(handle, {
        full: values.full,
        ...(asOf ? { asOf } : {}),
        ...(values.quiet || values.json
          ? {}
          : { log: (line: string) => stderr.write(`  ${line}\n`) }),
      });
      stdout.write(values.json ? `${JSON.stringify(report)}\n` : `${formatDeriveReport(report)}\n`);
      return 0;
    } finally {
      await handle.close();
    }
  },
});
