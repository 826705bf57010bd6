import { readFileSync, writeFileSync } from 'node:fs';
import { defineCommand, UsageError } from '../cli/command.ts';
import type { HeldOutSale } from './backtest.ts';

/**
 * `npm run data -- backtest [--months N | --from YYYY-MM --to YYYY-MM] [--subjects <ppd file>]
 * [--json]`: the accuracy of the estimates on the sales held (backtest.ts).
 */
export const BACKTEST_USAGE = `Usage: npm run data -- backtest [--months N | --from YYYY-MM --to YYYY-MM] [--subjects <file>] [--sales <file>] [--json] [--explain]

  --months     hold out the latest N months of sales (default 12)
  --from/--to  hold out an explicit window of months instead
  --subjects   estimate only the sales whose transaction ids a Price Paid file lists
               (e.g. the real sales inside the demo dataset's invented history)
  --sales      also write every held-out sale's figures to this CSV file (price achieved,
               estimate, band, the HPI-indexed last sale, each part's log value and error)
  --json       print the report as one JSON object
  --explain    log the plan of every statement slower than 2 s (profiling)
`;

/** The held-out sales as CSV (header, then one line per sale). */
export function heldOutSalesCsv(sales: readonly HeldOutSale[]): string {
  const columns = [
    'tid',
    'ptype',
    'price',
    'month',
    'method',
    'estimate',
    'est_log',
    'sd',
    'band',
    'baseline',
    'anchor',
    'comps',
    'anchor_log',
    'anchor_sd',
    'comps_log',
    'comps_sd',
    'anchor_months',
    'new_build',
    'atypical_tenure',
  ] as const satisfies readonly (keyof HeldOutSale)[];
  const cell = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  return [columns.join(','), ...sales.map((r) => columns.map((c) => cell(r[c])).join(','))]
    .join('\n')
    .concat('\n');
}

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

export const command = defineCommand({
  name: 'backtest',
  synopsis: 'backtest [options]',
  summary: "measure the estimates' accuracy on the sales held",
  usage: BACKTEST_USAGE,
  options: {
    months: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    subjects: { type: 'string' },
    sales: { type: 'string' },
    json: { type: 'boolean', default: false },
    explain: { type: 'boolean', default: false },
  },
  async run({ openDatabase, stdout, stderr }, values) {
    const month = /^\d{4}-(0[1-9]|1[0-2])$/;
    const months = values.months === undefined ? undefined : Number(values.months);
    if (
      (months !== undefined && !(Number.isInteger(months) && months > 0 && months <= 120)) ||
      (values.from !== undefined && !month.test(values.from)) ||
      (values.to !== undefined && !month.test(values.to)) ||
      (values.from !== undefined) !== (values.to !== undefined)
    ) {
      throw new UsageError('Invalid arguments.');
    }
    const subjectIds = values.subjects
      ? transactionIdsOf(readFileSync(values.subjects, 'utf8'))
      : undefined;
    const { formatBacktest, runBacktest } = await import('./backtest.ts');
    const handle = await openDatabase();
    try {
      const report = await runBacktest(handle, {
        ...(months ? { holdoutMonths: months } : {}),
        ...(values.from && values.to ? { from: values.from, to: values.to } : {}),
        ...(subjectIds ? { subjectIds } : {}),
        ...(values.json ? {} : { log: (line: string) => stderr.write(`  ${line}\n`) }),
        ...(values.explain ? { explainSlowerThanMs: 2000 } : {}),
        ...(values.sales
          ? { onSales: (sales) => writeFileSync(values.sales as string, heldOutSalesCsv(sales)) }
          : {}),
      });
      stdout.write(values.json ? `${JSON.stringify(report)}\n` : `${formatBacktest(report)}\n`);
      return 0;
    } finally {
      await handle.close();
    }
  },
});
