import path from 'node:path';
import { defineCommand } from '../cli/command.ts';
import { DEFAULT_SCALE, DEFAULT_SEED, MAX_SCALE } from './demo-plan.ts';

/**
 * `npm run data -- demo [--scale N] [--seed N] [--force] [--media-dir DIR] [--json]`, listed
 * in ../cli/commands.ts. Builds the demo dataset in the application's database (DATABASE_URL,
 * else PGlite in DATA_DIR) and its pictures in <DATA_DIR>/media/demo (served at /media/demo/).
 */
const USAGE = `Usage: npm run data -- demo [options]

  --scale N        size: 1 (default) is about 4,000 listings and 100,000 sales;
                   up to ${MAX_SCALE} (about 1,000,000 listings and 25,000,000 sales)
  --seed N         random seed (default ${DEFAULT_SEED}); the same seed gives the same data
  --force          run even if the database holds real imported data (it is replaced),
                   and rebuild even when this exact demo dataset is already loaded
  --media-dir DIR  where to write the generated pictures (default <DATA_DIR>/media/demo)
  --json           print the result as one JSON object
`;

export const command = defineCommand({
  name: 'demo',
  synopsis: 'demo [options]',
  summary: 'build the demo dataset',
  usage: USAGE,
  options: {
    scale: { type: 'string' },
    seed: { type: 'string' },
    force: { type: 'boolean', default: false },
    'media-dir': { type: 'string' },
    json: { type: 'boolean', default: false },
  },
  async run({ config, openDatabase, stdout, stderr }, values) {
    const scale = values.scale === undefined ? DEFAULT_SCALE : Number(values.scale);
    const seed = values.seed === undefined ? DEFAULT_SEED : Number(values.seed);
    if (!(scale > 0 && scale <= MAX_SCALE)) {
      stderr.write(`--scale must be a number above 0 and at most ${MAX_SCALE}\n`);
      return 2;
    }
    if (!Number.isInteger(seed) || seed < 0) {
      stderr.write('--seed must be a whole number of 0 or more\n');
      return 2;
    }

    const mediaDir = path.resolve(
      values['media-dir'] ?? path.join(config().DATA_DIR, 'media', 'demo'),
    );
    const { DemoRefusedError, runDemo } = await import('./run-demo.ts');
    const handle = await openDatabase();
    try {
      const result = await runDemo(handle, {
        seed,
        scale,
        force: values.force,
        mediaDir,
        onProgress: values.json ? undefined : (line) => stderr.write(`${line}\n`),
      });
      if (values.json) {
        stdout.write(`${JSON.stringify(result)}\n`);
      } else if (result.status === 'unchanged') {
        stdout.write(
          `Demo dataset already loaded (seed ${seed}, scale ${scale}); nothing changed.\n`,
        );
      } else {
        const t = result.tables;
        const n = (k: string) => (t[k] ?? 0).toLocaleString('en-GB');
        stdout.write(
          `Demo dataset loaded in ${result.seconds} s (seed ${seed}, scale ${scale}): ` +
            `${n('listings')} listings, ${n('sold_prices')} sales, ${n('epc_certificates')} EPCs, ` +
            `${n('crimes')} crimes, ${n('postcodes')} postcodes; pictures in ${mediaDir}\n`,
        );
      }
      return 0;
    } catch (error) {
      if (error instanceof DemoRefusedError) {
        stderr.write(`${error.message}\n`);
        return 1;
      }
      throw error;
    } finally {
      await handle.close();
    }
  },
});
