import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { formatBacktest, runBacktest } from './backtest.ts';
import { openMigratedAppDatabase } from './derive-command.ts';

/**
 * `npm run data -- backtest [--months N | --from YYYY-MM --to YYYY-MM] [--subjects <ppd file>]
 * [--json]`: the accuracy of the estimates on the sales held (backtest.ts).
 */
export const BACKTEST_USAGE = `Usage: npm run data -- backtest [--months N | --from YYYY-MM --to YYYY-MM] [--subjects <file>] [--json]

  --months     hold out the latest N months of sales (default 12)
  --from/--to  hold out an explicit window of months instead
  --subjects   estimate only the sales whose transaction ids a Price Paid file lists
               (e.g. the real sales inside the demo dataset's invented history)
  --json       print the report as one JSON object
`;

/** Transaction ids from the first column of a Price Paid CSV (any of its layouts). */
export function transactionIdsOf(text: string): string[] {
  const ids: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const match =
      /^"?\{?([0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12})\}?"?,/.exec(
        line,
      );
    if (match?.[1]) ids.push(match[1].toLowerCase());
  }
  return ids;
}

export async function run(args: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        months: { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
        subjects: { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${BACKTEST_USAGE}`);
    return 2;
  }
  if (values.help) {
    process.stdout.write(BACKTEST_USAGE);
    return 0;
  }
  const month = /^\d{4}-(0[1-9]|1[0-2])$/;
  const months = values.months === undefined ? undefined : Number(values.months);
  if (
    (months !== undefined && !(Number.isInteger(months) && months > 0 && months <= 120)) ||
    (values.from !== undefined && !month.test(values.from)) ||
    (values.to !== undefined && !month.test(values.to)) ||
    (values.from !== undefined) !== (values.to !== undefined)
  ) {
    process.stderr.write(`Invalid arguments.\n\n${BACKTEST_USAGE}`);
    return 2;
  }
  const subjectIds = values.subjects
    ? transactionIdsOf(readFileSync(values.subjects, 'utf8'))
    : undefined;
  const handle = await openMigratedAppDatabase();
  try {
    const report = await runBacktest(handle, {
      ...(months ? { holdoutMonths: months } : {}),
      ...(values.from && values.to ? { from: values.from, to: values.to } : {}),
      ...(subjectIds ? { subjectIds } : {}),
      ...(values.json ? {} : { log: (line: string) => process.stderr.write(`  ${line}\n`) }),
    });
    process.stdout.write(
      values.json ? `${JSON.stringify(report)}\n` : `${formatBacktest(report)}\n`,
    );
    return 0;
  } finally {
    await handle.close();
  }
}
