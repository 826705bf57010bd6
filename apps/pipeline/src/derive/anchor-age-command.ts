import { readFileSync } from 'node:fs';
import type { AnchoredSale } from '@yardstick/core/estimates/anchor-age';
import { defineCommand, UsageError } from '../cli/command.ts';

/**
 * `npm run data -- anchor-age <sales.csv>... [--before YYYY-MM]`: the indexed last sale's error
 * by its age, pooled over the held-out sales of one or more backtests (`backtest --sales`), and
 * the linear variance curve through it, and the curve core's fitDatabaseAnchorCurve makes of
 * it (docs/methodology.md "The anchor's weight by its age").
 */
export const ANCHOR_AGE_USAGE = `Usage: npm run data -- anchor-age <sales.csv>... [--before YYYY-MM]

  <sales.csv>  the held-out sales a backtest wrote with --sales (one or more, pooled)
  --before     only the sales of months before this one (e.g. to fit on earlier years and
               check the curve on the later ones)
`;

/** The sales with an earlier sale of a \`backtest --sales\` CSV, of months before \`before\`. */
export function anchoredSalesOfCsv(text: string, before = '9999-12'): AnchoredSale[] {
  const [head, ...lines] = text.trim().split(/\r?\n/);
  const columns = (head ?? '').split(',');
  const at = (name: string) => columns.indexOf(name);
  const [price, month, anchorLog, compsLog, months] = [
    'price',
    'month',
    'anchor_log',
    'comps_log',
    'anchor_months',
  ].map(at) as [number, number, number, number, number];
  if ([price, month, anchorLog, compsLog, months].some((i) => i < 0)) {
    throw new UsageError('Not a backtest --sales file (its header lacks a column).');
  }
  const out: AnchoredSale[] = [];
  for (const line of lines) {
    const cells = line.split(',');
    if (!cells[anchorLog] || !cells[months] || (cells[month] ?? '') >= before) continue;
    out.push({
      price: Number(cells[price]),
      anchorLog: Number(cells[anchorLog]),
      compsLog: cells[compsLog] ? Number(cells[compsLog]) : null,
      months: Number(cells[months]),
    });
  }
  return out;
}

export const command = defineCommand({
  name: 'anchor-age',
  synopsis: 'anchor-age <sales.csv>... [options]',
  summary: "the indexed last sale's error by its age over backtests' held-out sales",
  usage: ANCHOR_AGE_USAGE,
  allowPositionals: true,
  options: { before: { type: 'string' } },
  async run({ stdout }, values, positionals) {
    if (positionals.length === 0) throw new UsageError('Name at least one sales file.');
    if (values.before !== undefined && !/^\d{4}-(0[1-9]|1[0-2])$/.test(values.before)) {
      throw new UsageError('Invalid --before.');
    }
    const { measureAnchorErrorByAge, fitAnchorVariance, fitDatabaseAnchorCurve } =
      await import('@yardstick/core/estimates/anchor-age');
    const { formatAnchorByAge } = await import('./backtest.ts');
    const sales = positionals.flatMap((file) =>
      anchoredSalesOfCsv(readFileSync(file, 'utf8'), values.before),
    );
    const bands = measureAnchorErrorByAge(sales);
    stdout.write(
      `${positionals.length} file(s), ${sales.length} held-out sales with an earlier sale${values.before ? ` before ${values.before}` : ''}\n`,
    );
    stdout.write(
      `${formatAnchorByAge({ bands, fit: fitAnchorVariance(bands), curve: fitDatabaseAnchorCurve(bands) }).join('\n')}\n`,
    );
    return 0;
  },
});
