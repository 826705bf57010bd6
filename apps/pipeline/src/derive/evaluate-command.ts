import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineCommand, UsageError, type CommandContext } from '../cli/command.ts';
import type { EvaluatedSet, EvaluationRun } from './evaluate.ts';

/**
 * `npm run data -- evaluate`: the evaluation protocol of docs/methodology.md. Each real Price
 * Paid set of the real-ppd folder and the demo dataset is loaded into a throwaway PGlite
 * database of its own (a temporary DATA_DIR, deleted afterwards) and backtested there
 * (backtest.ts, nothing stored anywhere else); the figures are per set and pooled
 * (evaluate.ts), and `--compare` puts a paired bootstrap interval on the difference from an
 * earlier run's `--out` file.
 */

/** One real set: its files (relative to the real-ppd folder) and its hold-out window. */
export interface RealSet {
  name: string;
  ppd: string;
  codepoint: string | null;
  hpi: string[];
  window: { from: string; to: string } | { months: number };
}

/** The sets, as apps/pipeline/scripts/backtest-real-set.sh loads them. */
export const REAL_SETS: readonly RealSet[] = [
  {
    name: 'sw19',
    ppd: 'ppd_report_builder_SW19_2010-2020.csv',
    codepoint: 'codepoint_open_2014-08_SW.csv',
    hpi: ['uk_hpi_app_download_england_1995-2024.csv'],
    window: { from: '2019-03', to: '2020-02' },
  },
  {
    name: 'newcastle',
    ppd: 'ppd_report_builder_newcastle_2022.csv',
    codepoint: 'codepoint_open_2014-08_NE.csv',
    hpi: ['uk_hpi_app_download_england_1995-2024.csv'],
    window: { from: '2022-07', to: '2022-12' },
  },
  {
    name: 'barbican',
    ppd: 'ppd_report_builder_barbican_EC2Y_1995-2024.csv',
    codepoint: 'codepoint_open_2014-08_EC.csv',
    hpi: [
      'uk_hpi_app_download_city_of_london_1995-2024.csv',
      'uk_hpi_app_download_england_1995-2024.csv',
    ],
    window: { months: 12 },
  },
  {
    name: 'golden-lane',
    ppd: 'ppd_report_builder_golden_lane_EC1Y_2000-2024.csv',
    codepoint: 'codepoint_open_2014-08_EC.csv',
    hpi: [
      'uk_hpi_app_download_city_of_london_1995-2024.csv',
      'uk_hpi_app_download_england_1995-2024.csv',
    ],
    window: { months: 12 },
  },
  {
    // Greater Manchester 2019 lies beside the folder (../), without a postcode file.
    name: 'gm',
    ppd: '../ppd_greater_manchester_2019.csv',
    codepoint: null,
    hpi: ['uk_hpi_app_download_england_1995-2024.csv'],
    window: { from: '2019-01', to: '2019-12' },
  },
];

export const DEFAULT_SETS = ['sw19', 'newcastle', 'barbican', 'golden-lane', 'demo'];

export const EVALUATE_USAGE = `Usage: npm run data -- evaluate [--sets a,b,...] [--real-ppd DIR] [--out FILE] [--compare FILE] [--json]

  --sets      which sets to run (default ${DEFAULT_SETS.join(',')});
              real sets: ${REAL_SETS.map((s) => s.name).join(', ')}; demo: the demo dataset (scale 1,
              its default seed, the latest 12 months held out)
  --real-ppd  the folder of the real Price Paid, Code-Point and HPI files (default: the
              REAL_PPD_DIR environment variable, else ../shared/data/real-ppd beside the
              repository); when it is absent the real sets are skipped, and it says so
  --out       also write every held-out sale's figures to this JSON file (for --compare)
  --compare   an earlier run's --out file: the paired bootstrap interval of the difference
  --run       read the run from this earlier --out file instead of running the sets
              (e.g. to compare two saved runs)
  --json      print the run as one JSON object

Every set is loaded into its own throwaway PGlite database (a temporary folder, deleted
afterwards); the application's database is not touched.
`;

const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');

export function defaultRealPpdDir(configured: string | undefined): string {
  return configured || path.resolve(repositoryRoot, '../shared/data/real-ppd');
}

/** A context on a throwaway PGlite database in `dir` (the terminal's streams, or quiet). */
function scratchContext(parent: CommandContext, dir: string, log: boolean): CommandContext {
  const config = {
    ...parent.config(),
    DATA_DIR: dir,
    DATABASE_URL: undefined,
    DEMO_DATA: 'off' as const,
  };
  const quiet = { write: () => true } as unknown as NodeJS.WritableStream;
  const context: CommandContext = {
    config: () => config,
    openDatabase: async () => {
      const { openMigratedDatabase } = await import('../open-database.ts');
      return openMigratedDatabase(config);
    },
    stdout: log ? parent.stderr : quiet,
    stderr: log ? parent.stderr : quiet,
  };
  return context;
}

/** Loads one set into a throwaway database and backtests it. */
async function evaluateSet(
  parent: CommandContext,
  name: string,
  realDir: string,
  log: boolean,
): Promise<EvaluatedSet> {
  const { runCli } = await import('../cli/run-cli.ts');
  const { runBacktest } = await import('./backtest.ts');
  const scratch = mkdtempSync(path.join(os.tmpdir(), `yardstick-evaluate-${name}-`));
  const context = scratchContext(parent, scratch, log);
  const say = (line: string) => {
    if (log) parent.stderr.write(`${line}\n`);
  };
  const run = async (args: string[]) => {
    say(`+ npm run data -- ${args.join(' ')}`);
    const status = await runCli(args, context);
    if (status !== 0) throw new Error(`${name}: "${args.join(' ')}" failed (${status})`);
  };
  try {
    let window: RealSet['window'] = { months: 12 };
    if (name === 'demo') {
      await run(['demo', '--media-dir', path.join(scratch, 'media')]);
    } else {
      const set = REAL_SETS.find((s) => s.name === name) as RealSet;
      if (set.codepoint)
        await run(['import', 'codepoint', path.join(realDir, set.codepoint), '--no-derive']);
      for (const file of set.hpi)
        await run(['import', 'hpi', path.join(realDir, file), '--no-derive']);
      await run(['import', 'ppd', path.join(realDir, set.ppd), '--no-derive']);
      window = set.window;
    }
    say(`+ backtest (${name})`);
    const handle = await context.openDatabase();
    try {
      let judged: EvaluatedSet['sales'] = [];
      const report = await runBacktest(handle, {
        ...('months' in window ? { holdoutMonths: window.months } : window),
        store: false,
        ...(log ? { log: (line: string) => parent.stderr.write(`  ${line}\n`) } : {}),
        onJudged: (sales) => {
          judged = sales.map((s) => ({
            tid: s.tid,
            price: Number(s.price),
            estimate: s.estimate === null ? null : Number(s.estimate),
            baseline: s.baseline === null ? null : Number(s.baseline),
            band: s.band,
            inRange: s.in_range,
          }));
        },
      });
      return { name, from: report.from, to: report.to, sales: judged };
    } finally {
      await handle.close();
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

export const command = defineCommand({
  name: 'evaluate',
  synopsis: 'evaluate [options]',
  summary: 'backtest every real set and the demo, each in a throwaway database',
  usage: EVALUATE_USAGE,
  options: {
    sets: { type: 'string' },
    'real-ppd': { type: 'string' },
    out: { type: 'string' },
    compare: { type: 'string' },
    run: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
  async run(context, values) {
    const names = (values.sets ?? DEFAULT_SETS.join(','))
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const unknown = names.filter((n) => n !== 'demo' && !REAL_SETS.some((s) => s.name === n));
    if (names.length === 0 || unknown.length > 0) {
      throw new UsageError(unknown.length ? `Unknown set(s): ${unknown.join(', ')}.` : '');
    }
    const previous = values.compare
      ? (JSON.parse(readFileSync(values.compare, 'utf8')) as EvaluationRun)
      : undefined;
    const { DERIVE_VERSION } = await import('@yardstick/engine/derive/run-derive');
    const { formatEvaluation, pairedBootstrap } = await import('./evaluate.ts');
    const report = (run: EvaluationRun) => {
      if (values.out) writeFileSync(values.out, `${JSON.stringify(run)}\n`);
      const comparison = previous ? pairedBootstrap(previous, run) : undefined;
      context.stdout.write(
        values.json
          ? `${JSON.stringify({ ...run, ...(comparison ? { comparison } : {}) })}\n`
          : `${formatEvaluation(run, comparison)}\n`,
      );
      return 0;
    };
    if (values.run) {
      const saved = JSON.parse(readFileSync(values.run, 'utf8')) as EvaluationRun;
      return report({ ...saved, sets: saved.sets.filter((s) => names.includes(s.name)) });
    }
    const realDir = path.resolve(
      values['real-ppd'] ?? defaultRealPpdDir(context.config().REAL_PPD_DIR),
    );
    const log = !values.json;
    const toRun: string[] = [];
    const real = names.filter((n) => n !== 'demo');
    if (real.length > 0 && !existsSync(realDir)) {
      context.stderr.write(
        `The real sets' folder ${realDir} is absent: ${real.join(', ')} skipped (give the folder with --real-ppd or REAL_PPD_DIR).\n`,
      );
    }
    for (const name of names) {
      const set = REAL_SETS.find((s) => s.name === name);
      if (!set) {
        toRun.push(name);
        continue;
      }
      if (!existsSync(realDir)) continue;
      const missing = [set.ppd, ...(set.codepoint ? [set.codepoint] : []), ...set.hpi].filter(
        (f) => !existsSync(path.join(realDir, f)),
      );
      if (missing.length > 0) {
        context.stderr.write(`${name} is skipped: ${missing.join(', ')} not in ${realDir}.\n`);
      } else {
        toRun.push(name);
      }
    }
    if (toRun.length === 0) {
      context.stderr.write('No set to evaluate.\n');
      return 1;
    }
    const run: EvaluationRun = {
      deriveVersion: DERIVE_VERSION,
      at: new Date().toISOString(),
      sets: [],
    };
    for (const name of toRun) {
      run.sets.push(await evaluateSet(context, name, realDir, log));
    }
    return report(run);
  },
});
